// Gift reservations (SPEC §3 Gift reservation, §4 gift item, §7 gift-registry routes). A guest reserves
// units of an item with a password of their own, and can cancel later with the same password.
//
// Quantities are never exceeded, and the database enforces it: reserving is ONE conditional UPDATE
// of the item's counter row (reserved = reserved + n WHERE reserved + n <= quantity). Under
// PostgreSQL's READ COMMITTED, a second guest racing for the same row waits for the first one's row
// lock and then re-checks the WHERE clause against the committed value, so exactly one of two guests
// gets the last unit; no read-then-write anywhere.
import { createHash } from "node:crypto";
import { normalizeSwishNumber, offersSwish, SWISH_MAX_AMOUNT, SWISH_NUMBER_PROBLEM_TEXTS } from "@core/swish";
import { type GiftRegistryItem, isSwishGift } from "@modules/gift-registry/schema";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { hashPassword, verifyPassword } from "../auth/passwords";
import type { AppContext } from "../context";
import { runPrepared } from "../db/prepared";
import { giftItemCounters, giftReservations, giftSwishNotes, sites } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { isPubliclyVisible } from "./sites";

export type GiftReservationSummary = { giftRegistryId: string; quantityReserved: number };

export const giftReservationInputSchema = z.object({
  quantity: z.number().int().min(1).max(10_000),
  password: z.string().trim().min(1, "a password is required").max(200),
});
export type GiftReservationInput = z.infer<typeof giftReservationInputSchema>;

/** Units reserved per item of the site, from the counters (items with none reserved are left out). */
export async function siteGiftReservations(
  ctx: AppContext,
  siteId: string,
): Promise<GiftReservationSummary[]> {
  // Read with every uncached guest page that shows a gift registry: a named prepared statement
  // (db/prepared.ts), without drizzle's query building each time.
  const rows = await runPrepared<{ item_id: string; reserved: number | string }>(
    ctx.db,
    sql`select ${giftItemCounters.itemId} as item_id, cast(sum(${giftItemCounters.reserved}) as integer) as reserved
      from ${giftItemCounters}
      where ${giftItemCounters.siteId} = ${siteId} and ${giftItemCounters.reserved} > 0
      group by ${giftItemCounters.itemId} order by ${giftItemCounters.itemId}`,
  );
  return rows.map((row) => ({ giftRegistryId: row.item_id, quantityReserved: Number(row.reserved) }));
}

/**
 * A short lookup tag stored after the scrypt hash ("scrypt$...$hash$t:ab"): cancelling checks the slow
 * hash only of the item's reservations whose tag matches (about 1 in 256), instead of every one, so a
 * cancel on an item with hundreds of reservations (or a wrong guess) costs a few scrypt runs, not
 * hundreds. 8 bits say next to nothing about the password. Hashes without a tag (stored before it)
 * are always checked.
 */
function lookupTag(siteId: string, moduleId: string, itemId: string, password: string): string {
  return createHash("sha256")
    .update(`gift-cancel\0${siteId}\0${moduleId}\0${itemId}\0${password.normalize("NFKC")}`)
    .digest("hex")
    .slice(0, 2);
}
const TAG_SEPARATOR = "$t:";
const withTag = (hash: string, tag: string) => `${hash}${TAG_SEPARATOR}${tag}`;
/** The scrypt part and the tag (null for hashes stored before tags) of a stored password hash. */
function splitTag(stored: string): { hash: string; tag: string | null } {
  const at = stored.lastIndexOf(TAG_SEPARATOR);
  return at < 0
    ? { hash: stored, tag: null }
    : { hash: stored.slice(0, at), tag: stored.slice(at + TAG_SEPARATOR.length) };
}

/** The item in the site's current document; unknown module or item, or a hidden module, is a 404. */
export function findGiftItem(site: SiteRow, moduleId: string, itemId: string): GiftRegistryItem {
  const module = site.document.siteModules.find((m) => m.id === moduleId);
  // A hidden registry is not on the guests' page, so it takes no reservations (issue 12 item 4).
  if (module?.siteModuleType !== "GiftRegistry" || module.hide) throw new ApiError("NOT_FOUND");
  const item = module.giftRegistry.items.find((i) => i.id === itemId);
  if (!item) throw new ApiError("NOT_FOUND");
  return item;
}

/** Reservations are taken only on a published site or the demo: never on quick-start copies. */
export function assertCollectsReservations(site: SiteRow): void {
  if (site.quickStart || !isPubliclyVisible(site)) throw new ApiError("NOT_FOUND");
}

export async function reserveGift(
  ctx: AppContext,
  site: SiteRow,
  moduleId: string,
  itemId: string,
  input: GiftReservationInput,
): Promise<GiftReservationSummary[]> {
  assertCollectsReservations(site);
  const item = findGiftItem(site, moduleId, itemId);
  // Gift money by Swish is never reserved, whatever the item's reservable says.
  if (!item.reservable || isSwishGift(item)) throw new ApiError("GIFT_NOT_RESERVABLE");
  if (item.quantity !== null && input.quantity > item.quantity) throw new ApiError("GIFT_NOT_ENOUGH_LEFT");
  // Hashing is slow on purpose: done before the transaction so row locks are held briefly.
  const passwordHash = withTag(
    await hashPassword(input.password),
    lookupTag(site.id, moduleId, itemId, input.password),
  );
  const key = and(
    eq(giftItemCounters.siteId, site.id),
    eq(giftItemCounters.moduleId, moduleId),
    eq(giftItemCounters.itemId, itemId),
  );
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(giftItemCounters)
      .values({ siteId: site.id, moduleId, itemId, reserved: 0 })
      .onConflictDoNothing();
    const limit =
      item.quantity === null
        ? key
        : and(key, sql`${giftItemCounters.reserved} + ${input.quantity} <= ${item.quantity}`);
    const updated = await tx
      .update(giftItemCounters)
      .set({ reserved: sql`${giftItemCounters.reserved} + ${input.quantity}` })
      .where(limit)
      .returning({ reserved: giftItemCounters.reserved });
    if (updated.length === 0) throw new ApiError("GIFT_NOT_ENOUGH_LEFT");
    await tx
      .insert(giftReservations)
      .values({ siteId: site.id, moduleId, itemId, quantity: input.quantity, passwordHash });
  });
  return siteGiftReservations(ctx, site.id);
}

export async function cancelGiftReservation(
  ctx: AppContext,
  site: SiteRow,
  moduleId: string,
  itemId: string,
  input: GiftReservationInput,
): Promise<GiftReservationSummary[]> {
  assertCollectsReservations(site);
  findGiftItem(site, moduleId, itemId);
  const itemKey = and(
    eq(giftReservations.siteId, site.id),
    eq(giftReservations.moduleId, moduleId),
    eq(giftReservations.itemId, itemId),
  );
  const rows = await ctx.db
    .select({ id: giftReservations.id, passwordHash: giftReservations.passwordHash })
    .from(giftReservations)
    .where(itemKey)
    .orderBy(asc(giftReservations.id));
  const tag = lookupTag(site.id, moduleId, itemId, input.password);
  const candidates = rows
    .map((row) => ({ id: row.id, ...splitTag(row.passwordHash) }))
    .filter((row) => row.tag === null || row.tag === tag);
  const verified = await Promise.all(candidates.map((row) => verifyPassword(input.password, row.hash)));
  const mine = candidates.filter((_, index) => verified[index]).map((row) => row.id);
  if (mine.length === 0) throw new ApiError("GIFT_WRONG_PASSWORD");

  await ctx.db.transaction(async (tx) => {
    // Lock this guest's reservations, then read their quantities: a second cancel at the same moment
    // waits here and then sees what the first one left.
    const locked = await tx
      .select({ id: giftReservations.id, quantity: giftReservations.quantity })
      .from(giftReservations)
      .where(and(itemKey, inArray(giftReservations.id, mine)))
      .orderBy(asc(giftReservations.id))
      .for("update");
    const total = locked.reduce((sum, row) => sum + row.quantity, 0);
    if (total === 0) throw new ApiError("GIFT_WRONG_PASSWORD");
    if (input.quantity > total) throw new ApiError("GIFT_NOT_ENOUGH_RESERVED");
    // Newest reservations first, so an older one stays whole where possible.
    let left = input.quantity;
    for (const row of [...locked].reverse()) {
      if (left === 0) break;
      const take = Math.min(left, row.quantity);
      if (take === row.quantity) await tx.delete(giftReservations).where(eq(giftReservations.id, row.id));
      else
        await tx
          .update(giftReservations)
          .set({ quantity: row.quantity - take })
          .where(eq(giftReservations.id, row.id));
      left -= take;
    }
    const updated = await tx
      .update(giftItemCounters)
      .set({ reserved: sql`${giftItemCounters.reserved} - ${input.quantity}` })
      .where(
        and(
          eq(giftItemCounters.siteId, site.id),
          eq(giftItemCounters.moduleId, moduleId),
          eq(giftItemCounters.itemId, itemId),
          sql`${giftItemCounters.reserved} >= ${input.quantity}`,
        ),
      )
      .returning({ reserved: giftItemCounters.reserved });
    if (updated.length === 0)
      throw new Error(`gift counter of ${site.id}/${moduleId}/${itemId} is below its reservations`);
  });
  return siteGiftReservations(ctx, site.id);
}

// ---- Gift money by Swish (issue 27) ----
// The couple's own Swish number is site-wide (sites.swish_number). No money passes through the product:
// a guest's Swish app is opened pre-filled (core/swish.ts), and a guest may tell the couple they have
// swished (gift_swish_notes), which only the owner reads.

/** PUT …/swish-number's body: a number as people write it, normalised; null or "" removes it. */
export const swishNumberInputSchema = z.object({
  number: z
    .string()
    .max(40)
    .nullable()
    .transform((value, check) => {
      if (value === null || value.trim() === "") return null;
      const result = normalizeSwishNumber(value);
      if (result.ok) return result.number;
      check.addIssue({ code: "custom", message: SWISH_NUMBER_PROBLEM_TEXTS[result.problem] });
      return z.NEVER;
    }),
});

export async function setSwishNumber(ctx: AppContext, siteId: string, number: string | null): Promise<void> {
  await ctx.db.update(sites).set({ swishNumber: number, updatedAt: new Date() }).where(eq(sites.id, siteId));
}

/** "Jag har swishat": the guest's name, and what they say they sent (whole kronor) and wrote, if they say. */
export const swishNoteInputSchema = z.object({
  name: z.string().trim().min(1, "a name is required").max(100),
  amount: z.number().int().min(1).max(SWISH_MAX_AMOUNT).nullable().default(null),
  message: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
});
export type SwishNoteInput = z.infer<typeof swishNoteInputSchema>;

/** Notes a site keeps at most: past it, more are refused (429) rather than filling the table. */
export const SWISH_NOTES_PER_SITE = 2000;

/** The Swish gift a guest's note is for: a visible registry's swish item, on a site with a number. */
export function findSwishGift(site: SiteRow, moduleId: string, itemId: string): GiftRegistryItem {
  assertCollectsReservations(site);
  // The demo shows no Swish number (presenters/site.ts), so it takes no notes either.
  if (site.isDemo || !site.swishNumber) throw new ApiError("NOT_FOUND");
  // A Danish-only site does not offer Swish (core/swish.ts offersSwish).
  if (!offersSwish(site.document.availableLanguages.map((l) => l.languageCode)))
    throw new ApiError("NOT_FOUND");
  const item = findGiftItem(site, moduleId, itemId);
  if (!isSwishGift(item)) throw new ApiError("NOT_FOUND");
  return item;
}

export async function addSwishNote(
  ctx: AppContext,
  site: SiteRow,
  moduleId: string,
  itemId: string,
  input: SwishNoteInput,
): Promise<void> {
  findSwishGift(site, moduleId, itemId);
  const [stored] = await ctx.db
    .select({ n: count() })
    .from(giftSwishNotes)
    .where(eq(giftSwishNotes.siteId, site.id));
  if (Number(stored?.n ?? 0) >= SWISH_NOTES_PER_SITE) throw new ApiError("TOO_MANY_REQUESTS");
  await ctx.db.insert(giftSwishNotes).values({
    siteId: site.id,
    moduleId,
    itemId,
    name: input.name,
    amountOre: input.amount === null ? null : input.amount * 100,
    message: input.message,
  });
}

export type SwishNote = {
  id: number;
  moduleId: string;
  itemId: string;
  name: string;
  /** Whole kronor as the guest said, or null. */
  amount: number | null;
  message: string | null;
  createdAt: string;
};

/** The site's notes, newest first, for its owner. */
export async function siteSwishNotes(ctx: AppContext, siteId: string): Promise<SwishNote[]> {
  const rows = await ctx.db
    .select()
    .from(giftSwishNotes)
    .where(eq(giftSwishNotes.siteId, siteId))
    .orderBy(sql`${giftSwishNotes.createdAt} desc`, sql`${giftSwishNotes.id} desc`);
  return rows.map((row) => ({
    id: row.id,
    moduleId: row.moduleId,
    itemId: row.itemId,
    name: row.name,
    amount: row.amountOre === null ? null : row.amountOre / 100,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}
