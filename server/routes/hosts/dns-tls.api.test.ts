// The DNS settings and check for a domain at another registrar, and Caddy's TLS ask.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customDomains, sites } from "../../db/schema";
import { type DnsResolver, setHostProviders } from "../../hosts/providers";
import { activateSite } from "../../operations/sites";
import { expectError, testAppForThisFile } from "../../test/harness";
import { newOwner, type Owner, request } from "./test-helpers";

const t = testAppForThisFile({
  env: { DNS_A_RECORD: "203.0.113.7", DNS_CNAME_TARGET: "sites.brollopssidan.se." },
});
const send = () => request(t.app);
let owner: Owner;
let other: Owner;

const dnsError = (code: string) => Object.assign(new Error(code), { code });

// Fixed answers, as a DNS server would give them.
const ZONE: Record<string, { a?: string[]; cname?: string[]; error?: string }> = {
  "pekar-hit.se": { a: ["203.0.113.7"] },
  "www.pekar-hit.se": { cname: ["sites.brollopssidan.se."] },
  "cname-hit.com": { cname: ["SITES.brollopssidan.se"] },
  "pekar-bort.se": { a: ["198.51.100.1"] },
  "trasig-dns.se": { error: "ESERVFAIL" },
};
const resolver: DnsResolver = {
  resolve4: async (name) => {
    const entry = ZONE[name];
    if (entry?.error) throw dnsError(entry.error);
    if (!entry) throw dnsError("ENOTFOUND");
    if (!entry.a) throw dnsError("ENODATA");
    return entry.a;
  },
  resolveCname: async (name) => {
    const entry = ZONE[name];
    if (entry?.error) throw dnsError(entry.error);
    if (!entry?.cname) throw dnsError(entry ? "ENODATA" : "ENOTFOUND");
    return entry.cname;
  },
};

beforeAll(async () => {
  setHostProviders(t.ctx, { resolver });
  owner = await newOwner(t);
  other = await newOwner(t);
});

describe("DNS settings and check", () => {
  const check = (domain: string, cookie: string | null = owner.cookie) =>
    send()("GET", `/api/sites/${owner.siteId}/host/dns-check/${encodeURIComponent(domain)}`, cookie);

  it("gives the configured A record and CNAME target", async () => {
    const response = await send()("GET", `/api/sites/${owner.siteId}/host/dns-settings`, owner.cookie);
    expect(response.json()).toEqual({ aRecord: "203.0.113.7", cnameTarget: "sites.brollopssidan.se" });
    expectError(
      await send()("GET", `/api/sites/${owner.siteId}/host/dns-settings`, null),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(
      await send()("GET", `/api/sites/${owner.siteId}/host/dns-settings`, other.cookie),
      403,
      "FORBIDDEN",
    );
  });

  it("says a domain points here by its A record or its CNAME", async () => {
    expect((await check("pekar-hit.se")).json()).toEqual({
      domain: "pekar-hit.se",
      pointsHere: true,
      aRecords: ["203.0.113.7"],
      cname: null,
      wwwCname: "sites.brollopssidan.se",
      wwwPointsHere: true,
      expected: { aRecord: "203.0.113.7", cnameTarget: "sites.brollopssidan.se" },
    });
    expect((await check("www.cname-hit.com")).json()).toMatchObject({
      domain: "cname-hit.com",
      pointsHere: true,
      cname: "sites.brollopssidan.se",
    });
  });

  it("says not yet for a domain pointing elsewhere or not existing", async () => {
    expect((await check("pekar-bort.se")).json()).toMatchObject({
      pointsHere: false,
      aRecords: ["198.51.100.1"],
    });
    expect((await check("finns-inte.org")).json()).toMatchObject({
      pointsHere: false,
      aRecords: [],
      cname: null,
    });
  });

  it("answers 502 when DNS does not answer, 400 for a non-domain, 401 and 403", async () => {
    expectError(await check("trasig-dns.se"), 502, "DNS_CHECK_FAILED");
    expectError(await check("inte en domän"), 400, "INVALID_INPUT");
    expectError(await check("localhost"), 400, "INVALID_INPUT");
    expectError(await check("pekar-hit.se", null), 401, "NOT_LOGGED_IN");
    expectError(await check("pekar-hit.se", other.cookie), 403, "FORBIDDEN");
  });
});

describe("TLS ask", () => {
  const ask = (domain: string | null, remoteAddress = "127.0.0.1") =>
    t.app.inject({
      method: "GET",
      url: domain === null ? "/internal/tls/ask" : `/internal/tls/ask?domain=${encodeURIComponent(domain)}`,
      remoteAddress,
    });

  beforeAll(async () => {
    await activateSite(t.ctx, owner.siteId, "publicerad.brollopssidan.se");
    await t.ctx.db.insert(customDomains).values([
      {
        siteId: owner.siteId,
        domain: "egen-doman.se",
        registrar: "ours",
        expiresAt: new Date(Date.now() + 9e9),
      },
      {
        siteId: owner.siteId,
        domain: "gammal-doman.se",
        registrar: "ours",
        expiresAt: new Date(Date.now() - 1000),
      },
      {
        siteId: other.siteId,
        domain: "opublicerad.se",
        registrar: "other",
        expiresAt: new Date(Date.now() + 9e9),
      },
    ]);
    // The other site has a host but is not published (never paid).
    await t.ctx.db
      .update(sites)
      .set({ host: "ej-betald.brollopssidan.se" })
      .where(eq(sites.id, other.siteId));
    const expired = await newOwner(t);
    await activateSite(t.ctx, expired.siteId, "utgangen.brollopssidan.se", { now: new Date("2020-01-01") });
  });

  it("allows the product's own domains and published sites' hosts and domains, also with www.", async () => {
    for (const name of [
      "brollopssidan.se",
      "www.brollopssidan.se",
      "demo.brollopssidan.se",
      "publicerad.brollopssidan.se",
      "www.publicerad.brollopssidan.se",
      "PUBLICERAD.brollopssidan.se.",
      "egen-doman.se",
      "www.egen-doman.se",
    ]) {
      const response = await ask(name);
      expect(response.statusCode, name).toBe(200);
    }
  });

  it("refuses everything else with 404", async () => {
    for (const name of [
      "okand.se",
      "ej-betald.brollopssidan.se",
      "utgangen.brollopssidan.se",
      "gammal-doman.se",
      "opublicerad.se",
      "festsidan.se",
      "127.0.0.1",
      "x".repeat(70),
    ]) {
      const response = await ask(name);
      expect(response.statusCode, name).toBe(404);
    }
    expectError(await ask(null), 400, "INVALID_INPUT");
  });

  it("never rate-limits loopback, but limits other clients", async () => {
    for (let i = 0; i < 70; i++) expect((await ask("okand.se")).statusCode).toBe(404);
    let last = 0;
    for (let i = 0; i < 70; i++) last = (await ask("okand.se", "198.51.100.23")).statusCode;
    expect(last).toBe(429);
  });
});
