// The guest list as a spreadsheet (issue 25): one row per guest, in list order, with the household,
// its groups, side, list, status, code and personal link, then each guest's answer per event part
// (one column per part; "Svar" for the whole event on a site without parts; empty: no answer, "–": not
// invited to that part); headings in the owner's language, string cells formula-safe (formula-safe.ts),
// numbers as numbers, the headings row bold and frozen.
import { type GuestListSettings, type HouseholdStatus, invitedParts, WHOLE_EVENT } from "@core/guest-list";
import type { Household } from "../operations/households";
import { formulaSafeCells } from "./formula-safe";

type Language = "sv" | "en" | "da";

const HEADINGS: Record<Language, string[]> = {
  sv: [
    "Hushåll",
    "Namn",
    "Vuxen/barn",
    "E-post",
    "Telefon",
    "Adress",
    "Anteckning",
    "Grupper",
    "Sida",
    "Lista",
    "Extra gäster",
    "Status",
    "Kod",
    "Personlig länk",
  ],
  en: [
    "Household",
    "Name",
    "Adult/child",
    "E-mail",
    "Phone",
    "Address",
    "Note",
    "Groups",
    "Side",
    "List",
    "Extra guests",
    "Status",
    "Code",
    "Personal link",
  ],
  da: [
    "Husstand",
    "Navn",
    "Voksen/barn",
    "E-mail",
    "Telefon",
    "Adresse",
    "Bemærkning",
    "Grupper",
    "Side",
    "Liste",
    "Ekstra gæster",
    "Status",
    "Kode",
    "Personligt link",
  ],
};

type Words = {
  adult: string;
  child: string;
  both: string;
  answer: string;
  extra: string;
  yes: string;
  no: string;
  status: Record<HouseholdStatus, string>;
};

const WORDS: Record<Language, Words> = {
  sv: {
    adult: "Vuxen",
    child: "Barn",
    both: "Båda",
    answer: "Svar",
    extra: "Extra gäst",
    yes: "Kommer",
    no: "Kommer inte",
    status: { not_answered: "Inte svarat", attending: "Kommer", declined: "Kommer inte", partly: "Delvis" },
  },
  en: {
    adult: "Adult",
    child: "Child",
    both: "Both",
    answer: "Answer",
    extra: "Extra guest",
    yes: "Attending",
    no: "Not attending",
    status: { not_answered: "Not answered", attending: "Attending", declined: "Declined", partly: "Partly" },
  },
  da: {
    adult: "Voksen",
    child: "Barn",
    both: "Begge",
    answer: "Svar",
    extra: "Ekstra gæst",
    yes: "Kommer",
    no: "Kommer ikke",
    status: { not_answered: "Ikke svaret", attending: "Kommer", declined: "Kommer ikke", partly: "Delvist" },
  },
};

type Cell = { value: string | number; type?: typeof String | typeof Number; fontWeight?: "bold" } | null;

/** The sheet's rows (headings first): what the file holds, for the writer and the tests. */
export function householdRows(
  list: readonly Household[],
  settings: GuestListSettings,
  language: Language,
  linkBase = "",
): Cell[][] {
  const words = WORDS[language];
  const groupNames = new Map(settings.groups.map((group) => [group.id, group.name]));
  const text = (value: string | null | undefined): Cell => (value ? { value, type: String } : null);
  // One column per part ("Svar: Vigsel"), or the whole event's on a site without parts.
  const parts = settings.parts.length > 0 ? settings.parts : [{ id: WHOLE_EVENT, name: "" }];
  const answerHeadings = parts.map((part) => (part.name ? `${words.answer}: ${part.name}` : words.answer));
  const rows: Cell[][] = [
    [...HEADINGS[language], ...answerHeadings].map((value) => ({ value, type: String, fontWeight: "bold" })),
  ];
  for (const household of list) {
    const invited = new Set(invitedParts(settings, household.groups).map((part) => part.id));
    const answerOf = (guestId: string | undefined, partId: string): Cell => {
      if (partId !== WHOLE_EVENT && !invited.has(partId)) return text("–");
      const found = household.answers.find((a) => a.guestId === guestId && a.partId === partId);
      return found ? text(found.attending ? words.yes : words.no) : null;
    };
    const side =
      household.side === "both"
        ? words.both
        : household.side === "partner2"
          ? "2"
          : household.side
            ? "1"
            : null;
    const shared = {
      groups: text(household.groups.map((id) => groupNames.get(id) ?? id).join(", ")),
      side: text(side),
      list: text(household.list),
      extra: { value: household.extraGuests, type: Number } as Cell,
      status: text(words.status[household.status]),
      code: text(household.code),
      link: text(household.linkEnabled ? `${linkBase}${household.link}` : null),
    };
    // The household's guests, then the extra guests who answered ("Extra gäst 1", …).
    const extras = [
      ...new Set(household.answers.map((a) => a.guestId).filter((id) => id.startsWith("extra-"))),
    ]
      .sort()
      .map((id, index) => ({
        id,
        name: `${words.extra} ${index + 1}`,
        child: household.answers.some((a) => a.guestId === id && a.child),
        email: null,
        phone: null,
        note: null,
      }));
    const all = [...household.guests, ...extras];
    const guests = all.length > 0 ? all : [null];
    for (const guest of guests)
      rows.push([
        text(household.name),
        text(guest?.name),
        guest ? text(guest.child ? words.child : words.adult) : null,
        text(guest?.email ?? household.email),
        text(guest?.phone ?? household.phone),
        text(household.address),
        text(guest?.note),
        shared.groups,
        shared.side,
        shared.list,
        shared.extra,
        shared.status,
        shared.code,
        shared.link,
        ...parts.map((part) => (guest ? answerOf(guest.id, part.id) : null)),
      ]);
  }
  return formulaSafeCells(rows);
}

export async function householdsXlsx(
  list: readonly Household[],
  settings: GuestListSettings,
  language: Language,
  linkBase = "",
): Promise<Buffer> {
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const rows = householdRows(list, settings, language, linkBase);
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.min(60, Math.max(8, ...rows.map((row) => String(row[column]?.value ?? "").length + 2))),
  );
  const sheet = { en: "Guests", sv: "Gäster", da: "Gæster" }[language];
  return (await writeXlsxFile(rows as never, {
    sheet,
    columns: widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBuffer()) as Buffer;
}
