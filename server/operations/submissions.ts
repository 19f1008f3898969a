// Guest submissions (SPEC §4 Public RSVP/form, §7 Guest submissions): RSVPs and form answers.
//
// Order of things for one submission:
//   1. the site must be one guests can reach (active, or the demo site) and, when protected, the guest
//      must have given its password;
//   2. the answers are judged against the site's CURRENT module (question ids, required questions,
//      options, show conditions, number of guests): a mistake is a 400 and uses up nothing;
//   3. the honeypot and the post key (single use, bound to the site, not too soon, not too late): a bot
//      gets 200 { invertedSuccess: true } and nothing is stored;
//   4. one atomic statement uses the key and stores the answers (one rsvps row per guest, one
//      form_submissions row per form) with their notification mail in the outbox
//      (operations/submission-store.ts), only while the site is the version it was judged against;
//   5. the guest is answered; the mail is sent moments later by operations/submission-outbox.ts,
//      retried until it goes, and its failure changes nothing for the guest.
//
// The question snapshot stored with each answer is built here from the site's module, not taken from
// the request, so what the owner reads is the question they wrote; the guest only supplies values.
//
// The site is not read per submission at all when nothing changed: its gate (active, expiry, password,
// owner's mail) and what the document says (modules, languages, recipients) are remembered per row
// version (operations/site-facts.ts), and the storing statement checks that the version is still the
// rows' version. When it is not, or when the remembered site would refuse the guest, the submission is
// judged again on a fresh read (withSite below), so no answer is judged or refused by an old version.

import { createHash } from "node:crypto";
import { fitsAnswerKind } from "@core/answer-kinds";
import { type FormElement, isFormElementShown } from "@core/form";
import { isVisibleTo, questionsVisibleTo } from "@core/group-visibility";
import type {
  FormSubmissionInput,
  RsvpSubmission,
  SubmissionResult,
  SubmittedFormElement,
} from "@core/submissions";
import { translate } from "@core/translation";
import { isRsvpClosed } from "@modules/rsvp/deadline";
import type { SiteModuleOf } from "@modules/schemas";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { ApiError, type ErrorIssue } from "../errors";
import { pageCacheOf, visibleUntilOf } from "../ssr/page-cache";
import { hashPostKey, issuePostKey, type PostKeyPurpose } from "./post-keys";
import { requireSiteAccess } from "./site-access";
import {
  freshSubmissionSite,
  rememberedSubmissionSite,
  requireGuestGate,
  type SiteGate,
  type SubmissionFacts,
} from "./site-facts";
import { isPubliclyVisible } from "./sites";
import { wakeSubmissionMails } from "./submission-outbox";
import { type StoreOutcome, storeForm, storeRsvp } from "./submission-store";

const SPAM: SubmissionResult = { invertedSuccess: true };
const STORED: SubmissionResult = { invertedSuccess: false };

/** How many times a submission is judged again when the site keeps changing under it. */
const FRESH_ATTEMPTS = 3;

/**
 * Runs `attempt` against the site a guest may send answers to: active or the demo site (anything
 * else, including a site never published or a quick-start copy, is a 404, as its page is), and with
 * its password given when it has one. First against the remembered version; then, when that would
 * refuse or the site changed before storing ('stale'), against a fresh read. The last fresh attempt
 * stores without the version check, as a read just before the statement would have.
 */
async function withSite(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  attempt: (site: SiteGate, facts: SubmissionFacts, judged: Judged) => Promise<SubmissionResult | "stale">,
): Promise<SubmissionResult> {
  const remembered = rememberedSubmissionSite(ctx, siteId);
  if (remembered && isPubliclyVisible(remembered.gate)) {
    try {
      await requireSiteAccess(ctx, request, remembered.gate);
      const result = await attempt(remembered.gate, remembered.facts, "remembered");
      if (result !== "stale") return result;
    } catch (error) {
      // A refusal judged from memory is judged again on the site as it is now.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  for (let i = 1; ; i++) {
    const { gate, facts } = await freshSubmissionSite(ctx, siteId);
    await requireSiteAccess(ctx, request, gate);
    const result = await attempt(gate, facts, i < FRESH_ATTEMPTS ? "fresh" : "last");
    if (result !== "stale") return result;
  }
}

/** GET /api/rsvps/post-key and /api/form-submissions/post-key. */
export async function postKeyFor(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  purpose: PostKeyPurpose,
): Promise<{ key: string }> {
  // Only the gate: a key needs no question of the document. Kept with the site's pages (a change drops
  // it, also in other processes): a key is judged against a fresh gate when the answer comes.
  const cache = pageCacheOf(ctx);
  const ticket = cache.begin();
  let site = cache.gate(siteId);
  if (!site) {
    site = await requireGuestGate(ctx, siteId);
    cache.storeGate(ticket, site, visibleUntilOf(site));
  }
  await requireSiteAccess(ctx, request, site);
  return { key: issuePostKey(ctx, site.id, purpose) };
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
    // An e-mail, phone or number question takes only that (the browser checks the same pattern first).
    if (value !== "" && !fitsAnswerKind(element.inputKind, value))
      issues.push({ path: `${path}.${element.id}`, message: `not ${element.inputKind ?? "text"}` });
    return { formElement: element, value, selectedOption: null };
  });
  return { answers, issues };
}

function moduleOf<K extends "Rsvp" | "Form">(
  facts: SubmissionFacts,
  formId: string,
  kind: K,
): SiteModuleOf<K> {
  const module = facts.modules.get(formId);
  if (!module || module.hide) throw new ApiError("NOT_FOUND");
  if (module.siteModuleType !== kind || !module.form) {
    throw new ApiError("INVALID_INPUT", { issues: [{ path: "formId", message: `not a ${kind} module` }] });
  }
  return module.form as SiteModuleOf<K>;
}

function requireLanguageOf(facts: SubmissionFacts, language: string): void {
  if (!facts.languages.includes(language)) {
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
export function recipientsOf(site: SiteGate, facts: SubmissionFacts, formId: string): string[] {
  const own = facts.formRecipients.get(formId) ?? [];
  if (own.length > 0) return [...own];
  return site.accountId && site.ownerMail ? [site.ownerMail] : [];
}

/**
 * Row ids come from the post key: a guest whose answer was stored but whose browser never heard back
 * (a dropped connection) sends again with the same key, and is told it went well instead of being
 * taken for a bot. Nobody without the key can compute them.
 */
export function answerRowId(postKey: string, index: number): string {
  return createHash("sha256")
    .update(`answer:${hashPostKey(postKey)}:${index}`)
    .digest("hex")
    .slice(0, 24);
}

/**
 * remembered: judged against the remembered site, stored only if it is still the rows' version;
 * fresh: judged against a fresh read, stored only if still that version; last: stored regardless.
 */
type Judged = "remembered" | "fresh" | "last";

// ---- RSVP ----

/**
 * Who is answering (issue 25): a personal link's household (its groups, and its guests and extra guests
 * as the most it may send), or the open page (groups null, the module's own most).
 */
export type RsvpAudience = { groups: readonly string[] | null; maxGuests: number | null };

const OPEN_PAGE: RsvpAudience = { groups: null, maxGuests: null };

export function submitRsvp(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  input: RsvpSubmission,
  audience: RsvpAudience = OPEN_PAGE,
): Promise<SubmissionResult> {
  return withSite(ctx, request, siteId, async (site, facts, judged) => {
    // An RSVP shown only to other guest groups is as unknown to this guest as a hidden one.
    const shown = facts.modules.get(input.formId)?.form;
    if (shown && !isVisibleTo(shown, audience.groups)) throw new ApiError("NOT_FOUND");
    const module = moduleOf(facts, input.formId, "Rsvp");
    // After the RSVP's last day (issue 26) nothing is stored; judged again on a fresh read when the
    // remembered site says so (withSite), so a date the owner just moved counts at once.
    if (isRsvpClosed(site.rsvpDeadline)) throw new ApiError("RSVP_CLOSED");
    requireLanguageOf(facts, input.language);
    const most = audience.maxGuests ?? module.maxNumberOfGuests;
    if (input.guests.length > most) {
      throw new ApiError("INVALID_INPUT", {
        issues: [{ path: "guests", message: `at most ${most} guests` }],
      });
    }
    // Only the questions this guest was shown: answers to others are dropped, and a required question
    // of another group is not required of them.
    const elements = questionsVisibleTo(module.form, audience.groups);
    const issues: ErrorIssue[] = [];
    const guests = input.guests.map((guest, index) => {
      const answers = judgeAnswers(elements, guest.formElements, input.language, `guests.${index}`);
      issues.push(...answers.issues);
      return answers.answers;
    });
    if (issues.length > 0) throw new ApiError("INVALID_INPUT", { issues: issues.slice(0, 20) });
    // A bot's answer is refused only by the site as it is now (a remembered one might be a 404 now).
    if (input.website) return judged === "remembered" ? "stale" : SPAM;

    const formTitle = translate(module.title, input.language) || input.formTitle;
    const recipients = recipientsOf(site, facts, module.id);
    // The demo site shows guests the whole flow but keeps nothing: nobody owns it, so strangers'
    // names and addresses would only be kept for no one to read.
    const outcome = await storeRsvp(
      ctx,
      site,
      judged !== "last",
      input.postKey,
      guests.map((formElements, guestIndex) => ({
        id: answerRowId(input.postKey, guestIndex),
        formId: module.id,
        formTitle,
        language: input.language,
        groupIdentifier: input.groupIdentifier,
        guestIndex,
        formElements,
        recipients,
      })),
      !site.isDemo,
    );
    return resultOf(ctx, outcome);
  });
}

/** What the guest is told of a store; a stored answer's queued mail is sent moments later. */
function resultOf(ctx: AppContext, outcome: StoreOutcome): SubmissionResult | "stale" {
  if (outcome === "stale") return "stale";
  if (outcome === "spam") return SPAM;
  if (outcome === "stored") wakeSubmissionMails(ctx);
  return STORED;
}

// ---- Form ----

export function submitForm(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  input: FormSubmissionInput,
  /** The guest groups of a personal link's household; null: the open page (core/group-visibility.ts). */
  groups: readonly string[] | null = null,
): Promise<SubmissionResult> {
  return withSite(ctx, request, siteId, async (site, facts, judged) => {
    const shown = facts.modules.get(input.formId)?.form;
    if (shown && !isVisibleTo(shown, groups)) throw new ApiError("NOT_FOUND");
    const module = moduleOf(facts, input.formId, "Form");
    requireLanguageOf(facts, input.language);
    const { answers, issues } = judgeAnswers(
      module.form.formElements,
      input.formElements,
      input.language,
      "formElements",
    );
    if (issues.length > 0) throw new ApiError("INVALID_INPUT", { issues: issues.slice(0, 20) });
    if (input.website) return judged === "remembered" ? "stale" : SPAM;

    const formTitle = translate(module.title, input.language) || input.formTitle;
    const recipients = recipientsOf(site, facts, module.id);
    const outcome = await storeForm(
      ctx,
      site,
      judged !== "last",
      input.postKey,
      {
        id: answerRowId(input.postKey, 0),
        formId: module.id,
        formTitle,
        language: input.language,
        formElements: answers,
        recipients,
      },
      !site.isDemo,
    );
    return resultOf(ctx, outcome);
  });
}
