// A guest's way to their household's invitation (issue 25): the personal link's token, the printed
// card's code, or "find your invitation" by name. Each answers one household at most, and only on a
// site guests may see. What a household sees of itself: its name, its guests, its parts and allowance.
import { timingSafeEqual } from "node:crypto";
import { siteForGroups } from "@core/group-visibility";
import { nameKey } from "@core/guest-import";
import {
  type EventPart,
  type GuestGroup,
  invitedParts,
  isCode,
  normalizeCode,
  TOKEN_PATTERN,
} from "@core/guest-list";
import type { PublicSite } from "@core/site";
import { EVENT_TIME_ZONE } from "@modules/countdown/clock";
import type { PageAnswered, PageInvitation } from "@web/guest/state";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { guestListSettings, householdAnswers, householdGuests, households, rsvps } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { limitStoreOf } from "../limits/counter-store";
import { clientKeyOf } from "../routes/client-key";
import { createGuessGuard, type GuessGuard } from "../routes/rate-limits";
import { pageCacheOf } from "../ssr/page-cache";
import { definitionsOf } from "./answers";
import { settingsOf } from "./households";
import { findGuestSite, presentGuestSite } from "./site-access";

export type Invitation = {
  siteId: string;
  household: {
    id: string;
    name: string;
    guests: { id: string; name: string; child: boolean }[];
    extraGuests: number;
    groups: string[];
    parts: EventPart[];
    /**
     * Its current answer (issue 26), read for its own page (invitationOfRequest) and kept with it; an
     * answer or a change by the owner invalidates the site's pages, this with them. Absent: none read.
     */
    answered?: PageAnswered | null;
  };
};

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

// Wrong links, codes and names, counted per client (and per site): a client that keeps guessing is
// stopped (TOO_MANY_REQUESTS) while guests who open their own links are never counted.
const guards = new WeakMap<AppContext, GuessGuard>();
function guessGuard(ctx: AppContext): GuessGuard {
  let guard = guards.get(ctx);
  if (!guard) {
    guard = createGuessGuard({
      name: "invitation",
      store: limitStoreOf(ctx),
      perClient: { max: 20, windowMs: 15 * 60_000 },
      perTarget: { max: 200, windowMs: 15 * 60_000 },
    });
    guards.set(ctx, guard);
  }
  return guard;
}

/** Runs a look-up for a client: refused while it has guessed wrong too often; a miss counts. */
async function guarded<T>(ctx: AppContext, clientAddress: string, target: string, find: () => Promise<T>) {
  const guard = guessGuard(ctx);
  const client = clientKeyOf(clientAddress);
  if (await guard.blocked(client, target)) throw new ApiError("TOO_MANY_REQUESTS");
  try {
    return await find();
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") await guard.fail(client, target);
    throw error;
  }
}

/**
 * The household of a token (unique index), with its guests and the site's parts and groups, in one
 * statement; the token compared again in constant time. Null for a link turned off, a deleted household
 * or, with `siteId`, another site's. Whether guests may see the site is the caller's to know.
 */
async function householdByToken(ctx: AppContext, token: string, siteId?: string): Promise<Invitation | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await ctx.db
    .select({
      id: households.id,
      siteId: households.siteId,
      name: households.name,
      token: households.token,
      linkEnabled: households.linkEnabled,
      extraGuests: households.extraGuests,
      groupIds: households.groupIds,
      parts: guestListSettings.parts,
      groups: guestListSettings.groups,
      guests: sql<Invitation["household"]["guests"] | string>`coalesce((
        select jsonb_agg(jsonb_build_object('id', g.id, 'name', g.name, 'child', g.child) order by g.position)
        from ${householdGuests} g where g.household_id = ${households.id}), '[]'::jsonb)`,
    })
    .from(households)
    .leftJoin(guestListSettings, eq(guestListSettings.siteId, households.siteId))
    .where(
      and(
        eq(households.token, token),
        isNull(households.deletedAt),
        ...(siteId === undefined ? [] : [eq(households.siteId, siteId)]),
      ),
    )
    .limit(1);
  if (!row?.linkEnabled || !sameText(row.token, token)) return null;
  const list = { parts: (row.parts ?? []) as EventPart[], groups: (row.groups ?? []) as GuestGroup[] };
  return {
    siteId: row.siteId,
    household: {
      id: row.id,
      name: row.name,
      // PGlite answers jsonb built in SQL as text.
      guests: typeof row.guests === "string" ? JSON.parse(row.guests) : row.guests,
      extraGuests: row.extraGuests,
      groups: row.groupIds,
      parts: invitedParts(list, row.groupIds),
    },
  };
}

/**
 * The household a personal link opens: found by its token (unique index), the token compared again in
 * constant time; a link turned off, a deleted household or a site guests cannot see open nothing.
 */
export async function invitationByToken(
  ctx: AppContext,
  token: string,
  clientAddress: string,
): Promise<Invitation> {
  return guarded(ctx, clientAddress, "links", () => findByToken(ctx, token));
}

async function findByToken(ctx: AppContext, token: string): Promise<Invitation> {
  const invitation = await householdByToken(ctx, token);
  if (!invitation) throw new ApiError("NOT_FOUND");
  await findGuestSite(ctx, invitation.siteId);
  return invitation;
}

/** The personal link a printed card's code stands for, on that site. */
export async function linkByCode(
  ctx: AppContext,
  siteId: string,
  input: string,
  clientAddress: string,
): Promise<string> {
  await findGuestSite(ctx, siteId);
  return guarded(ctx, clientAddress, siteId, async () => {
    const code = normalizeCode(input);
    if (!isCode(code)) throw new ApiError("NOT_FOUND");
    const [row] = await ctx.db
      .select({ token: households.token, code: households.code, linkEnabled: households.linkEnabled })
      .from(households)
      .where(and(eq(households.siteId, siteId), eq(households.code, code), isNull(households.deletedAt)))
      .limit(1);
    if (!row || !sameText(row.code, code) || !row.linkEnabled) throw new ApiError("NOT_FOUND");
    return `/i/${row.token}`;
  });
}

/** First names only: what "find your invitation" shows of a household to someone who typed a name. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/**
 * "Find your invitation": the households with a guest of exactly this name (case, accents and spaces
 * aside), shown by their guests' first names, with their links. None when the owner chose "only
 * personal links". At most 3, so a common name does not list a family tree.
 */
export async function findInvitations(
  ctx: AppContext,
  siteId: string,
  name: string,
  clientAddress: string,
): Promise<{ firstNames: string[]; link: string }[]> {
  await findGuestSite(ctx, siteId);
  const found = await guarded(ctx, clientAddress, siteId, async () => {
    const matches = await findByName(ctx, siteId, name);
    // A name that matches nothing counts as a guess.
    if (matches.length === 0) throw new ApiError("NOT_FOUND");
    return matches;
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") return [];
    throw error;
  });
  return found;
}

async function findByName(ctx: AppContext, siteId: string, name: string) {
  const settings = await settingsOf(ctx.db, siteId);
  const wanted = nameKey(name);
  if (settings.onlyPersonalLinks || wanted.split(" ").length < 2) return [];
  const guests = await ctx.db
    .select({
      householdId: householdGuests.householdId,
      name: householdGuests.name,
      token: households.token,
      linkEnabled: households.linkEnabled,
    })
    .from(householdGuests)
    .innerJoin(households, eq(households.id, householdGuests.householdId))
    .where(and(eq(householdGuests.siteId, siteId), isNull(households.deletedAt)))
    .orderBy(householdGuests.position);
  const matching = new Set(
    guests.filter((guest) => guest.linkEnabled && nameKey(guest.name) === wanted).map((g) => g.householdId),
  );
  return [...matching].slice(0, 3).map((householdId) => {
    const members = guests.filter((guest) => guest.householdId === householdId);
    return {
      firstNames: members.map((member) => firstName(member.name)),
      link: `/i/${members[0]?.token ?? ""}`,
    };
  });
}

// ---- The personal link on the guest page ----

const COOKIE_PREFIX = "invitation_";
/** A guest who opened a personal link stays greeted for half a year on that device. */
const COOKIE_DAYS = 180;

export const invitationCookieName = (siteId: string) => `${COOKIE_PREFIX}${siteId}`;

export function setInvitationCookie(reply: FastifyReply, siteId: string, token: string, secure: boolean) {
  reply.setCookie(invitationCookieName(siteId), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: COOKIE_DAYS * 86_400,
  });
}

/**
 * A guest opened the household's personal link (issue 26, "opened the link"): the household's
 * link_opened_at, and each of its sent or delivered deliveries not yet marked opened, are now. One
 * statement, run only when the link itself is opened (/i/{token}), not on every page view. It never
 * fails the guest's request: an error is logged and the page opens all the same.
 */
export async function markLinkOpened(ctx: AppContext, householdId: string): Promise<void> {
  try {
    await ctx.db.execute(sql`
      with opened as (
        update ${households} set link_opened_at = now() where id = ${householdId} returning id
      )
      update send_deliveries set opened_at = now()
      where household_id = (select id from opened) and status in ('sent', 'delivered') and opened_at is null`);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    ctx.log.error(
      { code: typeof code === "string" ? code : undefined, householdId, severity: 3 },
      "the personal link's opening was not recorded",
    );
  }
}

/** What the guest page shows a household that came by its personal link. */
/**
 * What the guest page gets of a personal link's household (web/guest/state.ts PageInvitation): the
 * greeting, and what its RSVP is filled in with (its guests, how many more it may bring, its parts).
 * Never its groups, token, code, address or contact details.
 */
export type InvitationGreeting = PageInvitation;

/**
 * The household of this site whose link the request's cookie holds, or null (no cookie, a link turned
 * off, renewed or deleted since, or another site's). Not counted as a guess: the cookie was set by us.
 * The caller has found the site visible to guests (its page, API, login, gifts or RSVP).
 */
export async function invitationOfRequest(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
): Promise<Invitation | null> {
  const token = request.cookies[invitationCookieName(siteId)];
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  // Read on every request of a household's page: kept with the site's pages (ssr/page-cache.ts).
  const cache = pageCacheOf(ctx);
  const kept = cache.invitation(siteId, token);
  if (kept) return kept;
  const ticket = cache.begin();
  const invitation = await householdByToken(ctx, token, siteId);
  if (invitation) {
    invitation.household.answered = await answeredOf(ctx, invitation.household);
    cache.storeInvitation(ticket, token, invitation);
  }
  return invitation;
}

const answeredDay = new Intl.DateTimeFormat("sv-SE", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: EVENT_TIME_ZONE,
});

/**
 * The household's current answer as its own page fills its RSVP in with it (issue 26): per guest, its
 * Yes or No per part and the questions' answers of its RSVP row; null when it has not answered. Two
 * reads (its answer rows with their RSVP rows; the questions, once per version), on its own page only.
 */
async function answeredOf(
  ctx: AppContext,
  household: Pick<Invitation["household"], "id" | "guests">,
): Promise<PageAnswered | null> {
  const rows = await ctx.db
    .select({
      guestKey: householdAnswers.guestKey,
      partId: householdAnswers.partId,
      attending: householdAnswers.attending,
      updatedAt: householdAnswers.updatedAt,
      answers: rsvps.answers,
      definitionHash: rsvps.definitionHash,
    })
    .from(householdAnswers)
    .leftJoin(rsvps, eq(rsvps.id, householdAnswers.rsvpId))
    .where(eq(householdAnswers.householdId, household.id));
  if (rows.length === 0) return null;
  const definitions = await definitionsOf(
    ctx.db,
    rows.flatMap((row) => (row.definitionHash ? [row.definitionHash] : [])),
  );
  type Guest = PageAnswered["guests"][number];
  const byKey = new Map<string, Guest>();
  let latest = 0;
  for (const row of rows) {
    latest = Math.max(latest, row.updatedAt.getTime());
    let guest = byKey.get(row.guestKey);
    if (!guest) {
      const answers: Guest["answers"] = {};
      const elements = row.definitionHash ? (definitions.get(row.definitionHash) ?? []) : [];
      elements.forEach((element, index) => {
        const answer = row.answers?.[index];
        if (answer?.selectedOption) answers[element.id] = { optionId: answer.selectedOption.id };
        else if (answer?.value) answers[element.id] = { value: answer.value };
      });
      guest = { guestId: row.guestKey.startsWith("extra-") ? null : row.guestKey, parts: {}, answers };
      byKey.set(row.guestKey, guest);
    }
    guest.parts[row.partId] = row.attending;
  }
  const order = new Map(household.guests.map((guest, index) => [guest.id, index]));
  const rank = (key: string) =>
    key.startsWith("extra-")
      ? household.guests.length + Number(key.slice("extra-".length))
      : (order.get(key) ?? Number.MAX_SAFE_INTEGER);
  const guests = [...byKey]
    .filter(([key]) => key.startsWith("extra-") || order.has(key))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([, guest]) => guest);
  return { on: answeredDay.format(latest), guests };
}

/**
 * The site as this request's guest may see it (issue 25): a personal link's household gets its groups'
 * modules and questions, anyone else the open page's (core/group-visibility.ts).
 */
export async function guestViewOf(
  ctx: AppContext,
  request: FastifyRequest,
  row: SiteRow,
): Promise<PublicSite> {
  return siteForGroups(await presentGuestSite(ctx, row), await guestGroupsOf(ctx, request, row.id));
}

/** The guest groups of the household whose personal link this request's cookie holds; null for anyone else. */
export async function guestGroupsOf(
  ctx: AppContext,
  request: FastifyRequest,
  siteId: string,
): Promise<string[] | null> {
  if (!request.cookies[invitationCookieName(siteId)]) return null;
  return (await invitationOfRequest(ctx, request, siteId))?.household.groups ?? null;
}

export const greetingOf = (invitation: Invitation): InvitationGreeting => ({
  householdName: invitation.household.name,
  firstNames: invitation.household.guests.map((guest) => firstName(guest.name)),
  guests: invitation.household.guests.map(({ id, name, child }) => ({ id, name, child })),
  extraGuests: invitation.household.extraGuests,
  parts: invitation.household.parts.map(({ id, name }) => ({ id, name })),
  ...(invitation.household.answered ? { answered: invitation.household.answered } : {}),
});
