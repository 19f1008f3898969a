// The owner's reading and deleting of what guests sent (SPEC §7 Guest submissions: GET and DELETE of
// /api/rsvps/{siteId}/v4 and /api/form-submissions/{siteId}). Every query names the site, so an id of
// another site's answer is simply not found: one owner can never read or delete another's answers.
//
// A stored answer keeps its values only (`answers`, one per question) and refers to its questions
// (`definition_hash`, a form_definitions row shared by every answer to the same questions: issue 24).
// Here both are joined back into the answer as guests sent it and owners read it: each question with
// its value and chosen option (splitAnswers / joinAnswers), the questions read once per definition.
import type { FormElement } from "@core/form";
import type { StoredFormSubmission, StoredRsvp, SubmittedFormElement } from "@core/submissions";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Database, Transaction } from "../db/client";
import { formDefinitions, formSubmissions, rsvps, type StoredAnswerValue } from "../db/schema";
import { ApiError } from "../errors";

type Db = Database | Transaction;

/** An answer's questions (stored once, form_definitions) and its values (stored per row), apart. */
export function splitAnswers(formElements: readonly SubmittedFormElement[]): {
  elements: FormElement[];
  answers: StoredAnswerValue[];
} {
  return {
    elements: formElements.map((element) => element.formElement),
    answers: formElements.map((element) => ({
      value: element.value,
      selectedOption: element.selectedOption ?? null,
    })),
  };
}

/** The answer as it was sent: each question with its value, in the order of the questions. */
export function joinAnswers(
  elements: readonly FormElement[],
  answers: readonly StoredAnswerValue[],
): SubmittedFormElement[] {
  return elements.map((formElement, index) => {
    const answer = answers[index];
    return { formElement, value: answer?.value ?? "", selectedOption: answer?.selectedOption ?? null };
  });
}

/** The questions of each definition named, read once each. */
export async function definitionsOf(db: Db, hashes: Iterable<string>): Promise<Map<string, FormElement[]>> {
  const wanted = [...new Set(hashes)];
  const found = new Map<string, FormElement[]>();
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .select({ hash: formDefinitions.hash, elements: formDefinitions.elements })
      .from(formDefinitions)
      .where(inArray(formDefinitions.hash, wanted.slice(i, i + 500)));
    for (const row of rows) found.set(row.hash, row.elements as FormElement[]);
  }
  return found;
}

/** The name of a set of questions: the sha256 of its jsonb text (the same in migration 0010). */
export const definitionHashOf = (elements: SQL): SQL =>
  sql`encode(sha256(convert_to((${elements})::text, 'UTF8')), 'hex')`;

/** Stores a set of questions once (a second time changes nothing) and gives its name. */
export async function storeDefinition(db: Db, elements: readonly FormElement[]): Promise<string> {
  const result = await db.execute<{ hash: string }>(sql`
    with d as (select ${JSON.stringify(elements)}::jsonb as elements),
    stored as (
      insert into ${formDefinitions} (hash, elements)
      select ${definitionHashOf(sql`d.elements`)}, d.elements from d
      on conflict (hash) do nothing
    )
    select ${definitionHashOf(sql`d.elements`)} as hash from d`);
  const hash = (result as unknown as { rows: { hash: string }[] }).rows[0]?.hash;
  if (!hash) throw new Error("the questions were not stored");
  return hash;
}

type WithQuestions<Row> = Omit<Row, "definitionHash" | "answers"> & {
  formElements: readonly SubmittedFormElement[];
};

/** Rows as the old shape gave them (questions and values together): their questions stored once. */
async function storedRows<Row extends { definitionHash: string; answers: StoredAnswerValue[] }>(
  db: Db,
  rows: readonly WithQuestions<Row>[],
): Promise<Row[]> {
  const hashes = new Map<string, string>();
  const out: Row[] = [];
  for (const { formElements, ...row } of rows) {
    const { elements, answers } = splitAnswers(formElements);
    const json = JSON.stringify(elements);
    let hash = hashes.get(json);
    if (!hash) {
      hash = await storeDefinition(db, elements);
      hashes.set(json, hash);
    }
    out.push({ ...row, definitionHash: hash, answers } as unknown as Row);
  }
  return out;
}

/** Rows as read from their table, each with its answers joined to their questions (formElements). */
export async function withQuestions<Row extends { definitionHash: string; answers: StoredAnswerValue[] }>(
  db: Db,
  rows: readonly Row[],
): Promise<(Row & { formElements: SubmittedFormElement[] })[]> {
  const definitions = await definitionsOf(
    db,
    rows.map((row) => row.definitionHash),
  );
  return rows.map((row) => ({
    ...row,
    formElements: joinAnswers(definitions.get(row.definitionHash) ?? [], row.answers),
  }));
}

type RsvpInsert = typeof rsvps.$inferInsert;
type FormSubmissionInsert = typeof formSubmissions.$inferInsert;

/**
 * Inserts RSVP rows given with their questions (an imported version-1 site's answers, tests): the
 * questions go to form_definitions once, the rows keep their values. Rows already there are kept.
 */
export async function insertRsvpRows(
  db: Db,
  given: WithQuestions<RsvpInsert> | readonly WithQuestions<RsvpInsert>[],
): Promise<void> {
  const rows = Array.isArray(given) ? given : [given];
  if (rows.length === 0) return;
  await db
    .insert(rsvps)
    .values(await storedRows<RsvpInsert & { definitionHash: string; answers: StoredAnswerValue[] }>(db, rows))
    .onConflictDoNothing();
}

/** insertRsvpRows for form submissions. */
export async function insertFormSubmissionRows(
  db: Db,
  given: WithQuestions<FormSubmissionInsert> | readonly WithQuestions<FormSubmissionInsert>[],
): Promise<void> {
  const rows = Array.isArray(given) ? given : [given];
  if (rows.length === 0) return;
  await db
    .insert(formSubmissions)
    .values(
      await storedRows<FormSubmissionInsert & { definitionHash: string; answers: StoredAnswerValue[] }>(
        db,
        rows,
      ),
    )
    .onConflictDoNothing();
}

const rsvpColumns = {
  id: rsvps.id,
  createdAt: rsvps.createdAt,
  language: rsvps.language,
  formTitle: rsvps.formTitle,
  formId: rsvps.formId,
  groupIdentifier: rsvps.groupIdentifier,
  guestIndex: rsvps.guestIndex,
  recipients: rsvps.recipients,
  definitionHash: rsvps.definitionHash,
  answers: rsvps.answers,
  /** The creation time at full precision, for paging (a Date keeps milliseconds only). */
  cursor: sql<string>`${rsvps.createdAt}::text`,
};

const formColumns = {
  id: formSubmissions.id,
  createdAt: formSubmissions.createdAt,
  language: formSubmissions.language,
  formTitle: formSubmissions.formTitle,
  formId: formSubmissions.formId,
  recipients: formSubmissions.recipients,
  definitionHash: formSubmissions.definitionHash,
  answers: formSubmissions.answers,
  cursor: sql<string>`${formSubmissions.createdAt}::text`,
};

type RsvpRow = {
  id: string;
  createdAt: Date;
  language: string;
  formTitle: string;
  formId: string;
  groupIdentifier: string;
  recipients: string[];
  definitionHash: string;
  answers: StoredAnswerValue[];
};
type FormSubmissionRow = Omit<RsvpRow, "groupIdentifier">;

const questionsOf = (definitions: ReadonlyMap<string, FormElement[]>, hash: string) =>
  definitions.get(hash) ?? [];

export function presentRsvp(row: RsvpRow, definitions: ReadonlyMap<string, FormElement[]>): StoredRsvp {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    formTitle: row.formTitle,
    formId: row.formId,
    groupIdentifier: row.groupIdentifier,
    recipients: row.recipients,
    formElements: joinAnswers(questionsOf(definitions, row.definitionHash), row.answers),
  };
}

export function presentFormSubmission(
  row: FormSubmissionRow,
  definitions: ReadonlyMap<string, FormElement[]>,
): StoredFormSubmission {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    formTitle: row.formTitle,
    formId: row.formId,
    recipients: row.recipients,
    formElements: joinAnswers(questionsOf(definitions, row.definitionHash), row.answers),
  };
}

/** The site's RSVP guests, newest first; guests of one submission in the order they were sent. */
export async function listRsvps(ctx: AppContext, siteId: string): Promise<StoredRsvp[]> {
  const pages: StoredRsvp[][] = [];
  for await (const page of rsvpPages(ctx, siteId)) pages.push(page);
  return pages.flat();
}

/** The site's form submissions, newest first; only one form's when formId is given. */
export async function listFormSubmissions(
  ctx: AppContext,
  siteId: string,
  formId?: string,
): Promise<StoredFormSubmission[]> {
  const pages: StoredFormSubmission[][] = [];
  for await (const page of formSubmissionPages(ctx, siteId, formId)) pages.push(page);
  return pages.flat();
}

const PAGE = 1_000;

/**
 * The site's RSVP guests in pages, in listRsvps' order (newest first, a submission's guests in order),
 * one query per page, paged by the last row's place in that order (answers arriving meanwhile are not
 * read twice); the questions are read once per definition. Only one form's when formId is given.
 */
export async function* rsvpPages(
  ctx: AppContext,
  siteId: string,
  formId?: string,
  pageSize: number = PAGE,
): AsyncGenerator<StoredRsvp[]> {
  const definitions = new Map<string, FormElement[]>();
  let after: { cursor: string; groupIdentifier: string; guestIndex: number; id: string } | null = null;
  for (;;) {
    const place: SQL | undefined = after
      ? sql`(${rsvps.createdAt} < ${after.cursor}::timestamptz or (${rsvps.createdAt} = ${after.cursor}::timestamptz and (${rsvps.groupIdentifier}, ${rsvps.guestIndex}, ${rsvps.id}) > (${after.groupIdentifier}, ${after.guestIndex}::integer, ${after.id})))`
      : undefined;
    const rows: (RsvpRow & { guestIndex: number; cursor: string })[] = await ctx.db
      .select(rsvpColumns)
      .from(rsvps)
      .where(and(eq(rsvps.siteId, siteId), formId ? eq(rsvps.formId, formId) : undefined, place))
      .orderBy(desc(rsvps.createdAt), asc(rsvps.groupIdentifier), asc(rsvps.guestIndex), asc(rsvps.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    const missing = rows.map((row) => row.definitionHash).filter((hash) => !definitions.has(hash));
    for (const [hash, elements] of await definitionsOf(ctx.db, missing)) definitions.set(hash, elements);
    yield rows.map((row) => presentRsvp(row, definitions));
    const last = rows[rows.length - 1];
    if (!last || rows.length < pageSize) return;
    after = last;
  }
}

/** rsvpPages for form submissions (newest first, then by id). */
export async function* formSubmissionPages(
  ctx: AppContext,
  siteId: string,
  formId?: string,
  pageSize: number = PAGE,
): AsyncGenerator<StoredFormSubmission[]> {
  const definitions = new Map<string, FormElement[]>();
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const place: SQL | undefined = after
      ? sql`(${formSubmissions.createdAt} < ${after.cursor}::timestamptz or (${formSubmissions.createdAt} = ${after.cursor}::timestamptz and ${formSubmissions.id} > ${after.id}))`
      : undefined;
    const rows: (FormSubmissionRow & { cursor: string })[] = await ctx.db
      .select(formColumns)
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.siteId, siteId),
          formId ? eq(formSubmissions.formId, formId) : undefined,
          place,
        ),
      )
      .orderBy(desc(formSubmissions.createdAt), asc(formSubmissions.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    const missing = rows.map((row) => row.definitionHash).filter((hash) => !definitions.has(hash));
    for (const [hash, elements] of await definitionsOf(ctx.db, missing)) definitions.set(hash, elements);
    yield rows.map((row) => presentFormSubmission(row, definitions));
    const last = rows[rows.length - 1];
    if (!last || rows.length < pageSize) return;
    after = last;
  }
}

/** The module ids the site's answers were sent to, in the order their newest answers came (newest first). */
export async function answeredForms(
  ctx: AppContext,
  siteId: string,
  kind: "rsvp" | "form",
): Promise<string[]> {
  const table = kind === "rsvp" ? rsvps : formSubmissions;
  const rows = await ctx.db
    .select({ formId: table.formId, newest: sql<string>`max(${table.createdAt})::text` })
    .from(table)
    .where(eq(table.siteId, siteId))
    .groupBy(table.formId)
    .orderBy(sql`max(${table.createdAt}) desc`, asc(table.formId));
  return rows.map((row) => row.formId);
}

/** Deletes one RSVP guest of the site; 404 when the site has no answer with that id. */
export async function deleteRsvp(ctx: AppContext, siteId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(rsvps)
    .where(and(eq(rsvps.siteId, siteId), eq(rsvps.id, id)))
    .returning({ id: rsvps.id });
  if (deleted.length === 0) throw new ApiError("NOT_FOUND");
}

/** Deletes one form submission of the site; 404 when the site has none with that id. */
export async function deleteFormSubmission(ctx: AppContext, siteId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.siteId, siteId), eq(formSubmissions.id, id)))
    .returning({ id: formSubmissions.id });
  if (deleted.length === 0) throw new ApiError("NOT_FOUND");
}

/**
 * Drops the definitions no answer refers to any more (their answers were deleted, or their site),
 * once a day old. An answer stored at that very moment is safe either way: its statement stores the
 * questions again when the delete came first, and the delete fails (foreign key) when it came second.
 */
export async function purgeUnusedDefinitions(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const purged = await ctx.db.execute<{ hash: string }>(sql`
    delete from ${formDefinitions} d
    where d.created_at < ${dayAgo.toISOString()}::timestamptz
      and not exists (select 1 from ${rsvps} r where r.definition_hash = d.hash)
      and not exists (select 1 from ${formSubmissions} f where f.definition_hash = d.hash)
    returning d.hash`);
  return (purged as unknown as { rows: unknown[] }).rows.length;
}
