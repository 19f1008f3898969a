// A cached answer as the bytes it is sent as (issue 24): a guest page or a site's public JSON is the
// same for every guest until the site changes, so its brotli and gzip bodies are made once, each the
// first time a client asks for that coding, and kept with the cache entry. The identity body is kept
// only until the first compressed one exists: a client that accepts no compression (rare: browsers
// always send Accept-Encoding) gets it decompressed from what is kept. So a demo-size page costs its
// compressed bytes in memory (about 10 KB brotli + 12 KB gzip), not its 55 KB of HTML.
//
// A coding's first body is made quickly (brotli 3, gzip 3: compression.ts FIRST_*), since its first
// visitor waits for it and most pages missed are asked for once in their minute (PAGE_MAX_AGE_MS);
// once the coding has been asked for IMPROVE_AFTER times (a page many guests open within its minute), the
// better body (brotli 5, gzip 6) is made in the background and replaces it: about 1 ms of CPU for 1.3 KB
// less per later response, worth it only for a page that is asked for again and again. Both are the same
// page: the ETag names the identity body and the coding, not the bytes.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { bodyHash } from "./compressed-memo";
import { compressBody, MIN_COMPRESS_BYTES } from "./compression";
import { etagFor, markSentEncoded, noneMatchHits } from "./etag";
import { type Coding, chooseCoding, varyWithAcceptEncoding } from "./negotiate";

/** The ask of a coding (its first body's included) at which its better body is made. */
export const IMPROVE_AFTER = 4;

export class EncodedBody {
  /** The identity body's hash: the ETag's base, the same whichever coding is sent. */
  readonly hash: string;
  /** The identity body's length (the compressed bodies are made only above MIN_COMPRESS_BYTES). */
  readonly length: number;
  private identity: Buffer | null;
  private readonly coded = new Map<Coding, Buffer>();
  private readonly making = new Map<Coding, Promise<Buffer>>();
  /** Codings whose kept body is the quick first one (with how often it was asked for), and those whose better body is being made. */
  private readonly quick = new Map<Coding, number>();
  private readonly improving = new Set<Coding>();

  constructor(body: Buffer) {
    this.identity = body;
    this.hash = bodyHash(body);
    this.length = body.length;
  }

  /** Bytes held now (what a cache counts). */
  get bytes(): number {
    let total = this.identity?.length ?? 0;
    for (const buffer of this.coded.values()) total += buffer.length;
    return total;
  }

  /** Whether the body is worth compressing at all. */
  get compressible(): boolean {
    return this.length >= MIN_COMPRESS_BYTES;
  }

  /** The codings made so far (tests and the bench). */
  get codings(): Coding[] {
    return [...this.coded.keys()];
  }

  /** The identity body: kept, or decompressed from a kept compressed body (not kept again). */
  plain(): Buffer {
    if (this.identity) return this.identity;
    const br = this.coded.get("br");
    if (br) return brotliDecompressSync(br);
    const gz = this.coded.get("gzip");
    if (gz) return gunzipSync(gz);
    throw new Error("EncodedBody holds no body");
  }

  /**
   * The body in this coding, compressed once (on libuv's pool) and kept; concurrent asks share one run.
   * The first body is the quick one; asked for IMPROVE_AFTER times, the better one is made in the background, and
   * `changed` is called when a kept body was added or replaced (so a cache can count its bytes again).
   */
  async inCoding(coding: Coding, changed?: () => void): Promise<Buffer> {
    const kept = this.coded.get(coding);
    if (kept) {
      const asked = this.quick.get(coding);
      if (asked !== undefined) {
        this.quick.set(coding, asked + 1);
        if (asked + 1 >= IMPROVE_AFTER) this.improve(coding, changed);
      }
      return kept;
    }
    let pending = this.making.get(coding);
    if (!pending) {
      pending = compressBody(this.plain(), coding, true);
      this.making.set(coding, pending);
    }
    try {
      const made = await pending;
      if (!this.coded.has(coding)) {
        this.coded.set(coding, made);
        this.quick.set(coding, 1);
        this.identity = null;
        changed?.();
      }
      return this.coded.get(coding) ?? made;
    } finally {
      this.making.delete(coding);
    }
  }

  /** Whether every kept body is the better one (tests). */
  get settled(): boolean {
    return this.quick.size === 0 && this.improving.size === 0;
  }

  /** Makes the better body of a coding kept as its quick one, in the background, once. */
  private improve(coding: Coding, changed?: () => void): void {
    if (this.improving.has(coding)) return;
    this.improving.add(coding);
    const done = (better: Buffer | null) => {
      this.improving.delete(coding);
      // A failure keeps the quick body for good: it is a correct body of the same page.
      if (!this.quick.delete(coding) || !better) return;
      this.coded.set(coding, better);
      changed?.();
    };
    let plain: Buffer;
    try {
      plain = this.plain();
    } catch {
      done(null);
      return;
    }
    compressBody(plain, coding).then(done, () => done(null));
  }
}

export type EncodedAnswer = { body: EncodedBody; cacheControl: string };

/**
 * Sends an encoded answer: the coding the client prefers, an ETag of its bytes (the identity's hash and
 * the coding), 304 when If-None-Match names it, Vary: Accept-Encoding. The compression hook leaves it
 * as it is (markSentEncoded). `grew` is called when a kept body was made or replaced, so a cache can count it.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  contentType: string,
  answer: EncodedAnswer,
  grew?: () => void,
): Promise<FastifyReply> {
  const { body } = answer;
  markSentEncoded(reply);
  reply
    .header("content-type", contentType)
    .header("cache-control", answer.cacheControl)
    .header("vary", varyWithAcceptEncoding(reply.getHeader("vary")));
  const coding = body.compressible ? chooseCoding(request.headers["accept-encoding"]) : null;
  const etag = etagFor(body.hash, coding);
  reply.header("etag", etag);
  if (
    reply.statusCode === 200 &&
    (request.method === "GET" || request.method === "HEAD") &&
    noneMatchHits(request.headers["if-none-match"], etag)
  ) {
    return reply.code(304).send();
  }
  if (!coding) return reply.send(body.plain());
  const bytes = await body.inCoding(coding, grew);
  return reply.header("content-encoding", coding).send(bytes);
}
