// Sends to guests (issue 26) through HTTP, on PGlite and PostgreSQL: owner only, bad input, the caps,
// the preview (who, who not and why, the message, SMS parts and cost), a mail send writing one .eml per
// household with its own link, SMS through the simulator into DATA_DIR/sms and its delivery report,
// and the outbox never sending one household a send twice (two workers at once, a worker that died).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SendPreview, SendView } from "@core/sends";
import { SEND_CAPS } from "@core/sends";
import { createSiteModule } from "@modules/schemas";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { householdAnswers, households, sendDeliveries, sends, sites } from "../../db/schema";
import { newId } from "../../ids";
import { createSend } from "../../operations/sends";
import {
  claimDeliveries,
  deliverBatch,
  deliverDueSends,
  MAX_ATTEMPTS,
  reportReference,
  smsReportSecret,
} from "../../operations/sends-outbox";
import { SmsProviderError } from "../../sms/provider";
import { deliveryReportUrl } from "../../sms/report-url";
import { smsDirOf, smsServiceOf } from "../../sms/service";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();

type Owner = { cookie: string; siteId: string; mail: string; host: string };
type Listed = { id: string; name: string; token: string; link: string };

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let hosts = 0;

/** An owner with a published site (a host: links need it) whose page has a date. */
async function owner(): Promise<Owner> {
  const { cookie, mail } = await registerAndLogin(t.app);
  const document = validSiteDocument();
  const countdown = createSiteModule("Countdown", `CLIENTIDcount${hosts}`);
  countdown.countdownDate = "2027-08-21 15:00";
  document.siteModules = [...(document.siteModules ?? []), countdown];
  const siteId = await createSiteFor(t.app, cookie, document);
  hosts += 1;
  const host = `s${hosts}-${siteId.slice(0, 6)}.brollopssidan.se`;
  await t.ctx.db.update(sites).set({ host, active: true }).where(eq(sites.id, siteId));
  return { cookie, siteId, mail, host };
}

async function addHousehold(who: Owner, body: Record<string, unknown>): Promise<Listed> {
  const made = await call("POST", `/api/sites/${who.siteId}/households`, who.cookie, {
    guests: [{ name: `${String(body.name)} Gäst` }],
    ...body,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().household as Listed;
}

const postSend = (who: Owner, body: unknown) =>
  call("POST", `/api/sites/${who.siteId}/sends`, who.cookie, body);
const preview = (who: Owner, body: unknown) =>
  call("POST", `/api/sites/${who.siteId}/sends/preview`, who.cookie, body);

async function sendsOf(who: Owner): Promise<SendView[]> {
  const response = await call("GET", `/api/sites/${who.siteId}/sends`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().sends as SendView[];
}

/** The simulator's .eml files to an address, quoted-printable decoded. */
function mailsTo(address: string): string[] {
  const dir = join(t.ctx.config.dataDir, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) =>
      Buffer.from(
        readFileSync(join(dir, file), "latin1")
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    )
    .filter((mail) => mail.includes(`To: ${address}`));
}

function smsFilesTo(number: string): { to: string; message: string; status: string; id: string }[] {
  const dir = smsDirOf(t.ctx);
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")))
    .filter((sms) => sms.to === number);
}

const unique = (prefix: string) => `${prefix}.${newId().slice(0, 8)}@example.se`;

describe("sends: who may", () => {
  it("answers 401 without a session and 403 for another account's site, on every route", async () => {
    const anna = await owner();
    const stranger = await owner();
    const body = { channel: "mail", households: "all", kind: "invitation" };
    expectError(await call("POST", `/api/sites/${anna.siteId}/sends`, undefined, body), 401, "NOT_LOGGED_IN");
    expectError(await call("GET", `/api/sites/${anna.siteId}/sends`), 401, "NOT_LOGGED_IN");
    expectError(
      await call("POST", `/api/sites/${anna.siteId}/sends/preview`, undefined, body),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(
      await call("POST", `/api/sites/${anna.siteId}/sends`, stranger.cookie, body),
      403,
      "FORBIDDEN",
    );
    expectError(await call("GET", `/api/sites/${anna.siteId}/sends`, stranger.cookie), 403, "FORBIDDEN");
    expectError(
      await call("POST", `/api/sites/${anna.siteId}/sends/preview`, stranger.cookie, body),
      403,
      "FORBIDDEN",
    );
    expect(await t.ctx.db.select().from(sends).where(eq(sends.siteId, anna.siteId))).toEqual([]);
  });
});

describe("sends: bad input", () => {
  it("refuses bad bodies with 400, a message without words, and households that are not the site's", async () => {
    const anna = await owner();
    const other = await owner();
    const theirs = await addHousehold(other, { name: "Främlingar", email: unique("x") });
    await addHousehold(anna, { name: "Lind", email: unique("lind") });
    const bad = [
      { channel: "fax", households: "all", kind: "invitation" },
      { channel: "mail", households: [], kind: "invitation" },
      { channel: "mail", households: ["nope"], kind: "invitation" },
      { channel: "mail", households: "all", kind: "party" },
      { channel: "mail", households: "all", kind: "invitation", extra: 1 },
      { channel: "sms", households: "all", kind: "message", text: "x".repeat(481) },
      { channel: "mail", households: "all", kind: "message", text: "x".repeat(2001) },
      { channel: "mail", households: "all", kind: "invitation", testPhone: "+46701234567" },
    ];
    for (const body of bad) expectError(await postSend(anna, body), 400, "INVALID_INPUT");
    expectError(
      await postSend(anna, { channel: "mail", households: "all", kind: "message", text: "   " }),
      400,
      "SEND_TEXT_REQUIRED",
    );
    const foreign = expectError(
      await postSend(anna, { channel: "mail", households: [theirs.id], kind: "invitation" }),
      400,
      "INVALID_INPUT",
    );
    expect(foreign.issues?.[0]?.path).toBe("households");
    expectError(
      await postSend(anna, { channel: "mail", households: { group: "nogroup" }, kind: "invitation" }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await postSend(anna, { channel: "sms", households: "all", kind: "invitation", test: true }),
      400,
      "INVALID_INPUT",
    );
    expect(await t.ctx.db.select().from(sends).where(eq(sends.siteId, anna.siteId))).toEqual([]);
  });

  it("needs someone to send to (422), a published page (409) and the page's address (409)", async () => {
    const anna = await owner();
    expectError(
      await postSend(anna, { channel: "mail", households: "all", kind: "invitation" }),
      422,
      "SEND_NO_RECIPIENTS",
    );
    await addHousehold(anna, { name: "Utan adress" });
    expectError(
      await postSend(anna, { channel: "mail", households: "all", kind: "invitation" }),
      422,
      "SEND_NO_RECIPIENTS",
    );
    await t.ctx.db.update(sites).set({ active: false }).where(eq(sites.id, anna.siteId));
    await addHousehold(anna, { name: "Med adress", email: unique("opub") });
    expectError(
      await postSend(anna, { channel: "mail", households: "all", kind: "invitation" }),
      409,
      "SEND_PAGE_NOT_PUBLISHED",
    );
    expect(
      (await preview(anna, { channel: "mail", households: "all", kind: "invitation" })).json().published,
    ).toBe(false);
    // A test to the owner still goes.
    expect(
      (await postSend(anna, { channel: "mail", households: "all", kind: "invitation", test: true }))
        .statusCode,
    ).toBe(202);
    await t.ctx.db.update(sites).set({ host: null }).where(eq(sites.id, anna.siteId));
    expectError(
      await postSend(anna, { channel: "mail", households: "all", kind: "invitation" }),
      409,
      "ADDRESS_REQUIRED",
    );
  });
});

describe("sends: preview", () => {
  it("names who gets it and who does not and why, the message with the household's link, SMS parts and cost", async () => {
    const anna = await owner();
    const lind = await addHousehold(anna, {
      name: "Familjen Lind",
      email: unique("lind"),
      phone: "070-123 45 67",
    });
    await addHousehold(anna, { name: "Utan adress" });
    const off = await addHousehold(anna, { name: "Avstängd", email: unique("off") });
    const gone = await addHousehold(anna, { name: "Borttagen", email: unique("gone") });
    const landline = await addHousehold(anna, { name: "Fast telefon", phone: "08-123 456 78" });
    expect(
      (
        await call("POST", `/api/sites/${anna.siteId}/households/${off.id}/link`, anna.cookie, {
          action: "disable",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call("DELETE", `/api/sites/${anna.siteId}/households/${gone.id}`, anna.cookie)).statusCode,
    ).toBe(200);

    const mail = await preview(anna, {
      channel: "mail",
      households: "all",
      kind: "invitation",
      text: "Välkomna!",
    });
    expect(mail.statusCode, mail.body).toBe(200);
    const mailPreview = mail.json() as SendPreview;
    expect(mailPreview.recipients.map((r) => r.name)).toEqual(["Familjen Lind"]);
    expect(Object.fromEntries(mailPreview.skipped.map((s) => [s.name, s.reason]))).toEqual({
      "Utan adress": "no-address",
      Avstängd: "link-off",
      "Fast telefon": "no-address",
    });
    expect(mailPreview.sample?.subject).toBe("Inbjudan: Anna & Erik");
    expect(mailPreview.sample?.text).toContain("Hej Familjen Lind!");
    expect(mailPreview.sample?.text).toContain("den 21 augusti 2027 kl. 15.00");
    expect(mailPreview.sample?.text).toContain("Välkomna!");
    expect(mailPreview.sample?.text).toContain(`https://${anna.host}/i/${lind.token}`);
    expect(mailPreview.sample?.text).toContain(`https://${anna.host}/ics/${anna.siteId}.ics`);
    expect(mailPreview.cap).toEqual({ limit: SEND_CAPS.perDay.mail, used: 0, adds: 1 });
    expect(mailPreview.sms).toBeNull();
    // Both channels' words for the same household, for a send by mail and SMS.
    expect(mailPreview.samples?.mail).toEqual(mailPreview.sample);
    expect(mailPreview.samples?.sms).toMatchObject({ householdId: lind.id, subject: null });
    expect(mailPreview.samples?.sms.text).toContain("Välkomna!");

    // The deleted household, named by id, is skipped as deleted.
    const named = (
      await preview(anna, { channel: "mail", households: [lind.id, gone.id], kind: "reminder" })
    ).json();
    expect(named.skipped).toEqual([{ householdId: gone.id, name: "Borttagen", reason: "deleted" }]);

    const sms = (
      await preview(anna, { channel: "sms", households: "all", kind: "invitation" })
    ).json() as SendPreview;
    expect(sms.recipients).toEqual([
      { householdId: lind.id, name: "Familjen Lind", address: "+46701234567" },
    ]);
    expect(sms.skipped).toContainEqual({
      householdId: landline.id,
      name: "Fast telefon",
      reason: "phone-invalid",
    });
    expect(sms.sample?.text).toBe(
      `Hej Familjen Lind! Ni är inbjudna till Anna & Erik 21 augusti 2027. OSA: https://${anna.host}/i/${lind.token}`,
    );
    expect(sms.sample?.text).toContain(`https://${anna.host}/i/${lind.token}`);
    expect(sms.sms).toMatchObject({ encoding: "gsm7", parts: 1, recipients: 1, pricePerPart: 52, total: 52 });
    // Nothing is stored by a preview.
    expect(await sendsOf(anna)).toEqual([]);
  });

  it("skips households that have answered from a reminder", async () => {
    const anna = await owner();
    const answered = await addHousehold(anna, { name: "Svarat", email: unique("svar") });
    await addHousehold(anna, { name: "Inte svarat", email: unique("inte") });
    await t.ctx.db.insert(householdAnswers).values({
      householdId: answered.id,
      siteId: anna.siteId,
      guestKey: "extra-0",
      partId: "",
      attending: true,
      setBy: "owner",
    });
    const reminder = (await preview(anna, { channel: "mail", households: "all", kind: "reminder" })).json();
    expect(reminder.recipients.map((r: { name: string }) => r.name)).toEqual(["Inte svarat"]);
    expect(reminder.skipped).toEqual([{ householdId: answered.id, name: "Svarat", reason: "answered" }]);
    expect(reminder.sample.subject).toBe("Påminnelse: svara på inbjudan till Anna & Erik");
  });
});

describe("sends: by mail", () => {
  it("mails two households one .eml each with its own link, once, and logs it per household", async () => {
    const anna = await owner();
    const lindMail = unique("lind");
    const bergMail = unique("berg");
    const lind = await addHousehold(anna, { name: "Familjen Lind", email: lindMail });
    // The first guest's address when the household has none of its own.
    const berg = await addHousehold(anna, {
      name: "Familjen Berg",
      guests: [{ name: "Eva Berg", email: bergMail }],
    });
    const none = await addHousehold(anna, { name: "Utan adress" });

    const response = await postSend(anna, {
      channel: "mail",
      households: "all",
      kind: "invitation",
      text: "Vi ses!",
    });
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json() as { id: string };
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    await deliverDueSends(t.ctx);

    const toLind = mailsTo(lindMail);
    const toBerg = mailsTo(bergMail);
    expect(toLind).toHaveLength(1);
    expect(toBerg).toHaveLength(1);
    expect(toLind[0]).toContain(`https://${anna.host}/i/${lind.token}`);
    expect(toLind[0]).not.toContain(berg.token);
    expect(toBerg[0]).toContain(`https://${anna.host}/i/${berg.token}`);
    expect(toBerg[0]).not.toContain(lind.token);
    expect(toLind[0]).toContain(`Reply-To: ${anna.mail}`);
    // A text part and the designed HTML part, the link in both.
    expect(toLind[0]).toMatch(/Content-Type: multipart\/alternative/);
    expect(toLind[0]).toContain(`href="https://${anna.host}/i/${lind.token}"`);
    // The page's own picture (its header's, about 1200 px) on its own host: "the page's design".
    expect(toLind[0]).toContain(`src="https://${anna.host}/media/demo/header-1600.jpg"`);

    const [send] = await sendsOf(anna);
    expect(send).toMatchObject({ id, channel: "mail", kind: "invitation", text: "Vi ses!", test: false });
    expect(send?.counts).toEqual({ queued: 0, sent: 2, delivered: 0, failed: 0, skipped: 1, opened: 0 });
    expect(send?.deliveries.map((d) => [d.householdId, d.status, d.address, d.reason])).toEqual([
      [lind.id, "sent", lindMail, null],
      [berg.id, "sent", bergMail, null],
      [none.id, "skipped", null, "no-address"],
    ]);

    // Another drain (a poll, another process) sends nothing again.
    expect(await deliverDueSends(t.ctx)).toBe(0);
    expect(mailsTo(lindMail)).toHaveLength(1);
    expect(mailsTo(bergMail)).toHaveLength(1);
  });

  it("sends a test to the owner's own mail only, written for the first household", async () => {
    const anna = await owner();
    const guestMail = unique("guest");
    const lind = await addHousehold(anna, { name: "Familjen Lind", email: guestMail });
    const response = await postSend(anna, {
      channel: "mail",
      households: "all",
      kind: "invitation",
      test: true,
    });
    expect(response.statusCode, response.body).toBe(202);
    await deliverDueSends(t.ctx);
    expect(mailsTo(guestMail)).toEqual([]);
    const toOwner = mailsTo(anna.mail);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toContain(`/i/${lind.token}`);
    const [send] = await sendsOf(anna);
    expect(send?.test).toBe(true);
    expect(send?.deliveries).toMatchObject([{ householdId: lind.id, address: anna.mail, status: "sent" }]);
  });

  it("sends a message to a group only", async () => {
    const anna = await owner();
    const settings = await call("PUT", `/api/sites/${anna.siteId}/guest-list/settings`, anna.cookie, {
      parts: [],
      groups: [{ id: "buss", name: "Bussen", partIds: [] }],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const inGroup = unique("buss");
    const outside = unique("bil");
    await addHousehold(anna, { name: "Bussresenärer", email: inGroup, groups: ["buss"] });
    await addHousehold(anna, { name: "Bilister", email: outside, groups: [] });
    const response = await postSend(anna, {
      channel: "mail",
      households: { group: "buss" },
      kind: "message",
      text: "Bussen går 15.30 från kyrkan.",
    });
    expect(response.statusCode, response.body).toBe(202);
    await deliverDueSends(t.ctx);
    expect(mailsTo(outside)).toEqual([]);
    const [mail] = mailsTo(inGroup);
    expect(mail).toContain("Bussen går 15.30 från kyrkan.");
  });
});

describe("sends: by SMS", () => {
  it("sends through the simulator into DATA_DIR/sms and marks its delivery report delivered or failed", async () => {
    const anna = await owner();
    const lind = await addHousehold(anna, { name: "Familjen Lind", phone: "0701234599" });
    const failing = await addHousehold(anna, { name: "Familjen Fel", phone: "+46700000001" });
    const response = await postSend(anna, { channel: "sms", households: "all", kind: "invitation" });
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json() as { id: string };
    await deliverDueSends(t.ctx);

    const [sms] = smsFilesTo("+46701234599");
    expect(sms?.message).toContain(`https://${anna.host}/i/${lind.token}`);
    expect(smsFilesTo("+46700000001")).toHaveLength(1);
    const sent = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
    expect(sent.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(sent.find((row) => row.householdId === lind.id)?.providerId).toBe(sms?.id);

    // The simulator posts its reports to this app's route (signed URLs), as 46elks would.
    await (await smsServiceOf(t.ctx)).simulator?.settleNow();
    const [send] = await sendsOf(anna);
    const byHousehold = Object.fromEntries(send?.deliveries.map((d) => [d.householdId, d]) ?? []);
    expect(byHousehold[lind.id]).toMatchObject({ status: "delivered", deliveredAt: expect.any(String) });
    expect(byHousehold[failing.id]).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/not delivered/),
    });
    expect(smsFilesTo("+46701234599")).toHaveLength(1);
  });

  it("believes a delivery report only with our signature, and only for the SMS that was sent", async () => {
    const anna = await owner();
    const lind = await addHousehold(anna, { name: "Familjen Lind", phone: "0701234598" });
    const response = await postSend(anna, { channel: "sms", households: [lind.id], kind: "reminder" });
    const { id } = response.json() as { id: string };
    await deliverDueSends(t.ctx);
    const [row] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
    const url = new URL(
      deliveryReportUrl("http://localhost", reportReference(id, lind.id), smsReportSecret(t.ctx)),
    );
    const report = (query: string, fields: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: `/api/sms/delivery-report${query}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    const forged = `?ref=${reportReference(id, lind.id)}&sig=${"A".repeat(24)}`;
    expectError(
      await report(forged, { id: row?.providerId ?? "", status: "failed" }),
      400,
      "WEBHOOK_SIGNATURE_INVALID",
    );
    expectError(await report(url.search, { id: "x", status: "maybe" }), 400, "INVALID_INPUT");
    // Another SMS's id: matched to nothing, nothing changes.
    const other = await report(url.search, { id: "sOther", status: "failed" });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true, matched: false });
    const ok = await report(url.search, {
      id: row?.providerId ?? "",
      status: "delivered",
      delivered: "2026-11-28T06:00:00.123000",
    });
    expect(ok.json()).toEqual({ received: true, matched: true });
    const [after] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
    expect(after?.status).toBe("delivered");
    expect(after?.deliveredAt?.toISOString()).toBe("2026-11-28T06:00:00.123Z");
    // A late "failed" for a delivered SMS changes nothing.
    expect((await report(url.search, { id: row?.providerId ?? "", status: "failed" })).json().matched).toBe(
      false,
    );
  });
});

describe("sends: retries", () => {
  it("tries a failed mail again after a backoff, then marks it failed after the last attempt", async () => {
    const anna = await owner();
    const address = unique("studsar");
    await addHousehold(anna, { name: "Familjen Studs", email: address });
    const real = t.ctx.mail;
    let tries = 0;
    t.ctx.mail = {
      kind: "file",
      send: async () => {
        tries += 1;
        throw new Error("451 try again later");
      },
    };
    try {
      const { id } = (
        await postSend(anna, { channel: "mail", households: "all", kind: "invitation" })
      ).json();
      await deliverDueSends(t.ctx);
      const [row] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
      expect(row).toMatchObject({
        status: "queued",
        attempts: 1,
        leaseUntil: null,
        error: "mail: 451 try again later",
      });
      // Due again a minute after it failed (2, 4… minutes after the next failures), not now.
      expect((row?.nextAttemptAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeGreaterThanOrEqual(
        60_000,
      );
      expect(await deliverDueSends(t.ctx)).toBe(0);
      // Each time it is due again, it is tried again; after the last attempt it has failed.
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        await t.ctx.db
          .update(sendDeliveries)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(sendDeliveries.sendId, id));
        expect(await deliverDueSends(t.ctx)).toBe(1);
      }
      const [last] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
      expect(last).toMatchObject({
        status: "failed",
        attempts: MAX_ATTEMPTS,
        error: "mail: 451 try again later",
      });
      expect(tries).toBe(MAX_ATTEMPTS);
    } finally {
      t.ctx.mail = real;
    }
    expect(mailsTo(address)).toEqual([]);
  });

  it("marks an SMS the provider refuses failed at once, without trying again", async () => {
    const anna = await owner();
    await addHousehold(anna, { name: "Familjen Nej", phone: "+46700000002" });
    const { id } = (await postSend(anna, { channel: "sms", households: "all", kind: "invitation" })).json();
    await deliverDueSends(t.ctx);
    const [row] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
    expect(row).toMatchObject({ status: "failed", attempts: 1, error: expect.stringMatching(/^sms: /) });
  });
});

describe("sends: written when they go", () => {
  it("skips a household deleted or turned off since the send was made, and sends a renewed link", async () => {
    const anna = await owner();
    const [site] = await t.ctx.db.select().from(sites).where(eq(sites.id, anna.siteId));
    if (!site?.accountId) throw new Error("no site");
    const gone = await addHousehold(anna, { name: "Borttagen", email: unique("gone") });
    const off = await addHousehold(anna, { name: "Avstängd", email: unique("off") });
    const renewedMail = unique("renewed");
    const renewed = await addHousehold(anna, { name: "Ny länk", email: renewedMail });
    // Stored without waking the worker; the list changes before it delivers.
    const { id } = await createSend(
      t.ctx,
      site,
      { id: site.accountId, mail: anna.mail },
      { channel: "mail", households: "all", kind: "invitation" },
    );
    const households = `/api/sites/${anna.siteId}/households`;
    expect((await call("DELETE", `${households}/${gone.id}`, anna.cookie)).statusCode).toBe(200);
    expect(
      (await call("POST", `${households}/${off.id}/link`, anna.cookie, { action: "disable" })).statusCode,
    ).toBe(200);
    const renewal = await call("POST", `${households}/${renewed.id}/link`, anna.cookie, { action: "renew" });
    expect(renewal.statusCode, renewal.body).toBe(200);
    const token = (renewal.json().household ?? renewal.json()).token as string;
    expect(token).not.toBe(renewed.token);
    await deliverDueSends(t.ctx);
    const [send] = (await sendsOf(anna)).filter((view) => view.id === id);
    expect(send?.deliveries.map((d) => [d.name, d.status, d.reason])).toEqual([
      ["Borttagen", "skipped", "deleted"],
      ["Avstängd", "skipped", "link-off"],
      ["Ny länk", "sent", null],
    ]);
    const [mail] = mailsTo(renewedMail);
    expect(mail).toContain(`/i/${token}`);
    expect(mail).not.toContain(renewed.token);
  });

  it("never sends an SMS again whose provider's answer was lost; its delivery report still finds it", async () => {
    const anna = await owner();
    const lind = await addHousehold(anna, { name: "Familjen Lind", phone: "0701234595" });
    const service = await smsServiceOf(t.ctx);
    const real = service.provider;
    let calls = 0;
    service.provider = {
      kind: "simulator",
      send: async () => {
        calls += 1;
        throw new SmsProviderError("no answer in time", null, true);
      },
    };
    let id = "";
    try {
      id = (await postSend(anna, { channel: "sms", households: "all", kind: "invitation" })).json().id;
      await deliverDueSends(t.ctx);
      await t.ctx.db
        .update(sendDeliveries)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(sendDeliveries.sendId, id));
      expect(await deliverDueSends(t.ctx)).toBe(0);
    } finally {
      service.provider = real;
    }
    expect(calls).toBe(1);
    const [row] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
    expect(row).toMatchObject({
      status: "sent",
      providerId: null,
      error: expect.stringMatching(/may have gone/),
    });
    const url = new URL(
      deliveryReportUrl("http://localhost", reportReference(id, lind.id), smsReportSecret(t.ctx)),
    );
    const report = await t.app.inject({
      method: "POST",
      url: `/api/sms/delivery-report${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ id: "sLost", status: "delivered" }).toString(),
    });
    expect(report.json()).toEqual({ received: true, matched: true });
    const [after] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
    expect(after).toMatchObject({ status: "delivered", providerId: "sLost" });
  });
});

describe("sends: caps", () => {
  it("refuses a send past the account's SMS of the day with SEND_CAP_REACHED, storing nothing", async () => {
    const anna = await owner();
    const lind = await addHousehold(anna, { name: "Familjen Lind", phone: "0701234597" });
    const berg = await addHousehold(anna, { name: "Familjen Berg", phone: "0701234596" });
    // All but one of the day's SMS used by earlier sends (stored as the outbox leaves them).
    const [account] = await t.ctx.db
      .select({ accountId: sites.accountId })
      .from(sites)
      .where(eq(sites.id, anna.siteId));
    const earlier = newId();
    await t.ctx.db.insert(sends).values({
      id: earlier,
      siteId: anna.siteId,
      createdBy: account?.accountId ?? "",
      channel: "sms",
      kind: "message",
      text: "tidigare",
      language: "sv",
    });
    const filler = Array.from({ length: SEND_CAPS.perDay.sms - 1 }, (_, i) => ({
      id: newId(),
      siteId: anna.siteId,
      name: `Fyllnad ${i}`,
      token: `${newId()}${newId()}`.slice(0, 43),
      code: `F${String(i).padStart(5, "0")}`,
      position: 1000 + i,
    }));
    await t.ctx.db.insert(households).values(filler);
    await t.ctx.db.insert(sendDeliveries).values(
      filler.map((household) => ({
        sendId: earlier,
        householdId: household.id,
        siteId: anna.siteId,
        channel: "sms" as const,
        address: "+46701234567",
        status: "sent" as const,
      })),
    );
    // Two sends at once for the last one: one goes, the other is refused (the account's row lock).
    const both = await Promise.all([
      postSend(anna, { channel: "sms", households: [lind.id], kind: "invitation" }),
      postSend(anna, { channel: "sms", households: [berg.id], kind: "invitation" }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([202, 429]);
    const late = both.find((response) => response.statusCode === 429);
    if (!late) throw new Error("no refusal");
    const refused = expectError(late, 429, "SEND_CAP_REACHED");
    expect(refused.issues?.[0]?.message).toMatch(
      /200 of 200 SMS in the last 24 hours; this send needs 1, 0 are left/,
    );
    expect(await t.ctx.db.select().from(sends).where(eq(sends.siteId, anna.siteId))).toHaveLength(2);
    // And later ones too.
    expectError(
      await postSend(anna, { channel: "sms", households: [lind.id, berg.id], kind: "reminder" }),
      429,
      "SEND_CAP_REACHED",
    );
    // Mail has a cap of its own.
    const mailed = await addHousehold(anna, { name: "Med mejl", email: unique("cap") });
    expect(
      (await postSend(anna, { channel: "mail", households: [mailed.id], kind: "invitation" })).statusCode,
    ).toBe(202);
    const capPreview = (
      await preview(anna, { channel: "sms", households: [lind.id], kind: "invitation" })
    ).json();
    expect(capPreview.cap).toEqual({ limit: 200, used: 200, adds: 1 });
    await deliverDueSends(t.ctx);
  });
});

describe("sends: never twice", () => {
  it("two workers at once claim each delivery once; a worker that died leaves it to be sent once, later", async () => {
    const anna = await owner();
    const [site] = await t.ctx.db.select().from(sites).where(eq(sites.id, anna.siteId));
    const accountId = site?.accountId ?? "";
    const addresses = Array.from({ length: 8 }, (_, i) => unique(`race${i}`));
    for (const [i, email] of addresses.entries()) await addHousehold(anna, { name: `Hushåll ${i}`, email });
    if (!site) throw new Error("no site");
    // Stored without waking the worker (the route would deliver at once).
    const { id } = await createSend(
      t.ctx,
      site,
      { id: accountId, mail: anna.mail },
      {
        channel: "mail",
        households: "all",
        kind: "invitation",
        text: undefined,
      },
    );

    // Two claims side by side share nothing.
    const [first, second] = await Promise.all([claimDeliveries(t.ctx, 5), claimDeliveries(t.ctx, 5)]);
    const claimed = [...(first ?? []), ...(second ?? [])].map((claim) => claim.householdId);
    expect(claimed).toHaveLength(8);
    expect(new Set(claimed).size).toBe(8);
    // Those workers die here: nothing is sent, and nobody may take the rows while their leases hold.
    expect(await deliverBatch(t.ctx)).toBe(0);
    expect(addresses.flatMap(mailsTo)).toEqual([]);

    // The leases run out (moved into the past here): two workers race, each row goes once.
    await t.ctx.db
      .update(sendDeliveries)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(sendDeliveries.sendId, id));
    await Promise.all([deliverBatch(t.ctx), deliverBatch(t.ctx), deliverDueSends(t.ctx)]);
    for (const address of addresses) expect(mailsTo(address)).toHaveLength(1);
    const rows = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
    expect(rows.map((row) => [row.status, row.attempts, row.leaseUntil])).toEqual(
      rows.map(() => ["sent", 2, null]),
    );

    // Sent rows are never claimed again, and the primary key refuses a second row for a household.
    expect(await claimDeliveries(t.ctx)).toEqual([]);
    const again = t.ctx.db.insert(sendDeliveries).values({
      sendId: id,
      householdId: rows[0]?.householdId ?? "",
      siteId: anna.siteId,
      channel: "mail",
      address: "x@example.se",
    });
    await expect(again).rejects.toThrow();
    const sentRows = await t.ctx.db
      .select()
      .from(sendDeliveries)
      .where(and(eq(sendDeliveries.sendId, id), eq(sendDeliveries.status, "sent")));
    expect(sentRows).toHaveLength(8);
  });
});
