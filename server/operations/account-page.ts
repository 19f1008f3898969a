// The account page's data (SPEC §3 Account-of-site response): the owner's mail and registration date,
// and the site's visitor count, publication and custom domains. Dates are YYYY-MM-DD in the markets'
// time zone. Custom domains are the site's custom_domains rows (bought with a domain product).

import type { AccountOfSite } from "@core/account";

import { calendarDay } from "@core/dates";
import { asc, eq } from "drizzle-orm";
import type { SessionAccount } from "../auth/sessions";
import type { AppContext } from "../context";
import { customDomains } from "../db/schema";
import type { SiteRow } from "../guards";
import { visitorCount } from "./visits";

/** SPEC §2: an active site without an expiry date shows this one. */
export const EXPIRY_FALLBACK_DATE = "2022-11-01";

export async function accountOfSite(
  ctx: AppContext,
  account: SessionAccount,
  site: SiteRow,
): Promise<AccountOfSite> {
  return {
    mail: account.mail,
    registered: { date: calendarDay(account.createdAt) },
    site: {
      visitorCount: await visitorCount(ctx, site.id),
      active: site.active,
      activeDate: site.activeDate ? calendarDay(site.activeDate) : null,
      activeExpireDate: site.activeExpireDate
        ? calendarDay(site.activeExpireDate)
        : site.active
          ? EXPIRY_FALLBACK_DATE
          : null,
      customDomains: (
        await ctx.db
          .select({
            domain: customDomains.domain,
            expires: customDomains.expiresAt,
            registrar: customDomains.registrar,
          })
          .from(customDomains)
          .where(eq(customDomains.siteId, site.id))
          .orderBy(asc(customDomains.createdAt))
      ).map((row) => ({
        domain: row.domain,
        expires: calendarDay(row.expires),
        registrar: row.registrar === "other" ? ("other" as const) : ("ours" as const),
      })),
    },
  };
}
