// The site's address (SPEC §7 Sites host routes; issue 9 items 2 and 3): subdomain and own-domain
// availability, moving to a subdomain, registering a paid domain, and the DNS settings and check for
// a domain at another registrar. All for the site's owner. Contracts: /work/notes/hosts-contract.md.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { requireOwnedSite } from "../../guards";
import {
  changeSubdomain,
  domainAvailability,
  registerDomain,
  subdomainAvailability,
} from "../../hosts/addresses";
import { checkDns } from "../../hosts/dns-check";
import { hostProviders } from "../../hosts/providers";
import { scheduleExpiryReminders } from "../../hosts/reminders";
import { presentSite } from "../../presenters/site";
import { parseInput } from "../../validation";
import { defineRoute } from "../define";
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

export async function hostRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/host/subdomain-available/:host",
    summary:
      "Whether a subdomain (label or full host) can be the site's address: {available, host, reason?, current?}",
    access: "owner",
    params: z.object({ siteId, host: name }),
    rateLimit: { max: 120, timeWindow: "1 minute" },
    handler: async ({ params: p, request }) => {
      const { site } = await requireOwnedSite(ctx, request, p.siteId);
      return subdomainAvailability(ctx, site, p.host);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/host/domain-available/:fullDomain",
    summary:
      "Whether an own domain (se, nu, com, eu) can be registered: {available, domain, reason?, current?}",
    access: "owner",
    params: z.object({ siteId, fullDomain: name }),
    rateLimit: { max: 60, timeWindow: "1 minute" },
    handler: async ({ params: p, request }) => {
      const { site } = await requireOwnedSite(ctx, request, p.siteId);
      return domainAvailability(ctx, site, p.fullDomain, hostProviders(ctx).registrar);
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/host",
    summary:
      "Move the site to a subdomain: free with an active subdomain, else needs a PAID subdomain payment for it (402)",
    access: "owner",
    params: z.object({ siteId }),
    bodyParsedInHandler: hostBody,
    rateLimit: { max: 30, timeWindow: "1 minute" },
    handler: async ({ params: p, request }) => {
      const { site } = await requireOwnedSite(ctx, request, p.siteId);
      const input = parseInput(hostBody, request.body);
      return presentSite(await changeSubdomain(ctx, site, input.host));
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/sites/:siteId/host/domain-registration/register/:domain",
    summary:
      "Register a paid own domain at the registrar and make it the site's address; 402 until paid (retry after 5 s)",
    access: "owner",
    params: z.object({ siteId, domain: name }),
    rateLimit: { max: 30, timeWindow: "1 minute" },
    handler: async ({ params: p, request }) => {
      const { site } = await requireOwnedSite(ctx, request, p.siteId);
      return presentSite(await registerDomain(ctx, site, p.domain, hostProviders(ctx).registrar));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/host/dns-settings",
    summary: "The A record address and CNAME target an own domain at another registrar is pointed to",
    access: "owner",
    params: z.object({ siteId }),
    handler: async ({ params: p, request }) => {
      await requireOwnedSite(ctx, request, p.siteId);
      return { aRecord: ctx.config.hosts.dnsARecord, cnameTarget: ctx.config.hosts.dnsCnameTarget };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/host/dns-check/:domain",
    summary: "Whether a domain at another registrar points here yet: {pointsHere, aRecords, cname, ...}",
    access: "owner",
    params: z.object({ siteId, domain: anyDomain }),
    rateLimit: { max: 30, timeWindow: "1 minute" },
    handler: async ({ params: p, request }) => {
      await requireOwnedSite(ctx, request, p.siteId);
      return checkDns(p.domain, ctx.config.hosts, hostProviders(ctx).resolver);
    },
  });

  await tlsAskRoutes(app, ctx);
  scheduleExpiryReminders(app, ctx);
}
