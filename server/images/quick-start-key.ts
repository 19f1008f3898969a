// Which quick start an anonymous upload belongs to. The first quick-start upload or crop of a browser
// gets a random key in an HttpOnly cookie (`quick_start`, only sent to /api/sites/quick-start, kept as
// long as unclaimed uploads are); every image that quick start stores gets an id that carries a tag of
// that key: id = 8 hex of nonce + 16 hex of sha256(key, nonce). A quick-start crop takes only images
// whose tag its own cookie's key makes (server/images/source.ts), so a URL alone never opens anyone
// else's upload, and no table or column is needed (the key itself is never stored). The 64-bit tag
// cannot be found offline without the key (the key is 256 random bits), nor guessed online.
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";

export const QUICK_START_COOKIE = "quick_start";
const COOKIE_PATH = "/api/sites/quick-start";
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** As long as an unclaimed upload is kept (UNCLAIMED_IMAGE_DAYS in ./cleanup.ts). */
const COOKIE_DAYS = 7;

const tagOf = (key: string, nonce: string): string =>
  createHash("sha256").update(`${key}:${nonce}`).digest("hex").slice(0, 16);

/** A new image id for the quick start with this key (24 hex characters, as every image id). */
export function quickStartImageId(key: string): string {
  const nonce = randomBytes(4).toString("hex");
  return `${nonce}${tagOf(key, nonce)}`;
}

/** Whether the image id was made for the quick start with this key. */
export function isQuickStartImageOf(id: string, key: string): boolean {
  if (!/^[0-9a-f]{24}$/.test(id) || !KEY_PATTERN.test(key)) return false;
  return tagOf(key, id.slice(0, 8)) === id.slice(8);
}

/** The quick start's key from its cookie, or a new one set on the answer. */
export function quickStartKey(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies[QUICK_START_COOKIE];
  if (current && KEY_PATTERN.test(current)) return current;
  const key = randomBytes(32).toString("base64url");
  reply.setCookie(QUICK_START_COOKIE, key, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.sessionCookieSecure,
    maxAge: COOKIE_DAYS * 24 * 60 * 60,
  });
  return key;
}
