import { describe, expect, it } from "vitest";
import { analyticsEventSchema, anonymousUrl, tracksConversions } from "./analytics";

describe("anonymousUrl", () => {
  it("keeps origin and path words, replaces ids, drops query and hash", () => {
    expect(
      anonymousUrl(
        "https://festsidan.se/redigera/k3j4h5g6f7/konto/forlang/subdoman/bekraftelse/pay_1234abcd?x=1#y",
      ),
    ).toBe("https://festsidan.se/redigera/:id/konto/forlang/subdoman/bekraftelse/:id");
    expect(anonymousUrl("http://127.0.0.1:3055/snabbstart?registerAccount=true")).toBe(
      "http://127.0.0.1:3055/snabbstart",
    );
    expect(anonymousUrl("https://festsidan.se/aterstall-losenord/0f9e8d7c6b5a4")).toBe(
      "https://festsidan.se/aterstall-losenord/:id",
    );
    // Short or digit-free segments are words of our routes, not ids.
    expect(anonymousUrl("https://festsidan.se/en/kom-igang/redigera/inbjudningar/nytt")).toBe(
      "https://festsidan.se/en/kom-igang/redigera/inbjudningar/nytt",
    );
  });
});

describe("the events", () => {
  it("are the party brand's only", () => {
    expect(tracksConversions("party")).toBe(true);
    expect(tracksConversions("wedding")).toBe(false);
    expect(tracksConversions("event")).toBe(false);
  });

  it("take a known name, an address, string properties and a revenue in SEK or DKK", () => {
    const ok = analyticsEventSchema.safeParse({
      name: "purchase",
      url: "https://festsidan.se/",
      props: { product: "subdomain" },
      revenue: { amount: 499, currency: "DKK" },
    });
    expect(ok.success).toBe(true);
    expect(analyticsEventSchema.parse({ name: "conversion", url: "https://festsidan.se/" }).props).toEqual(
      {},
    );
    for (const bad of [
      { name: "Purchase", url: "https://festsidan.se/" },
      { name: "conversion", url: "/relative" },
      { name: "conversion", url: "https://festsidan.se/", props: { n: 1 } },
      { name: "conversion", url: "https://festsidan.se/", props: { n: "x".repeat(501) } },
      { name: "purchase", url: "https://festsidan.se/", revenue: { amount: Number.NaN, currency: "SEK" } },
    ])
      expect(analyticsEventSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
