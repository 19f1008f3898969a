// Post keys: the spam protection of guest submissions (SPEC §7 Guest submissions). The guest's browser
// fetches a key when the form is opened and sends it with the answers. A key is random, stored only as
// its sha256, bound to one site and one purpose, used once, and judged by its age: a submission within
// a few seconds of opening the form is a bot, one after a day is stale. The age is measured with the
// database clock, so the server's and the database's clocks need not agree.
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { hashToken, newToken } from "../auth/tokens";
import type { AppContext } from "../context";
import type { Transaction } from "../db/client";
import { postKeys } from "../db/schema";

export type PostKeyPurpose = "rsvp" | "form";

/** Under this many milliseconds between opening the form and sending it, the sender is a bot. */
export const POST_KEY_MIN_AGE_MS = 3_000;
/** Over this, the key is stale (the page was left open for a day): the guest opens the form again. */
export const POST_KEY_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Keys older than this are deleted now and then; they can no longer be used anyway. */
const PURGE_AFTER = "2 days";

export const hashPostKey = hashToken;

/** A new key for a guest about to fill in a form of the site. */
export async function issuePostKey(
  ctx: AppContext,
  siteId: string,
  purpose: PostKeyPurpose,
): Promise<string> {
  const key = newToken();
  await ctx.db.insert(postKeys).values({ keyHash: hashPostKey(key), purpose, siteId });
  // Now and then, drop keys nobody can use any more (indexed on created_at, so this stays cheap).
  if (Math.random() < 0.02) {
    await ctx.db.delete(postKeys).where(lt(postKeys.createdAt, sql`now() - ${PURGE_AFTER}::interval`));
  }
  return key;
}

export type PostKeyUse =
  | { ok: true }
  /** 'unknown': no such unused key for this site and purpose (never issued, already used, other site). */
  | { ok: false; reason: "unknown" | "too-soon" | "too-late" };

/**
 * Uses a key, atomically: one UPDATE marks it used only if it is unused and belongs to this site and
 * purpose, so two requests with the same key cannot both get it. A key used too soon or too late is
 * used up all the same (a bot does not get to retry with it).
 */
export async function consumePostKey(
  tx: Transaction,
  key: string,
  siteId: string,
  purpose: PostKeyPurpose,
): Promise<PostKeyUse> {
  const [row] = await tx
    .update(postKeys)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(postKeys.keyHash, hashPostKey(key)),
        isNull(postKeys.usedAt),
        eq(postKeys.siteId, siteId),
        eq(postKeys.purpose, purpose),
      ),
    )
    .returning({ ageMs: sql<string>`extract(epoch from (now() - ${postKeys.createdAt})) * 1000` });
  if (!row) return { ok: false, reason: "unknown" };
  const ageMs = Number(row.ageMs);
  if (ageMs < POST_KEY_MIN_AGE_MS) return { ok: false, reason: "too-soon" };
  if (ageMs > POST_KEY_MAX_AGE_MS) return { ok: false, reason: "too-late" };
  return { ok: true };
}
