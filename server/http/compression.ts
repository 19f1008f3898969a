// Per-request compression of the responses built in memory (guest pages, the owner app's index.html,
// JSON, CSS and SVG made by routes) and the HTML pages' ETag and 304. The hashed build files under
// /assets are never compressed here: they are streams, served precompressed by static.ts.
//
// Brotli quality 5: on the demo guest page (62 KB) and its public JSON (29 KB) it is 5–7 % smaller
// than gzip -6 at about the same CPU; quality 11 is 10 % smaller again but 50–100× slower, which is for
// the build. Bodies already compressed once are kept in CompressedMemo, so an unchanged page costs a
// hash and a map look-up.
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { bodyHash, bufferHash, CompressedMemo } from "./compressed-memo";
import { etagFor, isSentEncoded, isTaggedByBytes, noneMatchHits } from "./etag";
import { type Coding, chooseCoding, varyWithAcceptEncoding } from "./negotiate";

export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;
/**
 * A cached page's first body, made while its first visitor waits (encoded-body.ts): brotli 3 is about a
 * third of brotli 5's CPU on the demo page (0.3 ms against 0.8–1.0) for 12 % more bytes (11.9 KB
 * against 10.6 KB); gzip 3 about half of gzip 6's (12.5 KB against 11.5 KB). The page's better body
 * (BROTLI_QUALITY, GZIP_LEVEL) is made in the background once the page is asked for again.
 */
export const FIRST_BROTLI_QUALITY = 3;
export const FIRST_GZIP_LEVEL = 3;
/** Below this the saving is smaller than a network packet and not worth the CPU. */
export const MIN_COMPRESS_BYTES = 1024;
const MEMO_BYTES = 16 * 1024 * 1024;

// Text formats only: images (but SVG), fonts, zip and PDF are compressed already.
const COMPRESSIBLE =
  /^(text\/(html|css|plain|javascript|xml|csv|markdown)|application\/(json|javascript|xml|[a-z0-9.-]+\+(json|xml))|image\/svg\+xml)\s*(;|$)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType.trim());
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's window for a body: the smallest power of two that holds it, from 64 KB to brotli's default
 * 4 MB (lgwin 16–22). The encoder allocates its ring buffer and hash tables by the window, so the default
 * 4 MB for a 57 KB page is memory every compression touches: with 50 pages compressed at once (a cold
 * pass over 50 sites) that was 6 ms of CPU per page in page faults and cache misses, against 0.4 ms with
 * a window that fits the page. The bytes are the same (the demo page: 11,161 at lgwin 17 and at 22).
 */
export function brotliWindowBits(length: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(Math.max(1, length)))));
}

/**
 * Compresses on libuv's thread pool, so other requests go on meanwhile; `first`: the quicker quality of
 * a cached page's first body (FIRST_BROTLI_QUALITY).
 */
export function compressBody(body: Buffer, coding: Coding, first = false): Promise<Buffer> {
  if (coding === "gzip") return gzip(body, { level: first ? FIRST_GZIP_LEVEL : GZIP_LEVEL });
  return brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: first ? FIRST_BROTLI_QUALITY : BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
    },
  });
}

type Outcome = { send: unknown } | { compress: Buffer; coding: Coding; key: string };

/**
 * What to send for this payload, decided without waiting: the payload as it is, a 304, a compressed
 * body remembered from an earlier response, or (the only slow case) a body still to compress.
 */
function outcome(
  memo: CompressedMemo,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Outcome {
  // Streams (files) and empty bodies pass; so does anything a route has encoded itself.
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return { send: payload };
  if (reply.hasHeader("content-encoding") || isSentEncoded(reply)) return { send: payload };
  const type = String(reply.getHeader("content-type") ?? "");
  if (!isCompressibleType(type)) return { send: payload };
  // Whether a body is compressed depends on Accept-Encoding, so every compressible type says so:
  // a shared cache must not hand a brotli body to a client that asked for identity.
  reply.header("vary", varyWithAcceptEncoding(reply.getHeader("vary")));

  const body = typeof payload === "string" ? Buffer.from(payload) : payload;
  const coding = body.length >= MIN_COMPRESS_BYTES ? chooseCoding(request.headers["accept-encoding"]) : null;
  const method = request.method;
  // HTML pages, and answers a route asked to validate the same way (the public site JSON).
  const isPage =
    reply.statusCode === 200 &&
    (method === "GET" || method === "HEAD") &&
    (/^text\/html\b/i.test(type) || isTaggedByBytes(reply));
  if (!coding && !isPage) return { send: payload };

  // A Buffer is a cached answer, sent again and again: hashed once (compressed-memo.ts).
  const identityHash = typeof payload === "string" ? bodyHash(body) : bufferHash(body);
  if (isPage) {
    // Keyed on the bytes about to be sent: any handler's ETag (a version) is replaced, so the tag
    // always changes with the page, its language and its access state.
    const etag = etagFor(identityHash, coding);
    reply.header("etag", etag);
    // Only a 200 is ever turned into a 304: a visitor without access gets the gate (401), whatever
    // tag they send.
    if (noneMatchHits(request.headers["if-none-match"], etag)) {
      reply.code(304).removeHeader("content-length");
      return { send: null };
    }
  }
  if (!coding) return { send: payload };

  const key = `${identityHash}.${coding}`;
  const compressed = memo.get(key);
  if (!compressed) return { compress: body, coding, key };
  reply.header("content-encoding", coding).removeHeader("content-length");
  return { send: compressed };
}

/** Registers the onSend hook; call before any route or plugin, so it covers all of them. */
export function compression(app: FastifyInstance): void {
  const memo = new CompressedMemo(MEMO_BYTES);
  // A callback hook rather than an async one: a cached page or JSON (nearly every response) goes on
  // at once, without a promise and a trip through the microtask queue per request.
  app.addHook("onSend", (request, reply, payload, done) => {
    const next = outcome(memo, request, reply, payload);
    if ("send" in next) {
      done(null, next.send);
      return;
    }
    compressBody(next.compress, next.coding).then(
      (compressed) => {
        memo.set(next.key, compressed);
        reply.header("content-encoding", next.coding).removeHeader("content-length");
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
