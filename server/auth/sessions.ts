// Sessions: 256 random bits in an HttpOnly, SameSite=Lax cookie; the database keeps only a sha256 of
// the token, so logout (or a password reset) really ends the session on the server.
import { and, eq, gt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { accounts, sessions } from "../db/schema";
import { hashToken, newToken } from "./tokens";

export const SESSION_COOKIE = "session";
const SESSION_DAYS = 30;

export async function createSession(
  db: Database,
  accountId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), accountId, expiresAt });
  return { token, expiresAt };
}

export type SessionAccount = { id: string; mail: string; createdAt: Date };

export async function accountOfSession(
  db: Database,
  token: string | undefined,
): Promise<SessionAccount | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({ id: accounts.id, mail: accounts.mail, createdAt: accounts.createdAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}
