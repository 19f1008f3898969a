// GET …/host/subdomain-available/{host} and …/host/domain-available/{fullDomain}: what the owner
// may choose, with the reasons a name is refused, and the usual 401/403.
import { beforeAll, describe, expect, it } from "vitest";
import { customDomains } from "../../db/schema";
import { setHostProviders } from "../../hosts/providers";
import { RegistrarError } from "../../hosts/registrar/types";
import { activateSite } from "../../operations/sites";
import { expectError, testAppForThisFile } from "../../test/harness";
import { newOwner, type Owner, quickSimulator, request } from "./test-helpers";

const t = testAppForThisFile();
const send = () => request(t.app);
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  setHostProviders(t.ctx, { registrar: quickSimulator() });
  owner = await newOwner(t);
  other = await newOwner(t);
  await activateSite(t.ctx, other.siteId, "upptaget-par.brollopssidan.se");
  await t.ctx.db.insert(customDomains).values({
    siteId: other.siteId,
    domain: "andras-doman.se",
    registrar: "other",
    expiresAt: new Date(Date.now() + 86_400_000 * 300),
  });
});

const subdomain = (host: string, cookie: string | null = owner.cookie, siteId = owner.siteId) =>
  send()("GET", `/api/sites/${siteId}/host/subdomain-available/${encodeURIComponent(host)}`, cookie);
const domain = (name: string, cookie: string | null = owner.cookie, siteId = owner.siteId) =>
  send()("GET", `/api/sites/${siteId}/host/domain-available/${encodeURIComponent(name)}`, cookie);

describe("subdomain-available", () => {
  it("answers available with the full host for a free label or full host", async () => {
    for (const input of ["lisa-och-per", "lisa-och-per.brollopssidan.se"]) {
      const response = await subdomain(input);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ available: true, host: "lisa-och-per.brollopssidan.se" });
    }
  });

  it("refuses a label another site has", async () => {
    expect((await subdomain("upptaget-par")).json()).toEqual({
      available: false,
      host: "upptaget-par.brollopssidan.se",
      reason: "TAKEN",
    });
  });

  it("says the site's own host is available (and current)", async () => {
    expect((await subdomain("upptaget-par", other.cookie, other.siteId)).json()).toEqual({
      available: true,
      host: "upptaget-par.brollopssidan.se",
      current: true,
    });
  });

  it("refuses reserved, invalid, short and long labels with the reason", async () => {
    const cases: [string, string][] = [
      ["www", "RESERVED"],
      ["demo", "RESERVED"],
      ["admin.brollopssidan.se", "RESERVED"],
      ["Anna Erik", "INVALID"],
      ["-anna", "INVALID"],
      ["åsa", "INVALID"],
      ["a.b.brollopssidan.se", "INVALID"],
      ["ab", "TOO_SHORT"],
      ["a".repeat(64), "TOO_LONG"],
    ];
    for (const [input, reason] of cases) {
      const response = await subdomain(input);
      expect(response.statusCode, input).toBe(200);
      expect(response.json(), input).toEqual({ available: false, host: null, reason });
    }
  });

  it("answers 414 (in the error shape) for a parameter longer than the router takes", async () => {
    expectError(await subdomain("a".repeat(254)), 414, "INVALID_INPUT");
  });

  it("needs a session (401) and the site's owner (403)", async () => {
    expectError(await subdomain("lisa", null), 401, "NOT_LOGGED_IN");
    expectError(await subdomain("lisa", other.cookie), 403, "FORBIDDEN");
    expectError(await subdomain("lisa", owner.cookie, "0123456789abcdef01234567"), 403, "FORBIDDEN");
    expectError(await subdomain("lisa", owner.cookie, "not-an-id"), 403, "FORBIDDEN");
  });
});

describe("domain-available", () => {
  it("asks the registrar: free and taken names", async () => {
    expect((await domain("lisa-och-per-2031.se")).json()).toEqual({
      available: true,
      domain: "lisa-och-per-2031.se",
    });
    expect((await domain("WWW.Lisa-Och-Per-2031.NU")).json()).toEqual({
      available: true,
      domain: "lisa-och-per-2031.nu",
    });
    expect((await domain("upptagen-fest.com")).json()).toEqual({
      available: false,
      domain: "upptagen-fest.com",
      reason: "TAKEN",
    });
    expect((await domain("google.se")).json()).toMatchObject({ available: false, reason: "TAKEN" });
  });

  it("refuses a domain another site uses, and says the site's own is current", async () => {
    expect((await domain("andras-doman.se")).json()).toEqual({
      available: false,
      domain: "andras-doman.se",
      reason: "TAKEN",
    });
    expect((await domain("andras-doman.se", other.cookie, other.siteId)).json()).toEqual({
      available: true,
      domain: "andras-doman.se",
      current: true,
    });
  });

  it("refuses other top-level domains and bad names with the reason", async () => {
    const cases: [string, string][] = [
      ["anna.org", "UNSUPPORTED_TLD"],
      ["anna", "UNSUPPORTED_TLD"],
      ["a.se", "TOO_SHORT"],
      ["shop.anna.se", "INVALID"],
      ["an na.se", "INVALID"],
    ];
    for (const [input, reason] of cases) {
      expect((await domain(input)).json(), input).toEqual({ available: false, domain: null, reason });
    }
  });

  it("answers 502 REGISTRAR_FAILED when the registrar cannot answer", async () => {
    setHostProviders(t.ctx, {
      registrar: {
        kind: "simulator",
        isFree: async () => {
          throw new RegistrarError("down");
        },
        register: async () => "UNPAID",
      },
    });
    try {
      expectError(await domain("lisa-och-per-2031.se"), 502, "REGISTRAR_FAILED");
    } finally {
      setHostProviders(t.ctx, { registrar: quickSimulator() });
    }
  });

  it("needs a session (401) and the site's owner (403)", async () => {
    expectError(await domain("lisa.se", null), 401, "NOT_LOGGED_IN");
    expectError(await domain("lisa.se", other.cookie), 403, "FORBIDDEN");
    expectError(await domain("a".repeat(254)), 414, "INVALID_INPUT");
  });
});
