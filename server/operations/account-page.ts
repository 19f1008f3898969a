// The account page's data (SPEC §3 Account-of-site response): the owner's mail and registration date,
// and the site's visitor count, publication and custom domains. Dates are YYYY-MM-DD in the markets'
// time zone. Custom domains are not stored yet (they come with the address issue): always [].

import type { AccountOfSite } from "@core/account";


import { calendarDay } from "@core/dates";
import type { SessionAccount } from "../auth/sessions";
import type { AppContext } from "../context";
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
      customDomains: [],
    },
  };
}
