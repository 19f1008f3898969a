// Sends to guests (issue 26): who a send goes to, what each household gets, the caps, and the send
// stored with one delivery per household for the outbox (sends-outbox.ts) to deliver.
//
// - Only households on the site's own list: an id of another site's household is refused (400), a
//   group must be one of the site's; "all" and a group mean the households not deleted.
// - Segments are resolved here, when the send is previewed and when it is made, one statement each:
//   by answer (attending / declined / not answered, optionally for one event part) from
//   household_answers, by how a question of the site's RSVP was answered from the household's latest
//   RSVP (rsvps joined to its questions in form_definitions), not invited yet from every invitation
//   of the site. A part, question or option that is not the site's is refused (400) with the path.
// - A household is skipped, with the reason stored and shown, when it has no address for the channel
//   (its own mail or phone, else its first guest's that has one), a number that is no Swedish or
//   Danish mobile, its personal link turned off, it was deleted, (a reminder) it has answered, or (a
//   mail) it unsubscribed from the site's mails.
// - A send (not a test) needs a page guests can open: published and not expired.
// - A test goes to the owner only: the account's mail, or the number the owner gives for a test SMS,
//   written for the first household that would get it (its real link: the owner's own list).
// - The caps (core/sends.ts SEND_CAPS) are counted in the database under a lock of the account's row,
//   so two sends at once cannot both pass a cap the two together go past.
import type { Side } from "@core/guest-list";
import { imageUrl } from "@core/image-urls";
import type { Image } from "@core/images";
import { normalizeMobile, PHONE_PROBLEM_TEXTS, phoneCountryOf } from "@core/phone";
import { personalLink } from "@core/print/households";
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type DeliveryView,
  type RenderedSend,
  rsvpQuestionsOf,
  SEND_CAPS,
  SENDS_PAGE,
  type SendAudience,
  type SendChannel,
  type SendKind,
  type SendPreview,
  type SendRecipient,
  type SendRequest,
  type SendsPage,
  type SkippedRecipient,
  type SkipReason,
} from "@core/sends";
import { siteLanguages } from "@core/site";
import { SMS_LIMITS, smsCost, smsSegments } from "@core/sms";
import { formatDeadline } from "@modules/rsvp/deadline";
import { uiLanguageFor } from "@web/i18n";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { householdGuests, households, sendDeliveries, sends, sites } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { newId } from "../ids";
import { calendarPath } from "../routes/calendar";
import { settingsOf } from "./households";
import {
  composeInvitationMail,
  composeInvitationSms,
  type EventDate,
  eventDateOf,
  eventTitleOf,
  type SendTextInput,
} from "./sends-texts";
import { isPubliclyVisible } from "./sites";

type Db = AppContext["db"];
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const invalid = (path: string, message: string) =>
  new ApiError("INVALID_INPUT", { issues: [{ path, message }] });

/** What a send's words need of the site, read once per send. */
export type SendSite = {
  id: string;
  host: string;
  language: SendTextInput["language"];
  title: string;
  date: EventDate | null;
  country: ReturnType<typeof phoneCountryOf>;
  /** The RSVP's last day as the page's language writes it ('1 maj 2027'), or null without one. */
  lastDay: string | null;
  /** The page's header picture for a mail (about 1200 px wide, on the page's host), or null. */
  hero: { src: string; alt: string } | null;
};

/** The header picture's file nearest 1200 px wide (a mail is at most 600 px, twice for sharp screens). */
export function mailPictureOf(
  document: Pick<SiteRow["document"], "siteModules">,
  host: string,
  alt: string,
): { src: string; alt: string } | null {
  const header = document.siteModules.find((module) => module.siteModuleType === "Header") as
    | { image?: Image | null }
    | undefined;
  const image = header?.image;
  if (!image) return null;
  const sizes = [...image.sizes].sort((a, b) => a.size - b.size);
  const file = sizes.find((s) => s.size >= 1100) ?? sizes.at(-1);
  return { src: `https://${host}${imageUrl(image, file ? file.fileName : image.fileName)}`, alt };
}

/** The site as sends see it; 409 ADDRESS_REQUIRED without the page's address (links need its host). */
export function sendSiteOf(
  ctx: AppContext,
  site: Pick<SiteRow, "id" | "host" | "document" | "rsvpDeadline">,
): SendSite {
  if (!site.host) throw new ApiError("ADDRESS_REQUIRED");
  const languages = siteLanguages(site.document);
  const language = uiLanguageFor(languages[0] ?? "");
  const title = eventTitleOf(site.document, language) || ctx.config.brandDefinition.displayName;
  return {
    id: site.id,
    host: site.host,
    language,
    title,
    date: eventDateOf(site.document, language),
    country: phoneCountryOf(languages, ctx.config.market),
    lastDay: site.rsvpDeadline ? formatDeadline(site.rsvpDeadline, language) : null,
    hero: mailPictureOf(site.document, site.host, title),
  };
}

/** The message one household gets by the channel. */
export function renderSend(
  site: SendSite,
  send: { channel: SendChannel; kind: SendKind; text?: string | null | undefined },
  household: { id: string; name: string; token: string },
): RenderedSend {
  const input: SendTextInput = {
    kind: send.kind,
    language: site.language,
    title: site.title,
    date: site.date,
    householdName: household.name,
    text: send.text ?? undefined,
    link: personalLink(site.host, household.token),
    calendarUrl: site.date ? `https://${site.host}${calendarPath(site.id)}` : null,
    lastDay: site.lastDay,
  };
  if (send.channel === "sms") {
    return { householdId: household.id, subject: null, text: composeInvitationSms(input) };
  }
  const mail = composeInvitationMail(input);
  return { householdId: household.id, subject: mail.subject, text: mail.text };
}

type ListedHousehold = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  token: string;
  linkEnabled: boolean;
  deleted: boolean;
  groupIds: string[];
  side: Side | null;
  answered: boolean;
  unsubscribed: boolean;
};

async function siteHouseholds(db: Db | Tx, siteId: string): Promise<ListedHousehold[]> {
  const rows = await db
    .select({
      id: households.id,
      name: households.name,
      email: households.email,
      phone: households.phone,
      token: households.token,
      linkEnabled: households.linkEnabled,
      deletedAt: households.deletedAt,
      groupIds: households.groupIds,
      side: households.side,
      answered: sql<boolean>`exists (select 1 from household_answers a where a.household_id = ${households.id})`,
      mailUnsubscribedAt: households.mailUnsubscribedAt,
    })
    .from(households)
    .where(eq(households.siteId, siteId))
    .orderBy(asc(households.position), asc(households.createdAt));
  const guests = await db
    .select({
      householdId: householdGuests.householdId,
      email: householdGuests.email,
      phone: householdGuests.phone,
    })
    .from(householdGuests)
    .where(
      and(
        eq(householdGuests.siteId, siteId),
        sql`(${householdGuests.email} is not null or ${householdGuests.phone} is not null)`,
      ),
    )
    .orderBy(asc(householdGuests.position));
  const contact = new Map<string, { email: string | null; phone: string | null }>();
  for (const guest of guests) {
    const known = contact.get(guest.householdId) ?? { email: null, phone: null };
    contact.set(guest.householdId, { email: known.email ?? guest.email, phone: known.phone ?? guest.phone });
  }
  return rows.map(({ deletedAt, mailUnsubscribedAt, ...row }) => ({
    ...row,
    unsubscribed: mailUnsubscribedAt !== null,
    email: row.email ?? contact.get(row.id)?.email ?? null,
    phone: row.phone ?? contact.get(row.id)?.phone ?? null,
    deleted: deletedAt !== null,
    answered: Boolean(row.answered),
  }));
}

export type Audience = {
  recipients: (SendRecipient & { token: string })[];
  skipped: SkippedRecipient[];
};

/** Who gets the send and who is skipped (and why); refuses ids and groups that are not the site's. */
export async function audienceOf(
  ctx: AppContext,
  site: SendSite,
  request: SendRequest,
  owner: { mail: string },
  db: Db | Tx = ctx.db,
  siteDocument: SiteRow["document"] | null = null,
): Promise<Audience> {
  const listed = await siteHouseholds(db, site.id);
  let chosen: ListedHousehold[];
  if (request.households === "all") {
    chosen = listed.filter((household) => !household.deleted);
  } else if (Array.isArray(request.households)) {
    const byId = new Map(listed.map((household) => [household.id, household]));
    const foreign = request.households.filter((id) => !byId.has(id));
    if (foreign.length > 0)
      throw invalid("households", `not on this page's guest list: ${foreign.slice(0, 5).join(", ")}`);
    const wanted = new Set(request.households);
    chosen = listed.filter((household) => wanted.has(household.id));
  } else if ("group" in request.households) {
    const groupId = request.households.group;
    const { groups } = await settingsOf(db, site.id);
    if (!groups.some((group) => group.id === groupId))
      throw invalid("households.group", "not one of this page's guest groups");
    chosen = listed.filter((household) => !household.deleted && household.groupIds.includes(groupId));
  } else if ("side" in request.households) {
    const side = request.households.side;
    chosen = listed.filter((household) => !household.deleted && household.side === side);
  } else {
    const inSegment = await segmentOf(db, site.id, siteDocument, request.households);
    chosen = listed.filter((household) => !household.deleted && inSegment(household.id));
  }

  if (request.test) {
    // The first household that could get it at all; its message goes to the owner.
    const sample = chosen.find((household) => !household.deleted && household.linkEnabled);
    if (!sample) throw new ApiError("SEND_NO_RECIPIENTS");
    let address = owner.mail;
    if (request.channel === "sms") {
      if (!request.testPhone)
        throw invalid("testPhone", "the number to send the test SMS to (the account has none)");
      const number = normalizeMobile(request.testPhone, site.country);
      if (!number.ok) throw invalid("testPhone", PHONE_PROBLEM_TEXTS[number.problem]);
      address = number.e164;
    }
    return {
      recipients: [{ householdId: sample.id, name: sample.name, address, token: sample.token }],
      skipped: [],
    };
  }

  const recipients: Audience["recipients"] = [];
  const skipped: SkippedRecipient[] = [];
  const skip = (household: ListedHousehold, reason: SkipReason) =>
    skipped.push({ householdId: household.id, name: household.name, reason });
  for (const household of chosen) {
    if (household.deleted) skip(household, "deleted");
    else if (!household.linkEnabled) skip(household, "link-off");
    else if (request.kind === "reminder" && household.answered) skip(household, "answered");
    else if (request.channel === "mail") {
      if (household.unsubscribed) skip(household, "unsubscribed");
      else if (household.email)
        recipients.push({
          householdId: household.id,
          name: household.name,
          address: household.email,
          token: household.token,
        });
      else skip(household, "no-address");
    } else if (!household.phone) skip(household, "no-address");
    else {
      const number = normalizeMobile(household.phone, site.country);
      if (number.ok)
        recipients.push({
          householdId: household.id,
          name: household.name,
          address: number.e164,
          token: household.token,
        });
      else skip(household, "phone-invalid");
    }
  }
  return { recipients, skipped };
}

type Segment = Exclude<SendAudience, "all" | string[] | { group: string } | { side: Side }>;

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/**
 * The households of a segment (by answer, or by a question's option), as a test of an id; one
 * statement. Parts, questions and options that are not the site's are refused (400, with the path).
 */
async function segmentOf(
  db: Db | Tx,
  siteId: string,
  document: SiteRow["document"] | null,
  segment: Segment,
): Promise<(householdId: string) => boolean> {
  if ("invited" in segment) {
    const result = await db.execute(sql`
      select distinct d.household_id as id
      from send_deliveries d join sends s on s.id = d.send_id
      where s.site_id = ${siteId} and s.kind = 'invitation' and not s.test
        and d.status in ('queued', 'sent', 'delivered')`);
    const invited = new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
    return (id) => !invited.has(id);
  }
  if ("answer" in segment) {
    const { part } = segment;
    if (part !== undefined) {
      const { parts } = await settingsOf(db, siteId);
      if (!parts.some((known) => known.id === part))
        throw invalid("households.part", "not one of this page's event parts");
    }
    // Per household: whether anyone comes. With a part, each guest's answer to it is their row for
    // the part, else their row for the whole event (core/guest-list.ts partAttendance); a household
    // without either for any guest has not answered the part and is in neither segment.
    const result = await db.execute(
      part === undefined
        ? sql`select household_id as id, bool_or(attending) as coming from household_answers
            where site_id = ${siteId} group by household_id`
        : sql`select id, bool_or(attending) as coming from (
            select distinct on (household_id, guest_key) household_id as id, attending
            from household_answers
            where site_id = ${siteId} and part_id in (${part}, '')
            order by household_id, guest_key, (part_id = ${part}) desc
          ) per_guest group by id`,
    );
    const coming = new Map(
      rowsOf<{ id: string; coming: boolean | string }>(result).map((row) => [
        row.id,
        row.coming === true || row.coming === "t",
      ]),
    );
    if (segment.answer === "none") return (id) => !coming.has(id);
    const wanted = segment.answer === "attending";
    return (id) => coming.get(id) === wanted;
  }
  const question = rsvpQuestionsOf(document as Parameters<typeof rsvpQuestionsOf>[0]).find(
    (known) => known.id === segment.question,
  );
  if (!question) throw invalid("households.question", "not a question with options of this page's RSVP");
  if (!question.options.some((option) => option.id === segment.option))
    throw invalid("households.option", "not one of the question's options");
  // The household's latest RSVP that asked the question (a new answer replaces the household's
  // answer; older ones are history); a guest of it chose the option.
  const result = await db.execute(sql`
    with asked as (
      select r.household_id, r.group_identifier, r.created_at,
        r.answers -> (q.pos::int - 1) -> 'selectedOption' ->> 'id' as option
      from rsvps r
      join form_definitions d on d.hash = r.definition_hash
      cross join lateral jsonb_array_elements(d.elements) with ordinality as q(element, pos)
      where r.site_id = ${siteId} and r.household_id is not null and q.element ->> 'id' = ${segment.question}
    ),
    latest as (
      select distinct on (household_id) household_id, group_identifier
      from asked order by household_id, created_at desc, group_identifier desc
    )
    select distinct asked.household_id as id
    from asked join latest on latest.household_id = asked.household_id
      and latest.group_identifier = asked.group_identifier
    where asked.option = ${segment.option}`);
  const ids = new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
  return (id) => ids.has(id);
}

/** Deliveries of this channel the account made in the last 24 hours (skipped ones do not count). */
async function capUsed(db: Db | Tx, accountId: string, channel: SendChannel): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sendDeliveries)
    .innerJoin(sends, eq(sends.id, sendDeliveries.sendId))
    .where(
      and(
        eq(sends.createdBy, accountId),
        eq(sendDeliveries.channel, channel),
        sql`${sendDeliveries.status} <> 'skipped'`,
        sql`${sends.createdAt} > now() - interval '24 hours'`,
      ),
    );
  return Number(row?.count ?? 0);
}

async function testsUsed(db: Db | Tx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sends)
    .where(
      and(
        eq(sends.createdBy, accountId),
        eq(sends.test, true),
        sql`${sends.createdAt} > now() - interval '24 hours'`,
      ),
    );
  return Number(row?.count ?? 0);
}

/** Refuses a send the caps do not allow; what was used and what it needs are in the issues. */
async function checkCaps(db: Db | Tx, accountId: string, request: SendRequest, adds: number): Promise<void> {
  if (request.test) {
    const used = await testsUsed(db, accountId);
    if (used >= SEND_CAPS.testsPerDay)
      throw new ApiError("SEND_CAP_REACHED", {
        issues: [
          { path: "test", message: `${used} of ${SEND_CAPS.testsPerDay} test sends in the last 24 hours` },
        ],
      });
  }
  const limit = SEND_CAPS.perDay[request.channel];
  const used = await capUsed(db, accountId, request.channel);
  if (used + adds > limit)
    throw new ApiError("SEND_CAP_REACHED", {
      issues: [
        {
          path: "households",
          message: `${used} of ${limit} ${request.channel === "sms" ? "SMS" : "mails"} in the last 24 hours; this send needs ${adds}, ${Math.max(0, limit - used)} are left`,
        },
      ],
    });
}

/** The rendered SMS of every recipient fits in SMS_LIMITS.maxParts; else 400 on `text`. */
function checkSmsLength(site: SendSite, request: SendRequest, audience: Audience): void {
  if (request.channel !== "sms") return;
  for (const recipient of audience.recipients) {
    const text = renderSend(site, request, {
      id: recipient.householdId,
      name: recipient.name,
      token: recipient.token,
    }).text;
    const { parts } = smsSegments(text);
    if (parts > SMS_LIMITS.maxParts)
      throw invalid("text", `the SMS would take ${parts} parts; at most ${SMS_LIMITS.maxParts} (write less)`);
  }
}

function requireText(request: SendRequest): void {
  if (request.kind === "message" && !request.text) throw new ApiError("SEND_TEXT_REQUIRED");
}

/** The preview: recipients, skipped households and why, one household's message, SMS parts and cost. */
export async function previewSend(
  ctx: AppContext,
  site: SiteRow,
  account: { id: string; mail: string },
  request: SendRequest,
): Promise<SendPreview> {
  requireText(request);
  const sendSite = sendSiteOf(ctx, site);
  const audience = await audienceOf(ctx, sendSite, request, account, ctx.db, site.document);
  const first = audience.recipients[0];
  const household = first ? { id: first.householdId, name: first.name, token: first.token } : null;
  const samples = household
    ? {
        mail: renderSend(sendSite, { ...request, channel: "mail" }, household),
        sms: renderSend(sendSite, { ...request, channel: "sms" }, household),
      }
    : null;
  const sample = samples ? samples[request.channel] : null;
  let sms: SendPreview["sms"] = null;
  if (request.channel === "sms" && sample) {
    const { pricePerPartOre } = ctx.config.sms;
    sms = smsCost(sample.text, audience.recipients.length, pricePerPartOre);
  }
  return {
    channel: request.channel,
    kind: request.kind,
    test: Boolean(request.test),
    published: isPubliclyVisible(site),
    recipients: audience.recipients.map(({ token: _token, ...recipient }) => recipient),
    skipped: audience.skipped,
    sample,
    samples,
    sms,
    cap: {
      limit: SEND_CAPS.perDay[request.channel],
      used: await capUsed(ctx.db, account.id, request.channel),
      adds: audience.recipients.length,
    },
  };
}

/**
 * Stores a send and its deliveries (queued for the recipients, skipped with the reason for the rest)
 * in one transaction under the account's row lock; refuses with SEND_TEXT_REQUIRED, SEND_NO_RECIPIENTS,
 * SEND_CAP_REACHED or 400 before anything is stored.
 */
export async function createSend(
  ctx: AppContext,
  site: SiteRow,
  account: { id: string; mail: string },
  request: SendRequest,
): Promise<{ id: string }> {
  return ctx.db.transaction((tx) => createSendIn(ctx, tx, site, account, request));
}

/**
 * "Mail and SMS": every send of the batch is checked and stored in one transaction (under the same
 * account lock, so each channel's cap is counted with the others' rows), or none is: a refusal of
 * any one (its cap, nobody to send to by it, its words) rolls all of them back. Ids in the order given.
 */
export async function createSends(
  ctx: AppContext,
  site: SiteRow,
  account: { id: string; mail: string },
  requests: readonly SendRequest[],
): Promise<{ ids: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const request of requests) ids.push((await createSendIn(ctx, tx, site, account, request)).id);
    return { ids };
  });
}

/**
 * createSend inside a transaction of the caller's (the reminders' scheduler claims its run in the same
 * one): the same checks and rows; a refusal throws and the caller's transaction rolls back.
 */
export async function createSendIn(
  ctx: AppContext,
  tx: Tx,
  site: SiteRow,
  account: { id: string; mail: string },
  request: SendRequest,
): Promise<{ id: string }> {
  requireText(request);
  const sendSite = sendSiteOf(ctx, site);
  if (!request.test && !isPubliclyVisible(site)) throw new ApiError("SEND_PAGE_NOT_PUBLISHED");
  // One send at a time per account: the caps' count and the new rows are one step.
  await tx.execute(sql`select 1 from accounts where id = ${account.id} for update`);
  const audience = await audienceOf(ctx, sendSite, request, account, tx, site.document);
  if (audience.recipients.length === 0) throw new ApiError("SEND_NO_RECIPIENTS");
  checkSmsLength(sendSite, request, audience);
  await checkCaps(tx, account.id, request, audience.recipients.length);
  const id = newId();
  await tx.insert(sends).values({
    id,
    siteId: site.id,
    createdBy: account.id,
    channel: request.channel,
    kind: request.kind,
    text: request.text ?? null,
    language: sendSite.language,
    test: Boolean(request.test),
  });
  const rows = [
    ...audience.recipients.map((recipient) => ({
      sendId: id,
      householdId: recipient.householdId,
      siteId: site.id,
      channel: request.channel,
      address: recipient.address,
      status: "queued" as const,
    })),
    ...audience.skipped.map((skipped) => ({
      sendId: id,
      householdId: skipped.householdId,
      siteId: site.id,
      channel: request.channel,
      address: null,
      status: "skipped" as const,
      reason: skipped.reason,
    })),
  ];
  for (let i = 0; i < rows.length; i += 500) await tx.insert(sendDeliveries).values(rows.slice(i, i + 500));
  return { id };
}

/**
 * A page of the site's sends, newest first, each with its deliveries in the list's order. `before` is
 * a send's id (the `next` of the page before): the page holds the sends made before it (by time, then
 * id). An id that is not one of the site's sends is refused (400 on `before`).
 */
export async function listSends(
  ctx: AppContext,
  siteId: string,
  page: { before?: string | undefined; limit: number } = { limit: SENDS_PAGE.default },
): Promise<SendsPage> {
  let after: SQL | undefined;
  if (page.before) {
    const [cursor] = await ctx.db
      .select({ id: sends.id })
      .from(sends)
      .where(and(eq(sends.siteId, siteId), eq(sends.id, page.before)));
    if (!cursor) throw invalid("before", "not one of this page's sends");
    // Compared in the database: its timestamps are finer than a JavaScript date.
    after = sql`(${sends.createdAt}, ${sends.id}) < (select c.created_at, c.id from sends c where c.id = ${cursor.id})`;
  }
  const found = await ctx.db
    .select()
    .from(sends)
    .where(and(eq(sends.siteId, siteId), after))
    .orderBy(desc(sends.createdAt), desc(sends.id))
    .limit(page.limit + 1);
  const rows = found.slice(0, page.limit);
  const next = found.length > page.limit ? (rows[rows.length - 1]?.id ?? null) : null;
  if (rows.length === 0) return { sends: [], next: null };
  const deliveries = await ctx.db
    .select({
      sendId: sendDeliveries.sendId,
      householdId: sendDeliveries.householdId,
      name: households.name,
      address: sendDeliveries.address,
      status: sendDeliveries.status,
      reason: sendDeliveries.reason,
      attempts: sendDeliveries.attempts,
      sentAt: sendDeliveries.sentAt,
      deliveredAt: sendDeliveries.deliveredAt,
      openedAt: sendDeliveries.openedAt,
      error: sendDeliveries.error,
    })
    .from(sendDeliveries)
    .innerJoin(households, eq(households.id, sendDeliveries.householdId))
    .where(
      inArray(
        sendDeliveries.sendId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(households.position), asc(households.createdAt));
  const bySend = new Map<string, DeliveryView[]>(rows.map((row) => [row.id, []]));
  // A test went to the owner, written for a household: that household opening its own link later
  // says nothing about the test.
  const tests = new Set(rows.filter((row) => row.test).map((row) => row.id));
  for (const { sendId, sentAt, deliveredAt, openedAt, ...delivery } of deliveries) {
    bySend.get(sendId)?.push({
      ...delivery,
      sentAt: sentAt?.toISOString() ?? null,
      deliveredAt: deliveredAt?.toISOString() ?? null,
      openedAt: tests.has(sendId) ? null : (openedAt?.toISOString() ?? null),
    });
  }
  return {
    next,
    sends: rows.map((row) => {
      const list = bySend.get(row.id) ?? [];
      const counts = {
        ...(Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<
          DeliveryStatus,
          number
        >),
        opened: 0,
      };
      for (const delivery of list) {
        counts[delivery.status] += 1;
        if (delivery.openedAt) counts.opened += 1;
      }
      return {
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        text: row.text,
        test: row.test,
        createdAt: row.createdAt.toISOString(),
        counts,
        deliveries: list,
      };
    }),
  };
}

/** The site's row as a send's delivery needs it (null when the site is gone). */
export async function siteForDelivery(ctx: AppContext, siteId: string) {
  const [row] = await ctx.db
    .select({
      id: sites.id,
      host: sites.host,
      document: sites.document,
      accountId: sites.accountId,
      rsvpDeadline: sites.rsvpDeadline,
    })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return row ?? null;
}
