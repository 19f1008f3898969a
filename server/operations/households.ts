// The guest list's households and guests (issue 25): read, create, change, move guests, delete with an
// undo, personal links, and the overview. Every function takes a site id the caller has checked the
// owner of (requireOwnedSite); a household or guest of another site is never found. A change takes the
// account making it (`by`), recorded as who changed the household last (issue 28).
import { randomBytes, randomInt } from "node:crypto";
import { nameKey } from "@core/guest-import";
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  defaultGroups,
  EMPTY_SETTINGS,
  GUEST_LIST_LIMITS,
  type Guest,
  type GuestListSettings,
  guestAttendance,
  type HouseholdInput,
  type HouseholdStatus,
  householdStatusOf,
  invitedParts,
  isExtraGuestKey,
  type ListMark,
  type PartAnswerRow,
  partAttendance,
  type Side,
} from "@core/guest-list";
import type { Counts, GuestListSummary, Household, HouseholdUpdatedBy } from "@core/guest-list-api";
import { and, asc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { accounts, guestListSettings, householdAnswers, householdGuests, households } from "../db/schema";
import { ApiError } from "../errors";
import { newId } from "../ids";

type Db = AppContext["db"];
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type HouseholdRow = typeof households.$inferSelect;
type GuestRow = typeof householdGuests.$inferSelect;
type AnswerRow = typeof householdAnswers.$inferSelect;

export type { Household, HouseholdAnswer, HouseholdReview } from "@core/guest-list-api";

const invalid = (path: string, message: string) =>
  new ApiError("INVALID_INPUT", { issues: [{ path, message }] });

export const newToken = (): string => randomBytes(32).toString("base64url");

export function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A household's own columns from what the owner (or an import) gave. */
export const householdFields = (input: {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  extraGuests: number;
  side: Side | null;
  list: ListMark | null;
}) => ({
  name: input.name,
  address: input.address,
  email: input.email,
  phone: input.phone,
  extraGuests: input.extraGuests,
  side: input.side,
  list: input.list,
});

/** A guest's columns in a household at a position. */
export const guestFields = (
  guest: Omit<Guest, "id">,
  householdId: string,
  siteId: string,
  position: number,
) => ({
  householdId,
  siteId,
  name: guest.name,
  child: guest.child,
  email: guest.email,
  phone: guest.phone,
  note: guest.note,
  position,
});

const guestOf = (row: GuestRow): Guest => ({
  id: row.id,
  name: row.name,
  child: row.child,
  email: row.email,
  phone: row.phone,
  note: row.note,
});

const partAnswerOf = (row: AnswerRow): PartAnswerRow => ({
  guestKey: row.guestKey,
  partId: row.partId,
  attending: row.attending,
  child: row.child,
  setBy: row.setBy,
});

/**
 * Who changed a household last (issue 28): the account in updated_by (its mail: how the Personer
 * screen names a person); with none, the household's own guests when the last change was theirs, known
 * by its time: their answer (the statement writes the household's updated_at and its answers' in one
 * statement, so the times are equal; as for a household made from an open answer) or their unsubscribing
 * (updated_at written with mail_unsubscribed_at). Else not known (null): a change from before this was
 * recorded, or by an account since deleted (updated_by set null): never put on the guests.
 */
function updatedByOf(row: HouseholdRow, mail: string | null, answers: AnswerRow[]): HouseholdUpdatedBy {
  if (row.updatedBy) return mail === null ? null : { kind: "account", accountId: row.updatedBy, mail };
  const at = row.updatedAt.getTime();
  const theirs =
    answers.some((answer) => answer.setBy === "guest" && answer.updatedAt.getTime() === at) ||
    row.mailUnsubscribedAt?.getTime() === at;
  return theirs ? { kind: "guests" } : null;
}

function householdOf(
  row: HouseholdRow,
  guests: GuestRow[],
  answers: AnswerRow[] = [],
  updaterMail: string | null = null,
): Household {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    email: row.email,
    phone: row.phone,
    extraGuests: row.extraGuests,
    side: row.side,
    list: row.list,
    groups: row.groupIds,
    guests: guests.map(guestOf),
    token: row.token,
    code: row.code,
    link: `/i/${row.token}`,
    linkEnabled: row.linkEnabled,
    status: householdStatusOf(
      guests.map((guest) => guest.id),
      answers.map(partAnswerOf),
    ),
    answers: answers.map((answer) => ({
      guestId: answer.guestKey,
      partId: answer.partId,
      attending: answer.attending,
      child: answer.child,
      setBy: answer.setBy,
      note: answer.note,
      updatedAt: answer.updatedAt.toISOString(),
    })),
    needsReview: row.needsReview,
    mailUnsubscribedAt: row.mailUnsubscribedAt?.toISOString() ?? null,
    mailFailedAt: row.mailFailedAt?.toISOString() ?? null,
    mailFailedReason: row.mailFailedReason,
    smsFailedAt: row.smsFailedAt?.toISOString() ?? null,
    smsFailedReason: row.smsFailedReason,
    review: null,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: updatedByOf(row, updaterMail, answers),
  };
}

export async function settingsOf(db: Db | Tx, siteId: string): Promise<GuestListSettings> {
  const [row] = await db.select().from(guestListSettings).where(eq(guestListSettings.siteId, siteId));
  return row
    ? { parts: row.parts, groups: row.groups, onlyPersonalLinks: row.onlyPersonalLinks }
    : EMPTY_SETTINGS;
}

/**
 * Saves the parts and groups. A group that is gone is taken off every household that had it, in the
 * same transaction, so no household points at a group that does not exist.
 */
export async function saveSettings(ctx: AppContext, siteId: string, settings: GuestListSettings) {
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(guestListSettings)
      .values({ siteId, ...settings })
      .onConflictDoUpdate({
        target: guestListSettings.siteId,
        set: { ...settings, updatedAt: new Date() },
      });
    const kept = JSON.stringify(settings.groups.map((group) => group.id));
    await tx.execute(sql`
      update households set group_ids = coalesce((
        select jsonb_agg(g) from jsonb_array_elements_text(group_ids) as g
        where g in (select jsonb_array_elements_text(${kept}::jsonb))
      ), '[]'::jsonb)
      where site_id = ${siteId} and exists (
        select 1 from jsonb_array_elements_text(group_ids) as g
        where g not in (select jsonb_array_elements_text(${kept}::jsonb))
      )`);
    return settings;
  });
}

async function guestsByHousehold(db: Db | Tx, householdIds: string[]): Promise<Map<string, GuestRow[]>> {
  const byHousehold = new Map<string, GuestRow[]>(householdIds.map((id) => [id, []]));
  if (householdIds.length === 0) return byHousehold;
  const rows = await db
    .select()
    .from(householdGuests)
    .where(inArray(householdGuests.householdId, householdIds))
    .orderBy(asc(householdGuests.position));
  for (const row of rows) byHousehold.get(row.householdId)?.push(row);
  return byHousehold;
}

/** The stored answers of households (household_answers), by household. */
export async function answersByHousehold(
  db: Db | Tx,
  householdIds: string[],
): Promise<Map<string, AnswerRow[]>> {
  const byHousehold = new Map<string, AnswerRow[]>(householdIds.map((id) => [id, []]));
  for (let i = 0; i < householdIds.length; i += 1000) {
    const rows = await db
      .select()
      .from(householdAnswers)
      .where(inArray(householdAnswers.householdId, householdIds.slice(i, i + 1000)))
      .orderBy(asc(householdAnswers.guestKey), asc(householdAnswers.partId));
    for (const row of rows) byHousehold.get(row.householdId)?.push(row);
  }
  return byHousehold;
}

/**
 * The merge suggestion of each household to review: the first household in list order (not one to
 * review itself) with a guest of the same name (case, accents and spaces aside).
 */
function withReviews(list: Household[]): Household[] {
  if (!list.some((household) => household.needsReview)) return list;
  const byName = new Map<string, Household>();
  for (const household of list) {
    if (household.needsReview) continue;
    for (const guest of household.guests) {
      const key = nameKey(guest.name);
      if (key && !byName.has(key)) byName.set(key, household);
    }
  }
  return list.map((household) => {
    if (!household.needsReview) return household;
    for (const guest of household.guests) {
      const match = byName.get(nameKey(guest.name));
      if (match)
        return { ...household, review: { suggestedHouseholdId: match.id, suggestedName: match.name } };
    }
    return household;
  });
}

/** The site's households in list order, each with its guests and current answer. */
export async function listHouseholds(ctx: AppContext, siteId: string): Promise<Household[]> {
  const rows = await ctx.db
    .select({ row: households, updaterMail: accounts.mail })
    .from(households)
    .leftJoin(accounts, eq(accounts.id, households.updatedBy))
    .where(and(eq(households.siteId, siteId), isNull(households.deletedAt)))
    .orderBy(asc(households.position), asc(households.createdAt));
  const ids = rows.map(({ row }) => row.id);
  const [guests, answers] = await Promise.all([
    guestsByHousehold(ctx.db, ids),
    answersByHousehold(ctx.db, ids),
  ]);
  return withReviews(
    rows.map(({ row, updaterMail }) =>
      householdOf(row, guests.get(row.id) ?? [], answers.get(row.id) ?? [], updaterMail),
    ),
  );
}

async function householdRow(db: Db | Tx, siteId: string, id: string, deleted = false) {
  const [row] = await db
    .select()
    .from(households)
    .where(and(eq(households.siteId, siteId), eq(households.id, id)));
  if (!row || (row.deletedAt !== null) !== deleted) throw new ApiError("NOT_FOUND");
  return row;
}

async function householdById(db: Db | Tx, siteId: string, id: string): Promise<Household> {
  const row = await householdRow(db, siteId, id);
  const guests = await guestsByHousehold(db, [id]);
  const answers = await answersByHousehold(db, [id]);
  const [updater] = row.updatedBy
    ? await db.select({ mail: accounts.mail }).from(accounts).where(eq(accounts.id, row.updatedBy))
    : [];
  return householdOf(row, guests.get(id) ?? [], answers.get(id) ?? [], updater?.mail ?? null);
}

export async function getHousehold(ctx: AppContext, siteId: string, id: string): Promise<Household> {
  const household = await householdById(ctx.db, siteId, id);
  if (!household.needsReview) return household;
  // Its merge suggestion is found among the site's list.
  return withReviews(await listHouseholds(ctx, siteId)).find((h) => h.id === id) ?? household;
}

/** The group ids a household gets: the given ones, which must exist; none given: the default group. */
function groupsFor(settings: GuestListSettings, given: string[] | undefined): string[] {
  if (!given) return defaultGroups(settings);
  const known = new Set(settings.groups.map((group) => group.id));
  const unknown = given.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalid("groups", `no guest group ${unknown.join(", ")}`);
  return given;
}

/** A code no other household of the site has. */
export async function freeCode(tx: Tx, siteId: string): Promise<string> {
  for (;;) {
    const code = newCode();
    const [taken] = await tx
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.siteId, siteId), eq(households.code, code)));
    if (!taken) return code;
  }
}

/**
 * Writes a household's guests as given: listed guests of this household keep their ids, a listed
 * guest of another household of the site moves here, an id the site does not have is refused, and
 * this household's guests left out are removed.
 */
async function writeGuests(tx: Tx, siteId: string, householdId: string, guests: HouseholdInput["guests"]) {
  const ids = guests.flatMap((guest) => (guest.id ? [guest.id] : []));
  if (ids.length > 0) {
    const found = await tx
      .select({ id: householdGuests.id })
      .from(householdGuests)
      .innerJoin(households, eq(households.id, householdGuests.householdId))
      .where(
        and(
          eq(householdGuests.siteId, siteId),
          inArray(householdGuests.id, ids),
          isNull(households.deletedAt),
        ),
      );
    const known = new Set(found.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalid("guests", `no guest ${unknown.join(", ")} on this site`);
  }
  await tx
    .delete(householdGuests)
    .where(
      and(
        eq(householdGuests.householdId, householdId),
        ids.length > 0 ? notInArray(householdGuests.id, ids) : undefined,
      ),
    );
  for (const [position, guest] of guests.entries()) {
    const values = guestFields(guest, householdId, siteId, position);
    if (guest.id) await tx.update(householdGuests).set(values).where(eq(householdGuests.id, guest.id));
    else await tx.insert(householdGuests).values({ id: newId(), ...values });
  }
}

export async function countHouseholds(tx: Tx, siteId: string): Promise<{ count: number; last: number }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${households.position}), -1)::int`,
    })
    .from(households)
    .where(and(eq(households.siteId, siteId), isNull(households.deletedAt)));
  return { count: row?.count ?? 0, last: row?.last ?? -1 };
}

const TOO_MANY = `a guest list holds at most ${GUEST_LIST_LIMITS.households} households`;

export async function createHousehold(
  ctx: AppContext,
  siteId: string,
  input: HouseholdInput,
  by: string,
): Promise<Household> {
  return ctx.db.transaction(async (tx) => {
    const settings = await settingsOf(tx, siteId);
    const groupIds = groupsFor(settings, input.groups);
    const { count, last } = await countHouseholds(tx, siteId);
    if (count >= GUEST_LIST_LIMITS.households) throw invalid("", TOO_MANY);
    const id = newId();
    await tx.insert(households).values({
      id,
      siteId,
      ...householdFields(input),
      groupIds,
      token: newToken(),
      code: await freeCode(tx, siteId),
      position: last + 1,
      updatedBy: by,
    });
    await writeGuests(tx, siteId, id, input.guests);
    return householdById(tx, siteId, id);
  });
}

/**
 * The address and number a send uses for a household (operations/sends.ts): its own, else its first
 * guest's with one; compared without case and spaces.
 */
function contactOf(
  household: { email: string | null; phone: string | null },
  guests: readonly { email?: string | null; phone?: string | null }[],
): { email: string; phone: string } {
  const email = household.email ?? guests.find((guest) => guest.email)?.email ?? "";
  const phone = household.phone ?? guests.find((guest) => guest.phone)?.phone ?? "";
  return { email: email.trim().toLowerCase(), phone: phone.replace(/[\s-]/g, "") };
}

export async function updateHousehold(
  ctx: AppContext,
  siteId: string,
  id: string,
  input: HouseholdInput,
  by: string,
): Promise<Household> {
  return ctx.db.transaction(async (tx) => {
    const row = await householdRow(tx, siteId, id);
    const settings = await settingsOf(tx, siteId);
    const groupIds = input.groups ? groupsFor(settings, input.groups) : row.groupIds;
    // A new address (or number) to send to clears its bounce (or failed SMS), issue 26.
    const before = contactOf(row, (await guestsByHousehold(tx, [id])).get(id) ?? []);
    const after = contactOf(input, input.guests);
    await tx
      .update(households)
      .set({
        ...householdFields(input),
        groupIds,
        ...(input.needsReview === undefined ? {} : { needsReview: input.needsReview }),
        ...(before.email === after.email ? {} : { mailFailedAt: null, mailFailedReason: null }),
        ...(before.phone === after.phone ? {} : { smsFailedAt: null, smsFailedReason: null }),
        updatedAt: new Date(),
        updatedBy: by,
      })
      .where(eq(households.id, id));
    await writeGuests(tx, siteId, id, input.guests);
    return householdById(tx, siteId, id);
  });
}

/** Deletes a household; it can be brought back with restoreHousehold (its link and code unchanged). */
export async function deleteHousehold(
  ctx: AppContext,
  siteId: string,
  id: string,
  by: string,
): Promise<Household> {
  return ctx.db.transaction(async (tx) => {
    const household = await householdById(tx, siteId, id);
    const now = new Date();
    await tx
      .update(households)
      .set({ deletedAt: now, updatedAt: now, updatedBy: by })
      .where(eq(households.id, id));
    return household;
  });
}

export async function restoreHousehold(
  ctx: AppContext,
  siteId: string,
  id: string,
  by: string,
): Promise<Household> {
  return ctx.db.transaction(async (tx) => {
    await householdRow(tx, siteId, id, true);
    const { count } = await countHouseholds(tx, siteId);
    if (count >= GUEST_LIST_LIMITS.households) throw invalid("", TOO_MANY);
    await tx
      .update(households)
      .set({ deletedAt: null, updatedAt: new Date(), updatedBy: by })
      .where(eq(households.id, id));
    return householdById(tx, siteId, id);
  });
}

/** Renews a personal link (the old one opens nothing from now on), or turns it off or on. */
export async function changeLink(
  ctx: AppContext,
  siteId: string,
  id: string,
  action: "renew" | "disable" | "enable",
  by: string,
): Promise<Household> {
  return ctx.db.transaction(async (tx) => {
    await householdRow(tx, siteId, id);
    const set =
      action === "renew"
        ? { token: newToken(), code: await freeCode(tx, siteId), linkEnabled: true }
        : { linkEnabled: action === "enable" };
    await tx
      .update(households)
      .set({ ...set, updatedAt: new Date(), updatedBy: by })
      .where(eq(households.id, id));
    return householdById(tx, siteId, id);
  });
}

type StatusCounts = Record<HouseholdStatus, number>;
const zeroStatuses = (): StatusCounts => ({ not_answered: 0, attending: 0, declined: 0, partly: 0 });

/**
 * The overview: households and guests invited and by status, in total and per part (adults and
 * children apart), from the households' stored answers (household_answers): a guest comes to a part
 * when its answer to that part (or to the whole event) says so. The named guests, and a household's
 * extra guests once they have answered. The caterer's summary is added by the route
 * (household-answers.ts catererSummary).
 */
export async function guestListSummary(ctx: AppContext, siteId: string): Promise<GuestListSummary> {
  const [settings, list] = await Promise.all([settingsOf(ctx.db, siteId), listHouseholds(ctx, siteId)]);
  const count = (): Counts => ({ adults: 0, children: 0 });
  const add = (counts: Counts, guest: { child: boolean }) => {
    if (guest.child) counts.children++;
    else counts.adults++;
  };
  const statuses = zeroStatuses();
  const guests = { invited: count(), attending: count(), declined: count(), notAnswered: count() };
  const parts = settings.parts.map((part) => ({
    id: part.id,
    name: part.name,
    invited: count(),
    attending: count(),
    declined: count(),
    notAnswered: count(),
  }));
  const tally = (
    counts: { attending: Counts; declined: Counts; notAnswered: Counts },
    answer: boolean | undefined,
    who: { child: boolean },
  ) => add(answer === true ? counts.attending : answer === false ? counts.declined : counts.notAnswered, who);
  for (const household of list) {
    statuses[household.status]++;
    const invited = new Set(invitedParts(settings, household.groups).map((part) => part.id));
    const answers = household.answers.map((answer) => ({ ...answer, guestKey: answer.guestId }));
    // The named guests, then the extra guests who answered (counted as their answer says).
    const extraKeys = [...new Set(answers.map((a) => a.guestKey).filter(isExtraGuestKey))];
    const people = [
      ...household.guests.map((guest) => ({ key: guest.id, child: guest.child })),
      ...extraKeys.map((key) => ({ key, child: answers.some((a) => a.guestKey === key && a.child) })),
    ];
    for (const person of people) {
      const own = answers.filter((answer) => answer.guestKey === person.key);
      add(guests.invited, person);
      tally(guests, guestAttendance(own), person);
      for (const part of parts) {
        if (!invited.has(part.id)) continue;
        add(part.invited, person);
        tally(part, partAttendance(own, part.id), person);
      }
    }
  }
  return {
    households: { invited: list.length, ...statuses },
    guests,
    parts,
    needsReview: list.filter((household) => household.needsReview).length,
  };
}
