// Password reset (SPEC §2 Login, §7 Accounts): a mailed link with a 256-bit random token, stored only
// as its sha256, single use, valid for an hour. Setting the new password ends every session of the
// account and logs nobody in: the owner logs in again with the new password.
//
// Asking for a link answers the same whether or not the mail has an account, and does the same work
// before answering: the lookup, the token and the mail happen after the answer, off the request path,
// so neither the body nor the time tells whether an account exists.
import {
  isUiLanguage,
  parseAcceptLanguage,
  primarySubtag,
  UI_LANGUAGES,
  type UiLanguage,
} from "@core/languages";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { hashPassword } from "../auth/passwords";
import { hashToken, newToken } from "../auth/tokens";
import type { AppContext } from "../context";
import { accounts, passwordResets, sessions } from "../db/schema";
import { ApiError } from "../errors";
import { mailSchema, newPasswordSchema } from "./accounts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const resetRequestSchema = z.object({
  mail: mailSchema,
  /** The UI language of the page that asked; else Accept-Language decides, else the brand's language. */
  language: z.enum(UI_LANGUAGES).optional(),
});

export const resetPasswordSchema = z.object({
  password: newPasswordSchema,
  // base64url of 32 bytes is 43 characters; anything else cannot be one of ours.
  token: z.string().min(1).max(200),
});

/** The language of the reset mail: the request's field, else the browser's, else the brand's. */
export function resetMailLanguage(
  field: UiLanguage | undefined,
  acceptLanguage: string | undefined,
  fallback: string,
): UiLanguage {
  if (field) return field;
  const browser = parseAcceptLanguage(acceptLanguage).map(primarySubtag).find(isUiLanguage);
  if (browser) return browser;
  return isUiLanguage(fallback) ? fallback : "sv";
}

export function resetMail(ctx: AppContext, language: UiLanguage, link: string) {
  const brand = ctx.config.brandDefinition.displayName;
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  switch (language) {
    case "en":
      return {
        subject: `Reset your password - ${brand}`,
        text: [
          "Hi,",
          "",
          `Someone (hopefully you) asked to reset the password of your account at ${brand}.`,
          "Open this link to choose a new password:",
          "",
          link,
          "",
          `The link works once and for ${minutes} minutes. If you did not ask for it, you can ignore this mail: your password stays the same.`,
          "",
          `Best regards,\n${brand}`,
        ].join("\n"),
      };
    case "da":
      return {
        subject: `Nulstil din adgangskode - ${brand}`,
        text: [
          "Hej,",
          "",
          `Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din konto hos ${brand}.`,
          "Åbn dette link for at vælge en ny adgangskode:",
          "",
          link,
          "",
          `Linket virker én gang og i ${minutes} minutter. Har du ikke bedt om det, kan du se bort fra denne mail: din adgangskode forbliver den samme.`,
          "",
          `Venlig hilsen\n${brand}`,
        ].join("\n"),
      };
    default:
      return {
        subject: `Återställ ditt lösenord - ${brand}`,
        text: [
          "Hej,",
          "",
          `Någon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt konto hos ${brand}.`,
          "Öppna den här länken för att välja ett nytt lösenord:",
          "",
          link,
          "",
          `Länken fungerar en gång och i ${minutes} minuter. Har du inte bett om den kan du bortse från det här mejlet: ditt lösenord är oförändrat.`,
          "",
          `Vänliga hälsningar\n${brand}`,
        ].join("\n"),
      };
  }
}

/** Looks the mail up and, for an account, stores a token and mails the link. Never throws. */
async function deliverResetMail(ctx: AppContext, mail: string, language: UiLanguage): Promise<void> {
  try {
    const [account] = await ctx.db
      .select({ id: accounts.id, mail: accounts.mail })
      .from(accounts)
      .where(eq(accounts.mail, mail))
      .limit(1);
    if (!account) {
      ctx.log.info("password reset asked for a mail without an account");
      return;
    }
    const token = newToken();
    await ctx.db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      accountId: account.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${ctx.config.publicUrl}/aterstall-losenord/${token}`;
    await ctx.mail.send({
      to: account.mail,
      ...resetMail(ctx, language, link),
      design: { kind: "password-reset", language },
    });
  } catch (error) {
    ctx.log.error({ err: error, severity: 3 }, "password reset mail failed");
  }
}

const pending = new Set<Promise<void>>();

/** Starts the lookup and mail after the caller has answered; the same for known and unknown mail. */
export function requestPasswordReset(ctx: AppContext, mail: string, language: UiLanguage): void {
  const delivery: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => deliverResetMail(ctx, mail, language))
    .finally(() => pending.delete(delivery));
  pending.add(delivery);
}

/** Resolves when every reset mail started so far is delivered (or has failed and been logged). */
export async function resetMailsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/**
 * Uses a token once: sets the password, ends every session of the account and voids its other reset
 * links. Unknown or used tokens are RESET_LINK_INVALID, expired ones RESET_LINK_EXPIRED.
 */
export async function resetPassword(
  ctx: AppContext,
  input: z.infer<typeof resetPasswordSchema>,
): Promise<void> {
  const tokenHash = hashToken(input.token);
  // Hash before the transaction: scrypt takes a moment and the row lock should not wait for it.
  const passwordHash = await hashPassword(input.password);
  const outcome = await ctx.db.transaction(async (tx) => {
    // Claiming the token is one conditional update: of two simultaneous uses, exactly one wins.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
      .returning({ accountId: passwordResets.accountId, expiresAt: passwordResets.expiresAt });
    if (!claimed) return "invalid" as const;
    if (claimed.expiresAt.getTime() <= Date.now()) return "expired" as const;
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, claimed.accountId));
    await tx.delete(sessions).where(eq(sessions.accountId, claimed.accountId));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.accountId, claimed.accountId), isNull(passwordResets.usedAt)));
    return "done" as const;
  });
  if (outcome === "invalid") throw new ApiError("RESET_LINK_INVALID");
  if (outcome === "expired") throw new ApiError("RESET_LINK_EXPIRED");
}
