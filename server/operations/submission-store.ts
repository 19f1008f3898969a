// Storing a guest's answers together with the use of its post key, in ONE SQL statement (issue 11
// item 6). The rules are those of consumePostKey (operations/post-keys.ts): the key is used only if it
// is unused and belongs to this site and purpose; one used too soon or too late is used up all the
// same and stores nothing. Here the UPDATE of the key, the INSERT of the answers and the INSERT of the
// notification mail into the outbox (operations/submission-outbox.ts) are parts of one data-modifying
// WITH statement, and PostgreSQL runs one statement atomically: either the key is used and (when its
// age is right) every answer row and its mail are stored, or nothing at all happened. The statement
// also checks the site's stamp (site-facts.ts storeGuardOf): when the site or its owner changed since
// the submission was judged, nothing happens and the caller judges it again on a fresh read.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { runPreparedShape } from "../db/prepared";
import { formSubmissions, rsvps } from "../db/schema";
import { hashPostKey, POST_KEY_MAX_AGE_MS, POST_KEY_MIN_AGE_MS, type PostKeyPurpose } from "./post-keys";
import { type SiteGate, storeGuardOf } from "./site-facts";

/**
 * stored: the rows are in; used: the key was used without storing (demo site); spam; replayed;
 * stale: the site changed since `gate` was read, nothing happened (the key is still unused).
 */
export type StoreOutcome = "stored" | "used" | "spam" | "replayed" | "stale";

type Rows = {
  table: "rsvps" | "form_submissions";
  columns: SQL;
  /** What each column's value is cast to ('' for text). */
  casts: readonly string[];
  /** Per row, the value of each column (JSON already a string). */
  values: unknown[][];
  /** The notification mail to queue with the rows; null when nobody is to be mailed. */
  mail: { id: string; kind: "rsvp" | "form"; rowIds: string[] } | null;
};

const p = (name: string) => sql.placeholder(name);

/**
 * The statement, with a placeholder for everything that varies: its text depends only on the table,
 * the number of rows, whether a mail is queued and whether the site is checked, so it is made once
 * per such shape (db/prepared.ts runPreparedShape) and each answer only fills in its values.
 */
function spendStatement(rows: Rows | null, guarded: boolean): SQL {
  const mail = rows?.mail
    ? sql`, mailed as (
        insert into submission_mails (id, site_id, kind, row_ids)
        select ${p("mailId")}, ${p("siteId")}, ${p("mailKind")}, ${p("mailRowIds")}::jsonb
        where exists (select 1 from stored)
        returning 1
      )`
    : sql``;
  const tuple = (row: unknown[], i: number) =>
    sql`(${sql.join(
      row.map((_, j) => sql`${p(`r${i}c${j}`)}${sql.raw(rows?.casts[j] ?? "")}`),
      sql`, `,
    )})`;
  const insert = rows
    ? sql`, stored as (
        insert into ${sql.raw(rows.table)} ${rows.columns}
        select * from (values ${sql.join(rows.values.map(tuple), sql`, `)}) as v
        where exists (select 1 from used where age_ms between ${p("minAge")} and ${p("maxAge")})
        returning 1
      )${mail}
      select (select age_ms from used) as age_ms, (select count(*) from stored)::int as stored`
    : sql` select (select age_ms from used) as age_ms, 0 as stored`;
  return sql`
    with site as (select ${guarded ? storeGuardOf(p("siteId"), p("stamp")) : sql`true`} as unchanged),
    used as (
      update post_keys set used_at = now()
      where key_hash = ${p("keyHash")} and used_at is null
        and site_id = ${p("siteId")} and purpose = ${p("purpose")}
        and (select unchanged from site)
      returning (extract(epoch from (now() - created_at)) * 1000)::float8 as age_ms
    )${insert}, (select unchanged from site) as unchanged`;
}

/**
 * Uses the key and, when `rows` is given and the key's age is right, inserts the rows (and queues
 * their mail) in the same statement, all only while `gate` is the site as it is (when `guarded`). A key that is not
 * there (never issued, other site, or already used) is a replay when the rows it would have stored
 * exist (the guest's browser never heard the first answer), else spam.
 */
async function spendKeyAndStore(
  ctx: AppContext,
  gate: SiteGate,
  guarded: boolean,
  postKey: string,
  purpose: PostKeyPurpose,
  rows: Rows | null,
  alreadyStored: () => Promise<boolean>,
): Promise<StoreOutcome> {
  const values: Record<string, unknown> = {
    keyHash: hashPostKey(postKey),
    siteId: gate.id,
    purpose,
    stamp: gate.stamp,
    minAge: POST_KEY_MIN_AGE_MS,
    maxAge: POST_KEY_MAX_AGE_MS,
  };
  rows?.values.forEach((row, i) => {
    row.forEach((value, j) => {
      values[`r${i}c${j}`] = value;
    });
  });
  if (rows?.mail) {
    values.mailId = rows.mail.id;
    values.mailKind = rows.mail.kind;
    values.mailRowIds = JSON.stringify(rows.mail.rowIds);
  }
  const shape = rows
    ? `${rows.table}|${rows.values.length}|${rows.mail ? "mail" : ""}|${guarded ? "guarded" : ""}`
    : `key only|${guarded ? "guarded" : ""}`;
  // A named prepared statement: planning this WITH costs more than running it (db/prepared.ts).
  const [row] = await runPreparedShape<{
    age_ms: number | string | null;
    stored: number | string;
    unchanged: boolean;
  }>(ctx.db, `submission|${shape}`, () => spendStatement(rows, guarded), values);
  if (row && !row.unchanged) return "stale";
  if (!row || row.age_ms === null) return (await alreadyStored()) ? "replayed" : "spam";
  if (Number(row.stored) > 0) return "stored";
  const age = Number(row.age_ms);
  return rows === null && age >= POST_KEY_MIN_AGE_MS && age <= POST_KEY_MAX_AGE_MS ? "used" : "spam";
}

/** The outbox row of a submission's mail, named after its first answer row; none without recipients. */
const mailOf = (kind: "rsvp" | "form", rowIds: string[], recipients: readonly string[]): Rows["mail"] =>
  recipients.length > 0 && rowIds[0] ? { id: rowIds[0], kind, rowIds } : null;

export type RsvpRow = {
  id: string;
  formId: string;
  formTitle: string;
  language: string;
  groupIdentifier: string;
  guestIndex: number;
  formElements: unknown;
  recipients: readonly string[];
};

/**
 * One rsvps row per guest, and one mail to their recipients when they name any; `store` false (the
 * demo site) uses the key and keeps nothing.
 */
export function storeRsvp(
  ctx: AppContext,
  gate: SiteGate,
  guarded: boolean,
  postKey: string,
  guests: RsvpRow[],
  store: boolean,
): Promise<StoreOutcome> {
  const siteId = gate.id;
  const ids = guests.map((g) => g.id);
  const rows: Rows = {
    table: "rsvps",
    columns: sql`(id, site_id, form_id, form_title, language, group_identifier, guest_index, form_elements, recipients)`,
    casts: ["", "", "", "", "", "", "::integer", "::jsonb", "::jsonb"],
    values: guests.map((g) => [
      g.id,
      siteId,
      g.formId,
      g.formTitle,
      g.language,
      g.groupIdentifier,
      g.guestIndex,
      JSON.stringify(g.formElements),
      JSON.stringify(g.recipients),
    ]),
    mail: mailOf("rsvp", ids, guests[0]?.recipients ?? []),
  };
  return spendKeyAndStore(ctx, gate, guarded, postKey, "rsvp", store ? rows : null, async () => {
    const earlier = await ctx.db
      .select({ id: rsvps.id })
      .from(rsvps)
      .where(and(eq(rsvps.siteId, siteId), inArray(rsvps.id, ids)));
    return earlier.length > 0;
  });
}

export type FormRow = Omit<RsvpRow, "groupIdentifier" | "guestIndex">;

/** One form_submissions row and its mail; `store` false (the demo site) uses the key and keeps nothing. */
export function storeForm(
  ctx: AppContext,
  gate: SiteGate,
  guarded: boolean,
  postKey: string,
  form: FormRow,
  store: boolean,
): Promise<StoreOutcome> {
  const siteId = gate.id;
  const rows: Rows = {
    table: "form_submissions",
    columns: sql`(id, site_id, form_id, form_title, language, form_elements, recipients)`,
    casts: ["", "", "", "", "", "::jsonb", "::jsonb"],
    values: [
      [
        form.id,
        siteId,
        form.formId,
        form.formTitle,
        form.language,
        JSON.stringify(form.formElements),
        JSON.stringify(form.recipients),
      ],
    ],
    mail: mailOf("form", [form.id], form.recipients),
  };
  return spendKeyAndStore(ctx, gate, guarded, postKey, "form", store ? rows : null, async () => {
    const earlier = await ctx.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.siteId, siteId), eq(formSubmissions.id, form.id)));
    return earlier.length > 0;
  });
}
