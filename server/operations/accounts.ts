// Registering, logging in and looking up accounts.

import { LIMITS } from "@core/limits";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../auth/passwords";
import type { AppContext } from "../context";
import { accounts, siteMembers, sites } from "../db/schema";
import { ApiError } from "../errors";
import { newId } from "../ids";

export const PASSWORD_MIN_LENGTH = LIMITS.passwordMinLength;

/** A password an account may get (registering, a reset): 6 to 200 characters. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `the password needs at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(LIMITS.passwordMaxLength);

export const mailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email("a valid e-mail address is required"));

export const registerInputSchema = z.object({
  mail: mailSchema,
  password: newPasswordSchema,
});
export const loginInputSchema = z.object({ mail: mailSchema, password: z.string().min(1).max(200) });

export async function registerAccount(ctx: AppContext, input: z.infer<typeof registerInputSchema>) {
  const passwordHash = await hashPassword(input.password);
  const id = newId();
  const inserted = await ctx.db
    .insert(accounts)
    .values({ id, mail: input.mail, passwordHash })
    .onConflictDoNothing({ target: accounts.mail })
    .returning({ id: accounts.id });
  if (inserted.length === 0) throw new ApiError("MAIL_TAKEN");
  return { id, mail: input.mail };
}

/** The account for a mail and password, or WRONG_CREDENTIALS whichever part was wrong. */
export async function authenticate(ctx: AppContext, input: z.infer<typeof loginInputSchema>) {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.mail, input.mail)).limit(1);
  const valid = await verifyPassword(input.password, account?.passwordHash ?? (await dummyPasswordHash()));
  if (!account || !valid) throw new ApiError("WRONG_CREDENTIALS");
  return { id: account.id, mail: account.mail };
}

/**
 * The site an account opens after signing in: its own, else the first it is a member of (issue 28; a
 * co-owner's before a helper's). Null: none.
 */
export async function siteIdOfAccount(ctx: AppContext, accountId: string): Promise<string | null> {
  const [own] = await ctx.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.accountId, accountId))
    .limit(1);
  if (own) return own.id;
  const [member] = await ctx.db
    .select({ id: siteMembers.siteId })
    .from(siteMembers)
    .where(eq(siteMembers.accountId, accountId))
    .orderBy(sql`(${siteMembers.role} = 'owner') desc`, asc(siteMembers.createdAt))
    .limit(1);
  return member?.id ?? null;
}

export async function setAccountPassword(
  ctx: AppContext,
  accountId: string,
  password: string,
): Promise<void> {
  await ctx.db
    .update(accounts)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(accounts.id, accountId));
}
