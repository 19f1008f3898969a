// The outbox of sends across processes (issue 26): a worker that died with rows claimed, then a
// restart, sends each household its mail once (on PGlite and PostgreSQL); two app instances on one
// PostgreSQL delivering the same send at once send each household its mail once (PostgreSQL only:
// PGlite's data belongs to one process).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { sendDeliveries, sites } from "../../db/schema";
import { newId } from "../../ids";
import { createSend } from "../../operations/sends";
import { claimDeliveries, deliverDueSends } from "../../operations/sends-outbox";
import {
  createSiteFor,
  createTestApp,
  dropDatabase,
  registerAndLogin,
  restartableApps,
  type TestApp,
  uniqueDatabaseName,
  usesPostgres,
} from "../../test/harness";

/** The .eml files under a DATA_DIR, quoted-printable soft breaks joined. */
function mails(dataDir: string): string[] {
  const dir = join(dataDir, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(join(dir, file), "latin1").replace(/=\r?\n/g, ""));
}

const countTo = (all: string[], address: string) =>
  all.filter((mail) => mail.includes(`To: ${address}`)).length;

/** An owner with a published site and `count` households with a mail address each. */
async function siteWithHouseholds(t: TestApp, count: number) {
  const { cookie, mail } = await registerAndLogin(t.app);
  const siteId = await createSiteFor(t.app, cookie);
  await t.ctx.db
    .update(sites)
    .set({ host: `i${newId().slice(0, 8)}.brollopssidan.se`, active: true })
    .where(eq(sites.id, siteId));
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `gast${i}.${newId().slice(0, 8)}@example.se`;
    const made = await t.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/households`,
      cookies: { session: cookie },
      payload: { name: `Hushåll ${i}`, email, guests: [{ name: `Gäst ${i}` }] },
    });
    expect(made.statusCode, made.body).toBe(200);
    addresses.push(email);
  }
  return { cookie, mail, siteId, addresses };
}

describe("sends after a restart", () => {
  const open = restartableApps("eventsida-sends-restart-");

  it("a worker that died with rows claimed leaves them to be sent once, after its lease, by the next start", async () => {
    const first = await open();
    const { mail, siteId, addresses } = await siteWithHouseholds(first, 3);
    const [site] = await first.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    if (!site?.accountId) throw new Error("no site");
    const { id } = await createSend(
      first.ctx,
      site,
      { id: site.accountId, mail },
      { channel: "mail", households: "all", kind: "invitation", text: undefined },
    );
    // The worker claims the rows and dies before sending: the process ends.
    expect(await claimDeliveries(first.ctx)).toHaveLength(3);
    await first.close();

    const second = await open();
    const dataDir = second.ctx.config.dataDir;
    // While the dead worker's leases hold, nobody sends.
    expect(await deliverDueSends(second.ctx)).toBe(0);
    expect(mails(dataDir)).toEqual([]);
    // The leases run out (moved into the past here): each household gets its mail once.
    await second.ctx.db
      .update(sendDeliveries)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(sendDeliveries.sendId, id));
    expect(await deliverDueSends(second.ctx)).toBe(3);
    await second.close();

    // Another start finds nothing left to send.
    const third = await open();
    expect(await deliverDueSends(third.ctx)).toBe(0);
    const written = mails(dataDir);
    for (const address of addresses) expect(countTo(written, address)).toBe(1);
    const rows = await third.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });
});

describe.skipIf(!usesPostgres())("sends on two instances of one PostgreSQL", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "eventsida-sends-two-"));
  const databaseName = uniqueDatabaseName();
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
    await dropDatabase(databaseName);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("both deliver the same send at once: each household gets its mail once", async () => {
    // One DATA_DIR for both, so every mail either writes is counted in one place.
    for (let i = 0; i < 2; i++) apps.push(await createTestApp({ dataDir, databaseName, keepDatabase: true }));
    const [one, two] = apps as [TestApp, TestApp];
    const { cookie, siteId, addresses } = await siteWithHouseholds(one, 20);
    // Sent through the first instance (which starts delivering at once) while both drain.
    const response = await one.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/sends`,
      cookies: { session: cookie },
      payload: { channel: "mail", households: "all", kind: "invitation" },
    });
    expect(response.statusCode, response.body).toBe(202);
    await Promise.all([deliverDueSends(two.ctx), deliverDueSends(one.ctx), deliverDueSends(two.ctx)]);
    const written = mails(dataDir);
    for (const address of addresses) expect(countTo(written, address)).toBe(1);
    const rows = await two.ctx.db
      .select()
      .from(sendDeliveries)
      .where(eq(sendDeliveries.sendId, response.json().id));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["sent", 1]));
    expect(rows).toHaveLength(20);
  });
});
