// The guest list's search, filters and sort (issue 25: 1,000 households without lag). Each household's
// search text is normalised once per list (indexHouseholds), so a keystroke only compares strings.
import { normalizeText } from "@core/guest-import";
import { HOUSEHOLD_STATUSES, type HouseholdStatus, type Side } from "@core/guest-list";
import type { Household } from "./types";

/** The status filter's value for the households to review. */
export const REVIEW = "review";

export const SORTS = ["list", "name", "status"] as const;
export type SortKey = (typeof SORTS)[number];

export type ListFilter = {
  search: string;
  /** A group id, "none" (no group) or "" (any). */
  group: string;
  side: Side | "none" | "";
  /** An answer status, "review" (households made from an open answer, to review) or "" (any). */
  status: HouseholdStatus | typeof REVIEW | "";
  sort: SortKey;
};

export const NO_FILTER: ListFilter = { search: "", group: "", side: "", status: "", sort: "list" };

export type IndexedHousehold = { household: Household; text: string };

/** The household's and its guests' names, normalised for search. */
export function indexHouseholds(list: readonly Household[]): IndexedHousehold[] {
  return list.map((household) => ({
    household,
    text: ` ${[household.name, ...household.guests.map((guest) => guest.name)].map(normalizeText).join(" | ")}`,
  }));
}

const collators = new Map<string, Intl.Collator>();
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

/** The households the filter lets through, in its sort order. */
export function filterHouseholds(
  indexed: readonly IndexedHousehold[],
  filter: ListFilter,
  language = "sv",
): Household[] {
  // Every word typed must begin a word of a name ("ann li" finds "Anna Lind").
  const words = normalizeText(filter.search).split(" ").filter(Boolean);
  const found: Household[] = [];
  for (const { household, text } of indexed) {
    if (filter.status === REVIEW) {
      if (!household.needsReview) continue;
    } else if (filter.status && household.status !== filter.status) continue;
    if (filter.side && (household.side ?? "none") !== filter.side) continue;
    if (filter.group) {
      if (filter.group === "none" ? household.groups.length > 0 : !household.groups.includes(filter.group))
        continue;
    }
    if (words.length > 0 && !words.every((word) => text.includes(` ${word}`))) continue;
    found.push(household);
  }
  if (filter.sort === "name") {
    const collator = collatorFor(language);
    found.sort((a, b) => collator.compare(a.name, b.name) || a.position - b.position);
  } else if (filter.sort === "status") {
    found.sort(
      (a, b) =>
        HOUSEHOLD_STATUSES.indexOf(a.status) - HOUSEHOLD_STATUSES.indexOf(b.status) ||
        a.position - b.position,
    );
  }
  return found;
}
