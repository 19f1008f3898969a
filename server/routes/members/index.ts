// The people of a site (issue 28): co-owners and helpers, invited by mail.
//   POST   /api/sites/{siteId}/members             { mail, role } → 201 { id, expiresAt }: the invitation,
//                                                   its mail sent; owner and co-owners only
//   GET    /api/sites/{siteId}/members             → { role, members, invitations }; owner and co-owners
//   DELETE /api/sites/{siteId}/members/{memberId}  → remove a person (an account id) or withdraw an
//                                                   invitation (its id); every member may remove
//                                                   themselves (leave), but the site's owner
//   POST   /api/members/accept/{token}             → { siteId, role } for the signed-in account
//   GET    /api/sites/{siteId}/activity            → { data: [{ kind, at, who, detail }] }: newest first,
//                                                   at most 50; owner and co-owners
// The caterer's part (routes/catering) is registered from here, with the rest of the helpers' routes.
// Access is checked by guards.ts on every request (401 without a session, 403 for a site the account is
// not on or a role the route does not allow); operations/members.ts holds the rules.
import { MEMBER_TOKEN_PATTERN, memberInviteSchema, OWNING_ROLES } from "@core/members";
import { siteLanguages } from "@core/site";
import { uiLanguageFor } from "@web/i18n";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { ANY_ROLE, requireAccount, requireSiteRole } from "../../guards";
import {
  acceptInvitation,
  inviteMember,
  listActivity,
  listMembers,
  removeMember,
} from "../../operations/members";
import { cateringRoutes } from "../catering";
import { defineRoute } from "../define";

const siteParams = z.object({ siteId: z.string().max(100) });
const memberParams = siteParams.extend({ memberId: z.string().min(1).max(100) });
const tokenParams = z.object({ token: z.string().max(200) });

export async function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  await cateringRoutes(app, ctx);

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/activity",
    summary:
      "Who did what on the site, newest first (at most 50): saved, published, paid, invited, joined, left, removed, answers set by hand (owner and co-owners)",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireSiteRole(ctx, request, params.siteId, OWNING_ROLES);
      return { data: await listActivity(ctx, site.id) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/members",
    summary: "Invite a co-owner, the toastmaster or the caterer by mail (owner and co-owners)",
    access: "owner",
    params: siteParams,
    bodyParsedInHandler: memberInviteSchema,
    // Per client, besides the per-account cap of the day (core/members.ts MEMBER_LIMITS).
    rateLimit: { max: 30, timeWindow: "1 hour" },
    handler: async ({ params, request, reply }) => {
      // Access first: a stranger learns nothing from how the body is judged.
      const { account, site } = await requireSiteRole(ctx, request, params.siteId, OWNING_ROLES);
      const input = memberInviteSchema.safeParse(request.body);
      if (!input.success)
        throw new ApiError("INVALID_INPUT", {
          issues: input.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
        });
      const language = uiLanguageFor(siteLanguages(site.document)[0] ?? "");
      const made = await inviteMember(ctx, site, account, input.data, language);
      return reply.code(201).send(made);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/members",
    summary: "The site's people and waiting invitations (owner and co-owners)",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { account, site, role } = await requireSiteRole(ctx, request, params.siteId, OWNING_ROLES);
      return listMembers(ctx, site, { id: account.id, role });
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/sites/:siteId/members/:memberId",
    summary: "Remove a person or withdraw an invitation; a member removes themselves to leave",
    access: "owner",
    params: memberParams,
    handler: async ({ params, request }) => {
      const { account, site, role } = await requireSiteRole(ctx, request, params.siteId, ANY_ROLE);
      return removeMember(ctx, site, { id: account.id, role }, params.memberId);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/members/accept/:token",
    summary: "Accept an invitation to a site for the signed-in account",
    access: "account",
    params: tokenParams,
    rateLimit: { max: 20, timeWindow: "15 minutes" },
    handler: async ({ params, request }) => {
      const account = await requireAccount(ctx, request);
      if (!MEMBER_TOKEN_PATTERN.test(params.token)) throw new ApiError("MEMBER_INVITATION_INVALID");
      return acceptInvitation(ctx, params.token, account);
    },
  });
}
