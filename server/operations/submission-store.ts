// Storing a guest's answers together with the use of its post key, in ONE SQL statement (issue 11
// item 6; issue 24). The key is judged first from itself (operations/post-keys.ts judgePostKey: its
// signature names the site and purpose, its time stamp its age); then one data-modifying WITH
// statement records the key's nonce in used_post_keys (its primary key: a key is used once, a second
// use of it stores nothing, even at the same moment), stores the form's questions once per version
// (form_definitions, named by the sha256 of their jsonb text), inserts the answer rows (the values
// only, referring to the definition) and the notification mail into the outbox
// (operations/submission-outbox.ts). PostgreSQL runs one statement atomically: either the key is used
// and (when its age is right) every answer row and its mail are stored, or nothing at all happened. A
// key used too soon is used up all the same and stores nothing. The statement also checks the site's
// stamp (site-facts.ts storeGuardOf): when the site or its owner changed since the submission was
// judged, nothing happens and the caller judges it again on a fresh read.
import type { FormElement } from "@core/form";
import type { SubmittedFormElement } from "@core/submissions";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { runPreparedShape } from "../db/prepared";
import { formSubmissions, rsvps } from "../db/schema";
import { definitionHashOf, splitAnswers } from "./answers";
import { judgePostKey, type PostKeyPurpose } from "./post-keys";
import { type SiteGate, storeGuardOf } from "./site-facts";

/**
 * stored: the rows are in; used: the key was used without storing (demo site); spam; replayed;
 * stale: the site changed since `gate` was read, nothing happened (the key is still unused).
 */
export type StoreOutcome = "stored" | "used" | "spam" | "replayed" | "stale";

type Rows = {
  table: "rsvps" | "form_submissions";
  /** The row's own columns; definition_hash is added after them. */
  columns: SQL;
  /** What each column's value is cast to ('' for text). */
  casts: readonly string[];
  /** Per row, the value of each column (JSON already a string). */
  values: unknown[][];
  /** The questions every row answers (one form_definitions row). */
  definition: readonly FormElement[];
  /** The notification mail to queue with the rows; null when nobody is to be mailed. */
  mail: { id: string; kind: "rsvp" | "form"; rowIds: string[] } | null;
};

const p = (name: string) => sql.placeholder(name);

/**
 * The statement, with a placeholder for everything that varies: its text depends only on the table,
 * the number of rows, whether a mail is queued and whether the site is checked, so it is made once
 * per such shape (db/prepared.ts runPreparedShape) and each answer only fills in its values.
 */
function spendStatement(rows: Rows | null, guarded: boolean, knownDefinition: boolean): SQL {
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
  // Questions this process stored before are only named; others are sent and stored once.
  const definition = knownDefinition
    ? sql`, definition as (select ${p("definitionHash")}::text as hash)`
    : sql`, definition as (
        select ${definitionHashOf(sql`d.elements`)} as hash, d.elements
        from (select ${p("definition")}::jsonb as elements) as d
      ), defined as (
        insert into form_definitions (hash, elements)
        select hash, elements from definition where exists (select 1 from used)
        on conflict (hash) do nothing
        returning 1
      )`;
  const insert = rows
    ? sql`${definition}, stored as (
        insert into ${sql.raw(rows.table)} ${rows.columns}
        select v.*, (select hash from definition) from (values ${sql.join(rows.values.map(tuple), sql`, `)}) as v
        where exists (select 1 from used)
        returning 1
      )${mail}
      select exists (select 1 from used) as used, (select count(*) from stored)::int as stored,
        (select hash from definition) as definition_hash`
    : sql` select exists (select 1 from used) as used, 0 as stored`;
  return sql`
    with site as (select ${guarded ? storeGuardOf(p("siteId"), p("stamp")) : sql`true`} as unchanged),
    used as (
      insert into used_post_keys (nonce, expires_at)
      select ${p("nonce")}, ${p("expiresAt")}::timestamptz where (select unchanged from site)
      on conflict (nonce) do nothing
      returning 1
    )${insert}, (select unchanged from site) as unchanged`;
}

/**
 * Judges the key and, when it is right, uses it and (when `rows` is given) inserts the rows and queues
 * their mail in the same statement, all only while `gate` is the site as it is (when `guarded`). A key
 * that is not this site's and purpose's, stale, or already used is a replay when the rows it would
 * have stored exist (the guest's browser never heard the first answer), else spam. A key used too
 * soon is used up and is spam.
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
  const key = judgePostKey(ctx, postKey, gate.id, purpose);
  if (key.verdict === "unknown" || key.verdict === "too-late") {
    return (await alreadyStored()) ? "replayed" : "spam";
  }
  const storing = key.verdict === "ok" ? rows : null;
  const values: Record<string, unknown> = {
    nonce: key.nonce,
    expiresAt: key.expiresAt.toISOString(),
    siteId: gate.id,
    stamp: gate.stamp,
  };
  // The name of questions stored before by this process, kept with the module's own question objects.
  const first = storing?.definition[0];
  const knownHash = first ? knownDefinitions.get(first) : undefined;
  if (storing) {
    if (knownHash) values.definitionHash = knownHash;
    else values.definition = JSON.stringify(storing.definition);
    storing.values.forEach((row, i) => {
      row.forEach((value, j) => {
        values[`r${i}c${j}`] = value;
      });
    });
    if (storing.mail) {
      values.mailId = storing.mail.id;
      values.mailKind = storing.mail.kind;
      values.mailRowIds = JSON.stringify(storing.mail.rowIds);
    }
  }
  const shape = storing
    ? `${storing.table}|${storing.values.length}|${storing.mail ? "mail" : ""}|${guarded ? "guarded" : ""}|${knownHash ? "known" : ""}`
    : `key only|${guarded ? "guarded" : ""}`;
  type Result = { used: boolean; stored: number | string; unchanged: boolean; definition_hash?: string };
  let row: Result | undefined;
  try {
    // A named prepared statement: planning this WITH costs more than running it (db/prepared.ts).
    [row] = await runPreparedShape<Result>(
      ctx.db,
      `submission|${shape}`,
      () => spendStatement(storing, guarded, Boolean(knownHash)),
      values,
    );
  } catch (error) {
    // The named questions were purged meanwhile (no answer referred to them for a day): nothing was
    // stored; store them again with the answer.
    if (!first || !knownHash || (error as { code?: string }).code !== "23503") throw error;
    knownDefinitions.delete(first);
    return spendKeyAndStore(ctx, gate, guarded, postKey, purpose, rows, alreadyStored);
  }
  if (first && row?.definition_hash && Number(row.stored) > 0)
    knownDefinitions.set(first, row.definition_hash);
  if (row && !row.unchanged) return "stale";
  if (!row?.used) return (await alreadyStored()) ? "replayed" : "spam";
  if (key.verdict === "too-soon") return "spam";
  if (storing) return Number(row.stored) > 0 ? "stored" : "spam";
  return "used";
}

/**
 * The names of questions stored by this process, by the module's first question object: a module's
 * questions are the same objects for every answer to one version of the site (site-facts.ts), and a
 * new version's are new objects, so an entry never names other questions.
 */
const knownDefinitions = new WeakMap<object, string>();

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
  /** The answers with their questions; every guest of one RSVP answers the same questions. */
  formElements: SubmittedFormElement[];
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
    columns: sql`(id, site_id, form_id, form_title, language, group_identifier, guest_index, answers, recipients, definition_hash)`,
    casts: ["", "", "", "", "", "", "::integer", "::jsonb", "::jsonb"],
    values: guests.map((g) => [
      g.id,
      siteId,
      g.formId,
      g.formTitle,
      g.language,
      g.groupIdentifier,
      g.guestIndex,
      JSON.stringify(splitAnswers(g.formElements).answers),
      JSON.stringify(g.recipients),
    ]),
    definition: splitAnswers(guests[0]?.formElements ?? []).elements,
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
    columns: sql`(id, site_id, form_id, form_title, language, answers, recipients, definition_hash)`,
    casts: ["", "", "", "", "", "::jsonb", "::jsonb"],
    values: [
      [
        form.id,
        siteId,
        form.formId,
        form.formTitle,
        form.language,
        JSON.stringify(splitAnswers(form.formElements).answers),
        JSON.stringify(form.recipients),
      ],
    ],
    definition: splitAnswers(form.formElements).elements,
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
