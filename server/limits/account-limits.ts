// Limits on an account's mail address: wrong logins and reset mails (issue 12 item 1). Keyed so that
// nobody can lock an owner out by failing on purpose:
//   - wrong logins count per client AND mail: a client that keeps failing for a mail is stopped, the
//     owner on another client is not;
//   - a slower guard per mail (failures from all clients together) closes the mail only to clients
//     that have already failed for it, so an attack from many addresses still leaves the owner, who
//     has not failed, a way in;
//   - a successful login or password reset forgets the mail's counters from every client.
// Mails are hashed into the keys: the counter table never holds an address.
import { createHash } from "node:crypto";
import type { AppContext } from "../context";
import { RESET_TOKEN_TTL_MS } from "../operations/password-reset";
import { clientKeyOf } from "../routes/client-key";
import { type CounterStore, limitStoreOf } from "./counter-store";

export const LOGIN_LIMITS = {
  perClientAndMail: { max: 10, windowMs: 15 * 60_000 },
  perMail: { max: 30, windowMs: 60 * 60_000 },
  /**
   * Reset mails per address. The window is never longer than a link lives: whoever is refused a new
   * mail holds one sent within the window, still valid (routes/accounts/reset-password.ts).
   */
  resetMails: { max: 3, windowMs: RESET_TOKEN_TTL_MS },
} as const;

const mailHash = (mail: string) => createHash("sha256").update(mail).digest("base64url").slice(0, 22);

export type AccountLimits = {
  /** Whether this client may try to log in to this mail now. */
  loginBlocked: (clientAddress: string, mail: string) => Promise<boolean>;
  loginFailed: (clientAddress: string, mail: string) => Promise<void>;
  /** A successful login or reset: the mail's login counters from every client start over. */
  clearMail: (mail: string) => Promise<void>;
  /** Counts a reset mail to the address; whether it is within the limit. */
  resetMailAllowed: (mail: string) => Promise<boolean>;
};

export function createAccountLimits(store: CounterStore): AccountLimits {
  const prefix = (mail: string) => `login:${mailHash(mail)}:`;
  const pairKey = (client: string, mail: string) => `${prefix(mail)}client:${clientKeyOf(client)}`;
  const mailKey = (mail: string) => `${prefix(mail)}all`;
  const { perClientAndMail, perMail, resetMails } = LOGIN_LIMITS;
  return {
    async loginBlocked(client, mail) {
      const failed = await store.count(pairKey(client, mail));
      if (failed >= perClientAndMail.max) return true;
      return failed > 0 && (await store.count(mailKey(mail))) >= perMail.max;
    },
    async loginFailed(client, mail) {
      await store.add(pairKey(client, mail), perClientAndMail.windowMs);
      await store.add(mailKey(mail), perMail.windowMs);
    },
    clearMail: (mail) => store.resetPrefix(prefix(mail)),
    resetMailAllowed: async (mail) =>
      (await store.add(`reset-mail:${mailHash(mail)}`, resetMails.windowMs)).count <= resetMails.max,
  };
}

const limits = new WeakMap<AppContext, AccountLimits>();

/** One per app: the login and the password reset routes share it. */
export function accountLimitsOf(ctx: AppContext): AccountLimits {
  let found = limits.get(ctx);
  if (!found) {
    found = createAccountLimits(limitStoreOf(ctx));
    limits.set(ctx, found);
  }
  return found;
}
