// What the address routes do (SPEC §4 Subdomain, Domain search and purchase): check a subdomain or
// an own domain, move the site to a subdomain it may have, and register a paid domain. Inputs are
// checked with core/hosts.ts exactly as the client sanitised them; payments are read through
// server/payments (a PAID payment's effect is applied there, once).
import {
  checkDomainName,
  checkSubdomainLabel,
  type DomainProblem,
  type LabelProblem,
  subdomainHost,
  subdomainLabelFromInput,
  subdomainLabelOf,
} from "@core/hosts";
import { and, eq, isNull, } from "drizzle-orm";
import type { AppContext } from "../context";
import { customDomains, sites } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { applyPaidPayment, refundRefusedDomain } from "../payments/effects";
import { findPaidPayment } from "../payments/records";
import { rememberOldHost } from "./redirects";
import type { Registrar } from "./registrar/types";
import { RegistrarError } from "./registrar/types";
import { hostUsedByAnotherSite } from "./taken";

export type SubdomainAvailability = {
  available: boolean;
  /** The full host the label gives (anna.brollopssidan.se); null when the label is not valid. */
  host: string | null;
  reason?: LabelProblem | "TAKEN";
  /** The site's own current host. */
  current?: true;
};

export type DomainAvailability = {
  available: boolean;
  domain: string | null;
  reason?: DomainProblem | "TAKEN";
  /** Already this site's own domain (another year can be bought: SPEC §9 'the 499 case'). */
  current?: true;
};

/** An active, unexpired site on a subdomain of the brand: it may move to another subdomain for free. */
export function hasActiveSubdomain(site: SiteRow, brandDomain: string, now: Date = new Date()): boolean {
  return (
    site.active &&
    site.host !== null &&
    subdomainLabelOf(site.host, brandDomain) !== null &&
    (site.activeExpireDate === null || site.activeExpireDate.getTime() > now.getTime())
  );
}

export async function subdomainAvailability(
  ctx: AppContext,
  site: SiteRow,
  input: string,
): Promise<SubdomainAvailability> {
  const brandDomain = ctx.config.brandDefinition.domain;
  const checked = checkSubdomainLabel(subdomainLabelFromInput(input, brandDomain));
  if (!checked.ok) return { available: false, host: null, reason: checked.reason };
  const host = subdomainHost(checked.label, brandDomain);
  if (site.host === host) return { available: true, host, current: true };
  if (await hostUsedByAnotherSite(ctx.db, site.id, host)) return { available: false, host, reason: "TAKEN" };
  return { available: true, host };
}

async function askRegistrar<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RegistrarError) throw new ApiError("REGISTRAR_FAILED", { cause: error });
    throw error;
  }
}

export async function domainAvailability(
  ctx: AppContext,
  site: SiteRow,
  input: string,
  registrar: Registrar,
): Promise<DomainAvailability> {
  const checked = checkDomainName(input);
  if (!checked.ok) return { available: false, domain: null, reason: checked.reason };
  const { domain } = checked;
  const [own] = await ctx.db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(and(eq(customDomains.siteId, site.id), eq(customDomains.domain, domain)))
    .limit(1);
  if (own || site.host === domain) return { available: true, domain, current: true };
  if (await hostUsedByAnotherSite(ctx.db, site.id, domain))
    return { available: false, domain, reason: "TAKEN" };
  const free = await askRegistrar(() => registrar.isFree(domain));
  return free ? { available: true, domain } : { available: false, domain, reason: "TAKEN" };
}

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: string } })?.cause?.code === UNIQUE_VIOLATION;

/** Sets the site's host; another site that took it first (the unique index) is a 409. */
async function setHost(ctx: AppContext, siteId: string, host: string): Promise<SiteRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(sites).where(eq(sites.id, siteId)).for("update");
      if (!before) throw new ApiError("NOT_FOUND");
      // The address it leaves keeps leading guests here for the period paid for it.
      await rememberOldHost(tx, before, host);
      const [row] = await tx
        .update(sites)
        .set({ host, updatedAt: new Date() })
        .where(eq(sites.id, siteId))
        .returning();
      if (!row) throw new ApiError("NOT_FOUND");
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("HOST_TAKEN", { cause: error });
    throw error;
  }
}

async function reloadSite(ctx: AppContext, siteId: string): Promise<SiteRow> {
  const [row] = await ctx.db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

/**
 * PUT host: the site moves to a subdomain. Free when it already has an active subdomain (the dates
 * stay); otherwise only with a PAID subdomain payment for exactly that host, whose effect (applied
 * here if the payment's own flow has not yet) publishes the site there.
 */
export async function changeSubdomain(ctx: AppContext, site: SiteRow, input: string): Promise<SiteRow> {
  const brandDomain = ctx.config.brandDefinition.domain;
  const checked = checkSubdomainLabel(subdomainLabelFromInput(input, brandDomain));
  if (!checked.ok)
    throw new ApiError("INVALID_INPUT", { issues: [{ path: "host", message: checked.reason }] });
  const host = subdomainHost(checked.label, brandDomain);
  if (site.host === host) return site;
  if (await hostUsedByAnotherSite(ctx.db, site.id, host)) throw new ApiError("HOST_TAKEN");
  if (hasActiveSubdomain(site, brandDomain)) return setHost(ctx, site.id, host);

  const payment = await findPaidPayment(ctx, site.id, ["subdomain"], host);
  if (!payment) throw new ApiError("PAYMENT_REQUIRED");
  await applyPaidPayment(ctx, payment.id);
  const after = await reloadSite(ctx, site.id);
  // The payment bought this host: it is the address even if the site has moved since.
  return after.host === host ? after : setHost(ctx, site.id, host);
}

const OUR_DOMAIN_PRODUCTS = ["domain_name", "domain_name_upgrade_from_subdomain"] as const;

/**
 * POST register: a domain the owner has paid for is registered at our registrar (once; a repeat
 * answers with the site as it is) and becomes the site's host. 402 until the payment is PAID and
 * the registrar has seen the money; the client waits and retries (SPEC §9).
 */
export async function registerDomain(
  ctx: AppContext,
  site: SiteRow,
  input: string,
  registrar: Registrar,
): Promise<SiteRow> {
  const checked = checkDomainName(input);
  if (!checked.ok)
    throw new ApiError("INVALID_INPUT", { issues: [{ path: "domain", message: checked.reason }] });
  const { domain } = checked;
  const payment = await findPaidPayment(ctx, site.id, OUR_DOMAIN_PRODUCTS, domain);
  if (!payment) throw new ApiError("PAYMENT_REQUIRED");
  await applyPaidPayment(ctx, payment.id);
  const [row] = await ctx.db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.siteId, site.id), eq(customDomains.domain, domain)))
    .limit(1);
  // The effect refuses a domain another site had first (and logs it).
  if (!row) throw new ApiError("HOST_TAKEN");

  if (!row.registeredAt) {
    const years = Math.max(1, Math.round(payment.months / 12));
    const paidAt = payment.paidAt ?? payment.createdAt;
    const outcome = await askRegistrar(() => registrar.register({ domain, years, paidAt }));
    if (outcome === "UNPAID") throw new ApiError("PAYMENT_REQUIRED");
    if (outcome === "TAKEN") {
      // Paid for, but the registrar will not give it: paid back, never left paid with nothing.
      await refundRefusedDomain(ctx, payment);
      throw new ApiError("DOMAIN_NOT_AVAILABLE");
    }
    await ctx.db
      .update(customDomains)
      .set({ registeredAt: new Date() })
      .where(and(eq(customDomains.id, row.id), isNull(customDomains.registeredAt)));
    ctx.log.info({ siteId: site.id, domain, registrar: registrar.kind }, "domain registered");
  }
  const current = await reloadSite(ctx, site.id);
  return current.host === domain ? current : setHost(ctx, site.id, domain);
}
