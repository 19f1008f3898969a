// What the answer mails need of the guest list (issue 26, "Confirmation and change"), read by the outbox
// (submission-outbox.ts) for a batch at once:
//   - the owner's notification says "Ändrat svar från Familjen Berg" when the household had answered
//     before (an earlier rsvps row of the same household: every answer is kept there);
//   - the guest's confirmation (kind 'rsvp-confirmation', queued by the statement that ties the answer
//     to its household: household-answers.ts) goes to the address the guest gave in the form (an
//     e-mail question), else the household's mail, else its first guest's; none: no confirmation. It
//     lists each guest's answer (coming or not per part, the questions' answers) and the household's
//     personal link to change it until the RSVP's last day, and the event's calendar file. The mail
//     carries the household's signed unsubscribe link (List-Unsubscribe headers and a line at its foot,
//     mail/unsubscribe.ts), whether it goes to the household's own address or one typed in the form:
//     the unsubscribe marks the household either way;
//   - with no mail address but a phone number (a phone question the guests answered, else the
//     household's phone, else its first guest's with one), the confirmation is a short SMS instead
//     (confirmation-texts.ts composeConfirmationSms): the event, thanks or changed, "2 kommer, 1 kommer
//     inte", the change link and the last day. Never both: mail when there is an address. The number is
//     normalised to E.164 (a mobile of the page's country, core/phone.ts); one that is not: no SMS,
//     logged. The household's own phone is not used after it asked for no more mails. SMS
//     confirmations count against no owner's daily send cap, but against a per-site safety cap of
//     CONFIRMATION_SMS_PER_SITE_DAY a UTC day (counted in the shared limit counters, so every server
//     process counts together): past it the confirmation is not sent (logged), so a flood of answers
//     cannot run up SMS costs.
// A confirmation whose answer was replaced before it went (the household answered again at once) is
// not sent: the newer answer's confirmation follows. Nor is one to a household that was deleted, whose
// link was turned off, or (to its own address) that asked for no more mails.
import { type FormElement, isFormElementShown } from "@core/form";
import { GUEST_LIST_LIMITS, WHOLE_EVENT } from "@core/guest-list";
import { normalizeMobile, type PhoneCountry, phoneCountryOf } from "@core/phone";
import { personalLink } from "@core/print/households";
import { siteLanguages } from "@core/site-helpers";
import type { SubmittedFormElement } from "@core/submissions";
import { translate } from "@core/translation";
import { formatDeadline } from "@modules/rsvp/deadline";
import { uiLanguageFor } from "@web/i18n";
import { asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context";
import { householdAnswers, householdGuests, households, rsvps, sites } from "../db/schema";
import type { MailMessage } from "../mail/provider";
import { guestMailUnsubscribe } from "../mail/unsubscribe";
import { calendarPath } from "../routes/calendar";
import { type ConfirmedGuest, composeConfirmationMail, composeConfirmationSms } from "./confirmation-texts";
import { settingsOf } from "./households";
import { mailPictureOf } from "./sends";
import { eventDateOf, eventTitleOf } from "./sends-texts";

/** A household as the answer mails need it. */
export type MailedHousehold = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  token: string;
  linkEnabled: boolean;
  deleted: boolean;
  unsubscribed: boolean;
  /** Its guests in order, with their mail addresses and phone numbers. */
  guests: { id: string; name: string; email: string | null; phone: string | null }[];
  /** Every RSVP row of the household: its answers so far. */
  rows: { id: string; createdAt: Date }[];
  /** Its current answer, per guest and part, with the RSVP row each came from. */
  answers: { guestKey: string; partId: string; attending: boolean; rsvpId: string | null }[];
};

/** The households of these ids, four reads whatever their number. */
export async function mailedHouseholds(
  ctx: AppContext,
  ids: Iterable<string>,
): Promise<Map<string, MailedHousehold>> {
  const wanted = [...new Set(ids)];
  const found = new Map<string, MailedHousehold>();
  if (wanted.length === 0) return found;
  const [rows, guests, answered, answers] = await Promise.all([
    ctx.db
      .select({
        id: households.id,
        name: households.name,
        email: households.email,
        phone: households.phone,
        token: households.token,
        linkEnabled: households.linkEnabled,
        deletedAt: households.deletedAt,
        unsubscribedAt: households.mailUnsubscribedAt,
      })
      .from(households)
      .where(inArray(households.id, wanted)),
    ctx.db
      .select({
        householdId: householdGuests.householdId,
        id: householdGuests.id,
        name: householdGuests.name,
        email: householdGuests.email,
        phone: householdGuests.phone,
      })
      .from(householdGuests)
      .where(inArray(householdGuests.householdId, wanted))
      .orderBy(asc(householdGuests.position)),
    ctx.db
      .select({ householdId: rsvps.householdId, id: rsvps.id, createdAt: rsvps.createdAt })
      .from(rsvps)
      .where(inArray(rsvps.householdId, wanted)),
    ctx.db
      .select({
        householdId: householdAnswers.householdId,
        guestKey: householdAnswers.guestKey,
        partId: householdAnswers.partId,
        attending: householdAnswers.attending,
        rsvpId: householdAnswers.rsvpId,
      })
      .from(householdAnswers)
      .where(inArray(householdAnswers.householdId, wanted)),
  ]);
  for (const row of rows)
    found.set(row.id, {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      token: row.token,
      linkEnabled: row.linkEnabled,
      deleted: row.deletedAt !== null,
      unsubscribed: row.unsubscribedAt !== null,
      guests: [],
      rows: [],
      answers: [],
    });
  for (const { householdId, ...guest } of guests) found.get(householdId)?.guests.push(guest);
  for (const { householdId, ...row } of answered) if (householdId) found.get(householdId)?.rows.push(row);
  for (const { householdId, ...answer } of answers) found.get(householdId)?.answers.push(answer);
  return found;
}

/** Whether the household had answered before the answer of these rows (stored at `at`). */
export function answeredBefore(household: MailedHousehold, rowIds: readonly string[], at: Date): boolean {
  const own = new Set(rowIds);
  return household.rows.some((row) => !own.has(row.id) && row.createdAt.getTime() < at.getTime());
}

const MAIL_ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * Where the confirmation goes: the first e-mail question the guests answered, else the household's
 * mail, else its first guest's with one; null for none (or the household's own address after it asked
 * for no more mails: an address typed in the form now is the guest's own wish).
 */
export function confirmationAddress(
  household: { email: string | null; unsubscribed: boolean; guests: readonly { email: string | null }[] },
  guests: readonly SubmittedFormElement[][],
): string | null {
  for (const answers of guests)
    for (const answer of answers) {
      const value = answer.value.trim();
      const element = answer.formElement;
      if (
        element.formElementType === "ShortText" &&
        element.inputKind === "email" &&
        MAIL_ADDRESS.test(value)
      )
        return value;
    }
  if (household.unsubscribed) return null;
  const own = [household.email, ...household.guests.map((guest) => guest.email)]
    .map((address) => address?.trim() ?? "")
    .find((address) => MAIL_ADDRESS.test(address));
  return own ?? null;
}

/**
 * The number an SMS confirmation goes to when there is no mail address: the first phone question the
 * guests answered, else the household's phone, else its first guest's with one (the household's own
 * numbers not after it asked for no more mails); as written, null for none.
 */
export function confirmationPhone(
  household: { phone: string | null; unsubscribed: boolean; guests: readonly { phone: string | null }[] },
  guests: readonly SubmittedFormElement[][],
): string | null {
  for (const answers of guests)
    for (const answer of answers) {
      const value = answer.value.trim();
      const element = answer.formElement;
      if (element.formElementType === "ShortText" && element.inputKind === "phone" && value) return value;
    }
  if (household.unsubscribed) return null;
  const own = [household.phone, ...household.guests.map((guest) => guest.phone)]
    .map((number) => number?.trim() ?? "")
    .find((number) => number !== "");
  return own ?? null;
}

/** A name from a guest's answers (its first two plain text answers), as the guest list names one. */
function nameOfAnswers(answers: readonly SubmittedFormElement[]): string {
  return answers
    .filter(
      (answer) =>
        answer.formElement.formElementType === "ShortText" &&
        !["email", "phone", "number", "longText"].includes(answer.formElement.inputKind ?? "text") &&
        answer.value.trim() !== "",
    )
    .map((answer) => answer.value.trim().replace(/\s+/g, " "))
    .slice(0, 2)
    .join(" ")
    .slice(0, GUEST_LIST_LIMITS.name);
}

/** One stored guest of the answer: its row and its answers with their questions. */
export type ConfirmedRow = { id: string; guestIndex: number; answers: SubmittedFormElement[] };

/** The site as a confirmation needs it: read once per batch and site. */
export type ConfirmationSite = {
  id: string;
  host: string | null;
  document: Parameters<typeof eventTitleOf>[0] & Parameters<typeof eventDateOf>[0];
  rsvpDeadline: string | null;
  ownerMail: string | null;
  parts: { id: string; name: string }[];
  /** The page's country for phone numbers without a prefix (its first language, else the market). */
  country: PhoneCountry;
};

export async function confirmationSite(
  ctx: AppContext,
  siteId: string,
  ownerMail: string | null,
): Promise<ConfirmationSite | null> {
  const [row] = await ctx.db
    .select({ id: sites.id, host: sites.host, document: sites.document, rsvpDeadline: sites.rsvpDeadline })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!row) return null;
  const settings = await settingsOf(ctx.db, siteId);
  return {
    ...row,
    document: row.document as ConfirmationSite["document"],
    country: phoneCountryOf(
      siteLanguages(row.document as Parameters<typeof siteLanguages>[0]),
      ctx.config.market,
    ),
    ownerMail,
    parts: settings.parts.map(({ id, name }) => ({ id, name })),
  };
}

/** The answers a guest sees again: every question shown to them, a hidden one only when answered. */
function shownAnswers(answers: readonly SubmittedFormElement[], language: string) {
  const elements: FormElement[] = answers.map((answer) => answer.formElement);
  const selected: Record<string, string | undefined> = {};
  for (const answer of answers)
    if (answer.selectedOption) selected[answer.formElement.id] = answer.selectedOption.id;
  return answers
    .filter(
      (answer) =>
        answer.value.trim() !== "" ||
        (answer.formElement.showConditions ?? []).length === 0 ||
        isFormElementShown(answer.formElement, elements, selected),
    )
    .map((answer) => ({
      label: translate(answer.formElement.label, language),
      value: answer.selectedOption?.text ?? answer.value,
    }));
}

/** What a confirmation is: a mail, or an SMS to a number in E.164 (never both). */
export type ConfirmationMessage =
  | { channel: "mail"; message: MailMessage }
  | { channel: "sms"; to: string; text: string };

/**
 * The guest's confirmation of the answer stored in `rows`, or null when there is none to send (no
 * address or number, an invalid number, no page address for the link, the household gone or its link
 * off, or the answer replaced).
 */
export function confirmationMessage(
  ctx: AppContext,
  site: ConfirmationSite,
  household: MailedHousehold,
  rows: readonly ConfirmedRow[],
  answerLanguage: string,
  storedAt: Date,
): ConfirmationMessage | null {
  if (!site.host || household.deleted || !household.linkEnabled || rows.length === 0) return null;
  const rowIds = new Set(rows.map((row) => row.id));
  const current = household.answers.filter((answer) => answer.rsvpId !== null && rowIds.has(answer.rsvpId));
  // Replaced by a newer answer before this one's mail went: that one's confirmation tells it.
  if (current.length === 0) return null;
  const given = rows.map((row) => row.answers);
  const to = confirmationAddress(household, given);
  const language = uiLanguageFor(answerLanguage);
  const title = eventTitleOf(site.document, language) || ctx.config.brandDefinition.displayName;
  const changed = answeredBefore(household, [...rowIds], storedAt);
  const link = personalLink(site.host, household.token);
  const lastDay = site.rsvpDeadline ? formatDeadline(site.rsvpDeadline, language) : null;
  if (!to) {
    const written = confirmationPhone(household, given);
    if (!written) return null;
    const number = normalizeMobile(written, site.country);
    if (!number.ok) {
      ctx.log.warn(
        { siteId: site.id, householdId: household.id, problem: number.problem },
        "confirmation SMS not sent: the number is not a Swedish or Danish mobile",
      );
      return null;
    }
    // Coming: to the event or to any part of it.
    const attending = new Map<string, boolean>();
    for (const answer of current)
      attending.set(answer.guestKey, (attending.get(answer.guestKey) ?? false) || answer.attending);
    const coming = [...attending.values()].filter(Boolean).length;
    const text = composeConfirmationSms({
      language,
      title,
      changed,
      coming,
      notComing: attending.size - coming,
      link,
      lastDay,
    });
    return { channel: "sms", to: number.e164, text };
  }
  const partOrder = new Map(site.parts.map((part, index) => [part.id, index]));
  const partName = new Map(site.parts.map((part) => [part.id, part.name]));
  const guestName = new Map(household.guests.map((guest) => [guest.id, guest.name]));
  const guests: ConfirmedGuest[] = [...rows]
    .sort((a, b) => a.guestIndex - b.guestIndex)
    .map((row, index) => {
      const mine = current.filter((answer) => answer.rsvpId === row.id);
      const key = mine[0]?.guestKey;
      const name = (key ? guestName.get(key) : undefined) || nameOfAnswers(row.answers) || `${index + 1}.`;
      return {
        name,
        parts: mine
          .filter((answer) => answer.partId !== WHOLE_EVENT && partName.has(answer.partId))
          .sort((a, b) => (partOrder.get(a.partId) ?? 0) - (partOrder.get(b.partId) ?? 0))
          .map((answer) => ({ name: partName.get(answer.partId) ?? "", attending: answer.attending })),
        answers: shownAnswers(row.answers, answerLanguage),
      };
    });
  const date = eventDateOf(site.document, language);
  const mail = composeConfirmationMail({
    language,
    title,
    date,
    householdName: household.name,
    guests,
    changed,
    link,
    lastDay,
    calendarUrl: date ? `https://${site.host}${calendarPath(site.id)}` : null,
    replyToHosts: Boolean(site.ownerMail),
  });
  return {
    channel: "mail",
    message: {
      to,
      subject: mail.subject,
      text: mail.text,
      // A guest's reply reaches the hosts.
      ...(site.ownerMail ? { replyTo: site.ownerMail } : {}),
      design: {
        kind: "rsvp-confirmation",
        language,
        pageOrigin: `https://${site.host}`,
        ...heroOf(site.document, site.host, title),
      },
      // "No more mails": the household's signed link as headers and a line at the mail's foot.
      unsubscribe: guestMailUnsubscribe(ctx.config, {
        host: site.host,
        siteId: site.id,
        householdId: household.id,
        language,
        event: title,
      }),
    },
  };
}

/** The confirmation when it is a mail (see confirmationMessage); null for none or an SMS. */
export function confirmationMail(...args: Parameters<typeof confirmationMessage>): MailMessage | null {
  const confirmation = confirmationMessage(...args);
  return confirmation?.channel === "mail" ? confirmation.message : null;
}

/** SMS confirmations a site may send a UTC day (a flood of answers cannot run up SMS costs). */
export const CONFIRMATION_SMS_PER_SITE_DAY = 300;

/** The shared limit counter of a site's SMS confirmations on the UTC day of `at`. */
export const confirmationSmsCounterKey = (siteId: string, at: Date): string =>
  `confirmation-sms:${siteId}:${at.toISOString().slice(0, 10)}`;

/** The page's header picture for the confirmation, as invitations show it (sends.ts mailPictureOf). */
function heroOf(
  document: Parameters<typeof mailPictureOf>[0],
  host: string,
  title: string,
): { hero?: { src: string; alt: string } } {
  const hero = mailPictureOf(document, host, title);
  return hero ? { hero } : {};
}
