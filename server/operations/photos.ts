// Guests' photos (issue 27): the site's photo settings and upload key, a guest's upload (checked and
// re-encoded by the image pipeline, stored through the storage provider, within the caps of
// core/photos.ts), the couple's decisions, and what the slideshow shows. Every change a slideshow should
// see is published on the cache bus (server/photos/events.ts), so a slideshow served by another process
// hears it too.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import {
  PHOTO_CAPS,
  PHOTO_SLIDESHOW_PATH,
  PHOTO_UPLOAD_PATH,
  PHOTO_VARIANTS,
  type PhotoSettingsBody,
  type PhotoSettingsView,
  type PhotoStatus,
  type PhotoView,
  photoCapReached,
  type SlidePhoto,
} from "@core/photos";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { photoSettings, photos, sites } from "../db/schema";
import { ApiError } from "../errors";
import { newId } from "../ids";
import { checkImageHeader, type ImageCaps, writeImageFiles } from "../images/process";
import { readUploadedImage } from "../images/upload";
import { imageWorkOf } from "../images/work-queue";
import { publishPhotoChange } from "../photos/events";
import { photoFolderKey, photoStorageOf, photoWorkDir } from "../photos/storage";
import { clientKeyOf } from "../routes/client-key";

export type PhotoRow = typeof photos.$inferSelect;
export type PhotoSettingsRow = typeof photoSettings.$inferSelect;

/** The image pipeline's caps for a guest's photo; its byte and pixel errors are answered as PHOTO_*. */
const GUEST_PHOTO_IMAGE_CAPS: ImageCaps = {
  maxBytes: PHOTO_CAPS.maxBytes,
  maxPixels: PHOTO_CAPS.maxPixels,
  tooLarge: "IMAGE_TOO_LARGE",
  tooManyPixels: "IMAGE_TOO_MANY_PIXELS",
};

/** The stored widths below the full size (core/photos.ts PHOTO_VARIANTS). */
const PHOTO_WIDTHS = [PHOTO_VARIANTS.large, PHOTO_VARIANTS.small];

const newUploadKey = () => randomBytes(16).toString("base64url");

/** The site's settings, made (off, with a new key) the first time the owner asks. */
export async function photoSettingsOf(ctx: AppContext, siteId: string): Promise<PhotoSettingsRow> {
  const [found] = await ctx.db.select().from(photoSettings).where(eq(photoSettings.siteId, siteId)).limit(1);
  if (found) return found;
  await ctx.db.insert(photoSettings).values({ siteId, uploadKey: newUploadKey() }).onConflictDoNothing();
  const [made] = await ctx.db.select().from(photoSettings).where(eq(photoSettings.siteId, siteId)).limit(1);
  if (!made) throw new Error("photo settings were not stored");
  return made;
}

export async function updatePhotoSettings(
  ctx: AppContext,
  siteId: string,
  body: PhotoSettingsBody,
): Promise<PhotoSettingsRow> {
  await photoSettingsOf(ctx, siteId);
  const [row] = await ctx.db
    .update(photoSettings)
    .set({
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...(body.autoApprove !== undefined ? { autoApprove: body.autoApprove } : {}),
      ...(body.newKey ? { uploadKey: newUploadKey() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(photoSettings.siteId, siteId))
    .returning();
  if (!row) throw new Error("photo settings were not updated");
  // A slideshow open with the old key, or of a sharing turned off, ends (events.ts checks the key).
  await publishPhotoChange(ctx, siteId);
  return row;
}

/** The guests' addresses: the page's host once it has one, else the product's own address. */
export function photoLinks(
  ctx: AppContext,
  host: string | null,
  key: string,
): { uploadUrl: string; slideshowUrl: string } {
  const origin = host ? `https://${host}` : ctx.config.publicUrl.replace(/\/$/, "");
  return {
    uploadUrl: `${origin}${PHOTO_UPLOAD_PATH}/${key}`,
    slideshowUrl: `${origin}${PHOTO_SLIDESHOW_PATH}/${key}`,
  };
}

export function presentSettings(
  ctx: AppContext,
  row: PhotoSettingsRow,
  host: string | null,
): PhotoSettingsView {
  return {
    enabled: row.enabled,
    autoApprove: row.autoApprove,
    key: row.uploadKey,
    ...photoLinks(ctx, host, row.uploadKey),
    published: host !== null,
    caps: { perGuest: PHOTO_CAPS.perGuest, perSite: PHOTO_CAPS.perSite, maxBytes: PHOTO_CAPS.maxBytes },
  };
}

/** The site a key opens, with its settings and what its guests' pages need; null for an unknown key. */
export async function siteOfUploadKey(ctx: AppContext, key: string) {
  const [row] = await ctx.db
    .select({
      siteId: photoSettings.siteId,
      enabled: photoSettings.enabled,
      autoApprove: photoSettings.autoApprove,
      uploadKey: photoSettings.uploadKey,
      host: sites.host,
      document: sites.document,
    })
    .from(photoSettings)
    .innerJoin(sites, eq(sites.id, photoSettings.siteId))
    .where(eq(photoSettings.uploadKey, key))
    .limit(1);
  return row ?? null;
}

const ownerUrl = (siteId: string, photoId: string, variant: string) =>
  `/api/sites/${siteId}/photos/${photoId}/${variant}`;

export const slideUrl = (key: string, photoId: string, variant: string) =>
  `/api/photos/${key}/${photoId}/${variant}`;

export function presentPhoto(row: PhotoRow): PhotoView {
  return {
    id: row.id,
    status: row.status,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    uploaderName: row.uploaderName,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    small: ownerUrl(row.siteId, row.id, "small"),
    large: ownerUrl(row.siteId, row.id, "large"),
    full: ownerUrl(row.siteId, row.id, "full"),
  };
}

/** Newest first. */
export async function listPhotos(ctx: AppContext, siteId: string): Promise<PhotoRow[]> {
  return ctx.db
    .select()
    .from(photos)
    .where(eq(photos.siteId, siteId))
    .orderBy(desc(photos.createdAt), desc(photos.id));
}

export async function countPhotos(ctx: AppContext, siteId: string): Promise<Record<PhotoStatus, number>> {
  const rows = await ctx.db
    .select({ status: photos.status, n: count() })
    .from(photos)
    .where(eq(photos.siteId, siteId))
    .groupBy(photos.status);
  const counts: Record<PhotoStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The approved photos in the order they were approved (the slideshow's order). */
export async function approvedPhotos(ctx: AppContext, siteId: string): Promise<PhotoRow[]> {
  return ctx.db
    .select()
    .from(photos)
    .where(and(eq(photos.siteId, siteId), eq(photos.status, "approved")))
    .orderBy(asc(photos.decidedAt), asc(photos.createdAt), asc(photos.id));
}

export const presentSlide = (key: string, row: Pick<PhotoRow, "id" | "width" | "height">): SlidePhoto => ({
  id: row.id,
  width: row.width,
  height: row.height,
  small: slideUrl(key, row.id, "small"),
  large: slideUrl(key, row.id, "large"),
});

export async function findPhoto(ctx: AppContext, siteId: string, photoId: string): Promise<PhotoRow | null> {
  const [row] = await ctx.db
    .select()
    .from(photos)
    .where(and(eq(photos.siteId, siteId), eq(photos.id, photoId)))
    .limit(1);
  return row ?? null;
}

export async function decidePhoto(
  ctx: AppContext,
  siteId: string,
  photoId: string,
  status: "approved" | "rejected",
): Promise<PhotoRow> {
  const [row] = await ctx.db
    .update(photos)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(photos.siteId, siteId), eq(photos.id, photoId)))
    .returning();
  if (!row) throw new ApiError("NOT_FOUND");
  await publishPhotoChange(ctx, siteId);
  return row;
}

export async function deletePhoto(ctx: AppContext, siteId: string, photoId: string): Promise<void> {
  const [row] = await ctx.db
    .delete(photos)
    .where(and(eq(photos.siteId, siteId), eq(photos.id, photoId)))
    .returning();
  if (!row) throw new ApiError("NOT_FOUND");
  await photoStorageOf(ctx).deletePrefix(row.storageKey);
  await publishPhotoChange(ctx, siteId);
}

async function guestCounts(ctx: AppContext, siteId: string, uploader: string) {
  const [row] = await ctx.db
    .select({
      bySite: count(),
      byGuest: sql<number>`count(*) filter (where ${photos.uploader} = ${uploader})`,
    })
    .from(photos)
    .where(eq(photos.siteId, siteId));
  return { bySite: Number(row?.bySite ?? 0), byGuest: Number(row?.byGuest ?? 0) };
}

function capError(reached: "site" | "guest"): ApiError {
  return new ApiError(reached === "site" ? "PHOTO_SITE_LIMIT" : "PHOTO_GUEST_LIMIT");
}

/** The pipeline's byte and pixel refusals, in the guests' words (their caps, not the owners'). */
function guestImageError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.code === "IMAGE_TOO_LARGE") return new ApiError("PHOTO_TOO_LARGE", { cause: error });
  if (error.code === "IMAGE_TOO_MANY_PIXELS") return new ApiError("PHOTO_TOO_MANY_PIXELS", { cause: error });
  return error;
}

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/**
 * One guest's photo: within the caps (counted before the body is read, and again in the insert itself,
 * so uploads at once cannot pass them), read and judged by its content, re-encoded upright without any
 * metadata (server/images/process.ts: no EXIF, so no GPS) as photo.jpg, photo-1600.jpg and
 * photo-600.jpg (JPEG only), its files put in the storage, then its row.
 * Anonymous image work: the quick-start lane of the work queue (one slot, never ahead of an owner's).
 */
export async function storeGuestPhoto(
  ctx: AppContext,
  request: FastifyRequest,
  target: { siteId: string; autoApprove: boolean },
  guest: { uploader: string; name: string | null },
): Promise<PhotoRow> {
  const { siteId } = target;
  const reached = photoCapReached(await guestCounts(ctx, siteId, guest.uploader));
  if (reached) throw capError(reached);
  const ticket = imageWorkOf(ctx).admit("quick-start", clientKeyOf(request.ip));
  const id = newId();
  const work = photoWorkDir(ctx, id);
  const folder = photoFolderKey(siteId, id);
  const storage = photoStorageOf(ctx);
  try {
    const upload = await readUploadedImage(request, GUEST_PHOTO_IMAGE_CAPS).catch((error: unknown) => {
      throw guestImageError(error);
    });
    await checkImageHeader(upload.buffer, upload.format, GUEST_PHOTO_IMAGE_CAPS).catch((error: unknown) => {
      throw guestImageError(error);
    });
    await mkdir(work, { recursive: true });
    const files = await ticket
      .run(() =>
        writeImageFiles(upload.buffer, work, "photo", {
          format: upload.format,
          caps: GUEST_PHOTO_IMAGE_CAPS,
          // Only what is shown and downloaded: the gallery's 600, the slideshow's 1600 and the full
          // size, as JPEG (no AVIF/WebP twins): far less CPU than a site image's 18 files.
          widths: PHOTO_WIDTHS,
          twins: false,
        }),
      )
      .catch((error: unknown) => {
        throw guestImageError(error);
      });
    let stored = 0;
    for (const name of await readdir(work)) {
      const data = await readFile(join(work, name));
      await storage.put(`${folder}${name}`, data);
      stored += data.length;
    }
    const status = target.autoApprove ? "approved" : "pending";
    const result = await ctx.db.execute(sql`
      insert into photos (id, site_id, storage_key, width, height, bytes, status, uploader, uploader_name, decided_at)
      select ${id}, ${siteId}, ${folder}, ${files.width}, ${files.height}, ${stored}, ${status},
        ${guest.uploader}, ${guest.name}, ${target.autoApprove ? sql`now()` : null}
      where (select count(*) from photos where site_id = ${siteId}) < ${PHOTO_CAPS.perSite}
        and (select count(*) from photos where site_id = ${siteId} and uploader = ${guest.uploader}) < ${PHOTO_CAPS.perGuest}
      returning id`);
    if (rowsOf<{ id: string }>(result).length === 0)
      throw capError(photoCapReached(await guestCounts(ctx, siteId, guest.uploader)) ?? "guest");
    const row = await findPhoto(ctx, siteId, id);
    if (!row) throw new Error("a stored photo has no row");
    if (row.status === "approved") await publishPhotoChange(ctx, siteId);
    return row;
  } catch (error) {
    // Nothing of a refused or failed upload stays in the storage.
    await storage.deletePrefix(folder).catch(() => undefined);
    throw error;
  } finally {
    ticket.release();
    await rm(work, { recursive: true, force: true });
  }
}
