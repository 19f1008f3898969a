// The context's media storage: the local disk under DATA_DIR/media unless S3_* variables name a bucket.
// Demo artwork and map images stay on the local disk whatever is chosen: both are made by each process
// from the same inputs (the product's own SVGs, the map parameters), so they are the same everywhere.
import { join } from "node:path";
import type { AppContext } from "../context";
import { localMediaStorage } from "./local";
import type { MediaStorage } from "./provider";
import { s3MediaStorage } from "./s3";

const storages = new WeakMap<AppContext, MediaStorage>();

export function mediaStorageOf(ctx: AppContext): MediaStorage {
  let storage = storages.get(ctx);
  if (!storage) {
    const chosen = ctx.config.mediaStorage;
    storage =
      chosen.kind === "s3" ? s3MediaStorage(chosen) : localMediaStorage(join(ctx.config.dataDir, "media"));
    storages.set(ctx, storage);
  }
  return storage;
}

/** Whether uploaded pictures live in a bucket (else they are files under DATA_DIR/media, served as such). */
export const inBucket = (ctx: AppContext): boolean => ctx.config.mediaStorage.kind === "s3";
