// Post keys: the spam protection of guest submissions (SPEC §7 Guest submissions). The guest's browser
// fetches a key when the form is opened and sends it with the answers. A key is bound to one site and
// one purpose, used once, and judged by its age: a submission within a few seconds of opening the form
// is a bot, one after a day is stale.
//
// Issuing a key writes nothing (issue 24): the key is a signed, time-stamped token,
//   base64url( version (1 byte) | issue time, ms since the epoch (6 bytes) | nonce (16 random bytes)
//              | HMAC-SHA256(secret, version, site id, purpose, issue time, nonce), first 16 bytes )
// so the server can tell on submit, from the key alone, which site and purpose it was issued for (a
// key of another site or purpose fails the signature) and when. The secret is POST_KEY_SECRET when
// configured (every server of one installation needs the same), else one made at the first key and
// kept in DATA_DIR/secrets/post-key (postKeySecret below); it is never in the repository.
//
// One use per key: the key's nonce is written to used_post_keys in the very statement that stores the
// answer (operations/submission-store.ts); its primary key makes a second use, even a concurrent one,
// store nothing. A used nonce is kept until its key is stale anyway, then purged (purgeUsedPostKeys).
//
// The clock: issue time and age are both read from this server's clock (Date.now()), never the
// database's, so issuing needs no round trip. Servers of one installation are assumed to keep their
// clocks in step (NTP: milliseconds apart, against a 3-second rule and a 24-hour lifetime).
import {
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  randomFillSync,
  timingSafeEqual,
} from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { lt } from "drizzle-orm";
import { hashToken } from "../auth/tokens";
import type { Config } from "../config";
import type { AppContext } from "../context";
import { usedPostKeys } from "../db/schema";

export type PostKeyPurpose = "rsvp" | "form";

/** Under this many milliseconds between opening the form and sending it, the sender is a bot. */
export const POST_KEY_MIN_AGE_MS = 3_000;
/** Over this, the key is stale (the page was left open for a day): the guest opens the form again. */
export const POST_KEY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** sha256 of a key: what answer row ids are made from (submissions.ts rowId). */
export const hashPostKey = hashToken;

const VERSION = 1;
const TIME_BYTES = 6;
const NONCE_BYTES = 16;
const MAC_BYTES = 16;
const KEY_BYTES = 1 + TIME_BYTES + NONCE_BYTES + MAC_BYTES;
const SECRET_FILE = join("secrets", "post-key");

const secrets = new Map<string, Buffer>();

/**
 * The signing secret: POST_KEY_SECRET, else a random one kept in DATA_DIR/secrets/post-key (made by
 * the first server to need it; readable by this user only). Read once per process.
 */
export function postKeySecret(config: Config): Buffer {
  let known = secretOfConfig.get(config);
  if (!known) {
    known = readPostKeySecret(config);
    secretOfConfig.set(config, known);
  }
  return known;
}

/** The secret of each configuration object, so a key issued asks for no path or map of strings. */
const secretOfConfig = new WeakMap<Config, Buffer>();

function readPostKeySecret(config: Config): Buffer {
  if (config.postKeySecret) {
    // Kept, so the key made of it (keyObjectOf) is made once too.
    const configured = `configured:${config.postKeySecret}`;
    let secret = secrets.get(configured);
    if (!secret) {
      secret = Buffer.from(config.postKeySecret, "utf8");
      secrets.set(configured, secret);
    }
    return secret;
  }
  const file = join(config.dataDir, SECRET_FILE);
  let secret = secrets.get(file);
  if (secret) return secret;
  try {
    secret = Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    mkdirSync(join(config.dataDir, "secrets"), { recursive: true, mode: 0o700 });
    try {
      // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
      writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== "EEXIST") throw raced;
    }
    secret = Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
  }
  if (secret.length < 32) throw new Error(`${file} holds no usable post key secret`);
  secrets.set(file, secret);
  return secret;
}

// The secret as a KeyObject, made once per secret: createHmac with a Buffer key imports the key anew
// for every key issued (about 3 times the HMAC's own cost, measured; issue 24).
const keyObjects = new WeakMap<Buffer, KeyObject>();
function keyObjectOf(secret: Buffer): KeyObject {
  let key = keyObjects.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keyObjects.set(secret, key);
  }
  return key;
}

// Nonces are cut from a block of random bytes filled 256 nonces at a time: one call into the CSPRNG
// per 256 keys instead of one per key. Each nonce is copied out and the block refilled before reuse,
// so no two keys share bytes.
const NONCE_BLOCK = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = NONCE_BLOCK.length;
function nextNonce(target: Buffer, at: number): void {
  if (nonceOffset >= NONCE_BLOCK.length) {
    randomFillSync(NONCE_BLOCK);
    nonceOffset = 0;
  }
  NONCE_BLOCK.copy(target, at, nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
}

function macOf(secret: Buffer, siteId: string, purpose: PostKeyPurpose, head: Buffer): Buffer {
  return createHmac("sha256", keyObjectOf(secret))
    .update(`post-key:${VERSION}:${siteId}:${purpose}:`)
    .update(head)
    .digest()
    .subarray(0, MAC_BYTES);
}

/**
 * A new key for a guest about to fill in a form of the site: no database write. `issuedAt` (this
 * server's clock by default) is for tests that need a key opened some time ago.
 */
export function issuePostKey(
  ctx: AppContext,
  siteId: string,
  purpose: PostKeyPurpose,
  issuedAt: number = Date.now(),
): string {
  const head = Buffer.alloc(1 + TIME_BYTES + NONCE_BYTES);
  head.writeUInt8(VERSION, 0);
  head.writeUIntBE(Math.max(0, Math.floor(issuedAt)), 1, TIME_BYTES);
  nextNonce(head, 1 + TIME_BYTES);
  return Buffer.concat([head, macOf(postKeySecret(ctx.config), siteId, purpose, head)]).toString("base64url");
}

export type PostKeyVerdict =
  /** 'unknown': not a key this server issued for this site and purpose. */
  | { verdict: "unknown" }
  | {
      verdict: "ok" | "too-soon" | "too-late";
      /** What used_post_keys records of a used key (hex of its nonce). */
      nonce: string;
      /** When the key goes stale: its used nonce need not be kept after that. */
      expiresAt: Date;
    };

/** Judges a key by its signature and age, without the database; whether it was used is the store's. */
export function judgePostKey(
  ctx: AppContext,
  key: string,
  siteId: string,
  purpose: PostKeyPurpose,
  now: number = Date.now(),
): PostKeyVerdict {
  if (key.length !== Math.ceil((KEY_BYTES * 4) / 3) || !/^[A-Za-z0-9_-]+$/.test(key)) {
    return { verdict: "unknown" };
  }
  const bytes = Buffer.from(key, "base64url");
  if (bytes.length !== KEY_BYTES || bytes.readUInt8(0) !== VERSION) return { verdict: "unknown" };
  const head = bytes.subarray(0, KEY_BYTES - MAC_BYTES);
  const mac = bytes.subarray(KEY_BYTES - MAC_BYTES);
  if (!timingSafeEqual(mac, macOf(postKeySecret(ctx.config), siteId, purpose, head))) {
    return { verdict: "unknown" };
  }
  const issuedAt = bytes.readUIntBE(1, TIME_BYTES);
  const nonce = bytes.subarray(1 + TIME_BYTES, 1 + TIME_BYTES + NONCE_BYTES).toString("hex");
  const expiresAt = new Date(issuedAt + POST_KEY_MAX_AGE_MS);
  const age = now - issuedAt;
  const verdict = age < POST_KEY_MIN_AGE_MS ? "too-soon" : age > POST_KEY_MAX_AGE_MS ? "too-late" : "ok";
  return { verdict, nonce, expiresAt };
}

/** Drops the used nonces of keys that are stale by now (they are refused by their age anyway). */
export async function purgeUsedPostKeys(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const purged = await ctx.db
    .delete(usedPostKeys)
    .where(lt(usedPostKeys.expiresAt, now))
    .returning({ nonce: usedPostKeys.nonce });
  return purged.length;
}
