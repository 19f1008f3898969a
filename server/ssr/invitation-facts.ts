// What a guest page's RSVP island is told of the guest list (issue 25), beyond the site document:
// a personal link's household as its RSVP needs it, and whether the open page offers "Hitta din
// inbjudan" (the site has a household whose link is on, and the owner did not choose only personal
// links). The latter is read when an open page is rendered (a page cache miss, at most once a minute
// per page, page-cache.ts PAGE_MAX_AGE_MS) and remembered per site for a little while.
import type { RsvpInvitation } from "@modules/rsvp/page-context";
import type { PageInvitation } from "@web/guest/state";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { households } from "../db/schema";
import { settingsOf } from "../operations/households";

/** The RSVP's part of a household's page: its guests, allowance and parts; not its name or names. */
export const rsvpInvitationOf = (invitation: PageInvitation): RsvpInvitation => ({
  guests: invitation.guests.map(({ id, name, child }) => ({ id, name, child })),
  extraGuests: invitation.extraGuests,
  parts: invitation.parts.map(({ id, name }) => ({ id, name })),
});

/** How long a site's answer is kept: a guest list begun, or the owner's choice, shows within a minute. */
const FACT_MS = 30_000;
const MAX_SITES = 2_000;
const remembered = new WeakMap<Database, Map<string, { offers: boolean; until: number }>>();

/** Whether the open page offers "Hitta din inbjudan": a household with its link on, and no "only personal links". */
export async function offersFindInvitation(ctx: AppContext, siteId: string): Promise<boolean> {
  let sites = remembered.get(ctx.db);
  if (!sites) {
    sites = new Map();
    remembered.set(ctx.db, sites);
  }
  const now = Date.now();
  const kept = sites.get(siteId);
  if (kept && kept.until > now) return kept.offers;
  const [settings, [household]] = await Promise.all([
    settingsOf(ctx.db, siteId),
    ctx.db
      .select({ id: households.id })
      .from(households)
      .where(
        and(eq(households.siteId, siteId), isNull(households.deletedAt), eq(households.linkEnabled, true)),
      )
      .limit(1),
  ]);
  const offers = !settings.onlyPersonalLinks && household !== undefined;
  sites.delete(siteId);
  if (sites.size >= MAX_SITES) {
    const oldest = sites.keys().next().value;
    if (oldest !== undefined) sites.delete(oldest);
  }
  sites.set(siteId, { offers, until: now + FACT_MS });
  return offers;
}
