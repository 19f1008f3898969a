// The words of a send to guests (issue 26): an invitation, a reminder or a message, by mail (subject
// and text) and by SMS, in the page's language (sv, en, da), with the event's names and date as the
// page has them (its header's title, else the event logo's names; the Countdown's date, as the calendar
// file takes it: routes/calendar/ics.ts), the owner's own words inserted as written, and the household's
// personal link. Every message carries the link: it is how a guest answers, and the only way in to a
// page that opens for personal links only.
//
// composeInvitationMail is the one place a guest mail's words are written. Its HTML part is made from
// this text by the brand's layout (server/mail/templates, kinds guest-invitation, guest-reminder and
// guest-message): the outbox (sends-outbox.ts) names the kind, language and page origin in `design`.
import type { UiLanguage } from "@core/languages";
import type { SendKind } from "@core/sends";
import { headerTitle, type SiteDocument } from "@core/site";

/** What a send's words are made of, for one household. */
export type SendTextInput = {
  kind: SendKind;
  language: UiLanguage;
  /** The event's name: the page's title, else the couple's names. */
  title: string;
  /** The event's day and time as words ('21 augusti 2027', '15.00'), or null when the page has none. */
  date: EventDate | null;
  householdName: string;
  /** The owner's own words, or undefined. */
  text: string | undefined;
  /** https://{host}/i/{token} */
  link: string;
  /** The event's calendar file (https://{host}/ics/{siteId}.ics), for mails; null without a date. */
  calendarUrl: string | null;
  /**
   * The RSVP's last day as words in the page's language ('1 maj 2027': modules/rsvp/deadline.ts
   * formatDeadline), named in invitations and reminders; null or absent when the site has none.
   */
  lastDay?: string | null;
};

export type EventDate = { day: string; time: string };

type Words = {
  hello: (name: string) => string;
  subject: Record<SendKind, (title: string) => string>;
  /** The first sentence of a mail and an SMS. */
  lead: Record<SendKind, (title: string, date: string | null) => string | null>;
  linkLabel: Record<SendKind, string>;
  calendar: string;
  replyNote: string;
  /** An SMS's first sentence: the day without the time (an SMS part is 160 characters, the link 80). */
  smsLead: Record<SendKind, (title: string, day: string | null) => string | null>;
  smsLink: Record<SendKind, string>;
  at: string;
  /** The RSVP's last day, as the page says it (web/i18n editor-forms forms.rsvpDeadline). */
  lastDay: (day: string) => string;
};

const WORDS: Record<UiLanguage, Words> = {
  sv: {
    hello: (name) => `Hej ${name}!`,
    subject: {
      invitation: (title) => `Inbjudan: ${title}`,
      reminder: (title) => `Påminnelse: svara på inbjudan till ${title}`,
      message: (title) => `Meddelande om ${title}`,
    },
    lead: {
      invitation: (title, date) => `Ni är inbjudna till ${title}${date ? ` den ${date}` : ""}.`,
      reminder: (title, date) => `Vi har inte fått ert svar ännu till ${title}${date ? ` den ${date}` : ""}.`,
      message: () => null,
    },
    linkLabel: {
      invitation: "Er inbjudan, och där ni svarar (OSA):",
      reminder: "Svara här:",
      message: "Er inbjudan:",
    },
    calendar: "Lägg till i kalendern:",
    replyNote: "Frågor, eller vill ni inte få fler mejl om det här? Svara på det här mejlet.",
    smsLead: {
      invitation: (title, day) => `Ni är inbjudna till ${title}${day ? ` ${day}` : ""}.`,
      reminder: (title) => `Vi väntar på ert svar till ${title}.`,
      message: () => null,
    },
    smsLink: { invitation: "OSA:", reminder: "Svara här:", message: "Inbjudan:" },
    at: "kl.",
    lastDay: (day) => `Sista dag för OSA: ${day}.`,
  },
  en: {
    hello: (name) => `Hello ${name}!`,
    subject: {
      invitation: (title) => `Invitation: ${title}`,
      reminder: (title) => `Reminder: please answer the invitation to ${title}`,
      message: (title) => `A message about ${title}`,
    },
    lead: {
      invitation: (title, date) => `You are invited to ${title}${date ? ` on ${date}` : ""}.`,
      reminder: (title, date) => `We have not had your answer yet for ${title}${date ? ` on ${date}` : ""}.`,
      message: () => null,
    },
    linkLabel: {
      invitation: "Your invitation, where you also answer (RSVP):",
      reminder: "Answer here:",
      message: "Your invitation:",
    },
    calendar: "Add to your calendar:",
    replyNote: "Questions, or rather not get more mails about this? Reply to this mail.",
    smsLead: {
      invitation: (title, day) => `You are invited to ${title}${day ? ` on ${day}` : ""}.`,
      reminder: (title) => `We are waiting for your answer for ${title}.`,
      message: () => null,
    },
    smsLink: { invitation: "RSVP:", reminder: "Answer here:", message: "Invitation:" },
    at: "at",
    lastDay: (day) => `Please reply by ${day}.`,
  },
  da: {
    hello: (name) => `Hej ${name}!`,
    subject: {
      invitation: (title) => `Invitation: ${title}`,
      reminder: (title) => `Påmindelse: svar på invitationen til ${title}`,
      message: (title) => `Besked om ${title}`,
    },
    lead: {
      invitation: (title, date) => `I er inviteret til ${title}${date ? ` den ${date}` : ""}.`,
      reminder: (title, date) =>
        `Vi har ikke fået jeres svar endnu til ${title}${date ? ` den ${date}` : ""}.`,
      message: () => null,
    },
    linkLabel: {
      invitation: "Jeres invitation, hvor I også svarer (OSA):",
      reminder: "Svar her:",
      message: "Jeres invitation:",
    },
    calendar: "Føj til kalenderen:",
    replyNote: "Spørgsmål, eller vil I ikke have flere mails om dette? Svar på denne mail.",
    smsLead: {
      invitation: (title, day) => `I er inviteret til ${title}${day ? ` ${day}` : ""}.`,
      reminder: (title) => `Vi venter på jeres svar til ${title}.`,
      message: () => null,
    },
    smsLink: { invitation: "OSA:", reminder: "Svar her:", message: "Invitation:" },
    at: "kl.",
    lastDay: (day) => `Sidste frist for svar: ${day}.`,
  },
};

const LOCALES: Record<UiLanguage, string> = { sv: "sv-SE", en: "en-GB", da: "da-DK" };

/** One line, no control characters: a title or a name inside a sentence or a subject. */
const oneLine = (text: string, max: number) =>
  text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);

/** The owner's words: line breaks kept (at most one empty line in a row), other control characters dropped. */
const ownerWords = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]+/gu, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/** The event's name: its header's title in the language, else the event logo's names, else ''. */
export function eventTitleOf(document: Pick<SiteDocument, "siteModules" | "eventLogo">, language: string) {
  const header = headerTitle(document, language).trim();
  if (header) return oneLine(header, 120);
  const names = [document.eventLogo?.name1, document.eventLogo?.name2]
    .map((name) => name?.trim())
    .filter(Boolean);
  return oneLine(names.join(" & "), 120);
}

/** The Countdown's 'yyyy-mm-dd hh:mm' as words: '21 augusti 2027' and '15.00'; null without one. */
export function eventDateOf(
  document: Pick<SiteDocument, "siteModules">,
  language: UiLanguage,
): EventDate | null {
  for (const module of document.siteModules) {
    if (module.siteModuleType !== "Countdown") continue;
    const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/.exec(module.countdownDate);
    if (!match) continue;
    // The wall-clock date as written (read as UTC and formatted in UTC: no zone can move it).
    const day = new Intl.DateTimeFormat(LOCALES[language], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${match[1]}T00:00:00Z`));
    const time = language === "en" ? `${match[2]}:${match[3]}` : `${match[2]}.${match[3]}`;
    return { day, time };
  }
  return null;
}

/** 'Sista dag för OSA: 1 maj 2027.' in invitations and reminders when the site has a last day. */
function lastDayOf(input: SendTextInput): string | null {
  if (!input.lastDay || input.kind === "message") return null;
  return WORDS[input.language].lastDay(oneLine(input.lastDay, 60));
}

/** A guest mail: subject and text part (the HTML part is made from the text: see above). */
export function composeInvitationMail(input: SendTextInput): { subject: string; text: string } {
  const words = WORDS[input.language];
  const date = input.date ? `${input.date.day} ${words.at} ${input.date.time}` : null;
  const lead = words.lead[input.kind](input.title, date);
  const lastDay = lastDayOf(input);
  const paragraphs = [
    words.hello(oneLine(input.householdName, 120)),
    ...(lead ? [lead] : []),
    ...(lastDay ? [lastDay] : []),
    ...(input.text ? [ownerWords(input.text)] : []),
    // The link on a line of its own: a button in the designed mail.
    `${words.linkLabel[input.kind]}\n${input.link}`,
    ...(input.calendarUrl && input.kind !== "message" ? [`${words.calendar}\n${input.calendarUrl}`] : []),
    words.replyNote,
  ];
  return {
    subject: oneLine(words.subject[input.kind](input.title), 200),
    text: `${paragraphs.join("\n\n")}\n`,
  };
}

/** A guest SMS: one text, short, always with the link. */
export function composeInvitationSms(input: SendTextInput): string {
  const words = WORDS[input.language];
  const lead = words.smsLead[input.kind](input.title, input.date?.day ?? null);
  const text = input.text ? oneLine(input.text, 1000) : "";
  const start = input.kind === "message" ? `${input.title}:` : words.hello(oneLine(input.householdName, 60));
  return [start, lead, lastDayOf(input), text, `${words.smsLink[input.kind]} ${input.link}`]
    .filter(Boolean)
    .join(" ");
}
