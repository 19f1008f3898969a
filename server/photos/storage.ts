// Where guests' photos live: through the storage provider (server/storage), under keys
// guest-photos/{siteId}/{photoId}/photo.jpg (and photo-1600.jpg, photo-600.jpg when smaller). On the
// local disk that is DATA_DIR/guest-photos, outside DATA_DIR/media, which is served to anyone as it is:
// a photo waiting for the couple's approval must not be. In a bucket (S3_*) the media route serves only
// uploads/ and quick-start/ (server/storage/serve.ts), so guest-photos/ is read only through the
// photo routes, which check the owner or the upload key and the photo's status.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { AppContext } from "../context";
import { mediaStorageOf } from "../storage";
import { localMediaStorage } from "../storage/local";
import type { MediaStorage } from "../storage/provider";

export const PHOTOS_FOLDER = "guest-photos";

const storages = new WeakMap<AppContext, MediaStorage>();

export function photoStorageOf(ctx: AppContext): MediaStorage {
  let storage = storages.get(ctx);
  if (!storage) {
    storage =
      ctx.config.mediaStorage.kind === "s3" ? mediaStorageOf(ctx) : localMediaStorage(ctx.config.dataDir);
    storages.set(ctx, storage);
  }
  return storage;
}

/** The folder key of one photo (its row's storage_key), ending in "/". */
export const photoFolderKey = (siteId: string, photoId: string): string =>
  `${PHOTOS_FOLDER}/${siteId}/${photoId}/`;

/** Where a photo's files are written before they go to the storage (a private work folder). */
export const photoWorkDir = (ctx: AppContext, photoId: string): string =>
  join(ctx.config.dataDir, PHOTOS_FOLDER, ".incoming", photoId);

/** Every file of every photo of the site (the rows go with the site: ON DELETE CASCADE). */
export async function removeSitePhotoFiles(ctx: AppContext, siteId: string): Promise<void> {
  await photoStorageOf(ctx).deletePrefix(`${PHOTOS_FOLDER}/${siteId}/`);
  await rm(join(ctx.config.dataDir, PHOTOS_FOLDER, siteId), { recursive: true, force: true });
}
