// The guest list's owner routes (issue 25): households with their guests, the event's parts and guest
// groups, personal links and the overview. Owner only: requireOwnedSite answers 401 without a session
// and 403 for a site that is not the account's, before anything is read. Nothing about a guest is
// logged (request logs carry no bodies).

import { IMPORT_LIMITS } from "@core/guest-import";
import {
  guestListSettingsSchema,
  handSetAnswersSchema,
  householdInputSchema,
  linkActionSchema,
  mergeHouseholdSchema,
  recordId,
} from "@core/guest-list";
import multipart from "@fastify/multipart";
import { uiLanguageFor } from "@web/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { XLSX_CONTENT_TYPE } from "../../export/answers-xlsx";
import { householdsXlsx } from "../../export/households-xlsx";
import { requireOwnedSite } from "../../guards";
import {
  catererSummary,
  householdsOfAnswers,
  mergeHousehold,
  setAnswersByHand,
} from "../../operations/household-answers";
import { checkMapping, previewImport, readImportRows, storeImport } from "../../operations/household-import";
import {
  changeLink,
  createHousehold,
  deleteHousehold,
  getHousehold,
  guestListSummary,
  listHouseholds,
  restoreHousehold,
  saveSettings,
  settingsOf,
  updateHousehold,
} from "../../operations/households";
import { recordActivity } from "../../operations/members";
import { changingSite } from "../../ssr/page-cache";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().max(100) });
const householdParams = siteParams.extend({ householdId: recordId });
const importQuery = z.object({
  /** 1: answer the preview and store nothing. */
  dryRun: z.enum(["0", "1"]).default("0"),
});
const exportQuery = z.object({ language: z.enum(["sv", "en", "da"]).default("sv") });
const summaryQuery = z.object({ names: z.enum(["0", "1"]).optional() });
/** How the caterer's names call a guest the household brought without a name on the list. */
const EXTRA_GUEST = { sv: "Extra gäst", en: "Extra guest", da: "Ekstra gæst" } as const;
/** What an import request sends: the file, and optionally the owner's mapping and rows to skip. */
const importParts = z.object({
  file: z.string().describe("the .xlsx or .csv file (multipart field 'file')"),
  mapping: z
    .string()
    .optional()
    .describe("JSON: per column, the field it fills or null; guessed from the headings when left out"),
  skip: z.string().optional().describe("JSON: row numbers (the headings are row 1) not to import"),
});

const IMPORT_MULTIPART = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: IMPORT_LIMITS.bytes,
    files: 1,
    fields: 4,
    fieldSize: 64 * 1024,
    parts: 6,
    headerPairs: 100,
  },
};

const parseJsonField = (text: string | undefined, path: string): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError("INVALID_INPUT", { issues: [{ path, message: "not JSON" }], cause: error });
  }
};

/** The file and fields of an import request; every way a body can be wrong is a 4xx. */
async function readImportRequest(request: FastifyRequest) {
  let file: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new ApiError("IMPORT_FILE_INVALID", {
        issues: [
          { path: "file", message: `a guest list file is at most ${IMPORT_LIMITS.bytes / 1024 / 1024} MB` },
        ],
        cause: error,
      });
    if (statusCode === 413) throw new ApiError("BODY_TOO_LARGE", { cause: error });
    throw new ApiError("INVALID_INPUT", { cause: error });
  }
  if (!file || file.length === 0)
    throw new ApiError("IMPORT_FILE_INVALID", {
      issues: [{ path: "file", message: "the file is sent in the multipart field 'file'" }],
    });
  const skip = parseJsonField(fields.skip, "skip");
  if (skip !== undefined && !(Array.isArray(skip) && skip.every((row) => Number.isInteger(row) && row > 1)))
    throw new ApiError("INVALID_INPUT", { issues: [{ path: "skip", message: "row numbers above 1" }] });
  return { file, mapping: parseJsonField(fields.mapping, "mapping"), skip: skip as number[] | undefined };
}

// Every change to a household, or to the site's parts and groups, invalidates the site's cached pages
// (ssr/page-cache.ts), which also hold the personal links' households (operations/invitations.ts) and
// the open page's "find your invitation", in every process (cache-bus.ts). Answers change neither.
export async function householdRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/households",
    summary: "The guest list: households in list order with their guests, and the parts and groups",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const [households, settings] = await Promise.all([
        listHouseholds(ctx, site.id),
        settingsOf(ctx.db, site.id),
      ]);
      return { households, settings };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/households",
    summary: "Add a household with its guests; it gets a personal link and a print code",
    access: "owner",
    params: siteParams,
    body: householdInputSchema,
    handler: async ({ params, body, request }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      // A first household with its link on makes the open page offer "Hitta din inbjudan".
      return {
        household: await changingSite(ctx, site.id, () => createHousehold(ctx, site.id, body, account.id)),
      };
    },
  });

  // Multipart only here: every other route keeps refusing it.
  await app.register(async (scope) => {
    await scope.register(multipart, IMPORT_MULTIPART);
    defineRoute(scope, {
      method: "POST",
      url: "/api/sites/:siteId/households/import",
      summary:
        "Import households from an .xlsx or .csv (multipart): ?dryRun=1 answers the preview (mapping, households, rows in error, duplicates) and stores nothing",
      access: "owner",
      params: siteParams,
      query: importQuery,
      bodyParsedInHandler: importParts,
      handler: async ({ params, query, request }) => {
        const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
        const { file, mapping, skip } = await readImportRequest(request);
        const rows = await readImportRows(file);
        const chosen = mapping === undefined ? undefined : checkMapping(mapping, rows[0]?.length ?? 0);
        const preview = await previewImport(ctx, site.id, rows, { mapping: chosen, skip });
        if (query.dryRun === "1") return { stored: false, preview };
        return {
          stored: true,
          ...(await changingSite(ctx, site.id, () => storeImport(ctx, site.id, preview, account.id))),
          preview,
        };
      },
    });
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/households/export",
    summary:
      "The guest list as a spreadsheet (gaster.xlsx): one row per guest with household, groups and status",
    access: "owner",
    params: siteParams,
    query: exportQuery,
    handler: async ({ params, query, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const [list, settings] = await Promise.all([listHouseholds(ctx, site.id), settingsOf(ctx.db, site.id)]);
      // Links in full on a published page's address; only the path before it has one.
      const body = await householdsXlsx(
        list,
        settings,
        query.language,
        site.host ? `https://${site.host}` : "",
      );
      reply
        .header("content-type", XLSX_CONTENT_TYPE)
        .header("content-disposition", 'attachment; filename="gaster.xlsx"');
      return reply.send(body);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/households/summary",
    summary:
      "The overview: invited, attending, declined and not answered, in total and per part, and the caterer's counts per answer (?names=1: with who chose each)",
    access: "owner",
    params: siteParams,
    query: summaryQuery,
    handler: async ({ params, query, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const summary = await guestListSummary(ctx, site.id);
      const language = site.document.availableLanguages[0]?.languageCode ?? "sv";
      const names = query.names === "1" ? { extraGuest: EXTRA_GUEST[uiLanguageFor(language)] } : null;
      return { ...summary, caterer: await catererSummary(ctx, site.id, summary.parts, language, names) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/households/answers",
    summary: "The household (name, groups) of each RSVP answer that has one, by the answer's id",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { data: await householdsOfAnswers(ctx, site.id) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/households/:householdId/answers",
    summary:
      "Set a household's answer by hand (a phone call): per listed guest, coming or not per part (or attending for the whole event)",
    access: "owner",
    params: householdParams,
    body: handSetAnswersSchema,
    handler: async ({ params, body, request }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      const household = await setAnswersByHand(ctx, site.id, params.householdId, body, account.id);
      // In the owners' activity list (issue 28): who set answers by hand, and for which household.
      await recordActivity(ctx, site.id, account.id, "answers-set", { household: household.name });
      return { household };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/households/:householdId/merge",
    summary:
      "Merge a household (one made from an open answer) into another: its new guests, answers and RSVPs move there and it is deleted",
    access: "owner",
    params: householdParams,
    body: mergeHouseholdSchema,
    handler: async ({ params, body, request }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      return {
        household: await changingSite(ctx, site.id, () =>
          mergeHousehold(ctx, site.id, params.householdId, body.intoHouseholdId, account.id),
        ),
        merged: params.householdId,
      };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/households/:householdId",
    summary: "One household with its guests",
    access: "owner",
    params: householdParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { household: await getHousehold(ctx, site.id, params.householdId) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/households/:householdId",
    summary:
      "Change a household: its fields and its guests as listed (a listed guest of another household moves here; one left out is removed)",
    access: "owner",
    params: householdParams,
    body: householdInputSchema,
    handler: async ({ params, body, request }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      return {
        household: await changingSite(ctx, site.id, () =>
          updateHousehold(ctx, site.id, params.householdId, body, account.id),
        ),
      };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/sites/:siteId/households/:householdId",
    summary: "Delete a household (its link stops working); POST …/restore brings it back",
    access: "owner",
    params: householdParams,
    handler: async ({ params, request }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      return {
        household: await changingSite(ctx, site.id, () =>
          deleteHousehold(ctx, site.id, params.householdId, account.id),
        ),
        deleted: true,
      };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/households/:householdId/restore",
    summary: "Bring back a deleted household with its guests, link and code (undo)",
    access: "owner",
    params: householdParams,
    handler: async ({ params, request }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      return {
        household: await changingSite(ctx, site.id, () =>
          restoreHousehold(ctx, site.id, params.householdId, account.id),
        ),
      };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/households/:householdId/link",
    summary:
      "Renew a household's personal link and code (the old ones stop working), or turn the link off or on",
    access: "owner",
    params: householdParams,
    body: linkActionSchema,
    handler: async ({ params, body, request }) => {
      const { account, site } = await requireOwnedSite(ctx, request, params.siteId);
      return {
        household: await changingSite(ctx, site.id, () =>
          changeLink(ctx, site.id, params.householdId, body.action, account.id),
        ),
      };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/guest-list/settings",
    summary: "The event's parts, the guest groups and whether only personal links open the invitation",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { settings: await settingsOf(ctx.db, site.id) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/guest-list/settings",
    summary: "Save the parts and groups (a group that is gone is taken off its households)",
    access: "owner",
    params: siteParams,
    body: guestListSettingsSchema,
    handler: async ({ params, body, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { settings: await changingSite(ctx, site.id, () => saveSettings(ctx, site.id, body)) };
    },
  });
}
