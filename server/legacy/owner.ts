// The owner of a version-1 site (issue 14 items 3 and 4):
// - saving with the old editor's format (PUT /api/sites/{id} with ids): the modules and receivers
//   checked (core/legacy/schema.ts, receivers.ts), the V1 document kept and the version-2 document the
//   page is served from made again, as a version that keeps both;
// - upgrading to a version-2 site in one step: the page's version-2 document (what guests already
//   see) becomes the site's own, the old answers become answers of the page's RSVP (same questions,
//   same columns), and the versions saved before keep the V1 document, so restoring one of them
//   brings the old site back.

import { checkReceivers, type ReceiverProblem } from "@core/legacy/receivers";
import {
  LegacyDocumentError,
  type LegacySite,
  legacySiteSchema,
  parseLegacyWireSite,
} from "@core/legacy/schema";
import { attendingIds, legacyToV2Document } from "@core/legacy/to-v2";
import type { SiteDocument } from "@core/site";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Transaction } from "../db/client";
import { legacyRsvps, sites } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { insertRsvpRows } from "../operations/answers";
import { insertVersion } from "../operations/sites";
import { legacyOf } from "../presenters/site";
import { changingSite } from "../ssr/page-cache";
import { listLegacyRsvps } from "./answers";

const receiverIssue = (field: "rsvp" | "speech", problem: ReceiverProblem) => ({
  path: `mailReceivers.${field}.${problem.index}`,
  message:
    problem.problem === "required"
      ? "the first receiver is required"
      : problem.problem === "email"
        ? "not an e-mail address"
        : "at most 6 receivers",
});

/** PUT /api/sites/{id}: the old editor's save of a version-1 site; 400 for a version-2 site. */
export async function saveLegacySite(ctx: AppContext, row: SiteRow, input: unknown): Promise<SiteRow> {
  const stored = legacyOf(row);
  if (!stored)
    throw new ApiError("INVALID_INPUT", {
      issues: [{ path: "usesSiteModules", message: "a version-2 site is saved with PUT /api/sites/V2/{id}" }],
    });
  // The owner's GET answers the page's own modules beside the old ones: those are not saved here.
  const {
    siteModules: _siteModules,
    formRecipients: _formRecipients,
    ...body
  } = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  let legacy: LegacySite;
  try {
    // Publication, address and password are not the editor's to change: they stay as stored.
    legacy = parseLegacyWireSite({
      ...body,
      _id: stored._id,
      host: stored.host,
      active: stored.active,
      activeDate: stored.activeDate,
      activeExpireDate: stored.activeExpireDate,
      password: stored.password,
      availableLanguages: body.availableLanguages ?? stored.availableLanguages,
    });
  } catch (error) {
    if (!(error instanceof LegacyDocumentError)) throw error;
    const [path, ...message] = error.message.split(": ");
    throw new ApiError("INVALID_INPUT", { issues: [{ path: path ?? "", message: message.join(": ") }] });
  }
  const issues = [];
  const rsvp = checkReceivers(
    legacy.mailReceivers.rsvp,
    legacy.modules.some((m) => m.module === "RSVP3"),
  );
  const speech = checkReceivers(
    legacy.mailReceivers.speech,
    legacy.modules.some((m) => m.module === "Speech2"),
  );
  if (!rsvp.ok) issues.push(...rsvp.problems.map((p) => receiverIssue("rsvp", p)));
  if (!speech.ok) issues.push(...speech.problems.map((p) => receiverIssue("speech", p)));
  if (issues.length > 0 || !rsvp.ok || !speech.ok) throw new ApiError("INVALID_INPUT", { issues });
  legacy = { ...legacy, mailReceivers: { rsvp: rsvp.receivers, speech: speech.receivers } };
  const document = legacyToV2Document(legacy);
  const saved = legacySiteSchema.parse(legacy) as unknown as Record<string, unknown>;
  return changingSite(ctx, row.id, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(sites)
        .set({ document, legacyDocument: saved, updatedAt: new Date() })
        .where(eq(sites.id, row.id));
      await insertVersion(tx, row.id, document, saved);
      const [updated] = await tx.select().from(sites).where(eq(sites.id, row.id));
      if (!updated) throw new ApiError("NOT_FOUND");
      return updated;
    }),
  );
}

/** The old answers as answers of the page's RSVP module, with its own question ids (one row per guest). */
async function carryOverAnswers(ctx: AppContext, tx: Transaction, row: SiteRow, document: SiteDocument) {
  // In the transaction: a read beside it would wait for it (one connection on PGlite).
  const old = await listLegacyRsvps(ctx, row.id, tx);
  const language = document.availableLanguages[0]?.languageCode ?? "sv";
  const recipients = new Map(document.formRecipients.map((r) => [r.formId, r.recipients]));
  const values = old.flatMap((answer) => {
    const moduleId = answer.source?.replace(/^site-form-/, "");
    const module = document.siteModules.find(
      (m) => m.siteModuleType === "Rsvp" && (m.id === moduleId || !moduleId),
    );
    if (module?.siteModuleType !== "Rsvp") return [];
    const custom = new Map(answer.customValues.map((c) => [`${module.id}-${c.id}`, c.value]));
    const ids = attendingIds(module.id);
    const given: Record<string, string> = {
      [`${module.id}-firstName`]: answer.firstName,
      [`${module.id}-lastName`]: answer.lastName,
      [`${module.id}-mail`]: answer.mail,
      [`${module.id}-phone`]: answer.phone,
    };
    const formElements = module.form.formElements.map((element) => {
      if (element.id === ids.question) {
        const option =
          element.formElementType === "SingleSelect"
            ? element.options.find((o) => o.id === (answer.weddingYesOrNo === "yes" ? ids.yes : ids.no))
            : undefined;
        const text = option?.text[language] ?? "";
        return { formElement: element, value: text, selectedOption: option ? { id: option.id, text } : null };
      }
      const value = given[element.id] ?? custom.get(element.id) ?? "";
      if (element.formElementType === "SingleSelect") {
        const option = element.options.find(
          (o) => (o.text[language] ?? "").toLowerCase() === value.toLowerCase(),
        );
        return {
          formElement: element,
          value: option ? value : "",
          selectedOption: option ? { id: option.id, text: value } : null,
        };
      }
      return { formElement: element, value, selectedOption: null };
    });
    return [
      {
        id: answer._id,
        siteId: row.id,
        formId: module.id,
        formTitle: module.title[language] ?? "",
        language,
        groupIdentifier: `legacy-${answer._id}`,
        guestIndex: 0,
        formElements,
        recipients: recipients.get(module.id) ?? [],
        createdAt: new Date(answer.registered.date),
      },
    ];
  });
  await insertRsvpRows(tx, values);
  await tx.delete(legacyRsvps).where(eq(legacyRsvps.siteId, row.id));
  return values.length;
}

/** POST /api/sites/{id}/upgrade: the version-1 site becomes a version-2 site; 409 for one that is. */
export async function upgradeLegacySite(
  ctx: AppContext,
  row: SiteRow,
): Promise<{ site: SiteRow; answers: number }> {
  if (!legacyOf(row)) throw new ApiError("ALREADY_VERSION_2");
  const document = row.document;
  return changingSite(ctx, row.id, () =>
    ctx.db.transaction(async (tx) => {
      const answers = await carryOverAnswers(ctx, tx, row, document);
      await tx.update(sites).set({ legacyDocument: null, updatedAt: new Date() }).where(eq(sites.id, row.id));
      await insertVersion(tx, row.id, document, null);
      const [site] = await tx.select().from(sites).where(eq(sites.id, row.id));
      if (!site) throw new ApiError("NOT_FOUND");
      return { site, answers };
    }),
  );
}
