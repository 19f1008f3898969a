// Storing a guest's answers together with the use of its post key, in ONE SQL statement (issue 11
// item 6). The rules are those of consumePostKey (operations/post-keys.ts): the key is used only if it
// is unused and belongs to this site and purpose; one used too soon or too late is used up all the
// same and stores nothing. Here the UPDATE of the key and the INSERT of the answers are two parts of
// one data-modifying WITH statement, and PostgreSQL runs one statement atomically: either the key is
// used and (when its age is right) every answer row is stored, or nothing at all happened. That keeps
// the guarantee of the transaction it replaces (BEGIN, UPDATE, INSERT, COMMIT) in one round trip.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { formSubmissions, rsvps } from "../db/schema";
import { hashPostKey, POST_KEY_MAX_AGE_MS, POST_KEY_MIN_AGE_MS, type PostKeyPurpose } from "./post-keys";

/** stored: the rows are in; used: the key was used without storing (demo site); spam; replayed. */
export type StoreOutcome = "stored" | "used" | "spam" | "replayed";

type Rows = { table: "rsvps" | "form_submissions"; columns: SQL; values: SQL[] };

/**
 * Uses the key and, when `rows` is given and the key's age is right, inserts the rows in the same
 * statement. A key that is not there (never issued, other site, or already used) is a replay when the
 * rows it would have stored exist (the guest's browser never heard the first answer), else spam.
 */
async function spendKeyAndStore(
  ctx: AppContext,
  siteId: string,
  postKey: string,
  purpose: PostKeyPurpose,
  rows: Rows | null,
  alreadyStored: () => Promise<boolean>,
): Promise<StoreOutcome> {
  const insert = rows
    ? sql`, stored as (
        insert into ${sql.raw(rows.table)} ${rows.columns}
        select * from (values ${sql.join(rows.values, sql`, `)}) as v
        where exists (select 1 from used where age_ms between ${POST_KEY_MIN_AGE_MS} and ${POST_KEY_MAX_AGE_MS})
        returning 1
      )
      select (select age_ms from used) as age_ms, (select count(*) from stored)::int as stored`
    : sql` select (select age_ms from used) as age_ms, 0 as stored`;
  const result = await ctx.db.execute<{ age_ms: number | string | null; stored: number | string }>(sql`
    with used as (
      update post_keys set used_at = now()
      where key_hash = ${hashPostKey(postKey)} and used_at is null
        and site_id = ${siteId} and purpose = ${purpose}
      returning (extract(epoch from (now() - created_at)) * 1000)::float8 as age_ms
    )${insert}`);
  const [row] = (result as unknown as { rows: { age_ms: number | string | null; stored: number | string }[] })
    .rows;
  if (!row || row.age_ms === null) return (await alreadyStored()) ? "replayed" : "spam";
  if (Number(row.stored) > 0) return "stored";
  const age = Number(row.age_ms);
  return rows === null && age >= POST_KEY_MIN_AGE_MS && age <= POST_KEY_MAX_AGE_MS ? "used" : "spam";
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

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

/** One rsvps row per guest; `store` false (the demo site) uses the key and keeps nothing. */
export function storeRsvp(
  ctx: AppContext,
  siteId: string,
  postKey: string,
  guests: RsvpRow[],
  store: boolean,
): Promise<StoreOutcome> {
  const rows: Rows = {
    table: "rsvps",
    columns: sql`(id, site_id, form_id, form_title, language, group_identifier, guest_index, form_elements, recipients)`,
    values: guests.map(
      (g) =>
        sql`(${g.id}, ${siteId}, ${g.formId}, ${g.formTitle}, ${g.language}, ${g.groupIdentifier}, ${g.guestIndex}::integer, ${json(g.formElements)}, ${json(g.recipients)})`,
    ),
  };
  const ids = guests.map((g) => g.id);
  return spendKeyAndStore(ctx, siteId, postKey, "rsvp", store ? rows : null, async () => {
    const earlier = await ctx.db
      .select({ id: rsvps.id })
      .from(rsvps)
      .where(and(eq(rsvps.siteId, siteId), inArray(rsvps.id, ids)));
    return earlier.length > 0;
  });
}

export type FormRow = Omit<RsvpRow, "groupIdentifier" | "guestIndex">;

/** One form_submissions row; `store` false (the demo site) uses the key and keeps nothing. */
export function storeForm(
  ctx: AppContext,
  siteId: string,
  postKey: string,
  form: FormRow,
  store: boolean,
): Promise<StoreOutcome> {
  const rows: Rows = {
    table: "form_submissions",
    columns: sql`(id, site_id, form_id, form_title, language, form_elements, recipients)`,
    values: [
      sql`(${form.id}, ${siteId}, ${form.formId}, ${form.formTitle}, ${form.language}, ${json(form.formElements)}, ${json(form.recipients)})`,
    ],
  };
  return spendKeyAndStore(ctx, siteId, postKey, "form", store ? rows : null, async () => {
    const earlier = await ctx.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.siteId, siteId), eq(formSubmissions.id, form.id)));
    return earlier.length > 0;
  });
}
