// The operator command: list, activate and reset-password, on a real database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../db/schema";
import { createPayment } from "../payments/records";
import { createSiteFor, createTestApp, login, registerAndLogin, type TestApp } from "../test/harness";
import { runAdminCommand } from "./commands";

let t: TestApp;
let mail: string;
let cookie: string;
let siteId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ mail, cookie } = await registerAndLogin(t.app));
  siteId = await createSiteFor(t.app, cookie);
});
afterAll(() => t.close());

describe("operator commands", () => {
  it("prints usage for an unknown command", async () => {
    const result = await runAdminCommand(t.ctx, ["launch-rockets"]);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("Usage: npm run admin");
  });

  it("activates a site on a host, lower-cased and without www, for 18 months by default", async () => {
    const result = await runAdminCommand(t.ctx, ["activate", siteId, "WWW.Anna-Och-Erik.se"]);
    expect(result).toMatchObject({ ok: true });
    expect(result.output).toContain(`Site ${siteId} is active on anna-och-erik.se`);
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row?.active).toBe(true);
    expect(row?.host).toBe("anna-och-erik.se");
    const months =
      ((row?.activeExpireDate?.getTime() ?? 0) - (row?.activeDate?.getTime() ?? 0)) /
      (30.4 * 24 * 3600 * 1000);
    expect(Math.round(months)).toBe(18);
  });

  it("refuses a host another site uses, a bad host, bad months and an unknown site, changing nothing", async () => {
    const other = await registerAndLogin(t.app);
    const otherId = await createSiteFor(t.app, other.cookie);
    for (const args of [
      ["activate", otherId, "anna-och-erik.se"],
      ["activate", otherId, "bad host!"],
      ["activate", otherId, "ok.se", "0"],
      ["activate", "ffffffffffffffffffffffff", "ok.se"],
      ["activate", otherId],
    ]) {
      expect((await runAdminCommand(t.ctx, args)).ok, args.join(" ")).toBe(false);
    }
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, otherId));
    expect(row).toMatchObject({ active: false, host: null });
  });

  it("lists sites with host, state and owner", async () => {
    const result = await runAdminCommand(t.ctx, ["list-sites"]);
    expect(result.ok).toBe(true);
    const line = result.output.split("\n").find((l) => l.startsWith(siteId));
    expect(line).toContain("anna-och-erik.se");
    expect(line).toContain("active");
    expect(line).toContain(mail);
  });

  it("resets a password: the new one works, the old one and the old sessions do not", async () => {
    const result = await runAdminCommand(t.ctx, ["reset-password", mail.toUpperCase(), "nytt-lösen-1"]);
    expect(result).toEqual({ ok: true, output: `New password for ${mail}: nytt-lösen-1` });
    const me = await t.app.inject({ url: "/api/accounts/me/", cookies: { session: cookie } });
    expect(me.statusCode).toBe(401);
    expect((await login(t.app, mail, "nytt-lösen-1")).response.statusCode).toBe(200);
    expect((await runAdminCommand(t.ctx, ["reset-password", "ingen@exempel.se"])).ok).toBe(false);
    expect((await runAdminCommand(t.ctx, ["reset-password", mail, "kort"])).ok).toBe(false);
  });

  it("makes up a strong password when none is given", async () => {
    const result = await runAdminCommand(t.ctx, ["reset-password", mail]);
    const password = result.output.split(": ")[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await login(t.app, mail, password)).response.statusCode).toBe(200);
  });
});

describe("payments and the brand's months", () => {
  it("lists payments newest first with reference, product, amount and status", async () => {
    const accountId = (await t.ctx.db.select().from(sites).where(eq(sites.id, siteId)))[0]?.accountId ?? "";
    const payment = await createPayment(t.ctx, {
      siteId,
      accountId,
      product: "domain_name",
      method: "swish",
      target: "anna-och-erik.se",
    });
    const result = await runAdminCommand(t.ctx, ["payments"]);
    expect(result.ok).toBe(true);
    const line = result.output.split("\n").find((l) => l.includes(payment.reference));
    expect(line).toContain("domain_name");
    expect(line).toContain("1199.00 SEK");
    expect(line).toContain("CREATED");
    expect((await runAdminCommand(t.ctx, ["payments", "0"])).ok).toBe(false);
  });

  it("activates a party site for 12 months when no months are given", async () => {
    const party = await createTestApp({ env: { BRAND: "party" } });
    try {
      const owner = await registerAndLogin(party.app);
      const partyId = await createSiteFor(party.app, owner.cookie);
      expect((await runAdminCommand(party.ctx, ["activate", partyId, "fest.festsidan.se"])).ok).toBe(true);
      const [row] = await party.ctx.db.select().from(sites).where(eq(sites.id, partyId));
      const months =
        ((row?.activeExpireDate?.getTime() ?? 0) - (row?.activeDate?.getTime() ?? 0)) / (30.4 * 86_400_000);
      expect(Math.round(months)).toBe(12);
    } finally {
      await party.close();
    }
  });
});
