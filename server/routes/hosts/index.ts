// The site's address (SPEC §7 Sites host routes; issue 9 items 2 and 3): subdomain and own-domain
// availability, moving to a subdomain, registering a paid domain, and the DNS settings and check for
// a domain at another registrar. All for the site's owner. Contracts: /work/notes/hosts-contract.md.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireOwnedSite, type SiteRow } from "../../guards";
import {
  changeSubdomain,
  domainAvailability,
  registerDomain,
  subdomainAvailability,
} from "../../hosts/addresses";
import { checkDns } from "../../hosts/dns-check";
import { hostProviders } from "../../hosts/providers";
import { scheduleExpiryReminders } from "../../hosts/reminders";
import { presentOwnerSite } from "../../operations/owner-site";
import { changingSite } from "../../ssr/page-cache";
import { parseInput } from "../../validation";
import { defineRoute, type RouteSpec } from "../define";
import { tlsAskRoutes } from "./tls";

// A DNS name is at most 253 characters; longer input is not a question worth answering.
const name = z.string().trim().min(1).max(253);
const siteId = z.string().max(100);
const hostBody = z.object({ host: name });
// Any domain the owner may have at another registrar (not only the TLDs we register).
const anyDomain = name
  .transform((v) =>
    v
      .toLowerCase()
      .replace(/\.$/, "")
      .replace(/^www\./, ""),
  )
  .pipe(
    z
      .string()
      .regex(
        /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        "domain is a domain name like anna-och-erik.se",
      ),
  );

// Every host route is the site owner's: the site is looked up (403 for anyone else) before the work,
// so each route below says only what it answers.
type OwnerRouteSpec<P extends z.ZodType<{ siteId: string }>> = Omit<
  RouteSpec<undefined, P, undefined>,
  "access" | "handler"
> & {
  params: P;
  handler: (site: SiteRow, params: z.output<P>, request: FastifyRequest) => Promise<unknown>;
};

function ownerRoute<P extends z.ZodType<{ siteId: string }>>(
  app: FastifyInstance,
  ctx: AppContext,
  { handler, ...spec }: OwnerRouteSpec<P>,
) {
  defineRoute<undefined, P, undefined>(app, {
    ...spec,
    access: "owner",
    handler: async ({ params, request }) => {
      const p = params as z.output<P>;
      const { site } = await requireOwnedSite(ctx, request, p.siteId);
      return handler(site, p, request);
    },
  });
}

export async function hostRoutes(app: FastifyInstance, ctx: AppContext) {
  ownerRoute(app, ctx, {
    method: "GET",
    url: "/api/sites/:siteId/host/subdomain-available/:host",
    summary:
      "Whether a subdomain (label or full host) can be the site's address: {available, host, reason?, current?}",
    params: z.object({ siteId, host: name }),
    rateLimit: { max: 120, timeWindow: "1 minute" },
    handler: async (site, p) => subdomainAvailability(ctx, site, p.host),
  });

  ownerRoute(app, ctx, {
    method: "GET",
    url: "/api/sites/:siteId/host/domain-available/:fullDomain",
    summary:
      "Whether an own domain (se, nu, com, eu) can be registered: {available, domain, reason?, current?}",
    params: z.object({ siteId, fullDomain: name }),
    rateLimit: { max: 60, timeWindow: "1 minute" },
    handler: async (site, p) => domainAvailability(ctx, site, p.fullDomain, hostProviders(ctx).registrar),
  });

  ownerRoute(app, ctx, {
    method: "PUT",
    url: "/api/sites/:siteId/host",
    summary:
      "Move the site to a subdomain: free with an active subdomain, else needs a PAID subdomain payment for it (402)",
    params: z.object({ siteId }),
    bodyParsedInHandler: hostBody,
    rateLimit: { max: 30, timeWindow: "1 minute" },
    handler: async (site, _p, request) => {
      const input = parseInput(hostBody, request.body);
      // The page moves: the old host's cached site and pages go (ssr/page-cache.ts).
      return presentOwnerSite(
        ctx,
        await changingSite(ctx, site.id, () => changeSubdomain(ctx, site, input.host)),
      );
    },
  });

  ownerRoute(app, ctx, {
    method: "POST",
    url: "/api/sites/:siteId/host/domain-registration/register/:domain",
    summary:
      "Register a paid own domain at the registrar and make it the site's address; 402 until paid (retry after 5 s)",
    params: z.object({ siteId, domain: name }),
    rateLimit: { max: 30, timeWindow: "1 minute" },
    handler: async (site, p) =>
      presentOwnerSite(
        ctx,
        await changingSite(ctx, site.id, () =>
          registerDomain(ctx, site, p.domain, hostProviders(ctx).registrar),
        ),
      ),
  });

  ownerRoute(app, ctx, {
    method: "GET",
    url: "/api/sites/:siteId/host/dns-settings",
    summary: "The A record address and CNAME target an own domain at another registrar is pointed to",
    params: z.object({ siteId }),
    handler: async () => ({
      aRecord: ctx.config.hosts.dnsARecord,
      cnameTarget: ctx.config.hosts.dnsCnameTarget,
    }),
  });

  ownerRoute(app, ctx, {
    method: "GET",
    url: "/api/sites/:siteId/host/dns-check/:domain",
    summary: "Whether a domain at another registrar points here yet: {pointsHere, aRecords, cname, ...}",
    params: z.object({ siteId, domain: anyDomain }),
    rateLimit: { max: 30, timeWindow: "1 minute" },
    handler: async (_site, p) => checkDns(p.domain, ctx.config.hosts, hostProviders(ctx).resolver),
  });

  await tlsAskRoutes(app, ctx);
  scheduleExpiryReminders(app, ctx);
}
