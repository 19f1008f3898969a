// The old editor's guest endpoints (SPEC §7 legacy; issue 14 item 2), for pages and clients made before
// version 2: POST /api/rsvps/{siteId}/v3/ {persons, postKey, source 'site-form-'+moduleId} and POST
// /api/speeches/{siteId}/v2 {speech, postKey}, both answering {invertedSuccess}. A version-1 site is
// served from its version-2 document (core/legacy/to-v2.ts), so these translate the old body into the
// version-2 submission of the same module and hand it to the same rules (post key, honeypot, required
// answers, conditions, storing with its notification mail): one way in for every answer, and the
// owner finds old-format and new-format answers of the page in the same place.
import { randomUUID } from "node:crypto";
import type { FormElement } from "@core/form";
import { type LegacyModule, type LegacySite, legacySiteSchema } from "@core/legacy/schema";
import { rsvpElements, speechElements } from "@core/legacy/to-v2";
import type { SubmissionResult } from "@core/submissions";
import { translate } from "@core/translation";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context";
import { sites } from "../db/schema";
import { ApiError } from "../errors";
import { ID_PATTERN } from "../ids";
import { submitForm, submitRsvp } from "../operations/submissions";

const value = z.string().max(2000).default("");
const customValues = z
  .array(z.object({ id: z.string().min(1).max(64), value }))
  .max(50)
  .default([]);

/** POST /api/rsvps/{siteId}/v3/ */
export const legacyRsvpBodySchema = z.object({
  persons: z
    .array(
      z.object({
        firstName: value,
        lastName: value,
        mail: value,
        phone: value,
        weddingYesOrNo: z.enum(["yes", "no"]).nullable().default(null),
        customValues,
      }),
    )
    .min(1)
    .max(20),
  postKey: z.string().min(1).max(200),
  source: z
    .string()
    .max(100)
    .regex(/^site-form-[A-Za-z0-9_-]+$/, "source is 'site-form-' and the module's id"),
  website: z.string().max(1000).optional(),
});

/** POST /api/speeches/{siteId}/v2 */
export const legacySpeechBodySchema = z.object({
  speech: z.object({ name: value, customValues }),
  postKey: z.string().min(1).max(200),
  website: z.string().max(1000).optional(),
});

/** The version-1 document of a site; 404 for a version-2 site (it has no old endpoints) or none. */
async function legacySiteOf(ctx: AppContext, siteId: string): Promise<LegacySite> {
  const [row] = ID_PATTERN.test(siteId)
    ? await ctx.db.select({ legacy: sites.legacyDocument }).from(sites).where(eq(sites.id, siteId)).limit(1)
    : [];
  const parsed = legacySiteSchema.safeParse(row?.legacy ?? null);
  if (!parsed.success) throw new ApiError("NOT_FOUND");
  return parsed.data;
}

type Answer = {
  formElement: FormElement;
  value: string;
  selectedOption: { id: string; text: string } | null;
};

/** One answer per question, the old field ids and option ids (or texts) read onto the new questions. */
function answersFor(
  elements: FormElement[],
  moduleId: string,
  given: Record<string, string>,
  language: string,
): Answer[] {
  return elements.map((element) => {
    const raw = given[element.id] ?? "";
    if (element.formElementType !== "SingleSelect")
      return { formElement: element, value: raw, selectedOption: null };
    const option = element.options.find(
      (o) =>
        o.id === raw ||
        o.id === `${moduleId}-${raw}` ||
        translate(o.text, language).toLowerCase() === raw.toLowerCase(),
    );
    const text = option ? translate(option.text, language) : "";
    return { formElement: element, value: text, selectedOption: option ? { id: option.id, text } : null };
  });
}

const firstLanguage = (site: LegacySite) => site.availableLanguages[0]?.languageCode ?? "sv";

export async function submitLegacyRsvp(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  body: z.infer<typeof legacyRsvpBodySchema>,
): Promise<SubmissionResult> {
  const site = await legacySiteOf(ctx, siteId);
  const moduleId = body.source.slice("site-form-".length);
  const module = site.modules.find((m) => m._id === moduleId && m.module === "RSVP3") as
    | (LegacyModule & { module: "RSVP3" })
    | undefined;
  if (!module || module.hide) throw new ApiError("NOT_FOUND");
  const language = firstLanguage(site);
  const elements = rsvpElements(
    module,
    site.availableLanguages.map((l) => l.languageCode),
  );
  const guests = body.persons.map((person) => {
    const given: Record<string, string> = {
      [`${moduleId}-firstName`]: person.firstName,
      [`${moduleId}-lastName`]: person.lastName,
      [`${moduleId}-mail`]: person.mail,
      [`${moduleId}-phone`]: person.phone,
      [`${moduleId}-weddingYesOrNo`]: person.weddingYesOrNo ? `${moduleId}-${person.weddingYesOrNo}` : "",
    };
    for (const custom of person.customValues) given[`${moduleId}-${custom.id}`] = custom.value;
    return { formElements: answersFor(elements, moduleId, given, language) };
  });
  return submitRsvp(ctx, request, siteId, {
    guests,
    language,
    groupIdentifier: randomUUID(),
    postKey: body.postKey,
    formId: moduleId,
    formTitle: "",
    website: body.website,
  });
}

export async function submitLegacySpeech(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  body: z.infer<typeof legacySpeechBodySchema>,
): Promise<SubmissionResult> {
  const site = await legacySiteOf(ctx, siteId);
  // The old body names no module: a page had one speech sign-up.
  const module = site.modules.find((m) => m.module === "Speech2" && !m.hide) as
    | (LegacyModule & { module: "Speech2" })
    | undefined;
  if (!module) throw new ApiError("NOT_FOUND");
  const language = firstLanguage(site);
  const elements = speechElements(
    module,
    site.availableLanguages.map((l) => l.languageCode),
  );
  const given: Record<string, string> = { [`${module._id}-speaker`]: body.speech.name };
  for (const custom of body.speech.customValues) given[`${module._id}-${custom.id}`] = custom.value;
  return submitForm(ctx, request, siteId, {
    formElements: answersFor(elements, module._id, given, language),
    postKey: body.postKey,
    formId: module._id,
    language,
    formTitle: "",
    website: body.website,
  });
}
