// Confirmation and change (issue 26): a guest who answers with a mail address (in the form, or the
// household's own from the guest list) gets a confirmation with the answers, the personal link to
// change them and the last day; answering again replaces the household's answer (every RSVP kept) and
// the owner is told it is a changed answer; opening the personal link marks the household's sent
// deliveries opened; after the last day nothing is stored or mailed. Through HTTP, on PGlite and on
// PostgreSQL (bash scripts/with-postgres.sh).
import { createSiteModule } from "@modules/schemas";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  householdAnswers,
  households,
  rsvps,
  sendDeliveries,
  sends,
  sites,
  submissionMails,
} from "../../db/schema";
import { mailDirOf } from "../../mail/config";
import { readMailbox, type StoredMail } from "../../mail/mailbox";
import { sendDueSubmissionMails } from "../../operations/submission-outbox";
import { expectError, freshClientAddress, testAppForThisFile } from "../../test/harness";
import { sendQueuedMails } from "../../test/outbox";
import {
  attendAnswer,
  attendQuestion,
  bothParts as both,
  guestRequests,
  mealQuestion as meal,
  nameAnswer,
  nameQuestion,
  RSVP_ID,
  rsvpSite,
  TWO_PARTS_SETTINGS,
} from "../../test/rsvp-site";

const t = testAppForThisFile({ pages: true });
const requests = guestRequests(t);

const mailQuestion = {
  id: "mail",
  formElementType: "ShortText" as const,
  inputKind: "email" as const,
  label: { sv: "E-post", en: "Mail" },
  required: false,
};

type Guest = { id: string; name: string };

/** The RSVP site with a countdown (its date is the confirmation's) and a guest list with two parts. */
async function siteWithList() {
  const countdown = createSiteModule("Countdown", "CLIENTIDcountdownconfirm");
  countdown.countdownDate = "2098-08-21 15:00";
  const { siteId, host, owner, call, add } = await rsvpSite(t, {
    hostPrefix: "bekrafta",
    formElements: [nameQuestion, mailQuestion, attendQuestion, meal],
    modulesBefore: [countdown],
    settings: { parts: TWO_PARTS_SETTINGS.parts, groups: [] },
  });
  return { siteId, host, owner, call, add };
}

function answers(name: string, attend: "yes" | "no", food?: "fish" | "veg", mail = "") {
  return [
    nameAnswer(name),
    { formElement: mailQuestion, value: mail, selectedOption: null },
    attendAnswer(attend),
    { formElement: meal, value: "", selectedOption: food ? { id: food, text: food } : null },
  ];
}

type GuestBody = {
  formElements: ReturnType<typeof answers>;
  guestId?: string;
  parts?: { partId: string; attending: boolean }[];
};

/** An RSVP by these guests (with the household's cookies from its personal link, if any). */
const postRsvp = (siteId: string, guests: GuestBody[], cookies: Record<string, string> = {}) =>
  requests.postRsvp(siteId, requests.rsvpBody(siteId, guests), cookies);

/** Every mail sent to the address, after the outbox has sent what is due. */
async function mailsTo(address: string): Promise<StoredMail[]> {
  await sendQueuedMails(t.ctx);
  return readMailbox(mailDirOf(t.ctx.config)).filter((mail) => mail.to.includes(address));
}

const unique = (prefix: string) => `${prefix}.${Math.random().toString(36).slice(2, 10)}@example.se`;

describe("the guest's confirmation", () => {
  it("goes to the household's mail after an answer through its personal link, with the answers and the link to change them", async () => {
    const { siteId, host, add } = await siteWithList();
    const address = unique("berg");
    const berg = await add({
      name: "Familjen Berg",
      email: address,
      guests: [{ name: "Karin Berg" }, { name: "Olle Berg" }],
    });
    await t.ctx.db.update(sites).set({ rsvpDeadline: "2098-05-01" }).where(eq(sites.id, siteId));
    const cookies = await requests.openPersonalLink({ siteId, host }, berg.token);
    const [karin, olle] = berg.guests as [Guest, Guest];
    const answered = await postRsvp(
      siteId,
      [
        { formElements: answers("Karin Berg", "yes", "fish"), guestId: karin.id, parts: both(true, true) },
        { formElements: answers("Olle Berg", "yes", "veg"), guestId: olle.id, parts: both(true, false) },
      ],
      cookies,
    );
    expect(answered.json()).toEqual({ invertedSuccess: false });

    const [mail, more] = await mailsTo(address);
    expect(more).toBeUndefined();
    expect(mail?.subject).toContain("Ert svar till");
    const text = mail?.text ?? "";
    expect(text).toContain("Hej Familjen Berg!");
    expect(text).toContain("Tack för ert svar");
    expect(text).toContain("21 augusti 2098 kl. 15.00");
    // Each guest's answer: per part, and the questions.
    expect(text).toMatch(/Karin Berg\nVigsel: Kommer\nFest: Kommer\n/);
    expect(text).toMatch(/Olle Berg\nVigsel: Kommer\nFest: Kommer inte\n/);
    expect(text).toContain("Mat: Vegetariskt");
    // The personal link to change it, the last day and the calendar file.
    expect(text).toContain(`Ändra ert svar här:\nhttps://${host}/i/${berg.token}`);
    expect(text).toContain("Ni kan ändra svaret till och med 1 maj 2098.");
    expect(text).toContain(`https://${host}/ics/${siteId}.ics`);
    // The designed part: the change link is its button, in the page's language.
    expect(mail?.html).toContain(`href="https://${host}/i/${berg.token}"`);
    expect(mail?.html).toContain("&#196;ndra ert svar");
    // Questions reach the hosts.
    expect(mail?.replyTo).toBeTruthy();
    // Sent once: the outbox is empty.
    expect(await t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId))).toEqual(
      [],
    );
  });

  it("goes to the address a guest gave on the open page, with that household's own link", async () => {
    const { siteId, host } = await siteWithList();
    const address = unique("open");
    const answered = await postRsvp(siteId, [
      { formElements: answers("Pia Ek", "yes", "fish", address) },
      { formElements: answers("Per Ek", "no") },
    ]);
    expect(answered.json()).toEqual({ invertedSuccess: false });
    const [mail] = await mailsTo(address);
    const [made] = await t.ctx.db.select().from(households).where(eq(households.siteId, siteId));
    expect(made?.needsReview).toBe(true);
    expect(mail?.text).toContain("Hej Pia Ek!");
    expect(mail?.text).toContain(`https://${host}/i/${made?.token}`);
    expect(mail?.text).toMatch(/Pia Ek\n(.*\n)*Kommer du\?: Ja\n/);
    expect(mail?.text).toMatch(/Per Ek\n(.*\n)*Kommer du\?: Nej\n/);
    // No last day: the link changes it all the same.
    expect(mail?.text).toContain("Ni kan ändra svaret via länken.");
  });

  it("is not sent when nobody gave an address (nothing queued for it)", async () => {
    const { siteId, host, add, owner } = await siteWithList();
    const lind = await add({ name: "Familjen Lind", guests: [{ name: "Sara Lind" }] });
    const cookies = await requests.openPersonalLink({ siteId, host }, lind.token);
    const [sara] = lind.guests as [Guest];
    expect(
      (
        await postRsvp(
          siteId,
          [{ formElements: answers("Sara Lind", "yes"), guestId: sara.id, parts: both(true, true) }],
          cookies,
        )
      ).json(),
    ).toEqual({ invertedSuccess: false });
    expect((await postRsvp(siteId, [{ formElements: answers("Ove Ström", "yes") }])).json()).toEqual({
      invertedSuccess: false,
    });
    const queued = await t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId));
    expect(queued.map((mail) => mail.kind).sort()).toEqual(["rsvp", "rsvp"]);
    await sendDueSubmissionMails(t.ctx);
    const all = readMailbox(mailDirOf(t.ctx.config)).filter(
      (mail) => mail.text.includes("Sara Lind") || mail.text.includes("Ove Ström"),
    );
    // Only the owner's two notifications.
    expect(all.map((mail) => mail.to)).toEqual([owner.mail, owner.mail]);
  });
});

describe("changing an answer", () => {
  it("replaces the household's answer, keeps both RSVPs, and tells the owner and the guest it is a change", async () => {
    const { siteId, host, add, owner, call } = await siteWithList();
    const address = unique("andersson");
    const family = await add({
      name: "Familjen Andersson",
      guests: [
        { name: "Anna Andersson", email: address },
        { name: "Bo Andersson", email: unique("bo") },
      ],
    });
    const cookies = await requests.openPersonalLink({ siteId, host }, family.token);
    const [anna, bo] = family.guests as [Guest, Guest];
    const first = await postRsvp(
      siteId,
      [
        { formElements: answers("Anna Andersson", "yes", "fish"), guestId: anna.id, parts: both(true, true) },
        { formElements: answers("Bo Andersson", "yes", "fish"), guestId: bo.id, parts: both(true, true) },
      ],
      cookies,
    );
    expect(first.json()).toEqual({ invertedSuccess: false });
    const firstMails = await mailsTo(address);
    expect(firstMails).toHaveLength(1);

    const again = await postRsvp(
      siteId,
      [
        { formElements: answers("Anna Andersson", "yes", "veg"), guestId: anna.id, parts: both(true, false) },
        { formElements: answers("Bo Andersson", "no"), guestId: bo.id, parts: both(false, false) },
      ],
      cookies,
    );
    expect(again.json()).toEqual({ invertedSuccess: false });

    // Every RSVP is kept; the household's answer is the new one.
    const rows = await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, siteId));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.householdId))).toEqual(new Set([family.id]));
    const current = await t.ctx.db
      .select()
      .from(householdAnswers)
      .where(eq(householdAnswers.householdId, family.id));
    expect(current).toHaveLength(4);
    expect(current.filter((row) => row.attending).map((row) => [row.guestKey, row.partId])).toEqual([
      [anna.id, "vigsel"],
    ]);
    const household = (await call("GET", `/api/sites/${siteId}/households/${family.id}`)).json().household;
    expect(household.answers).toContainEqual(
      expect.objectContaining({ guestId: bo.id, partId: "fest", attending: false }),
    );

    // The guest's second confirmation says it is changed, and shows the new answer.
    const guestMails = await mailsTo(address);
    expect(guestMails).toHaveLength(2);
    const changed = guestMails.find((mail) => mail.subject.includes("ändrade"));
    expect(changed?.text).toContain("Ert svar till");
    expect(changed?.text).toContain("är ändrat");
    expect(changed?.text).toMatch(/Bo Andersson\nVigsel: Kommer inte\nFest: Kommer inte\n/);

    // The owner: one new answer, then one changed answer from the household.
    const ownerMails = readMailbox(mailDirOf(t.ctx.config)).filter(
      (mail) => mail.to === owner.mail && mail.text.includes("Anna Andersson"),
    );
    expect(ownerMails).toHaveLength(2);
    expect(ownerMails.map((mail) => mail.subject).sort()).toEqual(
      [
        expect.stringMatching(/^Nytt OSA-svar på /),
        expect.stringMatching(/^Ändrat svar från Familjen Andersson på /),
      ].sort(),
    );
    const ownerChange = ownerMails.find((mail) => mail.subject.startsWith("Ändrat"));
    expect(ownerChange?.text.split("\n")[0]).toMatch(/^Ändrat svar från Familjen Andersson på /);
  });

  it("fills the household's own page in with its answer; the open page and other households' pages carry none of it", async () => {
    const { siteId, host, add } = await siteWithList();
    const berg = await add({ name: "Familjen Berg", guests: [{ name: "Karin Berg" }] });
    const lind = await add({ name: "Familjen Lind", guests: [{ name: "Sara Lind" }] });
    const page = (cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: "GET",
        url: "/sv",
        headers: { host, "accept-language": "sv-SE" },
        cookies,
        remoteAddress: freshClientAddress(),
      });
    const island = (body: string) => {
      const json = /<script type="application\/json" id="guest-islands">(.*?)<\/script>/s.exec(body)?.[1];
      const state = JSON.parse(json ?? "{}") as {
        islands: Record<string, { module: { id: string }; invitation?: { answered?: unknown } }>;
      };
      return Object.values(state.islands).find((entry) => entry.module.id === RSVP_ID);
    };
    const bergCookies = await requests.openPersonalLink({ siteId, host }, berg.token);
    // Before answering: the page is kept, with no answer in it.
    expect(island((await page(bergCookies)).body)?.invitation).not.toHaveProperty("answered");
    const openBefore = await page();

    const [karin] = berg.guests as [Guest];
    await postRsvp(
      siteId,
      [{ formElements: answers("Karin Berg", "yes", "veg"), guestId: karin.id, parts: both(true, false) }],
      bergCookies,
    );
    const personal = await page(bergCookies);
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    const answered = island(personal.body)?.invitation?.answered as {
      on: string;
      guests: { guestId: string | null; parts: Record<string, boolean>; answers: Record<string, unknown> }[];
    };
    expect(answered.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answered.guests).toEqual([
      {
        guestId: karin.id,
        parts: { vigsel: true, fest: false },
        answers: { name: { value: "Karin Berg" }, attend: { optionId: "yes" }, meal: { optionId: "veg" } },
      },
    ]);
    // The server-rendered RSVP says it has been answered, and its button changes the answer.
    expect(personal.body).toMatch(/class="guest-rsvp-answered__text">Ni svarade \d+ \p{L}+ \d{4}\./u);
    expect(personal.body).toContain(">Ändra svaret</button>");

    // Another household's page and the open page: none of it, and the open page is as before.
    const lindPage = await page(await requests.openPersonalLink({ siteId, host }, lind.token));
    expect(island(lindPage.body)?.invitation).not.toHaveProperty("answered");
    expect(lindPage.body).not.toContain("Karin Berg");
    const openAfter = await page();
    expect(island(openAfter.body)).not.toHaveProperty("invitation");
    expect(openAfter.body).not.toContain("Karin Berg");
    expect(openAfter.body).not.toContain("guest-rsvp-answered");
    expect(island(openAfter.body)).toEqual(island(openBefore.body));
  });
});

describe("the owner's mail of an answer not yet tied to its household", () => {
  it("waits for the tie once, then says it is a changed answer", async () => {
    const { siteId, host, add, owner } = await siteWithList();
    const family = await add({ name: "Familjen Vän", guests: [{ name: "Vera Vän" }] });
    const cookies = await requests.openPersonalLink({ siteId, host }, family.token);
    const [vera] = family.guests as [Guest];
    for (const attending of [true, false])
      expect(
        (
          await postRsvp(
            siteId,
            [
              {
                formElements: answers("Vera Vän", attending ? "yes" : "no"),
                guestId: vera.id,
                parts: both(attending, attending),
              },
            ],
            cookies,
          )
        ).json(),
      ).toEqual({ invertedSuccess: false });
    await sendDueSubmissionMails(t.ctx);
    const changes = () =>
      readMailbox(mailDirOf(t.ctx.config)).filter(
        (mail) => mail.to === owner.mail && mail.subject.startsWith("Ändrat svar från Familjen Vän"),
      );
    expect(changes()).toHaveLength(1);

    // The second answer's mail as the sender would find it if it ran before the guest's request tied
    // the answer to its household: untied, queued, just stored.
    const [second] = (await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, siteId))).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    );
    if (!second) throw new Error("no answer stored");
    await t.ctx.db.update(rsvps).set({ householdId: null }).where(eq(rsvps.id, second.id));
    await t.ctx.db
      .insert(submissionMails)
      .values({ id: `again-${second.id}`, siteId, kind: "rsvp", rowIds: [second.id] });
    await sendDueSubmissionMails(t.ctx);
    // Not sent yet: still queued, due again in a moment (not an hour as after a failure).
    const [waiting] = await t.ctx.db
      .select()
      .from(submissionMails)
      .where(eq(submissionMails.id, `again-${second.id}`));
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.dueAt.getTime()).toBeLessThan(Date.now() + 60_000);
    expect(changes()).toHaveLength(1);

    // Tied meanwhile: sent, and it knows the household had answered before.
    await t.ctx.db.update(rsvps).set({ householdId: family.id }).where(eq(rsvps.id, second.id));
    await t.ctx.db
      .update(submissionMails)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(submissionMails.id, `again-${second.id}`));
    await sendDueSubmissionMails(t.ctx);
    expect(changes()).toHaveLength(2);
  });
});

describe("opening the personal link", () => {
  it("marks the household and its sent deliveries opened, not a queued one, and not on a page view", async () => {
    const { siteId, host, add } = await siteWithList();
    const berg = await add({
      name: "Familjen Berg",
      email: unique("berg"),
      guests: [{ name: "Karin Berg" }],
    });
    const [site] = await t.ctx.db
      .select({ accountId: sites.accountId })
      .from(sites)
      .where(eq(sites.id, siteId));
    const sendIds = ["a".repeat(24), "b".repeat(24)].map((id) => `${id.slice(0, 18)}${siteId.slice(0, 6)}`);
    for (const [index, id] of sendIds.entries()) {
      await t.ctx.db.insert(sends).values({
        id,
        siteId,
        createdBy: site?.accountId ?? "",
        channel: "mail",
        kind: "invitation",
        language: "sv",
      });
      await t.ctx.db.insert(sendDeliveries).values({
        sendId: id,
        householdId: berg.id,
        siteId,
        channel: "mail",
        address: "berg@example.se",
        status: index === 0 ? "sent" : "queued",
        ...(index === 0 ? { sentAt: new Date() } : {}),
      });
    }
    const delivery = async (sendId: string) =>
      (
        await t.ctx.db
          .select()
          .from(sendDeliveries)
          .where(and(eq(sendDeliveries.sendId, sendId), eq(sendDeliveries.householdId, berg.id)))
      )[0];
    const householdRow = async () =>
      (await t.ctx.db.select().from(households).where(eq(households.id, berg.id)))[0];
    expect((await householdRow())?.linkOpenedAt).toBeNull();

    const cookies = await requests.openPersonalLink({ siteId, host }, berg.token);
    const opened = (await householdRow())?.linkOpenedAt;
    expect(opened).toBeInstanceOf(Date);
    expect((await delivery(sendIds[0] ?? ""))?.openedAt).toBeInstanceOf(Date);
    expect((await delivery(sendIds[1] ?? ""))?.openedAt).toBeNull();

    // A page view with the cookie is not an opening of the link.
    await t.ctx.db.update(households).set({ linkOpenedAt: null }).where(eq(households.id, berg.id));
    const view = await t.app.inject({
      method: "GET",
      url: "/sv",
      headers: { host },
      cookies,
      remoteAddress: freshClientAddress(),
    });
    expect(view.statusCode).toBe(200);
    expect((await householdRow())?.linkOpenedAt).toBeNull();
  });
});

describe("after the last day", () => {
  it("refuses a change (409) and mails nothing", async () => {
    const { siteId, host, add } = await siteWithList();
    const address = unique("sen");
    const late = await add({ name: "Familjen Sen", email: address, guests: [{ name: "Siv Sen" }] });
    const cookies = await requests.openPersonalLink({ siteId, host }, late.token);
    const [siv] = late.guests as [Guest];
    const body = [{ formElements: answers("Siv Sen", "yes"), guestId: siv.id, parts: both(true, true) }];
    expect((await postRsvp(siteId, body, cookies)).json()).toEqual({ invertedSuccess: false });
    expect(await mailsTo(address)).toHaveLength(1);

    await t.ctx.db.update(sites).set({ rsvpDeadline: "2020-01-01" }).where(eq(sites.id, siteId));
    expectError(await postRsvp(siteId, body, cookies), 409, "RSVP_CLOSED");
    expect(await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, siteId))).toHaveLength(1);
    expect(await mailsTo(address)).toHaveLength(1);
  });
});
