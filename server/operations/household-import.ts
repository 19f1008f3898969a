// Importing households from an .xlsx or .csv (issue 25): the file is judged by its content, read into
// rows of text (read-excel-file, papaparse), mapped (the owner's mapping or guessed from the headings),
// checked row by row, compared with the guests already on the list, and either previewed (dry run:
// nothing stored) or stored in one transaction. A confirmed import with a row in error stores nothing.
import {
  guessMapping,
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  type ImportedHousehold,
  type ImportIssue,
  type ImportMapping,
  nameKey,
  readGuestRows,
} from "@core/guest-import";
import { defaultGroups, GUEST_LIST_LIMITS } from "@core/guest-list";
import { and, eq, isNull, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { AppContext } from "../context";
import { householdGuests, households } from "../db/schema";
import { ApiError } from "../errors";
import { newId } from "../ids";
import { guestFields, householdFields, newCode, newToken, settingsOf } from "./households";

export type ImportFileKind = "xlsx" | "csv";

/** What the file is, by its first bytes: a ZIP (an .xlsx) or text; null for anything else. */
export function importFileKind(buffer: Buffer): ImportFileKind | null {
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50) return "xlsx";
  // Text: no NUL bytes in the first kilobytes (a picture, a PDF or an old .xls has them).
  if (buffer.subarray(0, 8192).includes(0)) return null;
  return "csv";
}

/** UTF-8 (with or without its mark), else Windows-1252 (Excel's "CSV" on a Swedish or Danish Windows). */
function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(buffer).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(buffer);
  }
}

/** The delimiter the headings are split by: the most common of ; tab , | (Swedish Excel writes ;). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [";", "\t", ",", "|"].map((d) => [d, firstLine.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ",";
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, IMPORT_LIMITS.cell);
};

const tooLarge = (message: string) =>
  new ApiError("IMPORT_FILE_INVALID", { issues: [{ path: "file", message }] });

/** The file's rows of text, the headings first; within the row and column caps. */
export async function readImportRows(buffer: Buffer): Promise<string[][]> {
  const kind = importFileKind(buffer);
  if (!kind) throw new ApiError("IMPORT_FILE_INVALID");
  let rows: unknown[][];
  if (kind === "xlsx") {
    try {
      const { readSheet } = await import("read-excel-file/node");
      rows = (await readSheet(buffer)) as unknown[][];
    } catch (error) {
      throw new ApiError("IMPORT_FILE_INVALID", { cause: error });
    }
  } else {
    const text = decodeText(buffer);
    rows = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: "greedy" }).data;
  }
  if (rows.length > IMPORT_LIMITS.rows + 1)
    throw tooLarge(`a guest list file holds at most ${IMPORT_LIMITS.rows} rows`);
  const width = Math.max(0, ...rows.map((row) => row.length));
  if (width > IMPORT_LIMITS.columns)
    throw tooLarge(`a guest list file holds at most ${IMPORT_LIMITS.columns} columns`);
  const table = rows.map((row) => Array.from({ length: width }, (_, i) => cellText(row[i])));
  if (table.length < 2) throw new ApiError("IMPORT_FILE_EMPTY");
  return table;
}

export type ImportDuplicate = {
  row: number;
  name: string;
  /** The household on the list that already has a guest by this name, if any. */
  existing: { householdId: string; household: string } | null;
  /** An earlier row of the file with the same name, if any. */
  sameAsRow: number | null;
};

export type ImportPreview = {
  columns: { index: number; heading: string; field: ImportMapping[number] }[];
  households: (Omit<ImportedHousehold, "guests"> & {
    guests: (ImportedHousehold["guests"][number] & { duplicate: boolean })[];
  })[];
  errors: ImportIssue[];
  duplicates: ImportDuplicate[];
  skipped: number[];
  counts: { households: number; guests: number; rows: number };
};

/** Checks a mapping the owner chose: one entry per column, each field at most once. */
export function checkMapping(mapping: unknown, columns: number): ImportMapping {
  const fields = IMPORT_FIELDS as readonly string[];
  if (
    !Array.isArray(mapping) ||
    mapping.length !== columns ||
    mapping.some((field) => field !== null && !fields.includes(field))
  )
    throw new ApiError("INVALID_INPUT", {
      issues: [{ path: "mapping", message: `one field or null per column (${columns} columns)` }],
    });
  const used = mapping.filter((field) => field !== null);
  if (new Set(used).size !== used.length)
    throw new ApiError("INVALID_INPUT", {
      issues: [{ path: "mapping", message: "a field is mapped twice" }],
    });
  return mapping as ImportMapping;
}

/** Reads, maps and checks an import against the site's list: what a dry run answers. */
export async function previewImport(
  ctx: AppContext,
  siteId: string,
  rows: string[][],
  options: { mapping?: ImportMapping; skip?: number[] },
): Promise<ImportPreview> {
  const headings = rows[0] ?? [];
  const mapping = options.mapping ?? guessMapping(headings);
  const settings = await settingsOf(ctx.db, siteId);
  const skip = new Set(options.skip ?? []);
  const kept = rows.map((row, index) => (index > 0 && skip.has(index + 1) ? row.map(() => "") : row));
  const { households: read, errors } = readGuestRows(kept, mapping, settings);

  const existing = await ctx.db
    .select({ name: householdGuests.name, householdId: households.id, household: households.name })
    .from(householdGuests)
    .innerJoin(households, eq(households.id, householdGuests.householdId))
    .where(and(eq(householdGuests.siteId, siteId), isNull(households.deletedAt)));
  const onList = new Map(existing.map((guest) => [nameKey(guest.name), guest]));
  const seen = new Map<string, number>();
  const duplicates: ImportDuplicate[] = [];
  const previewed = read.map((household) => ({
    ...household,
    guests: household.guests.map((guest) => {
      const key = nameKey(guest.name);
      const match = onList.get(key);
      const earlier = seen.get(key) ?? null;
      if (earlier === null) seen.set(key, guest.row);
      const duplicate = Boolean(match) || earlier !== null;
      if (duplicate)
        duplicates.push({
          row: guest.row,
          name: guest.name,
          existing: match ? { householdId: match.householdId, household: match.household } : null,
          sameAsRow: earlier,
        });
      return { ...guest, duplicate };
    }),
  }));
  return {
    columns: headings.map((heading, index) => ({ index, heading, field: mapping[index] ?? null })),
    households: previewed,
    errors,
    duplicates,
    skipped: [...skip].sort((a, b) => a - b),
    counts: {
      households: previewed.length,
      guests: previewed.reduce((sum, household) => sum + household.guests.length, 0),
      rows: rows.length - 1,
    },
  };
}

/**
 * Stores a checked import: every household with a personal link and a code, after the list's last.
 * Refused whole (nothing stored) while a row is in error or the list would hold too many households.
 * `by`: the importing account, recorded as who changed each household last (issue 28).
 */
export async function storeImport(ctx: AppContext, siteId: string, preview: ImportPreview, by: string) {
  if (preview.errors.length > 0)
    throw new ApiError("IMPORT_ROWS_INVALID", {
      issues: preview.errors.map((error) => ({ path: `row ${error.row}`, message: error.message })),
    });
  return ctx.db.transaction(async (tx) => {
    const settings = await settingsOf(tx, siteId);
    const [state] = await tx
      .select({
        count: sql<number>`count(*) filter (where ${households.deletedAt} is null)::int`,
        last: sql<number>`coalesce(max(${households.position}), -1)::int`,
      })
      .from(households)
      .where(eq(households.siteId, siteId));
    const count = state?.count ?? 0;
    if (count + preview.households.length > GUEST_LIST_LIMITS.households)
      throw new ApiError("INVALID_INPUT", {
        issues: [
          { path: "file", message: `a guest list holds at most ${GUEST_LIST_LIMITS.households} households` },
        ],
      });
    const codes = new Set(
      (await tx.select({ code: households.code }).from(households).where(eq(households.siteId, siteId))).map(
        (row) => row.code,
      ),
    );
    const freeCode = () => {
      for (;;) {
        const code = newCode();
        if (!codes.has(code)) {
          codes.add(code);
          return code;
        }
      }
    };
    const fallbackGroups = defaultGroups(settings);
    let position = (state?.last ?? -1) + 1;
    const householdRows: (typeof households.$inferInsert)[] = [];
    const guestRows: (typeof householdGuests.$inferInsert)[] = [];
    for (const household of preview.households) {
      const id = newId();
      householdRows.push({
        id,
        siteId,
        ...householdFields(household),
        groupIds: household.groups ?? fallbackGroups,
        token: newToken(),
        code: freeCode(),
        position: position++,
        updatedBy: by,
      });
      household.guests.forEach((guest, index) => {
        guestRows.push({ id: newId(), ...guestFields(guest, id, siteId, index) });
      });
    }
    // In blocks: one statement per 500 rows, not one per row.
    for (let i = 0; i < householdRows.length; i += 500)
      await tx.insert(households).values(householdRows.slice(i, i + 500));
    for (let i = 0; i < guestRows.length; i += 500)
      await tx.insert(householdGuests).values(guestRows.slice(i, i + 500));
    return { households: householdRows.length, guests: guestRows.length };
  });
}
