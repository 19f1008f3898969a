// Gift reservations on the public demo page (issue 12 item 6, SPEC: the demo page). Every prospective
// customer sees the same demo, so a visitor's reservations must never change what others see. On the
// demo site a reservation is checked and answered like a real one, but kept only in the visitor's own
// cookie, never in the shared counters: visitor B's page and the public API keep the full list, while
// visitor A's answers (and cancels, with A's password) count A's reservations. Nothing is written to
// the database, so the demo's cached pages stay valid. On a reload A sees the full list again, as
// everyone does: the page is one shared (cached) page.
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { visibleGiftReservations } from "../presenters/site";
import { findGiftItem, type GiftReservationInput, type GiftReservationSummary } from "./gift-registry";

export const DEMO_GIFTS_COOKIE = "demo_gifts";
// A visit's worth of reservations; a cookie stays far below the browsers' 4 KB.
const MAX_ENTRIES = 30;

// One reservation: module, item, units and a hash of the visitor's password. The cookie is the
// visitor's own and only ever changes the visitor's own answers, so it needs no signature, but it is
// parsed like any input: anything else in it is ignored.
const entrySchema = z.object({
  m: z.string().max(100),
  i: z.string().max(100),
  q: z.number().int().min(1).max(10_000),
  h: z.string().length(32),
});
type Entry = z.infer<typeof entrySchema>;
const entriesSchema = z.array(entrySchema).max(MAX_ENTRIES);

const passwordHash = (siteId: string, entry: Pick<Entry, "m" | "i">, password: string) =>
  createHash("sha256")
    .update(`demo-gift\0${siteId}\0${entry.m}\0${entry.i}\0${password.normalize("NFKC")}`)
    .digest("hex")
    .slice(0, 32);

function readEntries(request: FastifyRequest): Entry[] {
  const raw = request.cookies[DEMO_GIFTS_COOKIE];
  if (!raw || raw.length > 4000) return [];
  try {
    const parsed = entriesSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeEntries(reply: FastifyReply, entries: Entry[], secure: boolean): void {
  const value = Buffer.from(JSON.stringify(entries), "utf8").toString("base64url");
  // A session cookie: the demo forgets a visitor's reservations when the browser closes.
  reply.setCookie(DEMO_GIFTS_COOKIE, value, { path: "/", httpOnly: true, sameSite: "lax", secure });
}

/**
 * This visitor's reservations, per item. Every other visitor sees none (presentPublicSite gives the
 * demo no shared reservations, so rows any older server wrote to its counters no longer count).
 */
function answerFor(site: SiteRow, entries: Entry[]): GiftReservationSummary[] {
  const totals = new Map<string, number>();
  for (const e of entries) totals.set(e.i, (totals.get(e.i) ?? 0) + e.q);
  const all = [...totals].map(([giftRegistryId, quantityReserved]) => ({ giftRegistryId, quantityReserved }));
  return visibleGiftReservations(site.document.siteModules, all).sort((a, b) =>
    a.giftRegistryId < b.giftRegistryId ? -1 : 1,
  );
}

const reservedOf = (summary: GiftReservationSummary[], itemId: string) =>
  summary.find((r) => r.giftRegistryId === itemId)?.quantityReserved ?? 0;

export async function reserveDemoGift(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  site: SiteRow,
  target: { moduleId: string; itemId: string },
  input: GiftReservationInput,
): Promise<GiftReservationSummary[]> {
  const item = findGiftItem(site, target.moduleId, target.itemId);
  if (!item.reservable) throw new ApiError("GIFT_NOT_RESERVABLE");
  const entries = readEntries(request);
  const reserved = reservedOf(answerFor(site, entries), item.id);
  if (item.quantity !== null && reserved + input.quantity > item.quantity)
    throw new ApiError("GIFT_NOT_ENOUGH_LEFT");
  // The oldest of a full cookie gives way: a visitor trying the demo never hits a limit.
  const entry = { m: target.moduleId, i: target.itemId, q: input.quantity };
  const next = [...entries, { ...entry, h: passwordHash(site.id, entry, input.password) }].slice(
    -MAX_ENTRIES,
  );
  writeEntries(reply, next, ctx.config.sessionCookieSecure);
  return answerFor(site, next);
}

export async function cancelDemoGift(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  site: SiteRow,
  target: { moduleId: string; itemId: string },
  input: GiftReservationInput,
): Promise<GiftReservationSummary[]> {
  findGiftItem(site, target.moduleId, target.itemId);
  const entries = readEntries(request);
  const key = { m: target.moduleId, i: target.itemId };
  const hash = passwordHash(site.id, key, input.password);
  const mine = (e: Entry) => e.m === key.m && e.i === key.i && e.h === hash;
  const total = entries.filter(mine).reduce((sum, e) => sum + e.q, 0);
  if (total === 0) throw new ApiError("GIFT_WRONG_PASSWORD");
  if (input.quantity > total) throw new ApiError("GIFT_NOT_ENOUGH_RESERVED");
  // Newest first, as the real cancel does.
  let left = input.quantity;
  const next = [...entries]
    .reverse()
    .map((e) => {
      if (left === 0 || !mine(e)) return e;
      const take = Math.min(left, e.q);
      left -= take;
      return { ...e, q: e.q - take };
    })
    .filter((e) => e.q > 0)
    .reverse();
  writeEntries(reply, next, ctx.config.sessionCookieSecure);
  return answerFor(site, next);
}
