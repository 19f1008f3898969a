// Sends to guests (issue 26): invitations, reminders and messages by mail or SMS to households of the
// guest list, owner only (requireOwnedSite: 401 without a session, 403 for another account's site,
// before anything is read), and the SMS delivery reports 46elks (or the simulator) posts back.
//   POST /api/sites/{siteId}/sends          → 202 { id }: stored, delivered by the outbox right after
//   POST /api/sites/{siteId}/sends/batch    → 202 { ids }: "mail and SMS", both stored or neither
//   POST /api/sites/{siteId}/sends/preview  → who gets it, who is skipped and why, one message, SMS cost
//   GET  /api/sites/{siteId}/sends?before=&limit= → a page of sends, newest first, with each
//                                             household's status and when it opened its link; `next`
//   POST /api/sms/delivery-report?ref=&sig= → form-encoded id, status, delivered; believed only with our
//                                             signature (sms/report-url.ts), matched to the SMS sent
// Nothing about a guest is logged (request logs carry no bodies; the report's query is our reference).
import { sendBatchSchema, sendRequestSchema, sendsPageQuerySchema } from "@core/sends";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireOwnedSite } from "../../guards";
import { createSend, createSends, listSends, previewSend } from "../../operations/sends";
import {
  parseReportReference,
  recordDeliveryReport,
  runSends,
  smsReportSecret,
  wakeSends,
} from "../../operations/sends-outbox";
import { parseDeliveryReport } from "../../sms/provider";
import { SMS_REPORT_PATH, verifiedReportReference } from "../../sms/report-url";
import { closeSmsService, setSmsReportDelivery } from "../../sms/service";
import { acceptFormPosts, FORM_TYPE } from "../../ssr/form-posts";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().max(100) });

export async function sendRoutes(app: FastifyInstance, ctx: AppContext) {
  runSends(app, ctx);
  // The simulator's delivery reports take this app's own route (and its checks), without needing
  // PUBLIC_URL to reach this server; 46elks posts to the URL itself.
  setSmsReportDelivery(ctx, async (url, report) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({
      method: "POST",
      url: `${pathname}${search}`,
      headers: { "content-type": FORM_TYPE },
      payload: new URLSearchParams(report).toString(),
    });
    if (response.statusCode !== 200)
      throw new Error(`the delivery report was answered ${response.statusCode}`);
  });
  app.addHook("onClose", () => closeSmsService(ctx));

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/sends",
    summary:
      "Send an invitation, reminder or message by mail or SMS to households (ids, 'all' or a group); 202 with the send's id, delivered by the outbox; test: only to the owner",
    access: "owner",
    params: siteParams,
    body: sendRequestSchema,
    rateLimit: { max: 60, timeWindow: "10 minutes" },
    handler: async ({ params, body, request, reply }) => {
      const { site, account } = await requireOwnedSite(ctx, request, params.siteId);
      const send = await createSend(ctx, site, account, body);
      wakeSends(ctx);
      return reply.code(202).send(send);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/sends/batch",
    summary:
      "Mail and SMS at once: one send per channel (same checks as POST …/sends, each channel's cap), all stored in one transaction or none; 202 with the ids in the order given",
    access: "owner",
    params: siteParams,
    body: sendBatchSchema,
    rateLimit: { max: 60, timeWindow: "10 minutes" },
    handler: async ({ params, body, request, reply }) => {
      const { site, account } = await requireOwnedSite(ctx, request, params.siteId);
      const made = await createSends(ctx, site, account, body.sends);
      wakeSends(ctx);
      return reply.code(202).send(made);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/sends/preview",
    summary:
      "Preview a send (same body): who gets it, who is skipped and why, one household's message, SMS parts and cost, the day's cap; nothing is stored or sent",
    access: "owner",
    params: siteParams,
    body: sendRequestSchema,
    handler: async ({ params, body, request }) => {
      const { site, account } = await requireOwnedSite(ctx, request, params.siteId);
      return previewSend(ctx, site, account, body);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/sends",
    summary:
      "A page of the site's sends (limit, default 20, at most 100), newest first, each with every household's delivery status and when it opened its link; `next` is the `before` of the following page, null on the last",
    access: "owner",
    params: siteParams,
    query: sendsPageQuerySchema,
    handler: async ({ params, query, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return listSends(ctx, site.id, query);
    },
  });

  // 46elks posts its reports form-encoded: this route alone, in a scope of its own, takes that type.
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.post(
      SMS_REPORT_PATH,
      { config: { rateLimit: { max: 600, timeWindow: "1 minute" } } },
      async (request) => {
        const reference = verifiedReportReference(
          request.query as Record<string, unknown>,
          smsReportSecret(ctx),
        );
        const ids = reference ? parseReportReference(reference) : null;
        if (!ids) throw new ApiError("WEBHOOK_SIGNATURE_INVALID");
        const body = request.body;
        const report =
          body && typeof body === "object" ? parseDeliveryReport(body as Record<string, unknown>) : null;
        if (!report) throw new ApiError("INVALID_INPUT");
        // A report for a message we do not know (already reported, another id) is answered all the
        // same: posting it again would change nothing.
        const matched = await recordDeliveryReport(ctx, ids, report);
        return { received: true, matched };
      },
    );
  });
}
