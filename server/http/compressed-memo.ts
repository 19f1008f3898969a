// The compressed bodies of recent responses, keyed by a hash of the identity body and the coding. A guest
// page or a site's public JSON is the same bytes for every guest until the site changes, so it is
// compressed once instead of on every request; the key is the bytes themselves, so nothing here can
// go stale (a changed page is a new key) and every process may keep its own.
import { hash } from "node:crypto";

/** A body's fingerprint: sha256, base64url, 128 bits (also the guest page's ETag). */
export function bodyHash(body: string | Buffer): string {
  return hash("sha256", body, "base64url").slice(0, 22);
}

// Cached answers (a guest page, the public site JSON) are sent as the same Buffer object again and
// again, and nothing writes into a Buffer after it was handed to reply.send: its hash is computed once
// and forgotten with the Buffer.
const hashes = new WeakMap<Buffer, string>();

/** bodyHash of a Buffer, computed once per Buffer object. */
export function bufferHash(body: Buffer): string {
  let found = hashes.get(body);
  if (found === undefined) {
    found = bodyHash(body);
    hashes.set(body, found);
  }
  return found;
}

export class CompressedMemo {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  /** maxBytes bounds the compressed bytes held; the least recently used go first. */
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const found = this.entries.get(key);
    if (found) {
      // Map keeps insertion order: moving a hit to the end makes the first entry the oldest.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes / 8) return; // one huge body must not flush everything else
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
