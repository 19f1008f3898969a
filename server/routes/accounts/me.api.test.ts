// POST /api/accounts/me/password/ and /api/accounts/me/delete/ through the whole app (issue 12): the
// current password required and counted as a wrong login, other sessions ended, and a deleted account
// leaving nothing but anonymised payments: no rows, no files, no page (not even a cached one).
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/commands";
import {
  accounts,
  feedback,
  giftReservations,
  images,
  passwordResets,
  payments,
  rsvps,
  sessions,
  sites,
  siteVersions,
} from "../../db/schema";
import { newId } from "../../ids";
import { LOGIN_LIMITS } from "../../limits/account-limits";
import { insertRsvpRows } from "../../operations/answers";
import { createPayment, setStatus } from "../../payments/records";
import { mediaDir } from "../../static";
import {
  expectError,
  freshClientAddress,
  login,
  TEST_PASSWORD,
  testAppForThisFile,
} from "../../test/harness";
import { newOwner, paidPayment } from "../hosts/test-helpers";

const t = testAppForThisFile({ pages: true });
const NEW_PASSWORD = "ett-nytt-lösen-789";

const post = (url: string, cookie: string, payload: unknown, remoteAddress = freshClientAddress()) =>
  t.app.inject({
    method: "POST",
    url,
    cookies: { session: cookie },
    payload: payload as object,
    remoteAddress,
  });
const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/accounts/me/", cookies: { session: cookie } });
const changePassword = (
  cookie: string,
  currentPassword: string,
  newPassword = NEW_PASSWORD,
  address?: string,
) => post("/api/accounts/me/password/", cookie, { currentPassword, newPassword }, address);
const mailOf = async (accountId: string) =>
  (await t.ctx.db.select({ mail: accounts.mail }).from(accounts).where(eq(accounts.id, accountId)))[0]
    ?.mail ?? "";

describe("changing the password while logged in", () => {
  it("needs the current password; a wrong one is a 401 and changes nothing", async () => {
    const owner = await newOwner(t);
    expectError(await changePassword(owner.cookie, "not-the-password"), 401, "WRONG_CREDENTIALS");
    expect((await login(t.app, await mailOf(owner.accountId))).response.statusCode).toBe(200);
    expect((await login(t.app, await mailOf(owner.accountId), NEW_PASSWORD)).response.statusCode).toBe(401);
  });

  it("refuses a new password the registration would refuse, and a request without a session", async () => {
    const owner = await newOwner(t);
    expectError(await changePassword(owner.cookie, TEST_PASSWORD, "12345"), 400, "INVALID_INPUT");
    expectError(
      await post("/api/accounts/me/password/", owner.cookie, { currentPassword: TEST_PASSWORD }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await t.app.inject({
        method: "POST",
        url: "/api/accounts/me/password/",
        payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      }),
      401,
      "NOT_LOGGED_IN",
    );
  });

  it("sets the new password, ends every other session and keeps this one", async () => {
    const owner = await newOwner(t);
    const mail = await mailOf(owner.accountId);
    const other = (await login(t.app, mail)).cookie as string;
    expect((await me(other)).statusCode).toBe(200);
    const response = await changePassword(owner.cookie, TEST_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ changed: true, endedSessions: 1 });
    expect((await me(owner.cookie)).statusCode).toBe(200);
    expectError(await me(other), 401, "NOT_LOGGED_IN");
    expect((await login(t.app, mail)).response.statusCode).toBe(401);
    expect((await login(t.app, mail, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it("counts wrong current passwords against the login guard of the account's mail", async () => {
    const owner = await newOwner(t);
    const attacker = freshClientAddress();
    for (let i = 0; i < LOGIN_LIMITS.perClientAndMail.max; i += 1)
      expectError(
        await changePassword(owner.cookie, `wrong-${i}`, NEW_PASSWORD, attacker),
        401,
        "WRONG_CREDENTIALS",
      );
    // Even the right password is refused to that client now; the owner elsewhere still logs in.
    expectError(
      await changePassword(owner.cookie, TEST_PASSWORD, NEW_PASSWORD, attacker),
      429,
      "TOO_MANY_REQUESTS",
    );
    expect((await login(t.app, await mailOf(owner.accountId))).response.statusCode).toBe(200);
  });
});

/** A published site with a gift registry, a guest answer, a reservation, images on disk and a payment. */
async function ownerWithEverything() {
  const owner = await newOwner(t);
  const host = `radera-${newId().slice(-8)}.brollopssidan.se`;
  expect((await runAdminCommand(t.ctx, ["activate", owner.siteId, host])).ok).toBe(true);
  const payment = await paidPayment(t, owner, "extend_subdomain", host);
  const open = await createPayment(t.ctx, {
    siteId: owner.siteId,
    accountId: owner.accountId,
    product: "domain_name_other_registrar_upgrade_from_subdomain",
    method: "card",
    target: "anna-och-erik.se",
  });
  const upload = newId();
  const claimed = newId();
  for (const [id, dir] of [
    [upload, `uploads/${owner.siteId}/${upload}`],
    [claimed, `quick-start/${claimed}`],
  ] as const) {
    await mkdir(join(mediaDir(t.ctx), dir), { recursive: true });
    await writeFile(join(mediaDir(t.ctx), dir, "bild.jpg"), "jpeg");
    await t.ctx.db.insert(images).values({
      id,
      siteId: owner.siteId,
      dir,
      fileName: "bild.jpg",
      sizes: [],
      width: 1,
      height: 1,
      bytes: 4,
    });
  }
  await insertRsvpRows(t.ctx.db, {
    id: newId(),
    siteId: owner.siteId,
    formId: "rsvp1",
    language: "sv",
    groupIdentifier: newId(),
    formElements: [],
  });
  await t.ctx.db.insert(giftReservations).values({
    siteId: owner.siteId,
    moduleId: "gifts",
    itemId: "knives",
    quantity: 1,
    passwordHash: "x",
  });
  await t.ctx.db
    .insert(feedback)
    .values({ accountId: owner.accountId, mail: "a@example.se", expectsReply: false, text: "hej" });
  await t.ctx.db
    .insert(passwordResets)
    .values({ tokenHash: newId(), accountId: owner.accountId, expiresAt: new Date(Date.now() + 60_000) });
  return { ...owner, host, payment, open, dirs: [`uploads/${owner.siteId}`, `quick-start/${claimed}`] };
}

const view = (host: string) => t.app.inject({ method: "GET", url: "/sv", headers: { host } });

describe("GET /api/accounts/me/retention/", () => {
  it("tells the logged-in owner how long answers are kept", async () => {
    const owner = await newOwner(t);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/retention/",
      cookies: { session: owner.cookie },
    });
    expect(response.json()).toEqual({ answersRetentionDays: 180, noticeDays: 30 });
    expectError(
      await t.app.inject({ method: "GET", url: "/api/accounts/me/retention/" }),
      401,
      "NOT_LOGGED_IN",
    );
  });
});

describe("deleting the account", () => {
  it("needs the password: a wrong one deletes nothing", async () => {
    const owner = await newOwner(t);
    expectError(
      await post("/api/accounts/me/delete/", owner.cookie, { password: "fel" }),
      401,
      "WRONG_CREDENTIALS",
    );
    expectError(await post("/api/accounts/me/delete/", owner.cookie, {}), 400, "INVALID_INPUT");
    expect((await me(owner.cookie)).statusCode).toBe(200);
  });

  it("leaves no row of the account but its anonymised payments, no file and no page", async () => {
    const owner = await ownerWithEverything();
    const mail = await mailOf(owner.accountId);
    const other = (await login(t.app, mail)).cookie as string;
    // Cached, so the deletion must invalidate it.
    expect((await view(owner.host)).statusCode).toBe(200);
    expect((await view(owner.host)).headers["x-cache"]).toBe("hit");

    const response = await post("/api/accounts/me/delete/", owner.cookie, { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.find((c) => c.name === "session")?.value).toBe("");

    expect((await view(owner.host)).statusCode).toBe(404);
    expectError(await me(owner.cookie), 401, "NOT_LOGGED_IN");
    expectError(await me(other), 401, "NOT_LOGGED_IN");
    expect((await login(t.app, mail)).response.statusCode).toBe(401);
    const db = t.ctx.db;
    expect(await db.select().from(accounts).where(eq(accounts.id, owner.accountId))).toEqual([]);
    expect(await db.select().from(sites).where(eq(sites.id, owner.siteId))).toEqual([]);
    expect(await db.select().from(siteVersions).where(eq(siteVersions.siteId, owner.siteId))).toEqual([]);
    expect(await db.select().from(rsvps).where(eq(rsvps.siteId, owner.siteId))).toEqual([]);
    expect(await db.select().from(giftReservations).where(eq(giftReservations.siteId, owner.siteId))).toEqual(
      [],
    );
    expect(await db.select().from(sessions).where(eq(sessions.accountId, owner.accountId))).toEqual([]);
    expect(
      await db.select().from(passwordResets).where(eq(passwordResets.accountId, owner.accountId)),
    ).toEqual([]);
    expect(await db.select().from(feedback).where(eq(feedback.accountId, owner.accountId))).toEqual([]);
    expect(await db.select().from(images).where(eq(images.siteId, owner.siteId))).toEqual([]);
    for (const dir of owner.dirs) expect(existsSync(join(mediaDir(t.ctx), dir)), dir).toBe(false);

    // The receipt stays for the bookkeeping, with nothing that leads back to the owner.
    const [kept] = await db.select().from(payments).where(eq(payments.id, owner.payment.id));
    expect(kept).toMatchObject({
      reference: owner.payment.reference,
      amount: owner.payment.amount,
      product: "extend_subdomain",
      status: "PAID",
      accountId: null,
      siteId: null,
      target: null,
    });
    expect(kept?.paidAt).toEqual(owner.payment.paidAt);
    // The open one is cancelled: a late "paid" from the provider applies nothing to a deleted site.
    const [open] = await db.select().from(payments).where(eq(payments.id, owner.open.id));
    expect(open).toMatchObject({ status: "CANCELLED", accountId: null, siteId: null, target: null });
    expect(await setStatus(t.ctx, owner.open.id, "PAID", {})).toBeNull();
    const linked = await db
      .select()
      .from(payments)
      .where(or(eq(payments.accountId, owner.accountId), eq(payments.siteId, owner.siteId)));
    expect(linked).toEqual([]);
  });

  it("lets the mail register again afterwards, with nothing of the old account", async () => {
    const owner = await newOwner(t);
    const mail = await mailOf(owner.accountId);
    expect(
      (await post("/api/accounts/me/delete/", owner.cookie, { password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register/",
      payload: { mail, password: TEST_PASSWORD },
      remoteAddress: freshClientAddress(),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().site).toBeNull();
  });
});
