// The owner's guest answers (SPEC §7 Guest submissions; §2 RSVP answers): read, delete one, and the
// osa.xlsx export (streamed, export/xlsx-stream.ts); the same for form submissions. Owner only: requireOwnedSite answers 401 without a
// session and 403 for a site that is not the account's, before anything is read.

import type { Readable } from "node:stream";
import { EXPORTS, sheetNameFor } from "@core/answers";
import { UI_LANGUAGES } from "@core/languages";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import {
  answersXlsxStream,
  siteFormTitles,
  withHouseholdColumns,
  XLSX_CONTENT_TYPE,
} from "../../export/answers-xlsx";
import { requireOwnedSite } from "../../guards";
import {
  deleteFormSubmission,
  deleteRsvp,
  formSubmissionPages,
  listFormSubmissions,
  listRsvps,
  rsvpPages,
} from "../../operations/answers";
import { scheduleAnswersRetention } from "../../operations/answers-retention";
import { householdsOfAnswers } from "../../operations/household-answers";
import { PRIVATE_NO_STORE } from "../../operations/site-access";
import { defineRoute } from "../define";
import { exportAllRoute } from "./export-all";

const siteParams = z.object({ siteId: z.string().max(100) });
const answerParams = siteParams.extend({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "an answer id holds letters, digits, '-' and '_' only"),
});
const exportQuery = z.object({
  /** The owner's UI language: headings and question labels are written in it. */
  language: z.enum(UI_LANGUAGES).default("sv"),
});
const formExportQuery = exportQuery.extend({
  /** Only this Form module's submissions; all forms when left out. */
  formId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "a form id holds letters, digits, '-' and '_' only")
    .optional(),
});

export async function answerRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/rsvps/:siteId/v4",
    summary: "The site's RSVP answers, one per guest, newest first",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { data: await listRsvps(ctx, site.id) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/rsvps/:siteId/v4/:id",
    summary: "Delete one guest's RSVP answer; 404 when the site has no such answer",
    access: "owner",
    params: answerParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      await deleteRsvp(ctx, site.id, params.id);
      return { _id: params.id, deleted: true };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/rsvps/:siteId/v4/osa.xlsx",
    summary: "The RSVP answers as a spreadsheet (osa.xlsx): date, form, one column per question",
    access: "owner",
    params: siteParams,
    query: exportQuery,
    handler: async ({ params, query, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      // The household and groups of each answer (issue 25), when any answer has one.
      const households = await householdsOfAnswers(ctx, site.id);
      const pages = () => rsvpPages(ctx, site.id);
      const file = await answersXlsxStream(
        Object.keys(households).length > 0 ? withHouseholdColumns(pages, households) : pages,
        query.language,
        sheetNameFor("rsvp", query.language),
        siteFormTitles(site.document),
      );
      return sendXlsx(reply, file, EXPORTS.rsvp.fileName);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/form-submissions/:siteId",
    summary: "The site's form submissions, newest first",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return { data: await listFormSubmissions(ctx, site.id) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/form-submissions/:siteId/:id",
    summary: "Delete one form submission; 404 when the site has no such submission",
    access: "owner",
    params: answerParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      await deleteFormSubmission(ctx, site.id, params.id);
      return { _id: params.id, deleted: true };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/form-submissions/:siteId/export.xlsx",
    summary: "Form submissions as a spreadsheet (all forms, or one with ?formId=)",
    access: "owner",
    params: siteParams,
    query: formExportQuery,
    handler: async ({ params, query, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const file = await answersXlsxStream(
        () => formSubmissionPages(ctx, site.id, query.formId),
        query.language,
        sheetNameFor("form", query.language),
        siteFormTitles(site.document),
      );
      return sendXlsx(reply, file, EXPORTS.form.fileName);
    },
  });

  await exportAllRoute(app, ctx);
  scheduleAnswersRetention(app, ctx);
}

/** An .xlsx download for its owner only (never kept by a shared cache); a stream is sent as it is read. */
export function sendXlsx(reply: FastifyReply, file: Buffer | Readable, fileName: string) {
  return reply
    .header("content-type", XLSX_CONTENT_TYPE)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", PRIVATE_NO_STORE)
    .send(file);
}
