// The media storage interface (issue 12, several instances): what the image and portrait code need
// of a place to keep files, by key (a relative path with "/" between folders, e.g. "uploads/<site>/<id>/
// photo-600.jpg"). Two implementations: the local disk under DATA_DIR/media (local.ts) and an
// S3-compatible bucket (s3.ts).
import type { Readable } from "node:stream";

export type StoredObject = {
  /** The bytes, streamed. */
  body: Readable;
  size: number;
  modified: Date;
};

export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Stores the bytes under the key, replacing what was there; readers never see half a file. */
  put(key: string, data: Buffer): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The whole object in memory, or null (small files: a map's metadata, a source for sharp). */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the key; no error when it is absent. */
  delete(key: string): Promise<void>;
  /** Every key under the prefix (a folder: end it with "/"), with its size and time of writing. */
  list(prefix: string): Promise<{ key: string; size: number; modified: Date }[]>;
  /** Deletes every key under the prefix (a site's uploads, an image's folder). */
  deletePrefix(prefix: string): Promise<void>;
}

/** Keys are relative paths of safe segments: nothing may reach outside the storage's root. */
export function assertKey(key: string): void {
  const segments = key.split("/");
  const safe = segments.every((s, i) =>
    s === "" ? i === segments.length - 1 : /^[A-Za-z0-9._-]+$/.test(s) && s !== "." && s !== "..",
  );
  if (!safe || key.length === 0 || key.length > 512)
    throw new Error(`not a media key: ${JSON.stringify(key)}`);
}
