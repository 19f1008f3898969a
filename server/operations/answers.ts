// The owner's reading and deleting of what guests sent (SPEC §7 Guest submissions: GET and DELETE of
// /api/rsvps/{siteId}/v4 and /api/form-submissions/{siteId}). Every query names the site, so an id of
// another site's answer is simply not found: one owner can never read or delete another's answers.
import type { StoredFormSubmission, StoredRsvp, SubmittedFormElement } from "@core/submissions";
import { and, asc, desc, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { formSubmissions, rsvps } from "../db/schema";
import { ApiError } from "../errors";

type RsvpRow = typeof rsvps.$inferSelect;
type FormSubmissionRow = typeof formSubmissions.$inferSelect;

export function presentRsvp(row: RsvpRow): StoredRsvp {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    formTitle: row.formTitle,
    formId: row.formId,
    groupIdentifier: row.groupIdentifier,
    recipients: row.recipients,
    formElements: row.formElements as SubmittedFormElement[],
  };
}

export function presentFormSubmission(row: FormSubmissionRow): StoredFormSubmission {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    formTitle: row.formTitle,
    formId: row.formId,
    recipients: row.recipients,
    formElements: row.formElements as SubmittedFormElement[],
  };
}

/** The site's RSVP guests, newest first; guests of one submission in the order they were sent. */
export async function listRsvps(ctx: AppContext, siteId: string): Promise<StoredRsvp[]> {
  const rows = await ctx.db
    .select()
    .from(rsvps)
    .where(eq(rsvps.siteId, siteId))
    .orderBy(desc(rsvps.createdAt), asc(rsvps.groupIdentifier), asc(rsvps.guestIndex), asc(rsvps.id));
  return rows.map(presentRsvp);
}

/** The site's form submissions, newest first; only one form's when formId is given. */
export async function listFormSubmissions(
  ctx: AppContext,
  siteId: string,
  formId?: string,
): Promise<StoredFormSubmission[]> {
  const rows = await ctx.db
    .select()
    .from(formSubmissions)
    .where(
      formId
        ? and(eq(formSubmissions.siteId, siteId), eq(formSubmissions.formId, formId))
        : eq(formSubmissions.siteId, siteId),
    )
    .orderBy(desc(formSubmissions.createdAt), asc(formSubmissions.id));
  return rows.map(presentFormSubmission);
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
