// Importing a guest list from a spreadsheet (issue 25): which column is what (guessed from Swedish,
// Danish and English headings, or chosen by the owner), each row read into a guest, rows grouped into
// households, and duplicates found. Pure: the server parses the file into rows of text and stores the
// result; the owner app shows the same guesses on its mapping screen.
import {
  GUEST_LIST_LIMITS,
  type GuestListSettings,
  LISTS,
  type ListMark,
  type Side,
} from "./guest-list";

export const IMPORT_FIELDS = [
  "household",
  "name",
  "firstName",
  "lastName",
  "child",
  "email",
  "phone",
  "address",
  "note",
  "side",
  "list",
  "groups",
  "extraGuests",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Per column (by index): the field it fills, or null (not imported). */
export type ImportMapping = (ImportField | null)[];

export const IMPORT_LIMITS = { rows: 5000, columns: 60, bytes: 5 * 1024 * 1024, cell: 500 } as const;

/** Lower case, no accents, no punctuation: "E-post:" and "epost" compare alike. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9+]+/g, " ")
    .trim();
}

// Headings as couples write them, in Swedish, Danish and English (normalised as above).
const HEADINGS: Record<ImportField, readonly string[]> = {
  household: [
    "hushall",
    "familj",
    "sallskap",
    "husstand",
    "familie",
    "selskab",
    "household",
    "family",
    "party",
    "inbjudan",
    "invitation",
    "kort",
  ],
  name: [
    "namn",
    "navn",
    "name",
    "full name",
    "fullstandigt namn",
    "fulde navn",
    "gast",
    "gaest",
    "guest",
    "gastnamn",
    "gaestenavn",
    "guest name",
  ],
  firstName: ["fornamn", "fornavn", "first name", "firstname", "given name", "tilltalsnamn"],
  lastName: ["efternamn", "efternavn", "last name", "lastname", "surname", "family name"],
  child: [
    "barn",
    "child",
    "children",
    "kid",
    "vuxen barn",
    "voksen barn",
    "adult child",
    "barn vuxen",
    "alder",
    "age",
    "typ",
    "type",
  ],
  email: [
    "e post",
    "epost",
    "mejl",
    "mail",
    "e mail",
    "email",
    "e postadress",
    "mailadresse",
    "e mail address",
    "email address",
  ],
  phone: [
    "telefon",
    "mobil",
    "tel",
    "tlf",
    "phone",
    "mobile",
    "mobilnummer",
    "telefonnummer",
    "phone number",
    "mobilnr",
  ],
  address: ["adress", "adresse", "address", "postadress", "gatuadress", "postal address", "hemadress"],
  note: [
    "anteckning",
    "anteckningar",
    "kommentar",
    "not",
    "note",
    "notes",
    "bemaerkning",
    "noter",
    "ovrigt",
    "allergi",
    "allergier",
  ],
  side: ["sida", "side", "brudens brudgummens", "vems gast", "hvis gaest"],
  list: ["lista", "liste", "list", "a b", "a b lista", "a b liste", "a b list"],
  groups: [
    "grupp",
    "grupper",
    "gruppe",
    "grupper",
    "group",
    "groups",
    "inbjuden till",
    "inviteret til",
    "invited to",
    "del",
    "dele",
    "parts",
  ],
  extraGuests: [
    "extra gaster",
    "ekstra gaester",
    "extra guests",
    "plus one",
    "+1",
    "medfoljande",
    "ledsagare",
    "extra",
  ],
};

/** The field a heading most likely means, or null. */
export function guessField(heading: string): ImportField | null {
  const text = normalizeText(heading);
  if (!text) return null;
  for (const field of IMPORT_FIELDS) if (HEADINGS[field].includes(text)) return field;
  // "Gästens namn", "Namn på gäst": a known word inside a longer heading (longest words first).
  for (const field of IMPORT_FIELDS)
    for (const word of HEADINGS[field])
      if (word.length >= 4 && ` ${text} `.includes(` ${word} `)) return field;
  return null;
}

/** One field per column at most, the first column that looks like it. */
export function guessMapping(headings: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  return headings.map((heading) => {
    const field = guessField(heading);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

export type ImportedGuest = {
  /** The spreadsheet's row number (the headings are row 1). */
  row: number;
  name: string;
  child: boolean;
  email: string | null;
  phone: string | null;
  note: string | null;
};

export type ImportedHousehold = {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  side: Side | null;
  list: ListMark | null;
  /** Group ids (matched by the group's name or id); undefined: none given, the default group. */
  groups: string[] | undefined;
  extraGuests: number;
  guests: ImportedGuest[];
};

export type ImportIssue = { row: number; message: string };

const YES = new Set(["barn", "child", "kid", "ja", "yes", "x", "1", "true", "b", "sant"]);
const NO = new Set(["", "vuxen", "voksen", "adult", "nej", "no", "0", "false", "v", "a", "falskt"]);
const SIDE_WORDS: Record<string, Side> = {
  "1": "partner1",
  "2": "partner2",
  partner1: "partner1",
  partner2: "partner2",
  both: "both",
  bada: "both",
  begge: "both",
};

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads rows (headings first) with a mapping into households. A row without a household column is a
 * household of its own; rows with the same household text are one household, in the file's order.
 * Rows with nothing in them are skipped; a row in error is named and left out.
 */
export function readGuestRows(
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  settings: Pick<GuestListSettings, "groups">,
): { households: ImportedHousehold[]; errors: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  const byKey = new Map<string, ImportedHousehold>();
  const households: ImportedHousehold[] = [];
  const column = (field: ImportField) => mapping.indexOf(field);
  const has = (field: ImportField) => column(field) >= 0;
  if (!has("name") && !has("firstName") && !has("lastName"))
    return { households: [], errors: [{ row: 1, message: "no column is the guests' names" }] };

  /** Reads one row into its household; a message when the row is in error. */
  const readRow = (cells: readonly string[], row: number): string | undefined => {
    const cell = (field: ImportField) => {
      const at = column(field);
      return at >= 0 ? (cells[at] ?? "").replace(/\s+/g, " ").trim() : "";
    };
    if (cells.every((value) => !value.trim())) return;
    const fail = (message: string) => message;

    const name = cell("name") || [cell("firstName"), cell("lastName")].filter(Boolean).join(" ");
    if (!name) return fail("the guest has no name");
    if (name.length > GUEST_LIST_LIMITS.name)
      return fail(`the name is longer than ${GUEST_LIST_LIMITS.name} characters`);
    const childText = normalizeText(cell("child"));
    const child = YES.has(childText)
      ? true
      : NO.has(childText)
        ? false
        : /^\d+$/.test(childText)
          ? Number(childText) < 18
          : null;
    if (child === null) return fail(`"${cell("child")}" is neither adult nor child`);
    const email = cell("email") || null;
    if (email && !MAIL.test(email)) return fail(`"${email}" is not an e-mail address`);
    const phone = cell("phone").slice(0, GUEST_LIST_LIMITS.phone) || null;
    const note = cell("note").slice(0, GUEST_LIST_LIMITS.note) || null;
    const sideText = normalizeText(cell("side"));
    const side = sideText ? SIDE_WORDS[sideText.replace(/\s+/g, "")] : null;
    if (side === undefined) return fail(`"${cell("side")}" is not a side (1, 2 or both)`);
    const listText = cell("list").toUpperCase();
    const list = listText ? (LISTS.find((mark) => mark === listText) ?? undefined) : null;
    if (list === undefined) return fail(`"${cell("list")}" is not the A or B list`);
    const groupNames = cell("groups")
      .split(/[,;/]+/)
      .map((part) => normalizeText(part))
      .filter(Boolean);
    const groups: string[] = [];
    for (const groupName of groupNames) {
      const group = settings.groups.find(
        (candidate) =>
          normalizeText(candidate.name) === groupName || normalizeText(candidate.id) === groupName,
      );
      if (!group) return fail(`there is no guest group "${groupName}"`);
      if (!groups.includes(group.id)) groups.push(group.id);
    }
    const extraText = cell("extraGuests").replace(/^\+/, "");
    const extraGuests = extraText ? Number(extraText) : 0;
    if (!Number.isInteger(extraGuests) || extraGuests < 0 || extraGuests > GUEST_LIST_LIMITS.extraGuests)
      return fail(
        `"${cell("extraGuests")}" is not a number of extra guests (0–${GUEST_LIST_LIMITS.extraGuests})`,
      );

    const householdText = cell("household");
    const key = householdText ? normalizeText(householdText) : `row ${row}`;
    let household = byKey.get(key);
    if (!household) {
      household = {
        name: (householdText || name).slice(0, GUEST_LIST_LIMITS.name),
        address: cell("address").slice(0, GUEST_LIST_LIMITS.address) || null,
        email,
        phone,
        side,
        list,
        groups: groupNames.length > 0 ? groups : undefined,
        extraGuests,
        guests: [],
      };
      byKey.set(key, household);
      households.push(household);
    } else {
      // Later rows of a household fill what the first left empty.
      household.address ??= cell("address").slice(0, GUEST_LIST_LIMITS.address) || null;
      household.email ??= email;
      household.phone ??= phone;
      household.side ??= side;
      household.list ??= list;
      if (groupNames.length > 0) household.groups = [...new Set([...(household.groups ?? []), ...groups])];
      household.extraGuests = Math.max(household.extraGuests, extraGuests);
    }
    if (household.guests.length >= GUEST_LIST_LIMITS.guestsPerHousehold)
      return fail(`a household holds at most ${GUEST_LIST_LIMITS.guestsPerHousehold} guests`);
    household.guests.push({ row, name, child, email, phone, note });
    return undefined;
  };
  for (const [index, cells] of rows.slice(1).entries()) {
    const problem = readRow(cells, index + 2);
    if (problem) errors.push({ row: index + 2, message: problem });
  }
  return { households, errors };
}

/** The key two guests' names are the same person by: case, accents and spacing do not matter. */
export const nameKey = (name: string): string => normalizeText(name);
