// Answers tied to guests (issue 25): every RSVP belongs to a household. A guest who came by a personal
// link (the invitation cookie, operations/invitations.ts) answers for its household: the body names
// guests (`guestId`) and parts, never the household. An answer from the open page makes a household
// of its own, to be reviewed by the owner (merged into a matching household, or kept).
//
// On the guest's path (routes/submissions): planRsvpHousehold before the answer is judged and stored
// (one indexed look-up by the cookie's token, none without a cookie; a guest or part that is not the
// household's is a 422 and nothing is stored), recordRsvpHousehold after it was stored (the answer's
// rows get their household, the household's current answer is replaced; one statement, issue 24).
// Every RSVP stays in rsvps.
import type { FormElement } from "@core/form";
import { nameKey } from "@core/guest-import";
import {
  defaultGroups,
  EMPTY_SETTINGS,
  type EventPart,
  extraGuestKey,
  GUEST_LIST_LIMITS,
  type GuestListSettings,
  type HandSetAnswers,
  invitedParts,
  WHOLE_EVENT,
} from "@core/guest-list";
import type { CatererSummary } from "@core/guest-list-api";
import {
  type AnswerHousehold,
  OPEN_RSVP_MAX_GUESTS,
  type RsvpSubmission,
  type SubmittedFormElement,
} from "@core/submissions";
import { translate } from "@core/translation";
import { yesNoOf } from "@core/yes-no";
import { type DeclineAnswer, declineAnswerOf } from "@modules/rsvp/decline";
import type { SiteModuleOf } from "@modules/schemas";
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { runPreparedShape } from "../db/prepared";
import { guestListSettings, householdAnswers, householdGuests, households, rsvps } from "../db/schema";
import { ApiError, type ErrorIssue } from "../errors";
import { newId } from "../ids";
import { invalidateSite } from "../ssr/page-cache";
import { definitionsOf, joinAnswers } from "./answers";
import {
  answersByHousehold,
  getHousehold,
  type Household,
  newCode,
  newToken,
  settingsOf,
} from "./households";
import { invitationOfRequest } from "./invitations";
import { rememberedSubmissionSite } from "./site-facts";
import { CONFIRMATION_KIND, wakeSubmissionMails } from "./submission-outbox";
import { answerRowId } from "./submissions";

/** A guest's answer that does not fit the household (another's guest, a part it is not invited to). */
export class AnswerMismatchError extends ApiError {
  /** A guest's RSVP (INVITATION_ANSWER_INVALID) or the owner's change (GUEST_LIST_MISMATCH): 422. */
  constructor(
    issues: ErrorIssue[],
    code: "INVITATION_ANSWER_INVALID" | "GUEST_LIST_MISMATCH" = "INVITATION_ANSWER_INVALID",
  ) {
    super(code, { issues: issues.slice(0, 20) });
  }
}

/** The household a personal link's cookie names, as the RSVP needs it. */
type AnsweringHousehold = {
  id: string;
  guests: { id: string; name: string; child: boolean }[];
  extraGuests: number;
  /** Its guest groups: the RSVP's questions it was shown (core/group-visibility.ts). */
  groups: string[];
  parts: EventPart[];
};

export type RsvpHouseholdPlan =
  | {
      kind: "invited";
      household: AnsweringHousehold;
      /** Per guest of the RSVP: the household guest it is, or null for an extra guest. */
      guestIds: (string | null)[];
    }
  | { kind: "open" };

/** The household of this site whose personal link the request's cookie holds, as the RSVP needs it. */
async function householdOfCookie(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
): Promise<AnsweringHousehold | null> {
  return (await invitationOfRequest(ctx, request, siteId))?.household ?? null;
}

const invalid = (path: string, message: string) =>
  new ApiError("INVALID_INPUT", { issues: [{ path, message }] });

/**
 * Judges the guests and parts of an RSVP against the household of the request's personal link, before
 * anything is stored: guests of the household (each once), parts it is invited to, and at most its
 * guests and extra guests in all. A guest sent without a `guestId` (a form that does not send them) is
 * the household's guest of that name when one is not answered for otherwise, else an extra guest.
 * Without a link: the open page's limit of guests.
 */
export async function planRsvpHousehold(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
  input: RsvpSubmission,
): Promise<RsvpHouseholdPlan> {
  const household = await householdOfCookie(ctx, request, siteId);
  if (!household) {
    if (input.guests.length > OPEN_RSVP_MAX_GUESTS)
      throw invalid("guests", `at most ${OPEN_RSVP_MAX_GUESTS} guests`);
    return { kind: "open" };
  }
  const issues: ErrorIssue[] = [];
  const guestIds = new Set(household.guests.map((guest) => guest.id));
  const partIds = new Set(household.parts.map((part) => part.id));
  const seen = new Set<string>();
  input.guests.forEach((guest, index) => {
    if (guest.guestId === undefined) return;
    if (!guestIds.has(guest.guestId))
      issues.push({ path: `guests.${index}.guestId`, message: "not a guest of this invitation" });
    else if (seen.has(guest.guestId))
      issues.push({ path: `guests.${index}.guestId`, message: "the guest is listed twice" });
    else seen.add(guest.guestId);
  });
  input.guests.forEach((guest, index) => {
    const parts = new Set<string>();
    (guest.parts ?? []).forEach((part, j) => {
      if (!partIds.has(part.partId))
        issues.push({ path: `guests.${index}.parts.${j}.partId`, message: "not a part of this invitation" });
      else if (parts.has(part.partId))
        issues.push({ path: `guests.${index}.parts.${j}.partId`, message: "the part is listed twice" });
      parts.add(part.partId);
    });
  });
  const most = household.guests.length + household.extraGuests;
  if (input.guests.length > most)
    issues.push({ path: "guests", message: `at most ${most} guests for this invitation` });
  if (issues.length > 0) throw new AnswerMismatchError(issues);
  const unclaimed = household.guests.filter((guest) => !seen.has(guest.id));
  const resolved = input.guests.map((guest) => {
    if (guest.guestId !== undefined) return guest.guestId;
    const key = nameKey(nameFromAnswers(guest.formElements) || (guest.name ?? ""));
    const at = key ? unclaimed.findIndex((candidate) => nameKey(candidate.name) === key) : -1;
    if (at < 0) return null;
    const [match] = unclaimed.splice(at, 1);
    return match?.id ?? null;
  });
  return { kind: "invited", household, guestIds: resolved };
}

/** A name from a guest's answers: its first two plain text answers (usually first and last name). */
export function nameFromAnswers(formElements: readonly SubmittedFormElement[]): string {
  const texts = formElements
    .filter(
      (element) =>
        element.formElement.formElementType === "ShortText" &&
        !["email", "phone", "number", "longText"].includes(element.formElement.inputKind ?? "text") &&
        element.value.trim() !== "",
    )
    .map((element) => element.value.trim().replace(/\s+/g, " "));
  return texts.slice(0, 2).join(" ").slice(0, GUEST_LIST_LIMITS.name);
}

/**
 * The RSVP module's "not coming" answer (modules/rsvp/decline.ts), from the site as the submission was
 * judged (site-facts.ts; no database read): null when the owner turned it off, undefined when unknown.
 */
function declineOfModule(ctx: AppContext, siteId: string, formId: string): DeclineAnswer | null | undefined {
  const module = rememberedSubmissionSite(ctx, siteId)?.facts.modules.get(formId);
  if (module?.siteModuleType !== "Rsvp" || !module.form) return undefined;
  return declineAnswerOf(module.form as SiteModuleOf<"Rsvp">);
}

/**
 * Coming or not from a guest's answers (an RSVP without parts): not coming when it chose the module's
 * "not coming" answer; without one known, the first chosen option that reads as a yes or a no.
 */
function attendanceFromAnswers(
  formElements: readonly SubmittedFormElement[],
  decline: DeclineAnswer | null | undefined,
): boolean {
  if (decline === null) return true;
  if (decline)
    return !formElements.some(
      (answer) =>
        answer.formElement.id === decline.formElementId &&
        answer.selectedOption?.id === decline.formElementOptionId,
    );
  for (const element of formElements) {
    if (element.formElement.formElementType !== "SingleSelect" || !element.selectedOption) continue;
    const verdict = yesNoOf(element.selectedOption.text);
    if (verdict) return verdict === "yes";
  }
  // An RSVP without a yes/no question is sent by guests who come.
  return true;
}

type AnswerRow = typeof householdAnswers.$inferInsert;

/** The rows of one guest's answer: per part answered, else its yes/no for every part (or the event). */
function rowsOfGuest(
  householdId: string,
  siteId: string,
  guestKey: string,
  child: boolean,
  guest: RsvpSubmission["guests"][number],
  parts: readonly EventPart[],
  rsvpId: string | null,
  decline: DeclineAnswer | null | undefined,
): AnswerRow[] {
  const known = new Set(parts.map((part) => part.id));
  const answered = (guest.parts ?? []).filter((part) => known.has(part.partId));
  const base = { householdId, siteId, guestKey, child, rsvpId, setBy: "guest" as const };
  if (answered.length > 0)
    return answered.map((part) => ({ ...base, partId: part.partId, attending: part.attending }));
  const attending = attendanceFromAnswers(guest.formElements, decline);
  if (parts.length === 0) return [{ ...base, partId: WHOLE_EVENT, attending }];
  return parts.map((part) => ({ ...base, partId: part.id, attending }));
}

/**
 * Where a new household's print code comes from (households.ts newCode); a test may replace it to
 * make the first code one the site already has.
 */
export const printCodes = { next: newCode };

/** Attempts at an open answer's household: a print code the site already has is drawn again. */
const CODE_ATTEMPTS = 5;

/** A site's guest-list settings with the row version they were read from (xmin; '' for no row). */
type StampedSettings = { settings: GuestListSettings; stamp: string };

/** More sites than one server has open answers coming in at once; the oldest used goes first. */
const MAX_CACHED_SETTINGS = 500;
const settingsCaches = new WeakMap<object, Map<string, StampedSettings>>();

function settingsCacheOf(ctx: AppContext): Map<string, StampedSettings> {
  let cache = settingsCaches.get(ctx.db);
  if (!cache) {
    cache = new Map();
    settingsCaches.set(ctx.db, cache);
  }
  return cache;
}

/** The settings as they are now, with their row version, remembered for the next open answer. */
async function readStampedSettings(ctx: AppContext, siteId: string): Promise<StampedSettings> {
  const [row] = await ctx.db
    .select({
      parts: guestListSettings.parts,
      groups: guestListSettings.groups,
      onlyPersonalLinks: guestListSettings.onlyPersonalLinks,
      stamp: sql<string>`${guestListSettings}.xmin::text`,
    })
    .from(guestListSettings)
    .where(eq(guestListSettings.siteId, siteId));
  const read: StampedSettings = row
    ? {
        settings: { parts: row.parts, groups: row.groups, onlyPersonalLinks: row.onlyPersonalLinks },
        stamp: row.stamp,
      }
    : { settings: EMPTY_SETTINGS, stamp: "" };
  const cache = settingsCacheOf(ctx);
  cache.delete(siteId);
  cache.set(siteId, read);
  if (cache.size > MAX_CACHED_SETTINGS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return read;
}

const p = (name: string) => sql.placeholder(name);

/** The answer's rsvps rows of the site (those stored of the ids given as a JSON array). */
const storedRows = sql`stored as (
    select id, household_id from rsvps
    where site_id = ${p("siteId")} and id = any(array(select jsonb_array_elements_text(${p("rsvpIds")}::jsonb)))
  )`;

/** The household_answers rows to write (a JSON array), each with its guest's RSVP row when stored. */
const answerValues = sql`select ${p("householdId")}, ${p("siteId")}, a.guest_key, a.part_id, a.attending,
      a.child, (select s.id from stored as s where s.id = a.rsvp_id), 'guest'
    from jsonb_to_recordset(${p("answers")}::jsonb)
      as a(guest_key text, part_id text, attending boolean, child boolean, rsvp_id text)`;

/**
 * The guest's confirmation of the answer (issue 26), queued in the outbox with the tie
 * (submission-outbox.ts sends it, confirmation-mail.ts writes it): only when the rows are tied for the
 * first time (the same answer sent again queues nothing), named after the answer's first row, so it is
 * queued once. Whether the guests gave an address is known when it is written; none: nothing is sent.
 */
const confirmation = (when: SQL, household: SQL) => sql`confirmed as (
    insert into submission_mails (id, site_id, kind, row_ids)
    select ${p("confirmationId")}, ${p("siteId")}, ${sql.raw(`'${CONFIRMATION_KIND}'`)}, ${p("rsvpIds")}::jsonb
    where ${when} and (${p("formMail")}::boolean
      or exists (select 1 from households where id = ${household} and (coalesce(email, '') <> '' or coalesce(phone, '') <> ''))
      or exists (select 1 from household_guests where household_id = ${household} and (coalesce(email, '') <> '' or coalesce(phone, '') <> '')))
    on conflict (id) do nothing
    returning 1
  )`;

/**
 * An open answer's household in one statement: when the answer's rows are stored and not tied yet,
 * the settings are the version the groups and parts were taken from, and the list has room, it
 * inserts the household (last in the list), its guests and their answers and ties the rows to it.
 */
const openStatement = () => sql`
  with ${storedRows},
  checked as (
    select
      coalesce((select xmin::text from guest_list_settings where site_id = ${p("siteId")}), '')
        = ${p("settingsStamp")} as settings,
      exists (select 1 from stored) and not exists (select 1 from stored where household_id is not null)
        as untied
  ),
  listed as (
    -- One scan for both, of at most as many households as the list may hold: below that, all of them.
    select count(*) as households, coalesce(max(position), -1) + 1 as next_position from (
      select position from households where site_id = ${p("siteId")} and deleted_at is null
      limit ${sql.raw(String(GUEST_LIST_LIMITS.households))}
    ) as l
  ),
  made as (
    insert into households (id, site_id, name, group_ids, token, code, needs_review, position)
    select ${p("householdId")}, ${p("siteId")}, ${p("name")}, ${p("groupIds")}::jsonb, ${p("token")},
      ${p("code")}, true, listed.next_position
    from checked, listed
    where checked.settings and checked.untied
      and listed.households < ${sql.raw(String(GUEST_LIST_LIMITS.households))}
    returning id
  ),
  guests as (
    insert into household_guests (id, household_id, site_id, name, position)
    select g.id, made.id, ${p("siteId")}, g.name, g.position
    from made, jsonb_to_recordset(${p("guests")}::jsonb) as g(id text, name text, position integer)
    returning 1
  ),
  tied as (
    update rsvps set household_id = made.id from made
    where rsvps.site_id = ${p("siteId")} and rsvps.id in (select id from stored)
    returning 1
  ),
  answered as (
    insert into household_answers (household_id, site_id, guest_key, part_id, attending, child, rsvp_id, set_by)
    ${answerValues} where exists (select 1 from made)
    returning 1
  ),
  ${confirmation(sql`exists (select 1 from made)`, sql`(select id from made)`)}
  select checked.settings, checked.untied, (select id from made) as household_id, (select count(*) from guests)::int as guests,
    (select count(*) from tied)::int as tied_rows, (select count(*) from answered)::int as answers
  from checked`;

/**
 * An invited household's answer in one statement: when the answer's rows are stored, they are tied
 * to the household and its answer becomes theirs (rows of guests and parts not in it are deleted, the
 * others written over), and the household was last changed by its own guests (updated_by null, issue
 * 28), at the same now() as its answers (households.ts updatedByOf knows the guests by that).
 */
const invitedStatement = () => sql`
  with ${storedRows},
  tied as (
    update rsvps set household_id = ${p("householdId")}
    where site_id = ${p("siteId")} and id in (select id from stored)
    returning 1
  ),
  cleared as (
    delete from household_answers as h
    where h.household_id = ${p("householdId")} and exists (select 1 from stored)
      and not exists (
        select 1 from jsonb_to_recordset(${p("answers")}::jsonb) as a(guest_key text, part_id text)
        where a.guest_key = h.guest_key and a.part_id = h.part_id
      )
    returning 1
  ),
  answered as (
    insert into household_answers (household_id, site_id, guest_key, part_id, attending, child, rsvp_id, set_by)
    ${answerValues} where exists (select 1 from stored)
    on conflict (household_id, guest_key, part_id) do update set site_id = excluded.site_id,
      attending = excluded.attending, child = excluded.child, rsvp_id = excluded.rsvp_id,
      set_by = excluded.set_by, note = null, updated_at = excluded.updated_at
    returning 1
  ),
  touched as (
    update households set updated_by = null, updated_at = now()
    where id = ${p("householdId")} and exists (select 1 from stored)
    returning 1
  ),
  ${confirmation(
    sql`exists (select 1 from stored) and not exists (select 1 from stored where household_id is not null)`,
    sql`${p("householdId")}`,
  )}
  select exists (select 1 from stored) as stored,
    not exists (select 1 from stored where household_id is not null) as first_tie, (select count(*) from tied)::int as tied_rows,
    (select count(*) from cleared)::int as cleared, (select count(*) from answered)::int as answers`;

/** The answer rows as the statements read them (jsonb_to_recordset). */
const answersJson = (rows: AnswerRow[]) =>
  JSON.stringify(
    rows.map((row) => ({
      guest_key: row.guestKey,
      part_id: row.partId,
      attending: row.attending,
      child: row.child ?? false,
      rsvp_id: row.rsvpId ?? null,
    })),
  );

/**
 * Whether the guests gave a mail address or phone in the form (an e-mail or phone question answered), judged by the
 * module's own questions (as the answer was judged: site-facts.ts); when they are not known, true (the
 * sender judges the stored answer again and sends nothing without an address).
 */
function givesMail(ctx: AppContext, siteId: string, input: RsvpSubmission): boolean {
  const module = rememberedSubmissionSite(ctx, siteId)?.facts.modules.get(input.formId);
  if (!module?.form) return true;
  const mailQuestions = new Set(
    module.form.form.formElements
      .filter(
        (element) =>
          element.formElementType === "ShortText" && ["email", "phone"].includes(element.inputKind ?? ""),
      )
      .map((element) => element.id),
  );
  return input.guests.some((guest) =>
    guest.formElements.some(
      (answer) => mailQuestions.has(answer.formElement.id) && answer.value.trim() !== "",
    ),
  );
}

/** The outbox id of an answer's confirmation: its first row's, marked (the owner's mail has the bare id). */
const confirmationIdOf = (rowIds: readonly string[]) => `c-${rowIds[0] ?? ""}`;

const isCodeTaken = (error: unknown) => {
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    code === "23505" &&
    (constraint === "households_site_code_idx" ||
      (typeof message === "string" && message.includes("households_site_code_idx")))
  );
};

/**
 * After an RSVP was stored: ties its rows to the household and makes that household's current answer
 * (replacing its earlier one). With no personal link, a new household to review is made of the guests
 * (named after the first). Nothing when the rows were not stored (the demo site, a bot) or were
 * already tied (the same answer sent again), and no household when the guest list is full (the answer
 * stays in the answers list). ONE statement either way (issue 24), a named prepared statement
 * (db/prepared.ts) that checks in the database what decides it; the rows' values are made here.
 */
export async function recordRsvpHousehold(
  ctx: AppContext,
  siteId: string,
  input: RsvpSubmission,
  plan: RsvpHouseholdPlan,
): Promise<string | null> {
  const ids = input.guests.map((_, index) => answerRowId(input.postKey, index));
  const decline = declineOfModule(ctx, siteId, input.formId);
  const rowsOf = (
    householdId: string,
    parts: readonly EventPart[],
    keys: { key: string; child: boolean }[],
  ) =>
    input.guests.flatMap((guest, index) => {
      const key = keys[index];
      return key
        ? rowsOfGuest(householdId, siteId, key.key, key.child, guest, parts, ids[index] ?? null, decline)
        : [];
    });
  if (plan.kind === "invited") {
    const householdId = plan.household.id;
    const childOf = new Map(plan.household.guests.map((guest) => [guest.id, guest.child]));
    let extra = 0;
    const keys = plan.guestIds.map((guestId) =>
      guestId
        ? { key: guestId, child: childOf.get(guestId) ?? false }
        : { key: extraGuestKey(extra++), child: false },
    );
    const [row] = await runPreparedShape<{ stored: boolean; first_tie: boolean }>(
      ctx.db,
      "household|invited",
      invitedStatement,
      {
        siteId,
        householdId,
        rsvpIds: JSON.stringify(ids),
        confirmationId: confirmationIdOf(ids),
        formMail: givesMail(ctx, siteId, input),
        answers: answersJson(rowsOf(householdId, plan.household.parts, keys)),
      },
    );
    if (!row?.stored) return null;
    if (row.first_tie) {
      wakeSubmissionMails(ctx);
      // The household's own page shows its answer (its RSVP filled in with it): kept pages of it go.
      await invalidateSite(ctx, siteId);
    }
    return householdId;
  }
  const names = input.guests.map(
    (guest, index) =>
      nameFromAnswers(guest.formElements) || guest.name?.replace(/\s+/g, " ") || `Gäst ${index + 1}`,
  );
  const householdId = newId();
  const guestIds = names.map(() => newId());
  const token = newToken();
  let known = settingsCacheOf(ctx).get(siteId);
  for (let attempt = 1; ; attempt++) {
    known ??= await readStampedSettings(ctx, siteId);
    const { settings, stamp } = known;
    const groupIds = defaultGroups(settings);
    const parts = invitedParts(settings, groupIds);
    type Made = { settings: boolean; household_id: string | null };
    let row: Made | undefined;
    try {
      [row] = await runPreparedShape<Made>(ctx.db, "household|open", openStatement, {
        siteId,
        householdId,
        settingsStamp: stamp,
        rsvpIds: JSON.stringify(ids),
        confirmationId: confirmationIdOf(ids),
        formMail: givesMail(ctx, siteId, input),
        name: names[0] ?? "Gäst 1",
        groupIds: JSON.stringify(groupIds),
        token,
        code: printCodes.next(),
        guests: JSON.stringify(names.map((name, position) => ({ id: guestIds[position], name, position }))),
        answers: answersJson(
          rowsOf(
            householdId,
            parts,
            guestIds.map((key) => ({ key, child: false })),
          ),
        ),
      });
    } catch (error) {
      // Another household of the site has the code (households_site_code_idx): nothing was written.
      if (isCodeTaken(error) && attempt < CODE_ATTEMPTS) continue;
      throw error;
    }
    if (row && !row.settings) {
      // The settings changed since they were read: nothing was written; again with them as they are.
      if (attempt >= CODE_ATTEMPTS) throw new Error("the guest list's settings kept changing");
      known = undefined;
      continue;
    }
    if (row?.household_id) wakeSubmissionMails(ctx);
    return row?.household_id ?? null;
  }
}

// ---- The owner's side ----

/**
 * The owner sets a household's answer by hand (a phone call): each listed guest's answer replaced,
 * marked as the owner's. Guests of the household and parts it is invited to only (else 422).
 */
export async function setAnswersByHand(
  ctx: AppContext,
  siteId: string,
  householdId: string,
  input: HandSetAnswers,
  by: string,
): Promise<Household> {
  const household = await getHousehold(ctx, siteId, householdId);
  const settings = await settingsOf(ctx.db, siteId);
  const parts = invitedParts(settings, household.groups);
  const partIds = new Set(parts.map((part) => part.id));
  const guests = new Map(household.guests.map((guest) => [guest.id, guest]));
  const issues: ErrorIssue[] = [];
  input.guests.forEach((guest, index) => {
    if (!guests.has(guest.guestId))
      issues.push({ path: `guests.${index}.guestId`, message: "not a guest of this household" });
    guest.parts.forEach((part, j) => {
      if (!partIds.has(part.partId))
        issues.push({ path: `guests.${index}.parts.${j}.partId`, message: "not a part of this household" });
    });
  });
  if (issues.length > 0) throw new AnswerMismatchError(issues, "GUEST_LIST_MISMATCH");
  await ctx.db.transaction(async (tx) => {
    const keys = input.guests.map((guest) => guest.guestId);
    const earlier = await tx
      .select({ guestKey: householdAnswers.guestKey, rsvpId: householdAnswers.rsvpId })
      .from(householdAnswers)
      .where(and(eq(householdAnswers.householdId, householdId), inArray(householdAnswers.guestKey, keys)));
    const rsvpOf = new Map(earlier.filter((row) => row.rsvpId).map((row) => [row.guestKey, row.rsvpId]));
    await tx
      .delete(householdAnswers)
      .where(and(eq(householdAnswers.householdId, householdId), inArray(householdAnswers.guestKey, keys)));
    const rows: AnswerRow[] = input.guests.flatMap((guest) => {
      const base = {
        householdId,
        siteId,
        guestKey: guest.guestId,
        child: guests.get(guest.guestId)?.child ?? false,
        rsvpId: rsvpOf.get(guest.guestId) ?? null,
        setBy: "owner" as const,
        note: input.note,
      };
      if (guest.parts.length > 0)
        return guest.parts.map((part) => ({ ...base, partId: part.partId, attending: part.attending }));
      // Taken away (e.g. entered for the wrong guest): the guest has not answered.
      if (guest.attending === null) return [];
      const attending = guest.attending ?? false;
      if (parts.length === 0) return [{ ...base, partId: WHOLE_EVENT, attending }];
      return parts.map((part) => ({ ...base, partId: part.id, attending }));
    });
    if (rows.length > 0) await tx.insert(householdAnswers).values(rows);
    await tx
      .update(households)
      .set({ updatedAt: new Date(), updatedBy: by })
      .where(eq(households.id, householdId));
  });
  // The household's own page shows its current answer (issue 26).
  await invalidateSite(ctx, siteId);
  return getHousehold(ctx, siteId, householdId);
}

/**
 * Merges a household (one made from an open answer) into another of the site: its guests whose names
 * are not there yet move over, its answers go with them (a guest already there takes the answer), its
 * RSVPs belong to the target from now on, and the household itself is deleted.
 */
export async function mergeHousehold(
  ctx: AppContext,
  siteId: string,
  householdId: string,
  intoHouseholdId: string,
  by: string,
): Promise<Household> {
  if (householdId === intoHouseholdId)
    throw new AnswerMismatchError(
      [{ path: "intoHouseholdId", message: "a household cannot merge into itself" }],
      "GUEST_LIST_MISMATCH",
    );
  const [source, target] = await Promise.all([
    getHousehold(ctx, siteId, householdId),
    getHousehold(ctx, siteId, intoHouseholdId),
  ]);
  await ctx.db.transaction(async (tx) => {
    const targetByName = new Map(target.guests.map((guest) => [nameKey(guest.name), guest.id]));
    const keyMap = new Map<string, string>();
    let position = target.guests.length;
    const moving: string[] = [];
    for (const guest of source.guests) {
      const same = targetByName.get(nameKey(guest.name));
      if (same) keyMap.set(guest.id, same);
      else if (target.guests.length + moving.length < GUEST_LIST_LIMITS.guestsPerHousehold) {
        moving.push(guest.id);
        keyMap.set(guest.id, guest.id);
        await tx
          .update(householdGuests)
          .set({ householdId: intoHouseholdId, position: position++ })
          .where(eq(householdGuests.id, guest.id));
      }
    }
    const answers = (await answersByHousehold(tx, [householdId])).get(householdId) ?? [];
    const moved = answers.flatMap((answer) => {
      const key =
        keyMap.get(answer.guestKey) ?? (answer.guestKey.startsWith("extra-") ? answer.guestKey : null);
      return key ? [{ ...answer, householdId: intoHouseholdId, guestKey: key }] : [];
    });
    const movedKeys = [...new Set(moved.map((answer) => answer.guestKey))];
    if (movedKeys.length > 0) {
      await tx
        .delete(householdAnswers)
        .where(
          and(
            eq(householdAnswers.householdId, intoHouseholdId),
            inArray(householdAnswers.guestKey, movedKeys),
          ),
        );
      await tx.insert(householdAnswers).values(moved);
    }
    await tx
      .update(rsvps)
      .set({ householdId: intoHouseholdId })
      .where(and(eq(rsvps.siteId, siteId), eq(rsvps.householdId, householdId)));
    await tx.delete(households).where(eq(households.id, householdId));
    await tx
      .update(households)
      .set({ updatedAt: new Date(), updatedBy: by })
      .where(eq(households.id, intoHouseholdId));
  });
  return getHousehold(ctx, siteId, intoHouseholdId);
}

/** The household of each RSVP row of the site that has one (the answers screen's column). */
export async function householdsOfAnswers(
  ctx: AppContext,
  siteId: string,
): Promise<Record<string, AnswerHousehold>> {
  const rows = await ctx.db
    .select({
      rsvpId: rsvps.id,
      id: households.id,
      name: households.name,
      groups: households.groupIds,
      needsReview: households.needsReview,
    })
    .from(rsvps)
    .innerJoin(households, eq(households.id, rsvps.householdId))
    .where(and(eq(rsvps.siteId, siteId), isNotNull(rsvps.householdId), isNull(households.deletedAt)));
  if (rows.length === 0) return {};
  const settings = await settingsOf(ctx.db, siteId);
  const groupName = new Map(settings.groups.map((group) => [group.id, group.name]));
  const out: Record<string, AnswerHousehold> = {};
  for (const { rsvpId, ...household } of rows)
    out[rsvpId] = {
      ...household,
      groupNames: household.groups.map((id) => groupName.get(id) ?? id),
    };
  return out;
}

// ---- The caterer's summary ----

export type { CatererSummary } from "@core/guest-list-api";

/**
 * A written question about food (allergies, special diets) in any of the site's languages: the caterer
 * gets its answers counted too. Only such questions, never a name or another free text.
 */
const FOOD_QUESTION = /allerg|kost|diet|intoleran|\bmat\b|\bmad\b|food|vegan|vegetar|gluten|laktos|lactose/i;
/** Answers that say "none" are no diet to count. */
const NO_DIET = /^(nej|nej tack|inga|ingen|inget|ingenting|no|none|nothing|nope|n\/a|-+|–+|—+)[.!]?$/i;

const isFoodQuestion = (element: FormElement) =>
  element.formElementType === "ShortText" &&
  Object.values(element.label).some((label) => FOOD_QUESTION.test(label));

/** A written diet answer as it is counted: trimmed, one space, case aside; null for "none". */
function dietOf(value: string): { key: string; text: string } | null {
  const text = value.trim().replace(/\s+/g, " ");
  if (!text || NO_DIET.test(text)) return null;
  return { key: text.toLocaleLowerCase("sv"), text: text.charAt(0).toLocaleUpperCase("sv") + text.slice(1) };
}

/** The "will you come?" question: the first single choice whose every option is a yes or a no. */
function attendanceQuestionOf(elements: readonly FormElement[]): FormElement | undefined {
  return elements.find(
    (element) =>
      element.formElementType === "SingleSelect" &&
      element.options.every((option) => Object.values(option.text).some((text) => yesNoOf(text) !== null)),
  );
}

/**
 * For each single-choice question of the RSVPs (food, allergies…): per part, how many coming guests
 * chose each option, from the households' current answers (the attendance question left out: every
 * one of them said yes); and for each written question about food (allergies, special diets), the
 * answers given, alike ones counted together ("none" left out). No names unless asked.
 */
export async function catererSummary(
  ctx: AppContext,
  siteId: string,
  parts: readonly EventPart[],
  language: string,
  /** With who chose each option ("Extra gäst" for an extra guest): the owner asked for the names. */
  names: { extraGuest: string } | null = null,
): Promise<CatererSummary> {
  const rows = await ctx.db
    .select({
      householdId: householdAnswers.householdId,
      partId: householdAnswers.partId,
      guestName: householdGuests.name,
      definitionHash: rsvps.definitionHash,
      answers: rsvps.answers,
    })
    .from(householdAnswers)
    .innerJoin(rsvps, eq(rsvps.id, householdAnswers.rsvpId))
    .innerJoin(households, eq(households.id, householdAnswers.householdId))
    .leftJoin(householdGuests, eq(householdGuests.id, householdAnswers.guestKey))
    .where(
      and(
        eq(householdAnswers.siteId, siteId),
        eq(householdAnswers.attending, true),
        isNull(households.deletedAt),
      ),
    );
  const definitions = await definitionsOf(
    ctx.db,
    rows.map((row) => row.definitionHash),
  );
  const partList = parts.length > 0 ? parts : [{ id: WHOLE_EVENT, name: "" }];
  type Chosen = { count: number; names: string[] };
  type Question = {
    element: FormElement;
    counts: Map<string, Map<string, Chosen>>;
    /** A written question's answers as first written, by their key (in order of first answer). */
    written: Map<string, string>;
  };
  const questions = new Map<string, Question>();
  const count = (question: Question, partIds: string[], key: string, guestName: string | null) => {
    for (const partId of partIds) {
      const counts = question.counts.get(partId) ?? new Map<string, Chosen>();
      const chosen = counts.get(key) ?? { count: 0, names: [] };
      chosen.count += 1;
      if (names) chosen.names.push(guestName ?? names.extraGuest);
      counts.set(key, chosen);
      question.counts.set(partId, counts);
    }
  };
  const questionOf = (element: FormElement) => {
    let question = questions.get(element.id);
    if (!question) {
      question = { element, counts: new Map(), written: new Map() };
      questions.set(element.id, question);
    }
    return question;
  };
  for (const row of rows) {
    const partIds = row.partId === WHOLE_EVENT ? partList.map((part) => part.id) : [row.partId];
    const elements = definitions.get(row.definitionHash) ?? [];
    const attendance = attendanceQuestionOf(elements);
    for (const answer of joinAnswers(elements, row.answers)) {
      const element = answer.formElement;
      if (element.formElementType === "SingleSelect") {
        if (!answer.selectedOption || element === attendance) continue;
        count(questionOf(element), partIds, answer.selectedOption.id, row.guestName);
      } else if (isFoodQuestion(element)) {
        const diet = dietOf(answer.value);
        if (!diet) continue;
        const question = questionOf(element);
        if (!question.written.has(diet.key)) question.written.set(diet.key, diet.text);
        count(question, partIds, diet.key, row.guestName);
      }
    }
  }
  const total = (question: Question, key: string) =>
    [...question.counts.values()].reduce((sum, counts) => sum + (counts.get(key)?.count ?? 0), 0);
  return {
    questions: [...questions.values()].map((question) => {
      const { element, counts } = question;
      // A single choice's options in the owner's order; a written question's answers, commonest first.
      const options =
        element.formElementType === "SingleSelect"
          ? element.options.map((option) => ({ id: option.id, text: translate(option.text, language) }))
          : [...question.written]
              .map(([id, text]) => ({ id, text }))
              .sort((a, b) => total(question, b.id) - total(question, a.id));
      return {
        id: element.id,
        label: translate(element.label, language),
        parts: partList.map((part) => ({
          id: part.id,
          name: part.name,
          options: options.map((option) => {
            const chosen = counts.get(part.id)?.get(option.id);
            return {
              ...option,
              count: chosen?.count ?? 0,
              ...(names
                ? { names: [...(chosen?.names ?? [])].sort((a, b) => a.localeCompare(b, "sv")) }
                : {}),
            };
          }),
        })),
      };
    }),
  };
}
