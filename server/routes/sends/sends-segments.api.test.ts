// Messages to guests by segment (issue 26), through HTTP on PGlite and PostgreSQL: by answer
// (attending, declined, not answered; for one event part), by how a question of the RSVP was answered
// (the household's latest answer), bad segments refused with nothing stored, unsubscribed households
// skipped from mails, "opened the link" in the listing, the listing's pages, and "mail and SMS" as one
// batch that goes whole or not at all.
import type { SendPreview, SendView } from "@core/sends";
import { SEND_CAPS } from "@core/sends";
import { createSiteModule } from "@modules/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { householdAnswers, households, sendDeliveries, sends, sites } from "../../db/schema";
import { newId } from "../../ids";
import { insertRsvpRows } from "../../operations/answers";
import { deliverDueSends } from "../../operations/sends-outbox";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();

type Owner = { cookie: string; siteId: string; mail: string; accountId: string };
type Listed = { id: string; name: string; guests: { id: string; name: string }[] };

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const BUS = "bussfraga";
const BUS_YES = "buss-ja";
const BUS_NO = "buss-nej";

let hosts = 0;

/** An owner with a published site whose RSVP asks "Åker ni buss?" (ja/nej), and two event parts. */
async function owner(): Promise<Owner> {
  const { cookie, mail } = await registerAndLogin(t.app);
  const document = validSiteDocument();
  const rsvp = createSiteModule("Rsvp", `CLIENTIDrsvp${hosts}`);
  rsvp.form = {
    formElements: [
      {
        id: "namn",
        formElementType: "ShortText",
        label: { sv: "Namn" },
        required: false,
        showConditions: [],
      },
      {
        id: BUS,
        formElementType: "SingleSelect",
        label: { sv: "Åker ni buss?" },
        required: true,
        showConditions: [],
        options: [
          { id: BUS_YES, text: { sv: "Ja" } },
          { id: BUS_NO, text: { sv: "Nej" } },
        ],
      },
    ],
  };
  document.siteModules = [...(document.siteModules ?? []), rsvp];
  const siteId = await createSiteFor(t.app, cookie, document);
  hosts += 1;
  const host = `seg${hosts}-${siteId.slice(0, 6)}.brollopssidan.se`;
  await t.ctx.db.update(sites).set({ host, active: true }).where(eq(sites.id, siteId));
  const [row] = await t.ctx.db.select({ accountId: sites.accountId }).from(sites).where(eq(sites.id, siteId));
  const settings = await call("PUT", `/api/sites/${siteId}/guest-list/settings`, cookie, {
    parts: [
      { id: "middag", name: "Middag" },
      { id: "fest", name: "Fest" },
    ],
    groups: [],
  });
  expect(settings.statusCode, settings.body).toBe(200);
  return { cookie, siteId, mail, accountId: row?.accountId ?? "" };
}

const unique = (prefix: string) => `${prefix}.${newId().slice(0, 8)}@example.se`;

async function addHousehold(who: Owner, name: string, extra: Record<string, unknown> = {}): Promise<Listed> {
  const made = await call("POST", `/api/sites/${who.siteId}/households`, who.cookie, {
    name,
    email: unique(name.toLowerCase().replace(/[^a-z]/g, "")),
    phone: `07012${String(40000 + hosts * 50 + Math.floor(Math.random() * 40)).padStart(5, "0")}`,
    guests: [{ name: `${name} Ett` }, { name: `${name} Två` }],
    ...extra,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().household as Listed;
}

/** The household's answer by hand: per guest (in order), per part, coming or not. */
async function answer(who: Owner, household: Listed, perGuest: Record<string, boolean>[]) {
  const set = await call("PUT", `/api/sites/${who.siteId}/households/${household.id}/answers`, who.cookie, {
    guests: perGuest.map((parts, index) => ({
      guestId: household.guests[index]?.id,
      parts: Object.entries(parts).map(([partId, attending]) => ({ partId, attending })),
    })),
  });
  expect(set.statusCode, set.body).toBe(200);
}

/** A guest's RSVP to the bus question, as the household's personal link stores it. */
async function busAnswer(who: Owner, household: Listed, option: string, createdAt: Date) {
  const groupIdentifier = newId();
  await insertRsvpRows(
    t.ctx.db,
    [0, 1].map((guestIndex) => ({
      id: newId(),
      siteId: who.siteId,
      formId: "rsvp",
      language: "sv",
      groupIdentifier,
      guestIndex,
      householdId: household.id,
      createdAt,
      formElements: [
        {
          formElement: {
            id: "namn",
            formElementType: "ShortText" as const,
            label: { sv: "Namn" },
            required: false,
            showConditions: [],
          },
          value: `${household.name} ${guestIndex}`,
          selectedOption: null,
        },
        {
          formElement: {
            id: BUS,
            formElementType: "SingleSelect" as const,
            label: { sv: "Åker ni buss?" },
            required: true,
            showConditions: [],
            options: [
              { id: BUS_YES, text: { sv: "Ja" } },
              { id: BUS_NO, text: { sv: "Nej" } },
            ],
          },
          // The second guest always says no: one guest's yes is enough.
          value: guestIndex === 0 ? (option === BUS_YES ? "Ja" : "Nej") : "Nej",
          selectedOption:
            guestIndex === 0
              ? { id: option, text: option === BUS_YES ? "Ja" : "Nej" }
              : { id: BUS_NO, text: "Nej" },
        },
      ],
    })),
  );
}

const preview = (who: Owner, body: unknown) =>
  call("POST", `/api/sites/${who.siteId}/sends/preview`, who.cookie, body);
const postSend = (who: Owner, body: unknown) =>
  call("POST", `/api/sites/${who.siteId}/sends`, who.cookie, body);
const storedSends = (who: Owner) => t.ctx.db.select().from(sends).where(eq(sends.siteId, who.siteId));

async function recipientsOf(who: Owner, segment: unknown, channel: "mail" | "sms" = "mail") {
  const response = await preview(who, {
    channel,
    households: segment,
    kind: "message",
    text: "Bussen går 15.30",
  });
  expect(response.statusCode, response.body).toBe(200);
  const shown = response.json() as SendPreview;
  return {
    recipients: shown.recipients.map((r) => r.name).sort(),
    skipped: Object.fromEntries(shown.skipped.map((s) => [s.name, s.reason])),
  };
}

/**
 * Lind: both come to the dinner, nobody to the party. Berg: nobody comes. Holm: not answered.
 * Dahl: one comes to the party only. Borttagen: comes, but deleted. Avregistrerad: comes to both,
 * unsubscribed from mails.
 */
async function weddingList(who: Owner) {
  const lind = await addHousehold(who, "Lind");
  const berg = await addHousehold(who, "Berg");
  const holm = await addHousehold(who, "Holm");
  const dahl = await addHousehold(who, "Dahl");
  const gone = await addHousehold(who, "Borttagen");
  const unsubscribed = await addHousehold(who, "Avregistrerad");
  await answer(who, lind, [
    { middag: true, fest: false },
    { middag: true, fest: false },
  ]);
  await answer(who, berg, [
    { middag: false, fest: false },
    { middag: false, fest: false },
  ]);
  await answer(who, dahl, [
    { middag: false, fest: true },
    { middag: false, fest: false },
  ]);
  await answer(who, gone, [{ middag: true, fest: true }]);
  await answer(who, unsubscribed, [{ middag: true, fest: true }]);
  expect(
    (await call("DELETE", `/api/sites/${who.siteId}/households/${gone.id}`, who.cookie)).statusCode,
  ).toBe(200);
  await t.ctx.db
    .update(households)
    .set({ mailUnsubscribedAt: new Date() })
    .where(eq(households.id, unsubscribed.id));
  return { lind, berg, holm, dahl, gone, unsubscribed };
}

describe("sends: segments by answer", () => {
  it("attending, declined and not answered, for the whole event and for one part, exactly those households", async () => {
    const anna = await owner();
    await weddingList(anna);

    expect(await recipientsOf(anna, { answer: "attending" })).toEqual({
      recipients: ["Dahl", "Lind"],
      skipped: { Avregistrerad: "unsubscribed" },
    });
    expect(await recipientsOf(anna, { answer: "declined" })).toEqual({ recipients: ["Berg"], skipped: {} });
    expect(await recipientsOf(anna, { answer: "none" })).toEqual({ recipients: ["Holm"], skipped: {} });
    expect(await recipientsOf(anna, { answer: "attending", part: "middag" })).toEqual({
      recipients: ["Lind"],
      skipped: { Avregistrerad: "unsubscribed" },
    });
    expect(await recipientsOf(anna, { answer: "attending", part: "fest" })).toEqual({
      recipients: ["Dahl"],
      skipped: { Avregistrerad: "unsubscribed" },
    });
    expect(await recipientsOf(anna, { answer: "declined", part: "middag" })).toEqual({
      recipients: ["Berg", "Dahl"],
      skipped: {},
    });
    expect(await recipientsOf(anna, { answer: "declined", part: "fest" })).toEqual({
      recipients: ["Berg", "Lind"],
      skipped: {},
    });
    // By SMS the unsubscribed household is not skipped: it unsubscribed from mails.
    expect(await recipientsOf(anna, { answer: "attending" }, "sms")).toEqual({
      recipients: ["Avregistrerad", "Dahl", "Lind"],
      skipped: {},
    });
  });

  it("for one part, a guest's answer to the part counts before their answer to the whole event", async () => {
    const anna = await owner();
    // Ek answered before the page had parts (the whole event: coming), then not to come to the party.
    const ek = await addHousehold(anna, "Ek");
    const guest = ek.guests[0]?.id ?? "";
    await t.ctx.db.insert(householdAnswers).values([
      {
        householdId: ek.id,
        siteId: anna.siteId,
        guestKey: guest,
        partId: "",
        attending: true,
        setBy: "guest",
      },
      {
        householdId: ek.id,
        siteId: anna.siteId,
        guestKey: guest,
        partId: "fest",
        attending: false,
        setBy: "guest",
      },
    ]);
    expect((await recipientsOf(anna, { answer: "attending", part: "middag" })).recipients).toEqual(["Ek"]);
    expect((await recipientsOf(anna, { answer: "attending", part: "fest" })).recipients).toEqual([]);
    expect((await recipientsOf(anna, { answer: "declined", part: "fest" })).recipients).toEqual(["Ek"]);
    expect((await recipientsOf(anna, { answer: "attending" })).recipients).toEqual(["Ek"]);
  });

  it("a send to a segment stores exactly its households, the unsubscribed one skipped with its reason", async () => {
    const anna = await owner();
    const { lind, dahl, unsubscribed } = await weddingList(anna);
    const made = await postSend(anna, {
      channel: "mail",
      households: { answer: "attending" },
      kind: "message",
      text: "Bussen går 15.30 från kyrkan",
    });
    expect(made.statusCode, made.body).toBe(202);
    const rows = await t.ctx.db
      .select({
        householdId: sendDeliveries.householdId,
        status: sendDeliveries.status,
        reason: sendDeliveries.reason,
      })
      .from(sendDeliveries)
      .where(eq(sendDeliveries.sendId, made.json().id));
    expect(rows.sort((a, b) => a.householdId.localeCompare(b.householdId))).toEqual(
      [
        { householdId: lind.id, status: "queued", reason: null },
        { householdId: dahl.id, status: "queued", reason: null },
        { householdId: unsubscribed.id, status: "skipped", reason: "unsubscribed" },
      ].sort((a, b) => a.householdId.localeCompare(b.householdId)),
    );
    await deliverDueSends(t.ctx);
  });

  it("a reminder to those who have not answered goes to them only", async () => {
    const anna = await owner();
    await weddingList(anna);
    const shown = (
      await preview(anna, { channel: "mail", households: { answer: "none" }, kind: "reminder" })
    ).json() as SendPreview;
    expect(shown.recipients.map((r) => r.name)).toEqual(["Holm"]);
    expect(shown.skipped).toEqual([]);
  });
});

describe("sends: not invited yet", () => {
  it("names the households no invitation went to, from every send (not a page), tests and failures aside", async () => {
    const anna = await owner();
    const { lind, berg, holm } = await weddingList(anna);
    const invite = async (ids: string[], extra: Record<string, unknown> = {}) => {
      const made = await postSend(anna, { channel: "mail", households: ids, kind: "invitation", ...extra });
      expect(made.statusCode, made.body).toBe(202);
      return made.json().id as string;
    };
    await invite([lind.id]);
    const failed = await invite([berg.id]);
    await t.ctx.db
      .update(sendDeliveries)
      .set({ status: "failed", error: "mail: 550 no such user" })
      .where(eq(sendDeliveries.sendId, failed));
    await invite([holm.id], { test: true });
    // A message is no invitation.
    await postSend(anna, { channel: "mail", households: [holm.id], kind: "message", text: "Hej" });
    expect(await recipientsOf(anna, { invited: false })).toEqual({
      recipients: ["Berg", "Dahl", "Holm"],
      skipped: { Avregistrerad: "unsubscribed" },
    });
    expectError(
      await preview(anna, { channel: "mail", households: { invited: true }, kind: "invitation" }),
      400,
      "INVALID_INPUT",
    );
    await deliverDueSends(t.ctx);
  });
});

describe("sends: a side's guests", () => {
  it("names the households of the side, and refuses a side that is none", async () => {
    const anna = await owner();
    const { lind, berg, dahl } = await weddingList(anna);
    await t.ctx.db.update(households).set({ side: "partner1" }).where(eq(households.id, lind.id));
    await t.ctx.db.update(households).set({ side: "partner2" }).where(eq(households.id, berg.id));
    await t.ctx.db.update(households).set({ side: "both" }).where(eq(households.id, dahl.id));
    expect(await recipientsOf(anna, { side: "partner1" })).toEqual({ recipients: ["Lind"], skipped: {} });
    expect(await recipientsOf(anna, { side: "both" })).toEqual({ recipients: ["Dahl"], skipped: {} });
    const before = await storedSends(anna);
    expectError(
      await postSend(anna, { channel: "mail", households: { side: "partner3" }, kind: "invitation" }),
      400,
      "INVALID_INPUT",
    );
    expect(await storedSends(anna)).toEqual(before);
  });
});

describe("sends: segments by a question's answer", () => {
  it("names the households whose latest answer chose the option", async () => {
    const anna = await owner();
    const { lind, berg, dahl } = await weddingList(anna);
    const day = 86_400_000;
    const now = Date.now();
    // Lind said no, then changed to yes; Berg said yes, then no; Dahl yes once.
    await busAnswer(anna, lind, BUS_NO, new Date(now - 3 * day));
    await busAnswer(anna, lind, BUS_YES, new Date(now - day));
    await busAnswer(anna, berg, BUS_YES, new Date(now - 3 * day));
    await busAnswer(anna, berg, BUS_NO, new Date(now - day));
    await busAnswer(anna, dahl, BUS_YES, new Date(now - 2 * day));

    expect(await recipientsOf(anna, { question: BUS, option: BUS_YES })).toEqual({
      recipients: ["Dahl", "Lind"],
      skipped: {},
    });
    // Every guest of Berg's and Dahl's latest answers said no, and one of Lind's.
    expect(await recipientsOf(anna, { question: BUS, option: BUS_NO })).toEqual({
      recipients: ["Berg", "Dahl", "Lind"],
      skipped: {},
    });
  });

  it("refuses an unknown question, option, part or a bad segment with 400 and the issue's path, storing nothing", async () => {
    const anna = await owner();
    await weddingList(anna);
    const refusals: [unknown, string][] = [
      [{ question: "finnsinte", option: BUS_YES }, "households.question"],
      [{ question: "namn", option: BUS_YES }, "households.question"],
      [{ question: BUS, option: "kanske" }, "households.option"],
      [{ answer: "attending", part: "brunch" }, "households.part"],
    ];
    for (const [segment, path] of refusals) {
      const body = { channel: "mail", households: segment, kind: "message", text: "Hej" };
      const sent = expectError(await postSend(anna, body), 400, "INVALID_INPUT");
      expect(sent.issues?.[0]?.path, JSON.stringify(segment)).toBe(path);
      const previewed = expectError(await preview(anna, body), 400, "INVALID_INPUT");
      expect(previewed.issues?.[0]?.path).toBe(path);
    }
    const malformed = [
      { answer: "maybe" },
      { answer: "none", part: "middag" },
      { answer: "attending", extra: 1 },
      { question: BUS },
      { question: BUS, option: BUS_YES, answer: "attending" },
      { question: "", option: BUS_YES },
    ];
    for (const segment of malformed)
      expectError(
        await postSend(anna, { channel: "mail", households: segment, kind: "message", text: "Hej" }),
        400,
        "INVALID_INPUT",
      );
    expect(await storedSends(anna)).toEqual([]);
  });
});

describe("sends: opened the link", () => {
  it("gives each delivery's openedAt and counts the households that opened", async () => {
    const anna = await owner();
    const { lind, holm } = await weddingList(anna);
    // A test to the owner first, written for Lind: Lind opening its link says nothing of the test.
    const test = await postSend(anna, {
      channel: "mail",
      households: [lind.id],
      kind: "invitation",
      test: true,
    });
    expect(test.statusCode, test.body).toBe(202);
    const made = await postSend(anna, {
      channel: "mail",
      households: [lind.id, holm.id],
      kind: "invitation",
    });
    expect(made.statusCode, made.body).toBe(202);
    await deliverDueSends(t.ctx);
    const opened = new Date("2026-11-28T08:15:00.000Z");
    await t.ctx.db
      .update(sendDeliveries)
      .set({ openedAt: opened })
      .where(eq(sendDeliveries.householdId, lind.id));
    const listed = await call("GET", `/api/sites/${anna.siteId}/sends`, anna.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    const [send, tested] = listed.json().sends as SendView[];
    expect(send?.counts).toMatchObject({ sent: 2, opened: 1 });
    const byId = Object.fromEntries(send?.deliveries.map((d) => [d.householdId, d.openedAt]) ?? []);
    expect(byId).toEqual({ [lind.id]: opened.toISOString(), [holm.id]: null });
    expect(tested?.test).toBe(true);
    expect(tested?.counts.opened).toBe(0);
    expect(tested?.deliveries.map((d) => d.openedAt)).toEqual([null]);
  });
});

describe("sends: the listing's pages", () => {
  it("pages newest first with a cursor, ties in time kept apart by id, and refuses a bad cursor or limit", async () => {
    const anna = await owner();
    const other = await owner();
    const lind = await addHousehold(anna, "Lind");
    // Five sends; the middle three made at the very same moment.
    const base = Date.now() - 3_600_000;
    const times = [0, 1000, 1000, 1000, 2000];
    const ids: string[] = [];
    for (const offset of times) {
      const id = newId();
      ids.push(id);
      await t.ctx.db.insert(sends).values({
        id,
        siteId: anna.siteId,
        createdBy: anna.accountId,
        channel: "mail",
        kind: "message",
        text: `nr ${ids.length}`,
        language: "sv",
        createdAt: new Date(base + offset),
      });
      await t.ctx.db.insert(sendDeliveries).values({
        sendId: id,
        householdId: lind.id,
        siteId: anna.siteId,
        channel: "mail",
        address: "lind@example.se",
        status: "sent",
      });
    }
    // Newest first: by time, then by id (descending) among equal times.
    const tied = ids.slice(1, 4).sort().reverse();
    const expected = [ids[4], ...tied, ids[0]];

    const page = async (query: string) => {
      const response = await call("GET", `/api/sites/${anna.siteId}/sends${query}`, anna.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { sends: SendView[]; next: string | null };
    };
    const first = await page("?limit=2");
    expect(first.sends.map((s) => s.id)).toEqual(expected.slice(0, 2));
    expect(first.next).toBe(expected[1]);
    expect(first.sends[0]?.deliveries).toHaveLength(1);
    const second = await page(`?limit=2&before=${first.next}`);
    expect(second.sends.map((s) => s.id)).toEqual(expected.slice(2, 4));
    expect(second.next).toBe(expected[3]);
    const third = await page(`?limit=2&before=${second.next}`);
    expect(third.sends.map((s) => s.id)).toEqual(expected.slice(4));
    expect(third.next).toBeNull();
    // Without a limit: 20, all five here, and no next page.
    const all = await page("");
    expect(all.sends.map((s) => s.id)).toEqual(expected);
    expect(all.next).toBeNull();

    const url = `/api/sites/${anna.siteId}/sends`;
    for (const query of ["?limit=0", "?limit=101", "?limit=x", "?before=nope", "?after=1"])
      expectError(await call("GET", `${url}${query}`, anna.cookie), 400, "INVALID_INPUT");
    // Another site's send is no cursor here.
    const theirs = await addHousehold(other, "Främling");
    const foreign = await postSend(other, { channel: "mail", households: [theirs.id], kind: "invitation" });
    expect(foreign.statusCode, foreign.body).toBe(202);
    const refused = expectError(
      await call("GET", `${url}?before=${foreign.json().id}`, anna.cookie),
      400,
      "INVALID_INPUT",
    );
    expect(refused.issues?.[0]?.path).toBe("before");
    await deliverDueSends(t.ctx);
  });
});

describe("sends: mail and SMS at once", () => {
  it("stores both sends, or neither when one channel's cap is reached", async () => {
    const anna = await owner();
    const { lind } = await weddingList(anna);
    const both = (text: string) => ({
      sends: [
        { channel: "mail", households: { answer: "attending" }, kind: "message", text },
        { channel: "sms", households: { answer: "attending" }, kind: "message", text },
      ],
    });
    const made = await call(
      "POST",
      `/api/sites/${anna.siteId}/sends/batch`,
      anna.cookie,
      both("Bussen går 15.30"),
    );
    expect(made.statusCode, made.body).toBe(202);
    const { ids } = made.json() as { ids: string[] };
    expect(ids).toHaveLength(2);
    const stored = await storedSends(anna);
    expect(Object.fromEntries(stored.map((s) => [s.id, s.channel]))).toEqual({
      [ids[0] ?? ""]: "mail",
      [ids[1] ?? ""]: "sms",
    });

    // The SMS of the day used up but for one: the batch needs three SMS, so neither send is stored.
    const earlier = newId();
    await t.ctx.db.insert(sends).values({
      id: earlier,
      siteId: anna.siteId,
      createdBy: anna.accountId,
      channel: "sms",
      kind: "message",
      text: "tidigare",
      language: "sv",
    });
    const filler = Array.from({ length: SEND_CAPS.perDay.sms - 3 - 1 }, (_, i) => ({
      id: newId(),
      siteId: anna.siteId,
      name: `Fyllnad ${i}`,
      token: `${newId()}${newId()}`.slice(0, 43),
      code: `G${String(i).padStart(5, "0")}`,
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
    const before = (await storedSends(anna)).length;
    const refused = expectError(
      await call("POST", `/api/sites/${anna.siteId}/sends/batch`, anna.cookie, both("Andra bussen")),
      429,
      "SEND_CAP_REACHED",
    );
    expect(refused.issues?.[0]?.message).toMatch(/SMS/);
    expect(await storedSends(anna)).toHaveLength(before);
    // Nobody to send to by one channel: neither goes either.
    await t.ctx.db.update(households).set({ phone: null }).where(eq(households.siteId, anna.siteId));
    expect(lind.id).toBeTruthy();
    expectError(
      await call("POST", `/api/sites/${anna.siteId}/sends/batch`, anna.cookie, both("Tredje")),
      422,
      "SEND_NO_RECIPIENTS",
    );
    expect(await storedSends(anna)).toHaveLength(before);
    // Two sends by the same channel are no batch.
    expectError(
      await call("POST", `/api/sites/${anna.siteId}/sends/batch`, anna.cookie, {
        sends: [both("x").sends[0], both("y").sends[0]],
      }),
      400,
      "INVALID_INPUT",
    );
    await deliverDueSends(t.ctx);
  });
});
