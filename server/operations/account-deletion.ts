// Changing the password while logged in, and deleting an account with everything of it (issue 12,
// "Owner's account and data"). Both need the current password; the routes count a wrong one against
// the login guard (routes/accounts/me.ts).
//
// Deleting removes the site and every row that hangs on it (versions, answers, gift reservations,
// visits, custom domains, post keys, queued notification mails: ON DELETE CASCADE in db/schema.ts),
// the account's sessions and password resets (cascade from accounts), its feedback, and every image
// with its files. Payments stay, as Swedish bookkeeping law keeps receipts (verifikationer) for seven
// years: amount, VAT, currency, date, reference, product, method and the provider's id, detached from
// the account and the site, with the personal fields (the bought address, error text) cleared.
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { z } from "zod";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { hashToken } from "../auth/tokens";
import type { AppContext } from "../context";
import { accounts, feedback, passwordResets, payments, sessions, sites } from "../db/schema";
import { ApiError } from "../errors";
import { removeSiteImages } from "../images/site-files";
import { removeSitePhotoFiles } from "../photos/storage";
import { invalidateSite } from "../ssr/page-cache";
import { newPasswordSchema } from "./accounts";
import { handOverSite } from "./members";

const currentPassword = z.string().min(1).max(200);

export const passwordChangeSchema = z.object({
  currentPassword,
  /** The same rules as registering (core/limits.ts through accounts.ts). */
  newPassword: newPasswordSchema,
});

export const accountDeletionSchema = z.object({ password: currentPassword });

/** WRONG_CREDENTIALS unless the password is the account's. */
export async function checkPassword(ctx: AppContext, accountId: string, password: string): Promise<void> {
  const [row] = await ctx.db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row || !(await verifyPassword(password, row.hash))) throw new ApiError("WRONG_CREDENTIALS");
}

/**
 * Sets the new password and ends every other session of the account (a stolen session or a forgotten
 * device), keeping the one that asked; links to reset the old password stop working too.
 */
export async function changePassword(
  ctx: AppContext,
  accountId: string,
  keepSessionToken: string | undefined,
  newPassword: string,
): Promise<{ endedSessions: number }> {
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
    const others = keepSessionToken
      ? and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, hashToken(keepSessionToken)))
      : eq(sessions.accountId, accountId);
    const ended = await tx.delete(sessions).where(others).returning({ tokenHash: sessions.tokenHash });
    return { endedSessions: ended.length };
  });
}

/**
 * Deletes the account and everything of it; payments are kept anonymised as receipts. A site with a
 * co-owner (issue 28) is not deleted: it is handed to its longest-standing co-owner, with its answers,
 * images and payments; the account's own payments on it are anonymised as everywhere.
 */
export async function deleteAccount(ctx: AppContext, accountId: string): Promise<void> {
  await handOverCoOwnedSites(ctx, accountId);
  const owned = await ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId));
  // Files first: were the rows removed with the site, nothing would say which folders were its.
  for (const site of owned) await removeSiteImages(ctx, site.id);
  // Guests' photos' files (their rows go with the site).
  for (const site of owned) await removeSitePhotoFiles(ctx, site.id);
  const siteIds = owned.map((site) => site.id);
  try {
    await ctx.db.transaction(async (tx) => {
      const ofAccount = eq(payments.accountId, accountId);
      const theirs = siteIds.length > 0 ? or(ofAccount, inArray(payments.siteId, siteIds)) : ofAccount;
      // A payment still open (a Swish request in the app, a card form, a declined card to retry) can no longer buy anything: it
      // is cancelled, so a late "paid" from the provider finds nothing to apply (it is refunded by
      // hand). A paid one whose effect a killed server never applied has nothing left to apply to.
      await tx
        .update(payments)
        .set({ status: "CANCELLED" })
        .where(and(theirs, inArray(payments.status, ["CREATED", "DECLINED", "ERROR"])));
      await tx
        .update(payments)
        .set({ effectAppliedAt: new Date() })
        .where(and(theirs, eq(payments.status, "PAID"), isNull(payments.effectAppliedAt)));
      await tx
        .update(payments)
        .set({ accountId: null, siteId: null, target: null, errorMessage: null })
        .where(theirs);
      await tx.delete(feedback).where(eq(feedback.accountId, accountId));
      await tx.delete(sites).where(eq(sites.accountId, accountId));
      await tx.delete(accounts).where(eq(accounts.id, accountId));
    });
  } finally {
    // The published page stops answering at once, also on a cached copy.
    for (const id of siteIds) invalidateSite(ctx, id);
  }
}

/** Each site of the account that has a co-owner becomes the longest-standing co-owner's. */
async function handOverCoOwnedSites(ctx: AppContext, accountId: string): Promise<void> {
  const owned = await ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId));
  for (const site of owned) await handOverSite(ctx, site.id, accountId);
}
