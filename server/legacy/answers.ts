// The answers a version-1 site collected before it came here (issue 14 item 3; SPEC §3 Legacy RSVP):
// the legacy answers view lists them (GET /api/rsvps/{siteId} → {data}), deletes one (DELETE
// /api/rsvps/{siteId}/{rsvpId}) and writes them to osa.xlsx with the same sheet as the new answers:
// each old row read as a stored answer whose questions are the old form's (name, yes/no, e-mail, phone,
// the custom fields by their labels).
import type { StoredAnswer } from "@core/answers";
import type { FormElement } from "@core/form";
import { type LegacyRsvp, legacyRsvpSchema } from "@core/legacy/schema";
import { legacyWord } from "@core/legacy/to-v2";
import type { StoredRsvp } from "@core/submissions";
import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { legacyRsvps } from "../db/schema";
import { ApiError } from "../errors";
import { deleteRsvp, listRsvps } from "../operations/answers";

export type LegacyRsvpRow = LegacyRsvp & { _id: string; site: string };

export async function listLegacyRsvps(
  ctx: AppContext,
  siteId: string,
  db: Pick<AppContext["db"], "select"> = ctx.db,
): Promise<LegacyRsvpRow[]> {
  const rows = await db
    .select()
    .from(legacyRsvps)
    .where(eq(legacyRsvps.siteId, siteId))
    .orderBy(desc(legacyRsvps.createdAt), desc(legacyRsvps.id));
  return rows.flatMap((row) => {
    const parsed = legacyRsvpSchema.safeParse(row.data);
    return parsed.success ? [{ ...parsed.data, _id: row.id, site: siteId }] : [];
  });
}

export async function deleteLegacyRsvp(ctx: AppContext, siteId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(legacyRsvps)
    .where(and(eq(legacyRsvps.siteId, siteId), eq(legacyRsvps.id, id)))
    .returning({ id: legacyRsvps.id });
  if (deleted.length === 0) throw new ApiError("NOT_FOUND");
}

/** An old answer as a stored answer, for the spreadsheet the new answers use too. */
export function legacyAsStored(row: LegacyRsvpRow, language: string, formTitle: string): StoredAnswer {
  const word = (key: string) => legacyWord(key, language);
  const text = (id: string, label: string, value: string) => ({
    formElement: {
      id,
      formElementType: "ShortText",
      label: { [language]: label },
      required: false,
      showConditions: [],
    } as FormElement,
    value,
    selectedOption: null,
  });
  const answer = word(row.weddingYesOrNo);
  return {
    _id: row._id,
    createdAt: row.registered.date,
    language,
    formTitle,
    formId: row.source?.replace(/^site-form-/, "") ?? "legacy",
    recipients: [],
    formElements: [
      text("firstName", word("firstName"), row.firstName),
      text("lastName", word("lastName"), row.lastName),
      {
        formElement: {
          id: "weddingYesOrNo",
          formElementType: "SingleSelect",
          label: { [language]: word("attendingColumn") },
          required: true,
          showConditions: [],
          options: [
            { id: "yes", text: { [language]: word("yes") } },
            { id: "no", text: { [language]: word("no") } },
          ],
        },
        value: answer,
        selectedOption: { id: row.weddingYesOrNo, text: answer },
      },
      text("mail", word("mail"), row.mail),
      text("phone", word("phone"), row.phone),
      ...row.customValues.map((custom) =>
        text(`custom-${custom.id}`, custom.label || custom.id, custom.value),
      ),
    ],
  };
}

/**
 * A new-format answer of a version-1 site's RSVP (sent since the page moved here, by the page itself or
 * the old v3 endpoint) in the old view's shape: its questions are the RSVP3 form's, with ids made of
 * the module's id and the old field's (core/legacy/to-v2.ts).
 */
export function storedAsLegacy(answer: StoredRsvp): LegacyRsvpRow {
  const prefix = `${answer.formId}-`;
  const own = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id);
  const byKey = new Map(answer.formElements.map((e) => [own(e.formElement.id), e]));
  const value = (key: string) => byKey.get(key)?.value ?? "";
  const builtIn = new Set(["firstName", "lastName", "weddingYesOrNo", "mail", "phone"]);
  const attending = byKey.get("weddingYesOrNo")?.selectedOption?.id ?? "";
  return {
    _id: answer._id,
    site: "",
    weddingYesOrNo: attending.endsWith("-no") ? "no" : "yes",
    firstName: value("firstName"),
    lastName: value("lastName"),
    mail: value("mail"),
    phone: value("phone"),
    registered: { date: answer.createdAt },
    source: `site-form-${answer.formId}`,
    customValues: answer.formElements
      .filter((e) => !builtIn.has(own(e.formElement.id)))
      .map((e) => ({
        id: own(e.formElement.id),
        label: e.formElement.label[answer.language] ?? Object.values(e.formElement.label)[0] ?? "",
        value: e.value,
        type:
          e.formElement.formElementType === "SingleSelect" ? ("RadioGroup" as const) : ("TextField" as const),
      })),
  };
}

/** The legacy view's rows: the old answers and those sent since, newest first. */
export async function legacyViewRsvps(ctx: AppContext, siteId: string): Promise<LegacyRsvpRow[]> {
  const [old, since] = await Promise.all([listLegacyRsvps(ctx, siteId), listRsvps(ctx, siteId)]);
  return [
    ...old.map((row) => ({ ...row, site: siteId })),
    ...since.map((a) => ({ ...storedAsLegacy(a), site: siteId })),
  ].sort((a, b) => b.registered.date.localeCompare(a.registered.date));
}

/** Deletes one answer of the legacy view: an old one, or one sent since; 404 when neither. */
export async function deleteLegacyViewRsvp(ctx: AppContext, siteId: string, id: string): Promise<void> {
  try {
    await deleteLegacyRsvp(ctx, siteId, id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await deleteRsvp(ctx, siteId, id);
  }
}
