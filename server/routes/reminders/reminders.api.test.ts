// Reminders before the RSVP's last day (issue 26) through HTTP, on PGlite and PostgreSQL: owner only,
// bad input, the preview (only households without an answer, who is skipped and why, nothing due
// without a last day), and the scheduler (its clock passed in): a due reminder makes exactly one send,
// also when run again, after a restart and (PostgreSQL) by two instances at once; a household that
// answered before the day is not reminded; a moved last day is a new reminder; a reminder whose moment
// had passed when it was turned on does not go; a send over the day's cap is skipped and logged.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RemindersView } from "@core/reminders";
import { SEND_CAPS } from "@core/sends";
import { createSiteModule } from "@modules/schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  householdAnswers,
  reminderRuns,
  reminderSettings,
  sendDeliveries,
  sends,
  sites,
} from "../../db/schema";
import { newId } from "../../ids";
import { reminderMoment, runDueReminders } from "../../operations/reminders";
import {
  createSiteFor,
  createTestApp,
  dropDatabase,
  expectError,
  registerAndLogin,
  restartableApps,
  type TestApp,
  testAppForThisFile,
  uniqueDatabaseName,
  usesPostgres,
  validSiteDocument,
} from "../../test/harness";

const DEADLINE = "2098-05-01";
/** The moment the 14 days' reminder of DEADLINE is due (17 April 2098, 10:00 in Stockholm). */
const due14 = () => new Date(reminderMoment(DEADLINE, 14) as number);

type Owner = { cookie: string; siteId: string };

const call = (t: TestApp, method: "GET" | "PUT", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** An owner with a published site (a host: links need it) and, unless told, an RSVP's last day. */
async function owner(t: TestApp, deadline: string | null = DEADLINE): Promise<Owner> {
  const { cookie } = await registerAndLogin(t.app);
  const document = validSiteDocument();
  const countdown = createSiteModule("Countdown", `CLIENTIDcount${newId().slice(0, 6)}`);
  countdown.countdownDate = "2098-06-01 15:00";
  document.siteModules = [...(document.siteModules ?? []), countdown];
  const siteId = await createSiteFor(t.app, cookie, document);
  const host = `r${newId().slice(0, 8).toLowerCase()}.brollopssidan.se`;
  await t.ctx.db.update(sites).set({ host, active: true }).where(eq(sites.id, siteId));
  if (deadline) {
    const set = await call(t, "PUT", `/api/sites/${siteId}/rsvp-deadline`, cookie, { date: deadline });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { cookie, siteId };
}

async function addHousehold(t: TestApp, who: Owner, body: Record<string, unknown>): Promise<{ id: string }> {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/sites/${who.siteId}/households`,
    cookies: { session: who.cookie },
    payload: { guests: [{ name: `${String(body.name)} Gäst` }], ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().household as { id: string };
}

async function answer(t: TestApp, who: Owner, householdId: string) {
  await t.ctx.db.insert(householdAnswers).values({
    householdId,
    siteId: who.siteId,
    guestKey: "extra-0",
    partId: "",
    attending: true,
    setBy: "owner",
  });
}

const unique = (prefix: string) => `${prefix}.${newId().slice(0, 8)}@example.se`;

const putReminders = (t: TestApp, who: Owner, body: unknown, cookie = who.cookie) =>
  call(t, "PUT", `/api/sites/${who.siteId}/reminders`, cookie, body);

async function view(t: TestApp, who: Owner): Promise<RemindersView> {
  const response = await call(t, "GET", `/api/sites/${who.siteId}/reminders`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RemindersView;
}

async function remindersOf(t: TestApp, siteId: string) {
  return t.ctx.db
    .select()
    .from(sends)
    .where(and(eq(sends.siteId, siteId), eq(sends.kind, "reminder")));
}

const ON = { enabled: true, daysBefore: [3, 14], channels: ["mail"], text: "Vi hoppas ni kan komma!" };

describe("reminders: who may, and what", () => {
  const t = testAppForThisFile();

  it("answers 401 without a session and 403 for another account's site", async () => {
    const anna = await owner(t);
    const stranger = await owner(t);
    const url = `/api/sites/${anna.siteId}/reminders`;
    expectError(await call(t, "GET", url), 401, "NOT_LOGGED_IN");
    expectError(await call(t, "PUT", url, undefined, ON), 401, "NOT_LOGGED_IN");
    expectError(await call(t, "GET", url, stranger.cookie), 403, "FORBIDDEN");
    expectError(await call(t, "PUT", url, stranger.cookie, ON), 403, "FORBIDDEN");
    expect(
      await t.ctx.db.select().from(reminderSettings).where(eq(reminderSettings.siteId, anna.siteId)),
    ).toEqual([]);
  });

  it("refuses bad settings with 400 and stores nothing", async () => {
    const anna = await owner(t);
    for (const body of [
      { ...ON, daysBefore: [] },
      { ...ON, channels: [] },
      { ...ON, daysBefore: [3, 3] },
      { ...ON, daysBefore: [-1] },
      { ...ON, daysBefore: [1.5] },
      { ...ON, daysBefore: [500] },
      { ...ON, daysBefore: [1, 2, 3, 4, 5] },
      { ...ON, channels: ["fax"] },
      { ...ON, channels: ["mail", "mail"] },
      { ...ON, text: "x".repeat(481) },
      { ...ON, extra: true },
      { enabled: "yes", daysBefore: [3], channels: ["mail"] },
    ]) {
      const response = await putReminders(t, anna, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("INVALID_INPUT");
    }
    expect((await view(t, anna)).settings).toEqual({
      enabled: false,
      daysBefore: [],
      channels: [],
      text: null,
    });
    // Off needs neither days nor channels.
    const off = await putReminders(t, anna, { enabled: false, daysBefore: [], channels: [] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().idle).toBe("off");
  });

  it("previews the next reminder: when, and only households without an answer (others skipped, why)", async () => {
    const anna = await owner(t);
    const waiting = await addHousehold(t, anna, { name: "Väntar", email: unique("v") });
    const answered = await addHousehold(t, anna, { name: "Svarat", email: unique("s") });
    const noMail = await addHousehold(t, anna, { name: "Utan mejl" });
    const off = await addHousehold(t, anna, { name: "Länk av", email: unique("l") });
    const deleted = await addHousehold(t, anna, { name: "Borttaget", email: unique("b") });
    await answer(t, anna, answered.id);
    const link = await t.app.inject({
      method: "POST",
      url: `/api/sites/${anna.siteId}/households/${off.id}/link`,
      cookies: { session: anna.cookie },
      payload: { action: "disable" },
    });
    expect(link.statusCode, link.body).toBe(200);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/sites/${anna.siteId}/households/${deleted.id}`,
      cookies: { session: anna.cookie },
    });
    expect(gone.statusCode, gone.body).toBe(200);

    const saved = await putReminders(t, anna, ON);
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = saved.json() as RemindersView;
    expect(shown.settings).toEqual({ ...ON, daysBefore: [14, 3] });
    expect(shown.deadline).toBe(DEADLINE);
    expect(shown.idle).toBeNull();
    expect(shown.next?.daysBefore).toBe(14);
    expect(shown.next?.dueAt).toBe("2098-04-17T08:00:00.000Z");
    const [mail] = shown.next?.channels ?? [];
    expect(mail?.kind).toBe("reminder");
    expect(mail?.recipients.map((r) => r.householdId)).toEqual([waiting.id]);
    expect(mail?.skipped).toEqual(
      expect.arrayContaining([
        { householdId: answered.id, name: "Svarat", reason: "answered" },
        { householdId: noMail.id, name: "Utan mejl", reason: "no-address" },
        { householdId: off.id, name: "Länk av", reason: "link-off" },
      ]),
    );
    expect(mail?.skipped.map((s) => s.householdId)).not.toContain(deleted.id);
    expect(mail?.sample?.text).toContain("Sista dag för OSA: 1 maj 2098.");
    expect(mail?.sample?.text).toContain("Vi hoppas ni kan komma!");
    expect(shown.next?.overCap).toEqual([]);
    expect(await view(t, anna)).toEqual(shown);
  });

  it("without an RSVP's last day, reminders can be set but nothing is due", async () => {
    const anna = await owner(t, null);
    await addHousehold(t, anna, { name: "Väntar", email: unique("v") });
    const saved = await putReminders(t, anna, ON);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ deadline: null, next: null, idle: "no-deadline" });
    await runDueReminders(t.ctx, due14());
    expect(await remindersOf(t, anna.siteId)).toEqual([]);
  });

  it("a due reminder makes one send to those who have not answered, once; a household that answered is not reminded", async () => {
    const anna = await owner(t);
    const waiting = await addHousehold(t, anna, { name: "Väntar", email: unique("v") });
    const late = await addHousehold(t, anna, { name: "Svarar sent", email: unique("s") });
    expect((await putReminders(t, anna, ON)).statusCode).toBe(200);
    // Before its moment nothing goes.
    await runDueReminders(t.ctx, new Date(due14().getTime() - 60_000));
    expect(await remindersOf(t, anna.siteId)).toEqual([]);
    // The household answers before the day.
    await answer(t, anna, late.id);
    await runDueReminders(t.ctx, due14());
    await runDueReminders(t.ctx, new Date(due14().getTime() + 60_000));
    const made = await remindersOf(t, anna.siteId);
    expect(made).toHaveLength(1);
    const deliveries = await t.ctx.db
      .select()
      .from(sendDeliveries)
      .where(eq(sendDeliveries.sendId, made[0]?.id as string));
    const byHousehold = Object.fromEntries(deliveries.map((d) => [d.householdId, [d.status, d.reason]]));
    expect(byHousehold[waiting.id]?.[0]).not.toBe("skipped");
    expect(byHousehold[late.id]).toEqual(["skipped", "answered"]);
    const shown = await view(t, anna);
    expect(shown.runs).toEqual([
      expect.objectContaining({
        daysBefore: 14,
        deadline: DEADLINE,
        channel: "mail",
        status: "sent",
        sendId: made[0]?.id,
      }),
    ]);
    // The 3 days' reminder is next.
    expect(shown.next?.daysBefore).toBe(3);
  });

  it("a moved last day is a new reminder; a moment that had passed when reminders were turned on does not go", async () => {
    const anna = await owner(t);
    await addHousehold(t, anna, { name: "Väntar", email: unique("v") });
    expect((await putReminders(t, anna, { ...ON, daysBefore: [14] })).statusCode).toBe(200);
    await runDueReminders(t.ctx, due14());
    expect(await remindersOf(t, anna.siteId)).toHaveLength(1);
    // The last day moves a week on: its 14 days' reminder goes on its own day.
    const moved = "2098-05-08";
    expect(
      (await call(t, "PUT", `/api/sites/${anna.siteId}/rsvp-deadline`, anna.cookie, { date: moved }))
        .statusCode,
    ).toBe(200);
    await runDueReminders(t.ctx, due14());
    expect(await remindersOf(t, anna.siteId)).toHaveLength(1);
    await runDueReminders(t.ctx, new Date(reminderMoment(moved, 14) as number));
    expect(await remindersOf(t, anna.siteId)).toHaveLength(2);

    // Turned on after the moment: never sent, even within the day.
    const bo = await owner(t);
    await addHousehold(t, bo, { name: "Väntar", email: unique("v") });
    expect((await putReminders(t, bo, { ...ON, daysBefore: [14] })).statusCode).toBe(200);
    await t.ctx.db
      .update(reminderSettings)
      .set({ armedAt: new Date(due14().getTime() + 1000) })
      .where(eq(reminderSettings.siteId, bo.siteId));
    await runDueReminders(t.ctx, new Date(due14().getTime() + 60_000));
    expect(await remindersOf(t, bo.siteId)).toEqual([]);
  });

  it("a reminder over the day's cap is skipped and logged, not tried again", async () => {
    const anna = await owner(t);
    await addHousehold(t, anna, { name: "Väntar", email: unique("v") });
    expect((await putReminders(t, anna, { ...ON, channels: ["sms"] })).statusCode).toBe(200);
    const account = (await t.ctx.db.select().from(sites).where(eq(sites.id, anna.siteId)))[0]
      ?.accountId as string;
    // The account's SMS cap used up in the last 24 hours: sends of one delivery each.
    const household = await addHousehold(t, anna, { name: "Med telefon", phone: "070-123 45 67" });
    for (let i = 0; i < SEND_CAPS.perDay.sms; i++) {
      const id = newId();
      await t.ctx.db.insert(sends).values({
        id,
        siteId: anna.siteId,
        createdBy: account,
        channel: "sms",
        kind: "message",
        text: "x",
        language: "sv",
      });
      await t.ctx.db.insert(sendDeliveries).values({
        sendId: id,
        householdId: household.id,
        siteId: anna.siteId,
        channel: "sms",
        status: "sent",
      });
    }
    expect((await view(t, anna)).next?.overCap).toEqual(["sms"]);
    await runDueReminders(t.ctx, due14());
    await runDueReminders(t.ctx, due14());
    expect((await remindersOf(t, anna.siteId)).filter((send) => send.kind === "reminder")).toEqual([]);
    const runs = await t.ctx.db.select().from(reminderRuns).where(eq(reminderRuns.siteId, anna.siteId));
    expect(runs.map((run) => [run.daysBefore, run.status, run.reason])).toEqual([[14, "skipped", "cap"]]);
  }, 60_000);
});

describe("reminders after a restart", () => {
  const open = restartableApps("eventsida-reminders-restart-");

  it("a reminder made before a restart is not made again after it", { timeout: 60_000 }, async () => {
    const first = await open();
    const anna = await owner(first);
    await addHousehold(first, anna, { name: "Väntar", email: unique("v") });
    expect((await putReminders(first, anna, ON)).statusCode).toBe(200);
    await runDueReminders(first.ctx, due14());
    expect(await remindersOf(first, anna.siteId)).toHaveLength(1);
    await first.close();

    const second = await open();
    await runDueReminders(second.ctx, due14());
    await runDueReminders(second.ctx, new Date(due14().getTime() + 3_600_000));
    expect(await remindersOf(second, anna.siteId)).toHaveLength(1);
  });
});

describe.skipIf(!usesPostgres())("reminders on two instances of one PostgreSQL", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "eventsida-reminders-two-"));
  const databaseName = uniqueDatabaseName();
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
    await dropDatabase(databaseName);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("two schedulers racing make exactly one send per due reminder", { timeout: 60_000 }, async () => {
    for (let i = 0; i < 2; i++) apps.push(await createTestApp({ dataDir, databaseName, keepDatabase: true }));
    const [one, two] = apps as [TestApp, TestApp];
    const anna = await owner(one);
    for (let i = 0; i < 5; i++)
      await addHousehold(one, anna, { name: `Hushåll ${i}`, email: unique(`h${i}`) });
    expect((await putReminders(one, anna, { ...ON, channels: ["mail", "sms"] })).statusCode).toBe(200);
    const results = await Promise.all([
      runDueReminders(one.ctx, due14()),
      runDueReminders(two.ctx, due14()),
      runDueReminders(one.ctx, due14()),
      runDueReminders(two.ctx, due14()),
    ]);
    const made = await remindersOf(two, anna.siteId);
    // Mail to the five; SMS to nobody (no numbers): skipped once with the reason.
    expect(made.map((send) => send.channel)).toEqual(["mail"]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    const runs = await two.ctx.db.select().from(reminderRuns).where(eq(reminderRuns.siteId, anna.siteId));
    expect(runs.map((run) => [run.channel, run.status, run.reason]).sort()).toEqual([
      ["mail", "sent", null],
      ["sms", "skipped", "nobody"],
    ]);
  });
});
