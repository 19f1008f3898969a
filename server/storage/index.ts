// The context's media storage: the local disk under DATA_DIR/media unless S3_* variables name a bucket.
// Demo artwork and map images stay on the local disk whatever is chosen: both are made by each process
// from the same inputs (the product's own SVGs, the map parameters), so they are the same everywhere.
import { join } from "node:path";
import type { AppContext } from "../context";
import type { S3StorageConfig } from "./config";
import { localMediaStorage } from "./local";
import type { MediaStorage } from "./provider";

const storages = new WeakMap<AppContext, MediaStorage>();

export function mediaStorageOf(ctx: AppContext): MediaStorage {
  let storage = storages.get(ctx);
  if (!storage) {
    const chosen = ctx.config.mediaStorage;
    storage = chosen.kind === "s3" ? lazyS3(chosen) : localMediaStorage(join(ctx.config.dataDir, "media"));
    storages.set(ctx, storage);
  }
  return storage;
}

/**
 * The bucket's storage, its SDK (@aws-sdk/client-s3, a large package) loaded on the first call: a server
 * without S3 settings never loads it (issue 11: idle memory).
 */
function lazyS3(config: S3StorageConfig): MediaStorage {
  let loading: Promise<MediaStorage> | null = null;
  const bucket = () => {
    loading ??= import("./s3").then(({ s3MediaStorage }) => s3MediaStorage(config));
    return loading;
  };
  return {
    kind: "s3",
    put: async (key, data) => (await bucket()).put(key, data),
    get: async (key) => (await bucket()).get(key),
    read: async (key) => (await bucket()).read(key),
    exists: async (key) => (await bucket()).exists(key),
    delete: async (key) => (await bucket()).delete(key),
    list: async (prefix) => (await bucket()).list(prefix),
    deletePrefix: async (prefix) => (await bucket()).deletePrefix(prefix),
  };
}

/** Whether uploaded pictures live in a bucket (else they are files under DATA_DIR/media, served as such). */
export const inBucket = (ctx: AppContext): boolean => ctx.config.mediaStorage.kind === "s3";
