// The notification mail of a stored guest answer (SPEC §7 Guest submissions): to the form's recipients,
// in the site's first language. Queued with the answer and sent by operations/submission-outbox.ts, so
// neither a slow nor a failing mail server keeps the guest waiting or changes what the guest is told.
import type { UiLanguage } from "@core/languages";
import type { SubmittedFormElement } from "@core/submissions";
import { translate } from "@core/translation";
import type { AppContext } from "../context";
import type { SiteGate, SubmissionFacts } from "./site-facts";

type MailLanguage = UiLanguage;

const MAIL_TEXTS: Record<
  MailLanguage,
  {
    subject: Record<"rsvp" | "form", (page: string) => string>;
    intro: Record<"rsvp" | "form", (page: string) => string>;
    /** A household that had answered before answered again (issue 26): its new answer replaces the old. */
    changedSubject: (household: string, page: string) => string;
    changedIntro: (household: string, page: string) => string;
    form: string;
    sent: string;
    language: string;
    guest: (n: number) => string;
    empty: string;
    readAll: string;
  }
> = {
  sv: {
    subject: { rsvp: (page) => `Nytt OSA-svar på ${page}`, form: (page) => `Nytt formulärsvar på ${page}` },
    intro: {
      rsvp: (page) => `Ett nytt OSA-svar har kommit in på ${page}.`,
      form: (page) => `Ett nytt formulärsvar har kommit in på ${page}.`,
    },
    changedSubject: (household, page) => `Ändrat svar från ${household} på ${page}`,
    changedIntro: (household, page) =>
      `Ändrat svar från ${household} på ${page}. Det nya svaret ersätter hushållets tidigare svar (alla svar finns kvar i svarslistan).`,
    form: "Formulär",
    sent: "Skickat",
    language: "Språk",
    guest: (n) => `Gäst ${n}`,
    empty: "–",
    readAll: "Alla svar finns här:",
  },
  en: {
    subject: { rsvp: (page) => `New RSVP on ${page}`, form: (page) => `New form answer on ${page}` },
    intro: {
      rsvp: (page) => `A new RSVP has arrived on ${page}.`,
      form: (page) => `A new form answer has arrived on ${page}.`,
    },
    changedSubject: (household, page) => `Changed answer from ${household} on ${page}`,
    changedIntro: (household, page) =>
      `Changed answer from ${household} on ${page}. The new answer replaces the household's earlier one (every answer stays in the answers list).`,
    form: "Form",
    sent: "Sent",
    language: "Language",
    guest: (n) => `Guest ${n}`,
    empty: "–",
    readAll: "All answers are here:",
  },
  da: {
    subject: { rsvp: (page) => `Nyt OSA-svar på ${page}`, form: (page) => `Nyt formularsvar på ${page}` },
    intro: {
      rsvp: (page) => `Et nyt OSA-svar er kommet ind på ${page}.`,
      form: (page) => `Et nyt formularsvar er kommet ind på ${page}.`,
    },
    changedSubject: (household, page) => `Ændret svar fra ${household} på ${page}`,
    changedIntro: (household, page) =>
      `Ændret svar fra ${household} på ${page}. Det nye svar erstatter husstandens tidligere svar (alle svar findes stadig på listen over svar).`,
    form: "Formular",
    sent: "Sendt",
    language: "Sprog",
    guest: (n) => `Gæst ${n}`,
    empty: "–",
    readAll: "Alle svar findes her:",
  },
};

/**
 * What the mail says of the site: the owner reads it in the site's first language when the product
 * speaks it (mailLanguage), and the page is named by its first header's title in that language.
 */
export type MailSite = { id: string; host: string | null; mailLanguage: MailLanguage; pageTitle: string };

export const mailSiteOf = (site: SiteGate, facts: SubmissionFacts): MailSite => ({
  id: site.id,
  host: site.host,
  mailLanguage: facts.mailLanguage,
  pageTitle: facts.pageTitle,
});

/** The page's name: its first header's title (as on the guest page), else its address, else the brand. */
function pageNameOf(ctx: AppContext, site: MailSite): string {
  return site.pageTitle || site.host || ctx.config.brandDefinition.displayName;
}

// Building an Intl.DateTimeFormat costs about a millisecond; there are two time zones, so keep them.
const sentFormats = new Map<string, Intl.DateTimeFormat>();
function sentFormat(timeZone: string): Intl.DateTimeFormat {
  let format = sentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone });
    sentFormats.set(timeZone, format);
  }
  return format;
}

/** Plain text on one line for a subject (no line breaks, not endless). */
const oneLine = (text: string, max = 150) => text.replace(/\s+/g, " ").trim().slice(0, max);

/** A value under its label, continuation lines indented so a multi-line answer stays readable. */
const indent = (text: string) => text.replace(/\r\n?/g, "\n").split("\n").join("\n    ");

const MAIL_ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export type Notification = {
  kind: "rsvp" | "form";
  formTitle: string;
  language: string;
  groups: SubmittedFormElement[][];
  /** The RSVP changes the answer of a household that had answered before: its name. */
  changedBy?: string | null;
};

export function notificationMail(
  ctx: AppContext,
  site: MailSite,
  notification: Notification,
  now: Date = new Date(),
): { subject: string; text: string; replyTo?: string } {
  const lang = site.mailLanguage;
  const texts = MAIL_TEXTS[lang];
  const page = oneLine(pageNameOf(ctx, site), 100);
  const sent = sentFormat(ctx.config.market === "dk" ? "Europe/Copenhagen" : "Europe/Stockholm").format(now);
  const changedBy =
    notification.kind === "rsvp" && notification.changedBy ? oneLine(notification.changedBy, 100) : null;
  const lines = [changedBy ? texts.changedIntro(changedBy, page) : texts.intro[notification.kind](page), ""];
  if (notification.formTitle) lines.push(`${texts.form}: ${oneLine(notification.formTitle)}`);
  lines.push(`${texts.sent}: ${sent}`, `${texts.language}: ${notification.language}`);
  const numbered = notification.kind === "rsvp" && notification.groups.length > 1;
  notification.groups.forEach((answers, index) => {
    lines.push("");
    if (numbered) lines.push(texts.guest(index + 1));
    for (const answer of answers) {
      const label = oneLine(translate(answer.formElement.label, lang), 300);
      lines.push(`${numbered ? "  " : ""}${label}: ${answer.value ? indent(answer.value) : texts.empty}`);
    }
  });
  lines.push("", texts.readAll, `${ctx.config.publicUrl}/redigera/${site.id}/visa-osa/`);
  const replyTo = notification.groups[0]
    ?.map((a) => a.value.trim())
    .find((value) => MAIL_ADDRESS.test(value));
  return {
    subject: changedBy ? texts.changedSubject(changedBy, page) : texts.subject[notification.kind](page),
    text: lines.join("\n"),
    ...(replyTo ? { replyTo } : {}),
  };
}
