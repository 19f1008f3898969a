// Delivery you can trust (issue 26) through HTTP, on PGlite and PostgreSQL: a sent invitation's .eml
// carries List-Unsubscribe and List-Unsubscribe-Post; its link's page answers in the page's language;
// one click unsubscribes the household and its queued mail is then skipped "unsubscribed"; a tampered
// token or another site's host changes nothing; a mail server's 5xx, a bounce posted with the shared
// secret and a failed SMS report mark the household (shown to the owner), a wrong or missing signature
// changes nothing; changing the address or number clears the mark.
import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Household } from "@core/guest-list-api";
import { createSiteModule } from "@modules/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendDeliveries, sites } from "../../db/schema";
import { newId } from "../../ids";
import { deliverDueSends, reportReference, smsReportSecret } from "../../operations/sends-outbox";
import { deliveryReportUrl } from "../../sms/report-url";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";
import { BOUNCE_SIGNATURE_HEADER, MAIL_BOUNCE_PATH } from ".";

const BOUNCE_SECRET = "bounce-secret-0123456789abcdef0123456789";
const t = testAppForThisFile({ env: { MAIL_BOUNCE_SECRET: BOUNCE_SECRET } });

type Owner = { cookie: string; siteId: string; host: string };

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let hosts = 0;

/** An owner with a published site on a host, its page in `languages` (the first is the page's). */
async function owner(languages: string[] = ["sv", "en"]): Promise<Owner> {
  const { cookie } = await registerAndLogin(t.app);
  const document = validSiteDocument();
  document.availableLanguages = languages.map((languageCode) => ({ languageCode }));
  const countdown = createSiteModule("Countdown", `CLIENTIDcount${hosts}`);
  countdown.countdownDate = "2027-08-21 15:00";
  document.siteModules = [...(document.siteModules ?? []), countdown];
  const siteId = await createSiteFor(t.app, cookie, document);
  hosts += 1;
  const host = `md${hosts}-${siteId.slice(0, 6)}.brollopssidan.se`;
  await t.ctx.db.update(sites).set({ host, active: true }).where(eq(sites.id, siteId));
  return { cookie, siteId, host };
}

async function addHousehold(who: Owner, body: Record<string, unknown>): Promise<Household> {
  const made = await call("POST", `/api/sites/${who.siteId}/households`, who.cookie, {
    guests: [{ name: `${String(body.name)} Gäst` }],
    ...body,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().household as Household;
}

async function householdOf(who: Owner, id: string): Promise<Household> {
  const response = await call("GET", `/api/sites/${who.siteId}/households/${id}`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().household as Household;
}

/** The owner changes a household as the guest list's dialog does (PUT with its fields and guests). */
async function changeHousehold(who: Owner, household: Household, change: Record<string, unknown>) {
  const response = await call("PUT", `/api/sites/${who.siteId}/households/${household.id}`, who.cookie, {
    name: household.name,
    address: household.address,
    email: household.email,
    phone: household.phone,
    extraGuests: household.extraGuests,
    guests: household.guests.map(({ id, name, child, email, phone, note }) => ({
      id,
      name,
      child,
      email,
      phone,
      note,
    })),
    ...change,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().household as Household;
}

const postSend = (who: Owner, body: unknown) =>
  call("POST", `/api/sites/${who.siteId}/sends`, who.cookie, body);

/** The raw .eml files to an address (headers as written). */
function rawMailsTo(address: string): string[] {
  const dir = join(t.ctx.config.dataDir, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(dir, file), "utf8"))
    .filter((mail) => mail.includes(`\nTo: ${address}\n`));
}

const unique = (prefix: string) => `${prefix}.${newId().slice(0, 8)}@example.se`;

const onHost = (method: "GET" | "POST", url: string, host: string, form?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      host,
      ...(form === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }),
    },
    ...(form === undefined ? {} : { payload: form }),
  });

/** Sends an invitation by mail to the household and returns the unsubscribe link of its .eml. */
async function invite(who: Owner, household: Household, address: string): Promise<URL> {
  const response = await postSend(who, { channel: "mail", households: [household.id], kind: "invitation" });
  expect(response.statusCode, response.body).toBe(202);
  await deliverDueSends(t.ctx);
  const [raw] = rawMailsTo(address);
  expect(raw).toBeDefined();
  const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(raw ?? "")?.[1];
  expect(header).toBeDefined();
  return new URL(header ?? "");
}

describe("List-Unsubscribe and the unsubscribe page", () => {
  it("an invitation's .eml has List-Unsubscribe (a link on the page's host) and List-Unsubscribe-Post", async () => {
    const anna = await owner();
    const address = unique("lind");
    const lind = await addHousehold(anna, { name: "Familjen Lind", email: address });
    const link = await invite(anna, lind, address);
    const [raw] = rawMailsTo(address);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(link.host).toBe(anna.host);
    expect(link.pathname).toMatch(/^\/avregistrera\/[0-9a-f]{24}\.[0-9a-f]{24}\.[A-Za-z0-9_-]{22}$/);
    // The visible line at the mail's foot (quoted-printable: soft breaks joined).
    expect((raw ?? "").replace(/=\n/g, "")).toContain("Avregistrera dig:");
  });

  it("GET shows the page in the page's language with a button; POST unsubscribes, and the queued mail is skipped", async () => {
    const anna = await owner();
    const address = unique("berg");
    const berg = await addHousehold(anna, { name: "Familjen Berg", email: address });
    const link = await invite(anna, berg, address);

    const page = await onHost("GET", link.pathname, anna.host);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toContain("no-store");
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toContain("Vill du inte få fler mejl om Anna &amp; Erik?");
    expect(page.body).toContain(`<form method="post" action="${link.pathname}">`);
    // Looking at the page changes nothing.
    expect((await householdOf(anna, berg.id)).mailUnsubscribedAt).toBeNull();

    // A second send, queued: its first try fails for a while (a 4xx from the server).
    const real = t.ctx.mail;
    t.ctx.mail = {
      kind: "file",
      send: async () => {
        throw Object.assign(new Error("451 try again later"), { responseCode: 451 });
      },
    };
    let sendId: string;
    try {
      const response = await postSend(anna, { channel: "mail", households: [berg.id], kind: "reminder" });
      sendId = (response.json() as { id: string }).id;
      await deliverDueSends(t.ctx);
    } finally {
      t.ctx.mail = real;
    }
    const [queued] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, sendId));
    expect(queued?.status).toBe("queued");

    // One click (RFC 8058), as a mail client posts it.
    const done = await onHost("POST", link.pathname, anna.host, "List-Unsubscribe=One-Click");
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Du är avregistrerad");
    const marked = await householdOf(anna, berg.id);
    expect(marked.mailUnsubscribedAt).toEqual(expect.any(String));
    // Again: still 200, the first time kept.
    expect((await onHost("POST", link.pathname, anna.host, "List-Unsubscribe=One-Click")).statusCode).toBe(
      200,
    );
    expect((await householdOf(anna, berg.id)).mailUnsubscribedAt).toBe(marked.mailUnsubscribedAt);
    // The page now says so, without a button.
    const again = await onHost("GET", link.pathname, anna.host);
    expect(again.body).toContain("Du är avregistrerad");
    expect(again.body).not.toContain("<form");

    // The queued mail's turn: skipped "unsubscribed", nothing sent.
    await t.ctx.db
      .update(sendDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(sendDeliveries.sendId, sendId));
    const before = rawMailsTo(address).length;
    await deliverDueSends(t.ctx);
    const [skipped] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, sendId));
    expect(skipped).toMatchObject({ status: "skipped", reason: "unsubscribed" });
    expect(rawMailsTo(address)).toHaveLength(before);
  });

  it("answers in the page's own language (en first: English)", async () => {
    const erik = await owner(["en", "sv"]);
    const address = unique("smith");
    const smith = await addHousehold(erik, { name: "The Smiths", email: address });
    const link = await invite(erik, smith, address);
    const page = await onHost("GET", link.pathname, erik.host);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain("Don&#39;t want any more mails about Anna &amp; Erik?");
    const done = await onHost("POST", link.pathname, erik.host, "List-Unsubscribe=One-Click");
    expect(done.body).toContain("You are unsubscribed");
  });

  it("a tampered token, another site's host or a deleted household: 404, nothing changes", async () => {
    const anna = await owner();
    const other = await owner();
    const address = unique("holm");
    const holm = await addHousehold(anna, { name: "Familjen Holm", email: address });
    const link = await invite(anna, holm, address);
    const [siteId, householdId, mac] = link.pathname.split("/")[2]?.split(".") ?? [];
    const tampered = [
      `/avregistrera/${siteId}.${householdId}.${mac?.slice(0, -2)}AA`,
      `/avregistrera/${siteId}.${householdId?.slice(0, -1)}0.${mac}`,
      `/avregistrera/${siteId}.${householdId}`,
      "/avregistrera/nonsense",
    ];
    for (const path of tampered) {
      const get = await onHost("GET", path, anna.host);
      expect(get.statusCode, path).toBe(404);
      expect(get.body).toContain("Länken fungerar inte");
      expect((await onHost("POST", path, anna.host, "List-Unsubscribe=One-Click")).statusCode, path).toBe(
        404,
      );
    }
    // The right token on another site's host.
    expect((await onHost("POST", link.pathname, other.host, "List-Unsubscribe=One-Click")).statusCode).toBe(
      404,
    );
    expect((await householdOf(anna, holm.id)).mailUnsubscribedAt).toBeNull();

    // A household deleted since: 404 too.
    expect(
      (await call("DELETE", `/api/sites/${anna.siteId}/households/${holm.id}`, anna.cookie)).statusCode,
    ).toBe(200);
    expect((await onHost("POST", link.pathname, anna.host, "List-Unsubscribe=One-Click")).statusCode).toBe(
      404,
    );
  });
});

describe("bounces and failed SMS marked on the household", () => {
  it("a mail server's permanent refusal (5xx) fails the delivery at once and marks the household; a new address clears it", async () => {
    const anna = await owner();
    const address = unique("fel");
    const fel = await addHousehold(anna, { name: "Familjen Fel", email: address });
    const real = t.ctx.mail;
    let tries = 0;
    t.ctx.mail = {
      kind: "file",
      send: async () => {
        tries += 1;
        throw Object.assign(new Error("550 5.1.1 <x@example.se>: Recipient address rejected"), {
          responseCode: 550,
        });
      },
    };
    let sendId: string;
    try {
      const response = await postSend(anna, { channel: "mail", households: [fel.id], kind: "invitation" });
      sendId = (response.json() as { id: string }).id;
      await deliverDueSends(t.ctx);
    } finally {
      t.ctx.mail = real;
    }
    const [row] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, sendId));
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(tries).toBe(1);
    const marked = await householdOf(anna, fel.id);
    expect(marked.mailFailedAt).toEqual(expect.any(String));
    expect(marked.mailFailedReason).toContain("550 5.1.1");
    // Shown in the list too.
    const list = await call("GET", `/api/sites/${anna.siteId}/households`, anna.cookie);
    const listed = (list.json().households as Household[]).find((h) => h.id === fel.id);
    expect(listed?.mailFailedReason).toContain("550 5.1.1");

    // Another change (the name) keeps the mark; a new address clears it.
    const renamed = await changeHousehold(anna, marked, { name: "Familjen Fel-Rätt" });
    expect(renamed.mailFailedAt).toEqual(marked.mailFailedAt);
    const fixed = await changeHousehold(anna, renamed, { email: unique("ratt") });
    expect(fixed.mailFailedAt).toBeNull();
    expect(fixed.mailFailedReason).toBeNull();
  });

  it("a bounce posted with the right signature marks the delivery and household; none or a wrong one is 401 and changes nothing", async () => {
    const anna = await owner();
    const address = unique("studs");
    const studs = await addHousehold(anna, { name: "Familjen Studs", email: address });
    await invite(anna, studs, address);
    const [raw] = rawMailsTo(address);
    const messageId = /^Message-ID: (<[^>]+>)$/m.exec(raw ?? "")?.[1] ?? "";
    expect(messageId).not.toBe("");
    const body = JSON.stringify({ messageId, reason: "550 5.1.1 user unknown" });
    const sign = (secret: string, text: string) =>
      `sha256=${createHmac("sha256", secret).update(text).digest("hex")}`;
    const bounce = (payload: string, signature?: string) =>
      t.app.inject({
        method: "POST",
        url: MAIL_BOUNCE_PATH,
        headers: {
          "content-type": "application/json",
          ...(signature === undefined ? {} : { [BOUNCE_SIGNATURE_HEADER]: signature }),
        },
        payload,
      });

    expectError(await bounce(body), 401, "WEBHOOK_UNAUTHORIZED");
    expectError(
      await bounce(body, sign("another-secret-0123456789abcdef0123", body)),
      401,
      "WEBHOOK_UNAUTHORIZED",
    );
    // Signed, but for another body: the body was changed on the way.
    expectError(
      await bounce(body.replace("user unknown", "mailbox full"), sign(BOUNCE_SECRET, body)),
      401,
      "WEBHOOK_UNAUTHORIZED",
    );
    expect((await householdOf(anna, studs.id)).mailFailedAt).toBeNull();

    const ok = await bounce(body, sign(BOUNCE_SECRET, body));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: true, matched: true });
    const marked = await householdOf(anna, studs.id);
    expect(marked.mailFailedAt).toEqual(expect.any(String));
    expect(marked.mailFailedReason).toBe("550 5.1.1 user unknown");
    const [delivery] = await t.ctx.db
      .select()
      .from(sendDeliveries)
      .where(eq(sendDeliveries.householdId, studs.id));
    expect(delivery).toMatchObject({ status: "failed", error: "mail: bounced: 550 5.1.1 user unknown" });

    // A Message-ID of no mail of ours: received, matched nothing.
    const unknown = JSON.stringify({ messageId: "<nobody@example.se>" });
    expect((await bounce(unknown, sign(BOUNCE_SECRET, unknown))).json()).toEqual({
      received: true,
      matched: false,
    });
    // Signed but not a bounce: 400.
    const junk = JSON.stringify({ hello: 1 });
    expectError(await bounce(junk, sign(BOUNCE_SECRET, junk)), 400, "INVALID_INPUT");
  });

  it("a failed SMS delivery report marks the household; a new number clears it", async () => {
    const anna = await owner();
    const lind = await addHousehold(anna, { name: "Familjen Lind", phone: "0701234577" });
    const response = await postSend(anna, { channel: "sms", households: [lind.id], kind: "invitation" });
    const { id } = response.json() as { id: string };
    await deliverDueSends(t.ctx);
    const [row] = await t.ctx.db.select().from(sendDeliveries).where(eq(sendDeliveries.sendId, id));
    const url = new URL(
      deliveryReportUrl("http://localhost", reportReference(id, lind.id), smsReportSecret(t.ctx)),
    );
    const report = await t.app.inject({
      method: "POST",
      url: `/api/sms/delivery-report${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ id: row?.providerId ?? "", status: "failed" }).toString(),
    });
    expect(report.json()).toEqual({ received: true, matched: true });
    const marked = await householdOf(anna, lind.id);
    expect(marked.smsFailedAt).toEqual(expect.any(String));
    expect(marked.smsFailedReason).toBe("not-delivered");
    expect(marked.mailFailedAt).toBeNull();

    const fixed = await changeHousehold(anna, marked, { phone: "0701234578" });
    expect(fixed.smsFailedAt).toBeNull();
    expect(fixed.smsFailedReason).toBeNull();
  });
});

describe("the bounce webhook without MAIL_BOUNCE_SECRET", () => {
  const plain = testAppForThisFile();
  it("answers 404 and changes nothing", async () => {
    const body = JSON.stringify({ messageId: "<x@example.se>" });
    const response = await plain.app.inject({
      method: "POST",
      url: MAIL_BOUNCE_PATH,
      headers: {
        "content-type": "application/json",
        [BOUNCE_SIGNATURE_HEADER]: `sha256=${createHmac("sha256", "").update(body).digest("hex")}`,
      },
      payload: body,
    });
    expectError(response, 404, "NOT_FOUND");
  });
});
