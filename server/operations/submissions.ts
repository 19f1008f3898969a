// Guest submissions (SPEC §4 Public RSVP/form, §7 Guest submissions): RSVPs and form answers.
//
// Order of things for one submission:
//   1. the site must be one guests can reach (active, or the demo site) and, when protected, the guest
//      must have given its password;
//   2. the answers are judged against the site's CURRENT module (question ids, required questions,
//      options, show conditions, number of guests): a mistake is a 400 and uses up nothing;
//   3. the honeypot and the post key (single use, bound to the site, not too soon, not too late): a bot
//      gets 200 { invertedSuccess: true } and nothing is stored;
//   4. one transaction uses the key and stores the answers (one rsvps row per guest, one
//      form_submissions row per form);
//   5. only then the notification mail, whose failure is logged and changes nothing for the guest.
//
// The question snapshot stored with each answer is built here from the site's module, not taken from
// the request, so what the owner reads is the question they wrote; the guest only supplies values.
import { createHash } from "node:crypto";
import { type FormElement, isFormElementShown } from "@core/form";
import type { UiLanguage } from "@core/languages";
import { headerTitle, siteLanguages } from "@core/site";
import type {
  FormSubmissionInput,
  RsvpSubmission,
  SubmissionResult,
  SubmittedFormElement,
} from "@core/submissions";
import { translate } from "@core/translation";
import type { SiteModuleOf } from "@modules/schemas";
import { uiLanguageFor } from "@web/i18n";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { accounts, formSubmissions, rsvps } from "../db/schema";
import { ApiError, type ErrorIssue } from "../errors";
import type { SiteRow } from "../guards";
import { consumePostKey, hashPostKey, issuePostKey, type PostKeyPurpose } from "./post-keys";
import { findGuestSite, requireSiteAccess } from "./site-access";

const SPAM: SubmissionResult = { invertedSuccess: true };
const STORED: SubmissionResult = { invertedSuccess: false };

/** How long a guest's request waits for the notification mail before answering anyway. */
const MAIL_WAIT_MS = 10_000;

/**
 * The site a guest may send answers to: active or the demo site (anything else, including a site
 * never published or a quick-start copy, is a 404, as its page is), and with its password given when
 * it has one.
 */
async function receivingSite(ctx: AppContext, request: FastifyRequest, siteId: string): Promise<SiteRow> {
  const site = await findGuestSite(ctx, siteId);
  await requireSiteAccess(ctx, request, site);
  return site;
}

/** GET /api/rsvps/post-key and /api/form-submissions/post-key. */
export async function postKeyFor(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  purpose: PostKeyPurpose,
): Promise<{ key: string }> {
  const site = await receivingSite(ctx, request, siteId);
  return { key: await issuePostKey(ctx, site.id, purpose) };
}

// ---- Judging the answers against the module ----

type SubmittedAnswer = { formElement: { id: string }; value: string; selectedOption: { id: string } | null };

/**
 * The answers to store for one guest (or one form): one per question of the module, in the module's
 * order, with the question as the owner wrote it. Questions hidden by a condition are stored empty;
 * answers to questions the module no longer has are dropped.
 */
export function judgeAnswers(
  elements: readonly FormElement[],
  submitted: readonly SubmittedAnswer[],
  language: string,
  path: string,
): { answers: SubmittedFormElement[]; issues: ErrorIssue[] } {
  const byId = new Map(submitted.map((answer) => [answer.formElement.id, answer]));
  const issues: ErrorIssue[] = [];
  const selected: Record<string, string | undefined> = {};
  for (const element of elements) {
    if (element.formElementType !== "SingleSelect") continue;
    const optionId = byId.get(element.id)?.selectedOption?.id;
    if (optionId === undefined) continue;
    if (element.options.some((option) => option.id === optionId)) selected[element.id] = optionId;
    else issues.push({ path: `${path}.${element.id}`, message: "no such option" });
  }
  const answers = elements.map((element): SubmittedFormElement => {
    const answer = byId.get(element.id);
    const shown = isFormElementShown(element, elements, selected);
    if (element.formElementType === "SingleSelect") {
      const option = shown ? element.options.find((o) => o.id === selected[element.id]) : undefined;
      if (shown && element.required && !option)
        issues.push({ path: `${path}.${element.id}`, message: "required" });
      const text = option ? translate(option.text, language) : "";
      return { formElement: element, value: text, selectedOption: option ? { id: option.id, text } : null };
    }
    const value = shown ? (answer?.value ?? "").trim() : "";
    if (shown && element.required && value === "")
      issues.push({ path: `${path}.${element.id}`, message: "required" });
    return { formElement: element, value, selectedOption: null };
  });
  return { answers, issues };
}

function moduleOf<K extends "Rsvp" | "Form">(site: SiteRow, formId: string, kind: K): SiteModuleOf<K> {
  const module = site.document.siteModules.find((m) => m.id === formId);
  if (!module || module.hide) throw new ApiError("NOT_FOUND");
  if (module.siteModuleType !== kind) {
    throw new ApiError("INVALID_INPUT", { issues: [{ path: "formId", message: `not a ${kind} module` }] });
  }
  return module as SiteModuleOf<K>;
}

function requireLanguageOf(site: SiteRow, language: string): void {
  if (!siteLanguages(site.document).includes(language)) {
    throw new ApiError("INVALID_INPUT", {
      issues: [{ path: "language", message: "not a language of the site" }],
    });
  }
}

/**
 * Who is mailed about an answer (SPEC §3 formRecipients): the module's own addresses when the owner
 * gave some; otherwise the owner's account mail, so an answer always reaches someone even when nobody
 * ever opened the recipients field (issue 8). A site without an owner (the demo) mails nobody.
 */
export async function recipientsOf(ctx: AppContext, site: SiteRow, formId: string): Promise<string[]> {
  const own = site.document.formRecipients.find((entry) => entry.formId === formId)?.recipients ?? [];
  if (own.length > 0) return own;
  if (!site.accountId) return [];
  const [owner] = await ctx.db
    .select({ mail: accounts.mail })
    .from(accounts)
    .where(eq(accounts.id, site.accountId))
    .limit(1);
  return owner ? [owner.mail] : [];
}

/**
 * Row ids come from the post key: a guest whose answer was stored but whose browser never heard back
 * (a dropped connection) sends again with the same key, and is told it went well instead of being
 * taken for a bot. Nobody without the key can compute them.
 */
function rowId(postKey: string, index: number): string {
  return createHash("sha256")
    .update(`answer:${hashPostKey(postKey)}:${index}`)
    .digest("hex")
    .slice(0, 24);
}

// ---- RSVP ----

export async function submitRsvp(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  input: RsvpSubmission,
): Promise<SubmissionResult> {
  const site = await receivingSite(ctx, request, siteId);
  const module = moduleOf(site, input.formId, "Rsvp");
  requireLanguageOf(site, input.language);
  if (input.guests.length > module.maxNumberOfGuests) {
    throw new ApiError("INVALID_INPUT", {
      issues: [{ path: "guests", message: `at most ${module.maxNumberOfGuests} guests` }],
    });
  }
  const issues: ErrorIssue[] = [];
  const guests = input.guests.map((guest, index) => {
    const judged = judgeAnswers(
      module.form.formElements,
      guest.formElements,
      input.language,
      `guests.${index}`,
    );
    issues.push(...judged.issues);
    return judged.answers;
  });
  if (issues.length > 0) throw new ApiError("INVALID_INPUT", { issues: issues.slice(0, 20) });
  if (input.website) return SPAM;

  const formTitle = translate(module.title, input.language) || input.formTitle;
  const recipients = await recipientsOf(ctx, site, module.id);
  const ids = guests.map((_, index) => rowId(input.postKey, index));
  const outcome = await ctx.db.transaction(async (tx) => {
    const use = await consumePostKey(tx, input.postKey, site.id, "rsvp");
    if (!use.ok) {
      if (use.reason !== "unknown") return "spam" as const;
      const earlier = await tx
        .select({ id: rsvps.id })
        .from(rsvps)
        .where(and(eq(rsvps.siteId, site.id), inArray(rsvps.id, ids)));
      return earlier.length > 0 ? ("replayed" as const) : ("spam" as const);
    }
    // The demo site shows guests the whole flow but keeps nothing: nobody owns it, so strangers'
    // names and addresses would only be kept for no one to read.
    if (site.isDemo) return "demo" as const;
    await tx.insert(rsvps).values(
      guests.map((formElements, guestIndex) => ({
        id: ids[guestIndex] as string,
        siteId: site.id,
        formId: module.id,
        formTitle,
        language: input.language,
        groupIdentifier: input.groupIdentifier,
        guestIndex,
        formElements,
        recipients,
      })),
    );
    return "stored" as const;
  });
  if (outcome === "spam") return SPAM;
  if (outcome === "stored" && recipients.length > 0) {
    await notify(ctx, site, recipients, {
      kind: "rsvp",
      formTitle,
      language: input.language,
      groups: guests,
    });
  }
  return STORED;
}

// ---- Form ----

export async function submitForm(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  input: FormSubmissionInput,
): Promise<SubmissionResult> {
  const site = await receivingSite(ctx, request, siteId);
  const module = moduleOf(site, input.formId, "Form");
  requireLanguageOf(site, input.language);
  const { answers, issues } = judgeAnswers(
    module.form.formElements,
    input.formElements,
    input.language,
    "formElements",
  );
  if (issues.length > 0) throw new ApiError("INVALID_INPUT", { issues: issues.slice(0, 20) });
  if (input.website) return SPAM;

  const formTitle = translate(module.title, input.language) || input.formTitle;
  const recipients = await recipientsOf(ctx, site, module.id);
  const id = rowId(input.postKey, 0);
  const outcome = await ctx.db.transaction(async (tx) => {
    const use = await consumePostKey(tx, input.postKey, site.id, "form");
    if (!use.ok) {
      if (use.reason !== "unknown") return "spam" as const;
      const earlier = await tx
        .select({ id: formSubmissions.id })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.siteId, site.id), eq(formSubmissions.id, id)));
      return earlier.length > 0 ? ("replayed" as const) : ("spam" as const);
    }
    if (site.isDemo) return "demo" as const;
    await tx.insert(formSubmissions).values({
      id,
      siteId: site.id,
      formId: module.id,
      formTitle,
      language: input.language,
      formElements: answers,
      recipients,
    });
    return "stored" as const;
  });
  if (outcome === "spam") return SPAM;
  if (outcome === "stored" && recipients.length > 0) {
    await notify(ctx, site, recipients, {
      kind: "form",
      formTitle,
      language: input.language,
      groups: [answers],
    });
  }
  return STORED;
}

// ---- Notification mail ----

type MailLanguage = UiLanguage;

const MAIL_TEXTS: Record<
  MailLanguage,
  {
    subject: Record<"rsvp" | "form", (page: string) => string>;
    intro: Record<"rsvp" | "form", (page: string) => string>;
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
    form: "Formular",
    sent: "Sendt",
    language: "Sprog",
    guest: (n) => `Gæst ${n}`,
    empty: "–",
    readAll: "Alle svar findes her:",
  },
};

/** The owner reads the mail in the site's first language when it is one the product speaks. */
function mailLanguageOf(site: SiteRow): MailLanguage {
  return uiLanguageFor(siteLanguages(site.document)[0] ?? "");
}

/** The page's name: its first header's title (as on the guest page), else its address, else the brand. */
function pageNameOf(ctx: AppContext, site: SiteRow, language: string): string {
  return headerTitle(site.document, language) || site.host || ctx.config.brandDefinition.displayName;
}

/** Plain text on one line for a subject (no line breaks, not endless). */
const oneLine = (text: string, max = 150) => text.replace(/\s+/g, " ").trim().slice(0, max);

/** A value under its label, continuation lines indented so a multi-line answer stays readable. */
const indent = (text: string) => text.replace(/\r\n?/g, "\n").split("\n").join("\n    ");

const MAIL_ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

type Notification = {
  kind: "rsvp" | "form";
  formTitle: string;
  language: string;
  groups: SubmittedFormElement[][];
};

export function notificationMail(
  ctx: AppContext,
  site: SiteRow,
  notification: Notification,
  now: Date = new Date(),
): { subject: string; text: string; replyTo?: string } {
  const lang = mailLanguageOf(site);
  const texts = MAIL_TEXTS[lang];
  const page = oneLine(pageNameOf(ctx, site, lang), 100);
  const timeZone = ctx.config.market === "dk" ? "Europe/Copenhagen" : "Europe/Stockholm";
  const sent = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone }).format(
    now,
  );
  const lines = [texts.intro[notification.kind](page), ""];
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
    subject: texts.subject[notification.kind](page),
    text: lines.join("\n"),
    ...(replyTo ? { replyTo } : {}),
  };
}

/** Mails the stored answer to the form's recipients; a failure is logged, never thrown. */
async function notify(ctx: AppContext, site: SiteRow, recipients: string[], notification: Notification) {
  const mail = notificationMail(ctx, site, notification);
  const sending = Promise.resolve()
    .then(() => ctx.mail.send({ to: recipients, ...mail }))
    .then(
      () => "sent" as const,
      (error: unknown) => {
        ctx.log.error(
          { err: error, severity: 3, siteId: site.id },
          "notification mail failed; the answer is stored",
        );
        return "failed" as const;
      },
    );
  // A slow mail server must not keep the guest waiting; the send goes on in the background.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), MAIL_WAIT_MS);
  });
  if ((await Promise.race([sending, timeout])) === "timeout") {
    ctx.log.warn({ siteId: site.id }, "notification mail is slow; answered the guest without waiting");
  }
  clearTimeout(timer);
}
