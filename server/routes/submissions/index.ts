// Guest submissions (SPEC §7): RSVPs (v4) and form submissions. Public routes, limited per client; the
// rules live in operations/submissions.ts. The post keys: post-keys.ts.
import { formSubmissionSchema, rsvpSubmissionSchema } from "@core/submissions";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { planRsvpHousehold, recordRsvpHousehold } from "../../operations/household-answers";
import { guestGroupsOf } from "../../operations/invitations";
import { runSubmissionMails } from "../../operations/submission-outbox";
import { submitForm, submitRsvp } from "../../operations/submissions";
import { defineRoute } from "../define";
import { postKeyRoutes } from "./post-keys";

const siteParams = z.object({ siteId: z.string().min(1).max(100) });

/**
 * Per client: enough for a family on one connection (or guests on the venue's wifi) sending forms, far
 * too few for a flood.
 */
const SUBMIT_LIMIT = { max: 30, timeWindow: "1 minute" };

export async function submissionRoutes(app: FastifyInstance, ctx: AppContext) {
  // The notification mails of stored answers: sent off the guest's path, retried until they go.
  runSubmissionMails(app, ctx);
  await app.register((scope) => postKeyRoutes(scope, ctx));

  defineRoute(app, {
    method: "POST",
    url: "/api/rsvps/:siteId/v4/",
    summary: "Send an RSVP (one form per guest); invertedSuccess true means it was taken for spam",
    access: "public",
    params: siteParams,
    body: rsvpSubmissionSchema,
    rateLimit: SUBMIT_LIMIT,
    handler: async ({ params, body, request }) => {
      // The household answering (issue 25): its personal link's (the invitation cookie), judged before
      // anything is stored; none: the open page, whose answer becomes a household to review.
      const plan = await planRsvpHousehold(ctx, request, params.siteId, body);
      const result = await submitRsvp(
        ctx,
        request,
        params.siteId,
        body,
        plan.kind === "invited"
          ? {
              groups: plan.household.groups,
              maxGuests: plan.household.guests.length + plan.household.extraGuests,
            }
          : undefined,
      );
      if (!result.invertedSuccess) {
        try {
          await recordRsvpHousehold(ctx, params.siteId, body, plan);
        } catch (error) {
          // The answer itself is stored (and the guest told so); its household is tied on the next one.
          // Only the error's code: its message may quote the guests' names.
          const code = (error as { code?: unknown }).code;
          request.log.error(
            { code: typeof code === "string" ? code : undefined },
            "the answer's household was not recorded",
          );
        }
      }
      return result;
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/form-submissions/:siteId/",
    summary: "Send a form; invertedSuccess true means it was taken for spam",
    access: "public",
    params: siteParams,
    body: formSubmissionSchema,
    rateLimit: SUBMIT_LIMIT,
    handler: async ({ params, body, request }) =>
      // A form shown only to some guest groups takes answers only from their personal links.
      submitForm(ctx, request, params.siteId, body, await guestGroupsOf(ctx, request, params.siteId)),
  });
}
