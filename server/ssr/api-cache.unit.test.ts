// The public site API's entries in the page cache without a server: the row by id ends at expiry,
// goes with its site's invalidation, is out of any host's reach, and a request that read the site
// before a change cannot store it; answers are keyed by access state.
import { describe, expect, it } from "vitest";
import type { SiteRow } from "../guards";
import { EncodedBody } from "../http/encoded-body";
import { publicSiteKey } from "./api-cache";
import { PageCache } from "./page-cache";

const row = (id: string) => ({ id, document: { siteModules: [] } }) as unknown as SiteRow;
const answer = { body: new EncodedBody(Buffer.from("{}")), cacheControl: "no-cache" };

describe("the site row by id", () => {
  it("is kept until its paid period ends", () => {
    const cache = new PageCache();
    cache.storeSiteById(cache.begin(), row("s1"), 5_000);
    expect(cache.siteById("s1", 4_999)?.id).toBe("s1");
    expect(cache.siteById("s1", 5_000)).toBeUndefined();
    // Gone for good, not only hidden at that moment.
    expect(cache.siteById("s1", 0)).toBeUndefined();
  });

  it("goes with the site's invalidation, together with its answers, and only that site's", () => {
    const cache = new PageCache();
    const ticket = cache.begin();
    cache.storeSiteById(ticket, row("s1"), null);
    cache.storeSiteById(ticket, row("s2"), null);
    cache.storePage(ticket, "s1", publicSiteKey("s1", 1, "open"), answer);
    cache.invalidateSite("s1");
    expect(cache.siteById("s1")).toBeUndefined();
    expect(cache.page(publicSiteKey("s1", 1, "open"))).toBeUndefined();
    expect(cache.siteById("s2")?.id).toBe("s2");
  });

  it("is never reached through a host, whatever characters a ?domainHost= carries", () => {
    const cache = new PageCache();
    cache.storeSiteById(cache.begin(), row("s1"), null);
    for (const host of ["s1", "id s1", "byid\ns1", "\ns1"]) expect(cache.site(host)).toBeUndefined();
  });

  it("refuses a store by a request that began before the site changed", () => {
    const cache = new PageCache();
    const before = cache.begin();
    cache.invalidateSite("s1");
    cache.storeSiteById(before, row("s1"), null);
    expect(cache.siteById("s1")).toBeUndefined();
    cache.storeSiteById(cache.begin(), row("s1"), null);
    expect(cache.siteById("s1")?.id).toBe("s1");
  });
});

describe("publicSiteKey", () => {
  it("differs by site, version and access state", () => {
    const keys = new Set([
      publicSiteKey("s1", 1, "open"),
      publicSiteKey("s1", 1, "granted"),
      publicSiteKey("s1", 2, "open"),
      publicSiteKey("s2", 1, "open"),
      publicSiteKey("s1", null, "open"),
    ]);
    expect(keys.size).toBe(5);
  });
});
