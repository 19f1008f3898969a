// Guest submissions (SPEC §7): post keys, RSVPs (v4) and form submissions. Public routes, limited per
// client; the rules live in operations/submissions.ts.
import { formSubmissionSchema, rsvpSubmissionSchema } from "@core/submissions";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { runSubmissionMails } from "../../operations/submission-outbox";
import { postKeyFor, submitForm, submitRsvp } from "../../operations/submissions";
import { defineRoute } from "../define";

const siteIdQuery = z.object({ siteId: z.string().min(1).max(100) });
const siteParams = z.object({ siteId: z.string().min(1).max(100) });

/**
 * Per client: enough for a family on one connection (or guests on the venue's wifi) opening and
 * sending forms, far too few for a flood.
 */
const KEY_LIMIT = { max: 60, timeWindow: "1 minute" };
const SUBMIT_LIMIT = { max: 30, timeWindow: "1 minute" };

export async function submissionRoutes(app: FastifyInstance, ctx: AppContext) {
  // The notification mails of stored answers: sent off the guest's path, retried until they go.
  runSubmissionMails(app, ctx);

  defineRoute(app, {
    method: "GET",
    url: "/api/rsvps/post-key",
    summary: "A single-use key for sending one RSVP to the site (fetched when the guest opens the form)",
    access: "public",
    query: siteIdQuery,
    rateLimit: KEY_LIMIT,
    handler: ({ query, request }) => postKeyFor(ctx, request, query.siteId, "rsvp"),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/form-submissions/post-key",
    summary: "A single-use key for sending one form to the site (fetched when the guest opens the form)",
    access: "public",
    query: siteIdQuery,
    rateLimit: KEY_LIMIT,
    handler: ({ query, request }) => postKeyFor(ctx, request, query.siteId, "form"),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/rsvps/:siteId/v4/",
    summary: "Send an RSVP (one form per guest); invertedSuccess true means it was taken for spam",
    access: "public",
    params: siteParams,
    body: rsvpSubmissionSchema,
    rateLimit: SUBMIT_LIMIT,
    handler: ({ params, body, request }) => submitRsvp(ctx, request, params.siteId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/form-submissions/:siteId/",
    summary: "Send a form; invertedSuccess true means it was taken for spam",
    access: "public",
    params: siteParams,
    body: formSubmissionSchema,
    rateLimit: SUBMIT_LIMIT,
    handler: ({ params, body, request }) => submitForm(ctx, request, params.siteId, body),
  });
}
