// The guest's confirmation by SMS and the confirmation mail's List-Unsubscribe (issue 26, "Confirmation
// and change"): with no mail address but a phone number the confirmation is one SMS (the simulator's
// file in DATA_DIR/sms) with the change link and the last day, never a mail too; with a mail address
// it is a mail only, carrying the household's signed unsubscribe link; an invalid number gets nothing;
// past the site's daily SMS cap nothing more is sent. Through HTTP, on PGlite and on PostgreSQL (bash
// scripts/with-postgres.sh).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { households, submissionMails } from "../../db/schema";
import { limitStoreOf } from "../../limits/counter-store";
import { mailDirOf } from "../../mail/config";
import { readMailbox } from "../../mail/mailbox";
import { CONFIRMATION_SMS_PER_SITE_DAY, confirmationSmsCounterKey } from "../../operations/confirmation-mail";
import { sendDueSubmissionMails } from "../../operations/submission-outbox";
import { SmsProviderError } from "../../sms/provider";
import { smsDirOf, smsServiceOf } from "../../sms/service";
import { freshClientAddress, testAppForThisFile } from "../../test/harness";
import {
  attendAnswer,
  attendQuestion,
  guestRequests,
  type RsvpHousehold as Household,
  nameAnswer,
  nameQuestion,
  rsvpSite,
} from "../../test/rsvp-site";

const t = testAppForThisFile({ pages: true });
const requests = guestRequests(t);

const phone = {
  id: "phone",
  formElementType: "ShortText" as const,
  inputKind: "phone" as const,
  label: { sv: "Mobilnummer", en: "Mobile" },
  required: false,
};

/** An RSVP site (name, phone, "will you come?") answering until 1 May 2098, with no guest-list parts. */
async function siteWithList() {
  const { siteId, host, owner, add } = await rsvpSite(t, {
    hostPrefix: "sms-bekrafta",
    formElements: [nameQuestion, phone, attendQuestion],
    settings: null,
    rsvpDeadline: "2098-05-01",
  });
  return { siteId, host, owner, add };
}

const answersOf = (guest: string, coming: boolean, number = "") => [
  nameAnswer(guest),
  { formElement: phone, value: number, selectedOption: null },
  attendAnswer(coming ? "yes" : "no"),
];

/** The household's guests answer through its personal link (the first coming, the second not). */
async function answerThroughLink(
  site: { siteId: string; host: string },
  household: Household,
  language = "sv",
): Promise<void> {
  const response = await postRsvp(
    site.siteId,
    household.guests.map((guest, index) => ({
      formElements: answersOf(guest.name, index === 0),
      guestId: guest.id,
    })),
    await requests.openPersonalLink(site, household.token),
    language,
  );
  expect(response.json()).toEqual({ invertedSuccess: false });
}

const postRsvp = (
  siteId: string,
  guests: { formElements: ReturnType<typeof answersOf>; guestId?: string }[],
  cookies: Record<string, string> = {},
  language = "sv",
) => requests.postRsvp(siteId, requests.rsvpBody(siteId, guests, { language }), cookies);

type SmsFile = { to: string; from: string; message: string; parts: number };

function smsTo(number: string): SmsFile[] {
  const dir = smsDirOf(t.ctx);
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as SmsFile)
    .filter((sms) => sms.to === number);
}

/** A Swedish mobile number no other test uses: as written and in E.164. */
function newMobile(): { written: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
  return { written: `070-${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+4670${digits}` };
}

const unique = (prefix: string) => `${prefix}.${Math.random().toString(36).slice(2, 10)}@example.se`;

/** Mails whose text names the household's personal link (its confirmations). */
const mailsWithLink = (host: string, token: string) =>
  readMailbox(mailDirOf(t.ctx.config)).filter((mail) => mail.text.includes(`https://${host}/i/${token}`));

const queuedOf = (siteId: string) =>
  t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId));

describe("the confirmation by SMS", () => {
  it("goes as one SMS with the summary, the change link and the last day to a household with a phone and no mail, and no mail", async () => {
    const site = await siteWithList();
    const mobile = newMobile();
    const berg = await site.add({
      name: "Familjen Berg",
      phone: mobile.written,
      guests: [{ name: "Karin Berg" }, { name: "Olle Berg" }],
    });
    await answerThroughLink(site, berg);
    await sendDueSubmissionMails(t.ctx);
    const [sms, more] = smsTo(mobile.e164);
    expect(more).toBeUndefined();
    expect(sms?.message).toContain("Tack för ert svar till");
    expect(sms?.message).toContain("1 kommer, 1 kommer inte.");
    expect(sms?.message).toContain(`Ändra svaret senast 1 maj 2098: https://${site.host}/i/${berg.token}`);
    expect(sms?.parts).toBeLessThanOrEqual(2);
    // No confirmation mail (only the owner's notification, which has no personal link).
    expect(mailsWithLink(site.host, berg.token)).toEqual([]);
    expect(await queuedOf(site.siteId)).toEqual([]);
    // Sent once: the outbox sending again sends nothing more.
    await sendDueSubmissionMails(t.ctx);
    expect(smsTo(mobile.e164)).toHaveLength(1);
  });

  it("goes to the number a guest typed in the form's phone question, in the answer's language; a change says so", async () => {
    const site = await siteWithList();
    const mobile = newMobile();
    const first = await postRsvp(
      site.siteId,
      [{ formElements: answersOf("Pia Ek", true, mobile.written) }],
      {},
      "en",
    );
    expect(first.json()).toEqual({ invertedSuccess: false });
    await sendDueSubmissionMails(t.ctx);
    const [made] = await t.ctx.db.select().from(households).where(eq(households.siteId, site.siteId));
    const [sms] = smsTo(mobile.e164);
    expect(sms?.message).toContain("Thank you for your answer to");
    expect(sms?.message).toContain("1 coming.");
    expect(sms?.message).toContain(`https://${site.host}/i/${made?.token}`);
  });

  it("is a mail only, never an SMS too, when there is a mail address as well as a phone", async () => {
    const site = await siteWithList();
    const mobile = newMobile();
    const address = unique("lind");
    const lind = await site.add({
      name: "Familjen Lind",
      email: address,
      phone: mobile.written,
      guests: [{ name: "Sara Lind" }],
    });
    await answerThroughLink(site, lind);
    await sendDueSubmissionMails(t.ctx);
    expect(smsTo(mobile.e164)).toEqual([]);
    const mails = readMailbox(mailDirOf(t.ctx.config)).filter((mail) => mail.to.includes(address));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`https://${site.host}/i/${lind.token}`);
  });

  it("is not sent to a number that is not a mobile (nothing left queued)", async () => {
    const site = await siteWithList();
    const holm = await site.add({
      name: "Familjen Holm",
      phone: "08-123 456 78",
      guests: [{ name: "Eva Holm" }],
    });
    const before = readdirSafe();
    await answerThroughLink(site, holm);
    await sendDueSubmissionMails(t.ctx);
    const after = readdirSafe().filter((file) => !before.includes(file));
    const sent = after.map(
      (file) => JSON.parse(readFileSync(join(smsDirOf(t.ctx), file), "utf8")) as SmsFile,
    );
    expect(sent.filter((sms) => sms.message.includes(holm.token))).toEqual([]);
    expect(smsTo("+46812345678")).toEqual([]);
    expect(mailsWithLink(site.host, holm.token)).toEqual([]);
    expect(await queuedOf(site.siteId)).toEqual([]);
  });

  it(`stops at ${CONFIRMATION_SMS_PER_SITE_DAY} a site and day: the last one under the cap goes, the next does not`, async () => {
    const site = await siteWithList();
    const other = await siteWithList();
    const [a, b, c] = [newMobile(), newMobile(), newMobile()];
    const under = await site.add({ name: "Familjen A", phone: a.written, guests: [{ name: "Ann A" }] });
    const over = await site.add({ name: "Familjen B", phone: b.written, guests: [{ name: "Bo B" }] });
    const elsewhere = await other.add({ name: "Familjen C", phone: c.written, guests: [{ name: "Cia C" }] });
    // The site has sent all but one of today's confirmations.
    const store = limitStoreOf(t.ctx);
    const key = confirmationSmsCounterKey(site.siteId, new Date());
    for (let i = 1; i < CONFIRMATION_SMS_PER_SITE_DAY; i++) await store.add(key, 26 * 60 * 60 * 1000);

    await answerThroughLink(site, under);
    await sendDueSubmissionMails(t.ctx);
    expect(smsTo(a.e164)).toHaveLength(1);

    await answerThroughLink(site, over);
    await sendDueSubmissionMails(t.ctx);
    expect(smsTo(b.e164)).toEqual([]);
    // Done with, not retried later.
    expect(await queuedOf(site.siteId)).toEqual([]);

    // Another site's cap is its own.
    await answerThroughLink(other, elsewhere);
    await sendDueSubmissionMails(t.ctx);
    expect(smsTo(c.e164)).toHaveLength(1);
  });
});

describe("the SMS confirmation's delivery", () => {
  it("is tried again when the provider surely did not take it, and then sent once", async () => {
    const site = await siteWithList();
    const mobile = newMobile();
    const lund = await site.add({
      name: "Familjen Lund",
      phone: mobile.written,
      guests: [{ name: "Ida Lund" }],
    });
    const service = await smsServiceOf(t.ctx);
    const real = service.provider.send;
    service.provider.send = async () => {
      throw new SmsProviderError("503 Service Unavailable", 503);
    };
    try {
      await answerThroughLink(site, lund);
      await sendDueSubmissionMails(t.ctx);
    } finally {
      service.provider.send = real;
    }
    expect(smsTo(mobile.e164)).toEqual([]);
    const [queued] = await queuedOf(site.siteId);
    expect(queued?.attempts).toBe(1);
    // Due again (its lease over): sent, once.
    await t.ctx.db
      .update(submissionMails)
      .set({ dueAt: new Date(0) })
      .where(eq(submissionMails.siteId, site.siteId));
    await sendDueSubmissionMails(t.ctx);
    expect(smsTo(mobile.e164)).toHaveLength(1);
    expect(await queuedOf(site.siteId)).toEqual([]);
  });

  it("is never sent again when it may have gone (the provider's answer not read)", async () => {
    const site = await siteWithList();
    const mobile = newMobile();
    const vik = await site.add({
      name: "Familjen Vik",
      phone: mobile.written,
      guests: [{ name: "Jon Vik" }],
    });
    const service = await smsServiceOf(t.ctx);
    const real = service.provider.send;
    let tries = 0;
    service.provider.send = async () => {
      tries += 1;
      throw new SmsProviderError("the answer could not be read", 200, true);
    };
    try {
      await answerThroughLink(site, vik);
      await sendDueSubmissionMails(t.ctx);
      await sendDueSubmissionMails(t.ctx);
    } finally {
      service.provider.send = real;
    }
    expect(tries).toBe(1);
    expect(await queuedOf(site.siteId)).toEqual([]);
  });
});

function readdirSafe(): string[] {
  try {
    return readdirSync(smsDirOf(t.ctx));
  } catch {
    return [];
  }
}

describe("the confirmation mail's List-Unsubscribe", () => {
  it("names the household's signed link on the page's host (headers and the foot's line), and one click unsubscribes the household", async () => {
    const site = await siteWithList();
    const address = unique("strom");
    const strom = await site.add({ name: "Familjen Ström", email: address, guests: [{ name: "Ove Ström" }] });
    await answerThroughLink(site, strom);
    await sendDueSubmissionMails(t.ctx);
    const [mail] = readMailbox(mailDirOf(t.ctx.config)).filter((m) => m.to.includes(address));
    const raw = readFileSync(mail?.file ?? "", "utf8");
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(raw)?.[1];
    expect(header).toBeDefined();
    const link = new URL(header ?? "");
    expect(link.host).toBe(site.host);
    expect(link.pathname).toMatch(
      new RegExp(`^/avregistrera/${site.siteId}\\.${strom.id}\\.[A-Za-z0-9_-]{22}$`),
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail?.text).toContain("Avregistrera dig:");

    const done = await t.app.inject({
      method: "POST",
      url: link.pathname,
      headers: { host: site.host, "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
      remoteAddress: freshClientAddress(),
    });
    expect(done.statusCode).toBe(200);
    const [marked] = await t.ctx.db.select().from(households).where(eq(households.id, strom.id));
    expect(marked?.mailUnsubscribedAt).toBeInstanceOf(Date);
  });
});
