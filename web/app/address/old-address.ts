// Before paying for a new address the owner is told what happens to the one guests already have
// (issue 23 item 2): it keeps working and sends guests on to the new address until its paid period ends
// (server/hosts/redirects.ts). Null when the page is not live on an address now.
import type { Site } from "@core/site";

export type OldAddress = { host: string; until: string };

export function oldAddressKept(
  site: Pick<Site, "host" | "active" | "activeExpireDate">,
  newHost: string,
  now: Date = new Date(),
): OldAddress | null {
  if (!site.host || !site.active || site.host === newHost) return null;
  if (site.activeExpireDate && Date.parse(site.activeExpireDate) <= now.getTime()) return null;
  const until = site.activeExpireDate ?? new Date(now.getTime() + 365 * 86_400_000).toISOString();
  return { host: site.host, until: until.slice(0, 10) };
}
