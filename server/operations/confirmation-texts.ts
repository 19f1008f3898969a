// The words of the confirmation a guest gets after answering (issue 26, "Confirmation and change"): in
// the language the guest answered in (sv, en, da), the event's name and date, each guest's answer
// (coming or not per part, and the questions' answers), the household's personal link to change the
// answer, the last day it can be changed, and the event's calendar file. Pure: the outbox
// (submission-outbox.ts) gathers what it says, this writes it.
//
// The HTML part is made from this text by the brand's layout (server/mail/templates, kind
// rsvp-confirmation): the link alone on its line is the button ("Ändra ert svar"), the calendar link a
// second button named by the line before it, each guest's answers a small table under the guest's name.
import type { UiLanguage } from "@core/languages";
import type { EventDate } from "./sends-texts";

/** One guest's answer as the confirmation lists it. */
export type ConfirmedGuest = {
  name: string;
  /** Coming or not per part the household is invited to (none: the site names no parts). */
  parts: { name: string; attending: boolean }[];
  /** The RSVP's questions with the guest's answers, as the owner wrote them ('' for unanswered). */
  answers: { label: string; value: string }[];
};

export type ConfirmationInput = {
  language: UiLanguage;
  /** The event's name: the page's title, else the couple's names. */
  title: string;
  date: EventDate | null;
  /** Whom the mail greets: the household's name. */
  householdName: string;
  guests: ConfirmedGuest[];
  /** The household had answered before: this one replaced it. */
  changed: boolean;
  /** The household's personal link (https://{host}/i/{token}): where the answer is changed. */
  link: string;
  /** The RSVP's last day as words ('1 maj 2027'), or null when the site has none. */
  lastDay: string | null;
  /** The event's calendar file, or null without a date. */
  calendarUrl: string | null;
  /** Whether a reply reaches the hosts (the mail has their Reply-To). */
  replyToHosts: boolean;
};

type Words = {
  subject: (title: string, changed: boolean) => string;
  hello: (name: string) => string;
  lead: (title: string, date: string | null, changed: boolean) => string;
  coming: string;
  notComing: string;
  empty: string;
  change: string;
  lastDay: (day: string) => string;
  noLastDay: string;
  calendar: string;
  at: string;
  replyNote: string;
};

const on = (prefix: string, date: string | null) => (date ? ` ${prefix} ${date}` : "");

export const CONFIRMATION_WORDS: Record<UiLanguage, Words> = {
  sv: {
    subject: (title, changed) => (changed ? `Ert ändrade svar till ${title}` : `Ert svar till ${title}`),
    hello: (name) => `Hej ${name}!`,
    lead: (title, date, changed) =>
      changed
        ? `Ert svar till ${title}${on("den", date)} är ändrat. Så här svarar ni nu:`
        : `Tack för ert svar till ${title}${on("den", date)}! Så här svarade ni:`,
    coming: "Kommer",
    notComing: "Kommer inte",
    empty: "–",
    change: "Har något ändrats? Ändra ert svar här:",
    lastDay: (day) => `Ni kan ändra svaret till och med ${day}.`,
    noLastDay: "Ni kan ändra svaret via länken.",
    calendar: "Lägg till i kalendern:",
    at: "kl.",
    replyNote: "Frågor till värdarna? Svara på det här mejlet.",
  },
  en: {
    subject: (title, changed) => (changed ? `Your changed answer to ${title}` : `Your answer to ${title}`),
    hello: (name) => `Hello ${name}!`,
    lead: (title, date, changed) =>
      changed
        ? `Your answer to ${title}${on("on", date)} has been changed. This is your answer now:`
        : `Thank you for your answer to ${title}${on("on", date)}! This is what you answered:`,
    coming: "Coming",
    notComing: "Not coming",
    empty: "–",
    change: "Has anything changed? Change your answer here:",
    lastDay: (day) => `You can change your answer up to and including ${day}.`,
    noLastDay: "You can change your answer through the link.",
    calendar: "Add to your calendar:",
    at: "at",
    replyNote: "Questions for the hosts? Reply to this mail.",
  },
  da: {
    subject: (title, changed) => (changed ? `Jeres ændrede svar til ${title}` : `Jeres svar til ${title}`),
    hello: (name) => `Hej ${name}!`,
    lead: (title, date, changed) =>
      changed
        ? `Jeres svar til ${title}${on("den", date)} er ændret. Sådan svarer I nu:`
        : `Tak for jeres svar til ${title}${on("den", date)}! Sådan svarede I:`,
    coming: "Kommer",
    notComing: "Kommer ikke",
    empty: "–",
    change: "Er noget ændret? Ændr jeres svar her:",
    lastDay: (day) => `I kan ændre svaret til og med ${day}.`,
    noLastDay: "I kan ændre svaret via linket.",
    calendar: "Føj til kalenderen:",
    at: "kl.",
    replyNote: "Spørgsmål til værterne? Svar på denne mail.",
  },
};

/** One line, no control characters: a name, a title or a label inside the text. */
const oneLine = (text: string, max: number) =>
  text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);

/**
 * A guest's written answer after its label, on that one line: never a line that is a link alone (the
 * designed part makes such a line one of the mail's own buttons).
 */
const answerValue = (text: string) => oneLine(text, 2000);

/** The confirmation mail: subject and text part (the HTML part is made from the text: see above). */
export function composeConfirmationMail(input: ConfirmationInput): { subject: string; text: string } {
  const words = CONFIRMATION_WORDS[input.language];
  const title = oneLine(input.title, 120);
  const date = input.date ? `${input.date.day} ${words.at} ${input.date.time}` : null;
  const guests = input.guests.map((guest) => {
    const lines = [oneLine(guest.name, 120)];
    for (const part of guest.parts)
      lines.push(`${oneLine(part.name, 60)}: ${part.attending ? words.coming : words.notComing}`);
    for (const answer of guest.answers)
      lines.push(`${oneLine(answer.label, 60)}: ${answerValue(answer.value) || words.empty}`);
    return lines.join("\n");
  });
  const paragraphs = [
    words.hello(oneLine(input.householdName, 120)),
    words.lead(title, date, input.changed),
    ...guests,
    // The link on a line of its own: the button of the designed mail.
    `${words.change}\n${input.link}`,
    input.lastDay ? words.lastDay(oneLine(input.lastDay, 60)) : words.noLastDay,
    ...(input.calendarUrl ? [`${words.calendar}\n${input.calendarUrl}`] : []),
    ...(input.replyToHosts ? [words.replyNote] : []),
  ];
  return {
    subject: oneLine(words.subject(title, input.changed), 200),
    text: `${paragraphs.join("\n\n")}\n`,
  };
}

// ---- The SMS confirmation (issue 26): for a household that gave a phone number and no mail address ----

export type ConfirmationSmsInput = {
  language: UiLanguage;
  /** The event's name: the page's title, else the couple's names. */
  title: string;
  /** The household had answered before: this one replaced it. */
  changed: boolean;
  /** Guests coming (to the event or to any part of it) and not coming. */
  coming: number;
  notComing: number;
  /** The household's personal link (https://{host}/i/{token}): where the answer is changed. */
  link: string;
  /** The RSVP's last day as words ('1 maj 2027'), or null when the site has none. */
  lastDay: string | null;
};

type SmsWords = {
  thanks: (title: string) => string;
  changed: (title: string) => string;
  coming: (count: number) => string;
  notComing: (count: number) => string;
  change: (lastDay: string | null) => string;
};

/**
 * Short on purpose: every word in GSM-7 (å, ä, ö, æ, ø are in it), so a confirmation with a usual
 * title is one or two parts. The title is cut at SMS_TITLE_MAX characters.
 */
export const CONFIRMATION_SMS_WORDS: Record<UiLanguage, SmsWords> = {
  sv: {
    thanks: (title) => `Tack för ert svar till ${title}!`,
    changed: (title) => `Ert ändrade svar till ${title} är sparat.`,
    coming: (count) => `${count} kommer`,
    notComing: (count) => `${count} kommer inte`,
    change: (day) => (day ? `Ändra svaret senast ${day}:` : "Ändra svaret här:"),
  },
  en: {
    thanks: (title) => `Thank you for your answer to ${title}!`,
    changed: (title) => `Your changed answer to ${title} is saved.`,
    coming: (count) => `${count} coming`,
    notComing: (count) => `${count} not coming`,
    change: (day) => (day ? `Change it by ${day}:` : "Change it here:"),
  },
  da: {
    thanks: (title) => `Tak for jeres svar til ${title}!`,
    changed: (title) => `Jeres ændrede svar til ${title} er gemt.`,
    coming: (count) => `${count} kommer`,
    notComing: (count) => `${count} kommer ikke`,
    change: (day) => (day ? `Ændr svaret senest ${day}:` : "Ændr svaret her:"),
  },
};

const SMS_TITLE_MAX = 60;

/**
 * The confirmation SMS: "Tack för ert svar till Anna & Erik! 2 kommer, 1 kommer inte. Ändra svaret
 * senast 1 maj 2027: https://…/i/…". The summary leaves out a count of none ("2 kommer").
 */
export function composeConfirmationSms(input: ConfirmationSmsInput): string {
  const words = CONFIRMATION_SMS_WORDS[input.language];
  const title = oneLine(input.title, SMS_TITLE_MAX);
  const counts = [
    ...(input.coming > 0 ? [words.coming(input.coming)] : []),
    ...(input.notComing > 0 ? [words.notComing(input.notComing)] : []),
  ];
  const lead = input.changed ? words.changed(title) : words.thanks(title);
  const summary = counts.length > 0 ? ` ${counts.join(", ")}.` : "";
  const lastDay = input.lastDay ? oneLine(input.lastDay, 40) : null;
  return `${lead}${summary} ${words.change(lastDay)} ${input.link}`;
}
