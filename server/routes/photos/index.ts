// Guests' photos (issue 27).
//
// The owner (session, own site):
//   GET    /api/sites/{siteId}/photos                 settings, every photo (newest first) and counts
//   GET    /api/sites/{siteId}/photos/settings        the settings (made, off, with a key, on first ask)
//   PUT    /api/sites/{siteId}/photos/settings        { enabled?, autoApprove?, newKey?: true }
//   PUT    /api/sites/{siteId}/photos/{photoId}       { status: "approved" | "rejected" }
//   DELETE /api/sites/{siteId}/photos/{photoId}       the photo and its files
//   GET    /api/sites/{siteId}/photos/{photoId}/{small|large|full}   its file (any status)
//   GET    /api/sites/{siteId}/photos/download[?part=N]   the approved photos as a .zip, streamed (parts
//                                                     of 250: fflate writes no ZIP64, so a part stays
//                                                     below 4 GB)
//   GET    /api/sites/{siteId}/photos/qr.svg          the QR code of the upload link
// Guests, with the site's upload key (the key is the access: whoever has the link or QR code may
// upload and watch the slideshow; the owner can change the key, which ends both for the old one):
//   POST   /api/sites/{siteId}/photos?key={key}       multipart field "file", one photo a request; the
//                                                     guest's name in the header X-Guest-Name
//                                                     (URI-encoded, optional); 201 { id, status }
//   GET    /bilder/{key}                              the upload page   (on the page's host, or ours)
//   GET    /bildspel/{key}                            the slideshow     (on the page's host, or ours)
//   GET    /api/photos/{key}/events                   the slideshow's server-sent events (photos/events.ts)
//   GET    /api/photos/{key}/{photoId}/{small|large}  an approved photo's file
//   GET    /api/photos/{key}/qr.svg                   the QR code of the upload link (the slideshow shows it)
//   GET    /api/photos/upload.js, /api/photos/slideshow.js   the pages' scripts
// A wrong or missing key is 404 PHOTO_LINK_INVALID, sharing turned off 403 PHOTO_SHARING_OFF; nothing is
// read or stored then. A guest is known by a random cookie (photo_guest), stored hashed with the site.
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { PassThrough } from "node:stream";
import { siteModeFromHost } from "@core/host";
import { guessLanguageFromHost, type UiLanguage } from "@core/languages";
import {
  cleanUploaderName,
  photoDecisionBodySchema,
  photoFileName,
  photoSettingsBodySchema,
  photoVariantSchema,
  uploadKeySchema,
} from "@core/photos";
import { siteLanguages } from "@core/site";
import multipart from "@fastify/multipart";
import { uiLanguageFor } from "@web/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Zip, ZipPassThrough } from "fflate";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireOwnedSite } from "../../guards";
import { ID_PATTERN } from "../../ids";
import {
  approvedPhotos,
  countPhotos,
  decidePhoto,
  deletePhoto,
  findPhoto,
  listPhotos,
  type PhotoRow,
  photoLinks,
  photoSettingsOf,
  presentPhoto,
  presentSettings,
  presentSlide,
  siteOfUploadKey,
  storeGuestPhoto,
  updatePhotoSettings,
} from "../../operations/photos";
import { eventTitleOf } from "../../operations/sends-texts";
import { PRIVATE_NO_STORE } from "../../operations/site-access";
import { closeStreamsWithApp, photoStreamsOf } from "../../photos/events";
import { renderPhotoMessage, renderSlideshowPage, renderUploadPage } from "../../photos/pages";
import { SLIDESHOW_SCRIPT, UPLOAD_SCRIPT } from "../../photos/scripts";
import { photoStorageOf } from "../../photos/storage";
import { defineRoute } from "../define";
import { IMAGE_MULTIPART } from "../images";
import { drawQr } from "../qr";

const siteParams = z.object({ siteId: z.string().max(100) });
const photoParams = siteParams.extend({ photoId: z.string().regex(ID_PATTERN, "not a photo id") });
const fileParams = photoParams.extend({ variant: photoVariantSchema });
const keyParams = z.object({ key: z.string().max(100) });
const keyFileParams = keyParams.extend({
  photoId: z.string().regex(ID_PATTERN, "not a photo id"),
  variant: z.enum(["small", "large"]),
});
const uploadQuery = z.object({ key: z.string().max(100).optional() });
const downloadQuery = z.object({
  part: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional(),
});

/** Approved photos per .zip: at most 250 × ~15 MB (a 40-MP re-encoded JPEG), below ZIP's 4 GB. */
export const ZIP_PART_PHOTOS = 250;
export const GUEST_COOKIE = "photo_guest";
const GUEST_UPLOADS = { max: 150, timeWindow: "1 hour" };

/** The uploader's anonymous id: the guest cookie's random value, hashed with the site. */
function uploaderOf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, siteId: string): string {
  let id = request.cookies[GUEST_COOKIE];
  if (!id || !/^[A-Za-z0-9_-]{22}$/.test(id)) {
    id = randomBytes(16).toString("base64url");
    reply.setCookie(GUEST_COOKIE, id, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: ctx.config.sessionCookieSecure,
      maxAge: 365 * 24 * 60 * 60,
    });
  }
  return createHash("sha256").update(`${siteId}:${id}`).digest("hex");
}

function guestNameOf(request: FastifyRequest): string | null {
  const header = request.headers["x-guest-name"];
  if (typeof header !== "string" || header.length > 600) return null;
  try {
    return cleanUploaderName(decodeURIComponent(header));
  } catch {
    return null;
  }
}

/** The site a key opens, for the guests' routes: 404 for a key that opens nothing, 403 when sharing is off. */
async function openedBy(ctx: AppContext, key: string | undefined) {
  const parsed = uploadKeySchema.safeParse(key);
  const site = parsed.success ? await siteOfUploadKey(ctx, parsed.data) : null;
  if (!site) throw new ApiError("PHOTO_LINK_INVALID");
  if (!site.enabled) throw new ApiError("PHOTO_SHARING_OFF");
  return site;
}

async function sendFile(
  reply: FastifyReply,
  ctx: AppContext,
  row: PhotoRow,
  variant: "small" | "large" | "full",
  cache: string,
) {
  const object = await photoStorageOf(ctx).get(`${row.storageKey}${photoFileName(row.width, variant)}`);
  if (!object) throw new ApiError("NOT_FOUND");
  return reply
    .type("image/jpeg")
    .header("cache-control", cache)
    .header("content-length", object.size)
    .header("x-content-type-options", "nosniff")
    .send(object.body);
}

const languageOfDocument = (document: Parameters<typeof siteLanguages>[0]): UiLanguage =>
  uiLanguageFor(siteLanguages(document)[0] ?? "");

/** A guest page is served on its site's own host, or on the product's (before the page has one). */
function onItsHost(ctx: AppContext, request: FastifyRequest, host: string | null): boolean {
  const mode = siteModeFromHost({ host: request.headers.host, editorDomains: ctx.config.editorDomains });
  return mode.host === null || mode.mode !== "PUBLIC" || mode.host === host;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", PRIVATE_NO_STORE)
    .header("referrer-policy", "no-referrer")
    .send(body);

/** Streams the photos' full-size files into a .zip (stored, not compressed: JPEGs are compressed). */
function zipOf(ctx: AppContext, rows: PhotoRow[]): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const storage = photoStorageOf(ctx);
  const names = new Set<string>();
  void (async () => {
    for (const [index, row] of rows.entries()) {
      if (out.destroyed) return;
      const object = await storage.get(`${row.storageKey}photo.jpg`);
      if (!object) continue;
      const who = (row.uploaderName ?? "")
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^A-Za-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 40);
      let name = `${String(index + 1).padStart(4, "0")}${who ? `-${who}` : ""}.jpg`;
      if (names.has(name)) name = `${row.id}.jpg`;
      names.add(name);
      const entry = new ZipPassThrough(name);
      entry.mtime = row.createdAt;
      zip.add(entry);
      for await (const chunk of object.body) {
        entry.push(chunk as Uint8Array);
        if (out.writableNeedDrain) await Promise.race([once(out, "drain"), once(out, "close")]);
        if (out.destroyed) {
          object.body.destroy();
          return;
        }
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => {
    ctx.log.warn({ err: error }, "the photos' zip could not be made");
    out.destroy(error as Error);
  });
  return out;
}

export async function photoRoutes(app: FastifyInstance, ctx: AppContext) {
  const streams = photoStreamsOf(ctx, { approvedPhotos, siteOfUploadKey, presentSlide });
  closeStreamsWithApp(app, ctx);

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/photos",
    summary: "Guests' photos: the settings, every photo (newest first) and the counts per status",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const [settings, rows, counts] = await Promise.all([
        photoSettingsOf(ctx, site.id),
        listPhotos(ctx, site.id),
        countPhotos(ctx, site.id),
      ]);
      return { settings: presentSettings(ctx, settings, site.host), photos: rows.map(presentPhoto), counts };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/photos/settings",
    summary: "Guests' photos: whether sharing is on, auto-approve, the upload key and the guests' links",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      return presentSettings(ctx, await photoSettingsOf(ctx, site.id), site.host);
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/photos/settings",
    summary: "Guests' photos: turn sharing on/off, auto-approve, or a new upload key (newKey: true)",
    access: "owner",
    params: siteParams,
    bodyParsedInHandler: photoSettingsBodySchema,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const body = photoSettingsBodySchema.safeParse(request.body);
      if (!body.success) throw new ApiError("INVALID_INPUT");
      return presentSettings(ctx, await updatePhotoSettings(ctx, site.id, body.data), site.host);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/photos/download",
    summary: `The approved photos as a .zip (full size), streamed; ?part=N for each ${ZIP_PART_PHOTOS} photos`,
    access: "owner",
    params: siteParams,
    query: downloadQuery,
    handler: async ({ params, query, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const all = await approvedPhotos(ctx, site.id);
      const part = query.part ?? 1;
      const rows = all.slice((part - 1) * ZIP_PART_PHOTOS, part * ZIP_PART_PHOTOS);
      if (part > 1 && rows.length === 0) throw new ApiError("NOT_FOUND");
      const parts = Math.max(1, Math.ceil(all.length / ZIP_PART_PHOTOS));
      const fileName = parts > 1 ? `bilder-${part}-av-${parts}.zip` : "bilder.zip";
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", PRIVATE_NO_STORE)
        .send(zipOf(ctx, rows));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/photos/qr.svg",
    summary: "The QR code (SVG) of the guests' upload link",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const settings = await photoSettingsOf(ctx, site.id);
      const { uploadUrl } = photoLinks(ctx, site.host, settings.uploadKey);
      const svg = await drawQr(uploadUrl, "svg", {
        dark: "#000000",
        light: "#ffffff",
        width: 600,
        margin: 4,
      });
      return reply.type("image/svg+xml").header("cache-control", PRIVATE_NO_STORE).send(svg);
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/sites/:siteId/photos/:photoId",
    summary: "Approve or reject a guest's photo: { status: 'approved' | 'rejected' }",
    access: "owner",
    params: photoParams,
    bodyParsedInHandler: photoDecisionBodySchema,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const body = photoDecisionBodySchema.safeParse(request.body);
      if (!body.success) throw new ApiError("INVALID_INPUT");
      return presentPhoto(await decidePhoto(ctx, site.id, params.photoId, body.data.status));
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/sites/:siteId/photos/:photoId",
    summary: "Delete a guest's photo and its files",
    access: "owner",
    params: photoParams,
    handler: async ({ params, request }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      await deletePhoto(ctx, site.id, params.photoId);
      return { deleted: true };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/photos/:photoId/:variant",
    summary: "A guest's photo's file for the owner (small 600 px, large 1600 px, full)",
    access: "owner",
    params: fileParams,
    handler: async ({ params, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const row = await findPhoto(ctx, site.id, params.photoId);
      if (!row) throw new ApiError("NOT_FOUND");
      return sendFile(reply, ctx, row, params.variant, "private, max-age=86400");
    },
  });

  // The guests' side.
  for (const [name, script] of [
    ["upload.js", UPLOAD_SCRIPT],
    ["slideshow.js", SLIDESHOW_SCRIPT],
  ] as const)
    app.get(`/api/photos/${name}`, async (_request, reply) =>
      reply
        .type("text/javascript; charset=utf-8")
        .header("cache-control", "public, max-age=600")
        .send(script),
    );

  defineRoute(app, {
    method: "GET",
    url: "/api/photos/:key/events",
    summary: "The slideshow's server-sent events: snapshot, photo, removed, closed",
    access: "public",
    params: keyParams,
    rateLimit: { max: 60, timeWindow: "1 minute" },
    handler: async ({ params, request, reply }) => {
      const site = await openedBy(ctx, params.key);
      await streams.add(site.siteId, site.uploadKey, reply, request);
      return reply;
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/photos/:key/qr.svg",
    summary: "The QR code (SVG) of the upload link a key opens",
    access: "public",
    params: keyParams,
    rateLimit: { max: 60, timeWindow: "1 minute" },
    handler: async ({ params, reply }) => {
      const site = await openedBy(ctx, params.key);
      const { uploadUrl } = photoLinks(ctx, site.host, site.uploadKey);
      const svg = await drawQr(uploadUrl, "svg", {
        dark: "#000000",
        light: "#ffffff",
        width: 400,
        margin: 2,
      });
      return reply.type("image/svg+xml").header("cache-control", "private, max-age=600").send(svg);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/photos/:key/:photoId/:variant",
    summary: "An approved photo's file for the slideshow (small 600 px, large 1600 px)",
    access: "public",
    params: keyFileParams,
    rateLimit: { max: 1200, timeWindow: "1 minute" },
    handler: async ({ params, reply }) => {
      const site = await openedBy(ctx, params.key);
      const row = await findPhoto(ctx, site.siteId, params.photoId);
      if (!row || row.status !== "approved") throw new ApiError("NOT_FOUND");
      return sendFile(reply, ctx, row, params.variant, "private, max-age=600");
    },
  });

  for (const [path, page] of [
    ["/bilder/:key", "upload"],
    ["/bildspel/:key", "slideshow"],
  ] as const)
    app.get(path, { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } }, async (request, reply) => {
      const { key } = request.params as { key: string };
      const guess = guessLanguageFromHost(request.headers.host);
      const parsed = uploadKeySchema.safeParse(key);
      const site = parsed.success ? await siteOfUploadKey(ctx, parsed.data) : null;
      if (!site || !onItsHost(ctx, request, site.host))
        return html(reply, 404, renderPhotoMessage(guess, "invalid"));
      const language = languageOfDocument(site.document);
      if (!site.enabled) return html(reply, 403, renderPhotoMessage(language, "off"));
      const facts = { language, event: eventTitleOf(site.document, language), autoApprove: site.autoApprove };
      if (page === "upload")
        return html(reply, 200, renderUploadPage(facts, { siteId: site.siteId, key: site.uploadKey }));
      const { uploadUrl } = photoLinks(ctx, site.host, site.uploadKey);
      return html(reply, 200, renderSlideshowPage(facts, { key: site.uploadKey, uploadUrl }));
    });

  // Multipart only in this scope (as the images' uploads): every other route keeps refusing it.
  await app.register(async (scope) => {
    await scope.register(multipart, IMAGE_MULTIPART);
    defineRoute(scope, {
      method: "POST",
      url: "/api/sites/:siteId/photos",
      summary:
        "A guest uploads one photo with the site's upload key (?key=; multipart field 'file'; name in X-Guest-Name)",
      access: "public",
      params: siteParams,
      query: uploadQuery,
      rateLimit: GUEST_UPLOADS,
      handler: async ({ params, query, request, reply }) => {
        const site = await openedBy(ctx, query.key);
        if (site.siteId !== params.siteId) throw new ApiError("PHOTO_LINK_INVALID");
        const uploader = uploaderOf(ctx, request, reply, site.siteId);
        const row = await storeGuestPhoto(ctx, request, site, { uploader, name: guestNameOf(request) });
        return reply.code(201).send({ id: row.id, status: row.status });
      },
    });
  });
}
