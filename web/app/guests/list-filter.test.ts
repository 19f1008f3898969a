// The guest list's search, filters and sort (issue 25), and that they stay fast for 1,000 households.
import type { HouseholdStatus, Side } from "@core/guest-list";
import { describe, expect, it } from "vitest";
import { filterHouseholds, indexHouseholds, NO_FILTER } from "./list-filter";
import type { Household } from "./types";

let nextId = 0;
function household(
  name: string,
  guests: string[],
  extra: { groups?: string[]; side?: Side | null; status?: HouseholdStatus; needsReview?: boolean } = {},
): Household {
  const id = (++nextId).toString(16).padStart(24, "0");
  return {
    id,
    name,
    address: null,
    email: null,
    phone: null,
    extraGuests: 0,
    side: extra.side ?? null,
    list: null,
    groups: extra.groups ?? [],
    guests: guests.map((guest, i) => ({
      id: `${id.slice(0, 22)}${i.toString().padStart(2, "0")}`,
      name: guest,
      child: false,
      email: null,
      phone: null,
      note: null,
    })),
    token: "t".repeat(43),
    code: "ABCDEF",
    link: `/i/${"t".repeat(43)}`,
    linkEnabled: true,
    status: extra.status ?? "not_answered",
    answers: [],
    needsReview: extra.needsReview ?? false,
    review: null,
    position: nextId,
    createdAt: "2026-11-27T10:00:00.000Z",
    updatedAt: "2026-11-27T10:00:00.000Z",
  };
}

const list = [
  household("Familjen Lind", ["Sara Lind", "Olof Lind"], { groups: ["fest"], side: "partner1" }),
  household("Moster Karin", ["Karin Berg"], { side: "partner2", status: "attending" }),
  household("Åsa och Björn", ["Åsa Öberg", "Björn Öberg"], {
    groups: ["middag", "fest"],
    status: "declined",
  }),
  household("Anders", ["Anders Ek"], { side: "both" }),
  household("Nils Nord", ["Nils Nord"], { status: "attending", needsReview: true }),
];
const indexed = indexHouseholds(list);
const names = (found: Household[]) => found.map((h) => h.name);

describe("filterHouseholds", () => {
  it("lists everything in list order without a filter", () => {
    expect(names(filterHouseholds(indexed, NO_FILTER))).toEqual([
      "Familjen Lind",
      "Moster Karin",
      "Åsa och Björn",
      "Anders",
      "Nils Nord",
    ]);
  });

  it("searches household and guest names by the start of their words, without case or accents", () => {
    const search = (text: string) => names(filterHouseholds(indexed, { ...NO_FILTER, search: text }));
    expect(search("lind")).toEqual(["Familjen Lind"]);
    expect(search("olof")).toEqual(["Familjen Lind"]);
    expect(search("berg")).toEqual(["Moster Karin"]);
    expect(search("oberg")).toEqual(["Åsa och Björn"]);
    expect(search("ÅSA ö")).toEqual(["Åsa och Björn"]);
    expect(search("ind")).toEqual([]);
    expect(search("  ")).toHaveLength(5);
  });

  it("filters by group, side and status", () => {
    const filter = (change: Partial<typeof NO_FILTER>) =>
      names(filterHouseholds(indexed, { ...NO_FILTER, ...change }));
    expect(filter({ group: "fest" })).toEqual(["Familjen Lind", "Åsa och Björn"]);
    expect(filter({ group: "middag" })).toEqual(["Åsa och Björn"]);
    expect(filter({ group: "none" })).toEqual(["Moster Karin", "Anders", "Nils Nord"]);
    expect(filter({ side: "partner2" })).toEqual(["Moster Karin"]);
    expect(filter({ side: "none" })).toEqual(["Åsa och Björn", "Nils Nord"]);
    expect(filter({ status: "attending" })).toEqual(["Moster Karin", "Nils Nord"]);
    // The households to review (made from an open answer), whatever they answered.
    expect(filter({ status: "review" })).toEqual(["Nils Nord"]);
    expect(filter({ group: "fest", status: "declined" })).toEqual(["Åsa och Björn"]);
  });

  it("sorts by name (Swedish order: Å after Z) and by status", () => {
    expect(names(filterHouseholds(indexed, { ...NO_FILTER, sort: "name" }, "sv"))).toEqual([
      "Anders",
      "Familjen Lind",
      "Moster Karin",
      "Nils Nord",
      "Åsa och Björn",
    ]);
    expect(names(filterHouseholds(indexed, { ...NO_FILTER, sort: "status" }))).toEqual([
      "Familjen Lind",
      "Anders",
      "Moster Karin",
      "Nils Nord",
      "Åsa och Björn",
    ]);
  });

  it("searches a list of 1,000 households keystroke by keystroke, each prefix a superset of the next", () => {
    const big = Array.from({ length: 1000 }, (_, i) =>
      household(`Hushåll ${i}`, [`Gäst ${i} Andersson`, `Gäst ${i} Svensson`, `Barn ${i}`], {
        groups: i % 3 === 0 ? ["fest"] : [],
        status: i % 4 === 0 ? "attending" : "not_answered",
      }),
    );
    const bigIndex = indexHouseholds(big);
    // Every keystroke of a search, as the list runs it (its speed is not asserted here: no timed tests).
    const typed = "svensson 99";
    let previous: string[] | null = null;
    for (let i = 1; i <= typed.length; i++) {
      const found = names(
        filterHouseholds(
          bigIndex,
          { ...NO_FILTER, search: typed.slice(0, i), group: "", sort: "name" },
          "sv",
        ),
      );
      if (previous) for (const name of found) expect(previous).toContain(name);
      previous = found;
    }
    // "99" begins 99 and 990–999.
    expect(names(filterHouseholds(bigIndex, { ...NO_FILTER, search: typed }))).toEqual([
      "Hushåll 99",
      ...Array.from({ length: 10 }, (_, i) => `Hushåll ${990 + i}`),
    ]);
  });
});
