// The seating plan (issue 27): one document per site in `seating_plans` with a version for optimistic
// concurrency, and the attending guests it may seat, read from the guest list (issue 25). Every function
// takes a site id the caller has checked the owner of.
//
// Who is attending: a named guest or an extra guest (`extra-{n}`) of a household that is not deleted,
// whose current answer (household_answers) says coming to the plan's part, or, when the plan names no
// part (or the site has none, or the part is gone), to at least one part. A guest who is no longer
// attending, or no longer on the list, drops out of the plan when it is read (keepAttending: the seat
// frees, the others keep their order) and when it is saved; the read says how many dropped.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { guestAttendance, isExtraGuestKey, partAttendance } from "@core/guest-list";
import {
  EMPTY_PLAN,
  extraSeatGuestId,
  keepAttending,
  type SeatingGuest,
  type SeatingPlan,
  type SeatingView,
  seatingPlanSchema,
} from "@core/seating";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { householdGuests, households, seatingPlans } from "../db/schema";
import { ApiError, errorBody } from "../errors";
import { answersByHousehold, settingsOf } from "./households";

type Db = AppContext["db"];

/** An extra guest's name on the plan and the place cards: the guest list knows only whose guest it is. */
export function extraGuestName(householdName: string, index: number, language: string): string {
  const n = index + 1;
  if (language === "da") return `Gæst til ${householdName}${n > 1 ? ` (${n})` : ""}`;
  if (language === "en") return `Guest of ${householdName}${n > 1 ? ` (${n})` : ""}`;
  return `Gäst till ${householdName}${n > 1 ? ` (${n})` : ""}`;
}

/** The guests coming to the part (null: to any part), in list order: each household's guests, then its extra guests. */
export async function attendingGuests(
  db: Db,
  siteId: string,
  partId: string | null,
  language: string,
): Promise<SeatingGuest[]> {
  const rows = await db
    .select({ id: households.id, name: households.name })
    .from(households)
    .where(and(eq(households.siteId, siteId), isNull(households.deletedAt)))
    .orderBy(asc(households.position), asc(households.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const guestRows: (typeof householdGuests.$inferSelect)[] = [];
  for (let i = 0; i < ids.length; i += 1000)
    guestRows.push(
      ...(await db
        .select()
        .from(householdGuests)
        .where(inArray(householdGuests.householdId, ids.slice(i, i + 1000)))
        .orderBy(asc(householdGuests.position))),
    );
  const answers = await answersByHousehold(db, ids);
  const coming = (rows: { partId: string; attending: boolean }[]) =>
    (partId === null ? guestAttendance(rows) : partAttendance(rows, partId)) === true;
  const guests: SeatingGuest[] = [];
  for (const household of rows) {
    const own = answers.get(household.id) ?? [];
    for (const guest of guestRows.filter((row) => row.householdId === household.id))
      if (coming(own.filter((answer) => answer.guestKey === guest.id)))
        guests.push({
          id: guest.id,
          name: guest.name,
          householdId: household.id,
          householdName: household.name,
          child: guest.child,
        });
    const extras = [...new Set(own.map((answer) => answer.guestKey).filter(isExtraGuestKey))].sort(
      (a, b) => Number(a.slice(6)) - Number(b.slice(6)),
    );
    for (const key of extras) {
      const rowsOf = own.filter((answer) => answer.guestKey === key);
      if (!coming(rowsOf)) continue;
      const index = Number(key.slice(6));
      guests.push({
        id: extraSeatGuestId(household.id, index),
        name: extraGuestName(household.name, index, language),
        householdId: household.id,
        householdName: household.name,
        child: rowsOf[0]?.child ?? false,
      });
    }
  }
  return guests;
}

type StoredPlan = { plan: SeatingPlan; version: number };

async function storedPlan(db: Db, siteId: string): Promise<StoredPlan> {
  const [row] = await db.select().from(seatingPlans).where(eq(seatingPlans.siteId, siteId));
  if (!row) return { plan: EMPTY_PLAN, version: 0 };
  // Stored only after parsing; a plan that no longer parses (a limit lowered) starts empty rather than failing.
  const parsed = seatingPlanSchema.safeParse(row.plan);
  return { plan: parsed.success ? parsed.data : EMPTY_PLAN, version: row.version };
}

/** The part the plan seats, when the site still has it; else null (any part). */
function partOf(plan: SeatingPlan, parts: { id: string }[]): string | null {
  return plan.partId && parts.some((part) => part.id === plan.partId) ? plan.partId : null;
}

/** The plan as the owner sees it: its guests still attending, with the list of attending guests. */
export async function seatingView(ctx: AppContext, siteId: string, language: string): Promise<SeatingView> {
  const [stored, settings] = await Promise.all([storedPlan(ctx.db, siteId), settingsOf(ctx.db, siteId)]);
  const partId = partOf(stored.plan, settings.parts);
  const guests = await attendingGuests(ctx.db, siteId, partId, language);
  const { plan, dropped } = keepAttending({ ...stored.plan, partId }, new Set(guests.map((g) => g.id)));
  return {
    plan,
    version: stored.version,
    guests,
    parts: settings.parts.map((part) => ({ id: part.id, name: part.name })),
    dropped: dropped.length,
  };
}

/**
 * Refuses (400) a plan that seats anyone who is not a guest of this site's list: another site's guest,
 * or an id that never was one. A guest of this site who is not attending is no error (they may have
 * declined while the plan was open): they are left out of what is stored.
 */
async function refuseStrangers(db: Db, siteId: string, plan: SeatingPlan): Promise<void> {
  const ids = [...new Set(plan.tables.flatMap((table) => table.guests))];
  const named = ids.filter((id) => !id.includes(":"));
  const householdIds = [
    ...new Set(ids.filter((id) => id.includes(":")).map((id) => id.split(":")[0] as string)),
  ];
  const known = new Set<string>();
  for (let i = 0; i < named.length; i += 1000) {
    const rows = await db
      .select({ id: householdGuests.id })
      .from(householdGuests)
      .where(and(eq(householdGuests.siteId, siteId), inArray(householdGuests.id, named.slice(i, i + 1000))));
    for (const row of rows) known.add(row.id);
  }
  const knownHouseholds = new Set<string>();
  if (householdIds.length > 0) {
    const rows = await db
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.siteId, siteId), inArray(households.id, householdIds)));
    for (const row of rows) knownHouseholds.add(row.id);
  }
  const strangers = ids.filter((id) =>
    id.includes(":") ? !knownHouseholds.has(id.split(":")[0] as string) : !known.has(id),
  );
  if (strangers.length > 0)
    throw new ApiError("INVALID_INPUT", {
      issues: strangers
        .slice(0, 20)
        .map((id) => ({ path: "plan.tables", message: `no guest ${id} on this site's list` })),
    });
}

/** A save made from an older version than the stored one: 409 with the current plan, nothing changed. */
export class SeatingConflict extends ApiError {
  constructor(readonly current: SeatingView) {
    super("SEATING_PLAN_CHANGED");
  }
  body() {
    return { ...errorBody("SEATING_PLAN_CHANGED"), current: this.current };
  }
}

/**
 * Saves the plan made from `version` (0: there was none). One conditional statement: the stored
 * version must still be `version`, and becomes version + 1; otherwise 409 with the current plan.
 */
export async function saveSeating(
  ctx: AppContext,
  siteId: string,
  input: { version: number; plan: SeatingPlan },
  language: string,
): Promise<SeatingView> {
  await refuseStrangers(ctx.db, siteId, input.plan);
  const settings = await settingsOf(ctx.db, siteId);
  const partId = partOf(input.plan, settings.parts);
  const guests = await attendingGuests(ctx.db, siteId, partId, language);
  const { plan } = keepAttending({ ...input.plan, partId }, new Set(guests.map((g) => g.id)));
  let saved: { version: number }[];
  if (input.version === 0) {
    saved = await ctx.db
      .insert(seatingPlans)
      .values({ siteId, plan, version: 1 })
      .onConflictDoNothing()
      .returning({ version: seatingPlans.version });
  } else {
    saved = await ctx.db
      .update(seatingPlans)
      .set({ plan, version: sql`${seatingPlans.version} + 1`, updatedAt: new Date() })
      .where(and(eq(seatingPlans.siteId, siteId), eq(seatingPlans.version, input.version)))
      .returning({ version: seatingPlans.version });
  }
  const [row] = saved;
  if (!row) throw new SeatingConflict(await seatingView(ctx, siteId, language));
  return {
    plan,
    version: row.version,
    guests,
    parts: settings.parts.map((part) => ({ id: part.id, name: part.name })),
    dropped: 0,
  };
}

// ---- The print renderer's access ----

/**
 * Chromium reads the print page of this process (server/prints/pdf.ts) without the owner's session:
 * with a key made for that one print, kept here in memory for two minutes. The PDF is asked for and
 * printed in the same process, so no other process need know the key.
 */
const PRINT_KEY_MS = 120_000;
const printKeys = new Map<string, { siteId: string; expires: number }>();

export function issuePrintKey(siteId: string): string {
  const now = Date.now();
  for (const [key, entry] of printKeys) if (entry.expires < now) printKeys.delete(key);
  const key = randomBytes(32).toString("base64url");
  printKeys.set(key, { siteId, expires: now + PRINT_KEY_MS });
  return key;
}

export function revokePrintKey(key: string): void {
  printKeys.delete(key);
}

/** Whether the key is a live print key of this site (compared in constant time). */
export function printKeyAllows(siteId: string, key: string): boolean {
  const entry = printKeys.get(key);
  if (!entry || entry.expires < Date.now()) return false;
  const given = Buffer.from(siteId);
  const expected = Buffer.from(entry.siteId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
