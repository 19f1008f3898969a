// Validators for HTML pages (guest pages, the owner app's index.html): a strong ETag made from the
// final bytes, so it changes whenever the page does (a save, a publish, another language, the password
// gate instead of the page) without knowing why, with or without a render cache in front.
import type { FastifyReply } from "fastify";
import type { Coding } from "./negotiate";

// Replies whose 200 gets the same validator as a page although it is not HTML (the public site API).
const taggedReplies = new WeakSet<FastifyReply>();

/**
 * Asks the compression hook (compression.ts) to give this reply's 200 an ETag made from its bytes and
 * to answer a matching If-None-Match with 304. Call only where the same request, asked again, gets
 * the same bytes until the resource changes (access is checked before, as for guest pages).
 */
export function tagByBytes(reply: FastifyReply): void {
  taggedReplies.add(reply);
}

export function isTaggedByBytes(reply: FastifyReply): boolean {
  return taggedReplies.has(reply);
}

const encodedReplies = new WeakSet<FastifyReply>();

/**
 * Tells the compression hook that this reply's body is already as it should be sent (encoded-body.ts:
 * coding, ETag and 304 decided with the cached bytes), so the hook neither compresses nor tags it.
 */
export function markSentEncoded(reply: FastifyReply): void {
  encodedReplies.add(reply);
}

export function isSentEncoded(reply: FastifyReply): boolean {
  return encodedReplies.has(reply);
}

const SUFFIX: Record<Coding, string> = { br: "-br", gzip: "-gz" };

/**
 * The ETag of one representation: the identity body's hash, plus the coding when compressed, since a
 * strong ETag names exact bytes and the brotli and gzip bodies differ from each other and the page.
 */
export function etagFor(identityHash: string, coding: Coding | null): string {
  return `"${identityHash}${coding ? SUFFIX[coding] : ""}"`;
}

/**
 * Whether If-None-Match names this ETag (RFC 9110 §13.1.2: weak comparison, so a W/ prefix added by a
 * proxy still matches; '*' matches any current representation).
 */
export function noneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  const text = Array.isArray(header) ? header.join(",") : header;
  if (!text) return false;
  return text.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}
