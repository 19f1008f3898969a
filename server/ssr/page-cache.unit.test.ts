// The rules of the guest page cache without a server: the LRU's bounds and tags, the site entry's end
// at expiry, and that a render which began before an invalidation cannot store its stale page.
import { describe, expect, it } from "vitest";
import { EncodedBody } from "../http/encoded-body";
import { TaggedLru } from "./lru";
import { type HostSite, PageCache, type PreparedSite, pageKey } from "./page-cache";

describe("TaggedLru", () => {
  it("evicts the least recently used entry beyond the count limit; a read makes an entry recent", () => {
    const lru = new TaggedLru<string>({ maxEntries: 2, maxBytes: 1000 });
    lru.set("a", "A", 1, "s1");
    lru.set("b", "B", 1, "s1");
    expect(lru.get("a")).toBe("A");
    lru.set("c", "C", 1, "s2");
    expect(lru.has("b")).toBe(false);
    expect(lru.get("a")).toBe("A");
    expect(lru.get("c")).toBe("C");
    expect(lru.size).toBe(2);
  });

  it("evicts by bytes until the total fits, and refuses a value larger than the whole budget", () => {
    const lru = new TaggedLru<string>({ maxEntries: 100, maxBytes: 10 });
    lru.set("a", "A", 4, "s");
    lru.set("b", "B", 4, "s");
    lru.set("c", "C", 4, "s");
    expect(lru.has("a")).toBe(false);
    expect(lru.bytes).toBe(8);
    expect(lru.set("huge", "H", 11, "s")).toBe(false);
    expect(lru.has("huge")).toBe(false);
    expect(lru.bytes).toBe(8);
    expect(lru.has("b") && lru.has("c")).toBe(true);
  });

  it("replaces a key's value and size instead of counting it twice", () => {
    const lru = new TaggedLru<string>({ maxEntries: 10, maxBytes: 100 });
    lru.set("a", "old", 30, "s");
    lru.set("a", "new", 50, "s");
    expect(lru.get("a")).toBe("new");
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(50);
  });

  it("drops every entry of a tag and only those", () => {
    const lru = new TaggedLru<string>({ maxEntries: 10, maxBytes: 100 });
    lru.set("a", "A", 1, "s1");
    lru.set("b", "B", 1, "s2");
    lru.set("c", "C", 1, "s1");
    expect(lru.deleteTag("s1")).toBe(2);
    expect([lru.has("a"), lru.has("b"), lru.has("c")]).toEqual([false, true, false]);
    expect(lru.bytes).toBe(1);
    expect(lru.deleteTag("s1")).toBe(0);
  });
});

const row = (id: string, languages: string[] = ["sv"]): HostSite => ({
  id,
  currentVersionId: 1,
  password: null,
  isDemo: false,
  languages,
  offersFindInvitation: false,
});
const page = (text: string) => ({ body: new EncodedBody(Buffer.from(text)), cacheControl: "no-cache" });
const key = (siteId: string, language = "sv") =>
  pageKey({ siteId, versionId: 1, language, isDemo: false, linkQuery: "", access: "open" });

describe("PageCache", () => {
  it("keys pages by every input that changes the bytes", () => {
    const base = {
      siteId: "s",
      versionId: 1,
      language: "sv",
      isDemo: false,
      linkQuery: "",
      access: "open",
    } as const;
    const variants = [
      base,
      { ...base, versionId: 2 },
      { ...base, language: "en" },
      { ...base, isDemo: true },
      { ...base, linkQuery: "?domainHost=x" },
      { ...base, access: "granted" as const },
    ];
    expect(new Set(variants.map(pageKey)).size).toBe(variants.length);
  });

  it("serves a stored page until its site is invalidated; other sites keep theirs", () => {
    const cache = new PageCache();
    cache.storePage(cache.begin(), "s1", key("s1"), page("one"));
    cache.storePage(cache.begin(), "s2", key("s2"), page("two"));
    cache.storeSite(cache.begin(), "one.se", row("s1"), null);
    expect(cache.page(key("s1"))?.body.plain().toString()).toBe("one");
    cache.invalidateSite("s1");
    expect(cache.page(key("s1"))).toBeUndefined();
    expect(cache.site("one.se")).toBeUndefined();
    expect(cache.page(key("s2"))?.body.plain().toString()).toBe("two");
    expect(cache.stats).toMatchObject({ hits: 2, misses: 1, invalidations: 1 });
  });

  it("refuses a page rendered from reads made before the site's invalidation", () => {
    const cache = new PageCache();
    const before = cache.begin();
    cache.invalidateSite("s1");
    cache.storePage(before, "s1", key("s1"), page("stale"));
    cache.storeSite(before, "one.se", row("s1"), null);
    expect(cache.page(key("s1"))).toBeUndefined();
    expect(cache.site("one.se")).toBeUndefined();
    // Another site's invalidation does not concern this one; a request after it stores again.
    cache.invalidateSite("s2");
    cache.storePage(before, "s3", key("s3"), page("fine"));
    expect(cache.page(key("s3"))?.body.plain().toString()).toBe("fine");
    cache.storePage(cache.begin(), "s1", key("s1"), page("fresh"));
    expect(cache.page(key("s1"))?.body.plain().toString()).toBe("fresh");
  });

  it("refuses everything begun before a clear (new client bundles)", () => {
    const cache = new PageCache();
    const before = cache.begin();
    cache.clear();
    cache.storePage(before, "s1", key("s1"), page("old bundle"));
    expect(cache.page(key("s1"))).toBeUndefined();
  });

  it("renders a page again once it is a minute old (the countdown without JavaScript)", () => {
    const cache = new PageCache(undefined, 60_000);
    cache.storePage(cache.begin(), "s1", key("s1"), page("at noon"), 1_000);
    expect(cache.page(key("s1"), 60_999)?.body.plain().toString()).toBe("at noon");
    expect(cache.page(key("s1"), 61_000)).toBeUndefined();
  });

  it("forgets a site row at the moment its paid period ends", () => {
    const cache = new PageCache();
    cache.storeSite(cache.begin(), "one.se", row("s1"), 1000);
    cache.storeSite(cache.begin(), "demo.se", row("demo"), null);
    expect(cache.site("one.se", 999)?.id).toBe("s1");
    expect(cache.site("one.se", 1000)).toBeUndefined();
    expect(cache.site("one.se", 0)).toBeUndefined();
    expect(cache.site("demo.se", Number.MAX_SAFE_INTEGER)?.id).toBe("demo");
  });

  it("reads site rows again after their maximum age (several processes: a lost notice is bounded)", () => {
    const cache = new PageCache(undefined, 60_000, 60_000);
    cache.storeSite(cache.begin(), "demo.se", row("demo"), null, 1_000);
    expect(cache.site("demo.se", 60_999)?.id).toBe("demo");
    expect(cache.site("demo.se", 61_000)).toBeUndefined();
  });

  it("keeps nothing while suspended (invalidations may be missed) and nothing begun before resuming", () => {
    const cache = new PageCache();
    cache.storePage(cache.begin(), "s1", key("s1"), page("before"));
    cache.suspend();
    expect(cache.page(key("s1"))).toBeUndefined();
    const during = cache.begin();
    cache.storePage(during, "s1", key("s1"), page("during"));
    cache.storeSite(during, "one.se", row("s1"), null);
    expect(cache.page(key("s1"))).toBeUndefined();
    expect(cache.site("one.se")).toBeUndefined();
    cache.resume();
    // A render that read while invalidations could be missed is never kept, even after resuming.
    cache.storePage(during, "s1", key("s1"), page("during"));
    expect(cache.page(key("s1"))).toBeUndefined();
    cache.storePage(cache.begin(), "s1", key("s1"), page("after"));
    expect(cache.page(key("s1"))?.body.plain().toString()).toBe("after");
  });

  it("stays within its byte budget, counting pages by their bytes and host entries by their facts", () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 4000 });
    for (let i = 0; i < 10; i += 1)
      cache.storePage(cache.begin(), `s${i}`, key(`s${i}`), page("x".repeat(900)));
    expect(cache.size.bytes).toBeLessThanOrEqual(4000);
    expect(cache.page(key("s9"))).toBeDefined();
    expect(cache.page(key("s0"))).toBeUndefined();
    cache.storeSite(
      cache.begin(),
      "big.se",
      row(
        "big",
        Array.from({ length: 600 }, () => "sv"),
      ),
      null,
    );
    expect(cache.site("big.se")).toBeUndefined();
  });

  it("counts a page again when a coding is made: the compressed bytes replace the identity body", async () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const html = `<!doctype html>${"<p>Välkommen till vårt bröllop!</p>".repeat(400)}`;
    const stored = page(html);
    cache.storePage(cache.begin(), "s1", key("s1"), stored);
    const before = cache.size.bytes;
    expect(before).toBeGreaterThan(Buffer.byteLength(html));
    await stored.body.inCoding("br");
    cache.recount("s1", key("s1"), stored);
    const afterBrotli = cache.size.bytes;
    expect(afterBrotli).toBeLessThan(before / 10);
    await stored.body.inCoding("gzip");
    cache.recount("s1", key("s1"), stored);
    expect(cache.size.bytes).toBeGreaterThan(afterBrotli);
    expect(cache.page(key("s1"))?.body.plain().toString()).toBe(html);
    // An entry dropped meanwhile is not brought back by a late count.
    cache.invalidateSite("s1");
    cache.recount("s1", key("s1"), stored);
    expect(cache.page(key("s1"))).toBeUndefined();
    expect(cache.size.bytes).toBe(0);
  });
});

describe("a version's prepared site", () => {
  const prepared = (id: string, versionId: number) =>
    ({
      row: { id, currentVersionId: versionId, document: { siteModules: [] } },
      site: { _id: id, siteModules: [] },
    }) as unknown as PreparedSite;

  it("is kept from the version's second render on, by version, until the site changes", () => {
    const cache = new PageCache();
    const first = prepared("s1", 7);
    cache.storePreparedSite(cache.begin(), first, null);
    // A version rendered once is only marked: a thousand sites asked for once take no memory for it.
    expect(cache.preparedSite("s1", 7)).toBeUndefined();
    const second = prepared("s1", 7);
    cache.storePreparedSite(cache.begin(), second, null);
    expect(cache.preparedSite("s1", 7)).toBe(second);
    expect(cache.preparedSite("s1", 8)).toBeUndefined();
    cache.invalidateSite("s1");
    expect(cache.preparedSite("s1", 7)).toBeUndefined();
  });

  it("has a budget of its own: prepared sites never push a page out", () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 4000 }, 60_000, Number.POSITIVE_INFINITY, {
      maxEntries: 100,
      maxBytes: 100_000,
    });
    cache.storePage(cache.begin(), "p", key("p"), page("x".repeat(900)));
    for (let i = 0; i < 20; i += 1) {
      cache.storePreparedSite(cache.begin(), prepared(`s${i}`, 1), null);
      cache.storePreparedSite(cache.begin(), prepared(`s${i}`, 1), null);
    }
    expect(cache.page(key("p"))).toBeDefined();
    expect(cache.preparedSite("s19", 1)).toBeDefined();
  });

  it("is not stored by a render that read the site before a change, nor kept past the paid period", () => {
    const cache = new PageCache();
    cache.storePreparedSite(cache.begin(), prepared("s1", 7), null);
    const stale = cache.begin();
    cache.invalidateSite("s1");
    cache.storePreparedSite(stale, prepared("s1", 7), null);
    cache.storePreparedSite(stale, prepared("s1", 7), null);
    expect(cache.preparedSite("s1", 7)).toBeUndefined();

    const now = 1_000_000;
    cache.storePreparedSite(cache.begin(), prepared("s2", 1), now + 10, now);
    cache.storePreparedSite(cache.begin(), prepared("s2", 1), now + 10, now);
    expect(cache.preparedSite("s2", 1, now + 9)).toBeDefined();
    expect(cache.preparedSite("s2", 1, now + 10)).toBeUndefined();
  });
});
