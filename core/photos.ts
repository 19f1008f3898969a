// Guests' photos (issue 27): the caps, the shapes the owner's screen and the guests' pages exchange with
// the server, and the few rules both sides need (which stored width serves a display size, whether an
// upload is within the caps, the guests' addresses).
import { z } from "zod";

/**
 * What guests may upload. 20 MB holds any phone's photo (a 48-megapixel JPEG is ~12–15 MB); 40
 * megapixels is the owners' own cap (server/images/process.ts), above a 24-MP phone's 24.5 MP. 50 a
 * guest is a long evening of photos; 2,000 a site is a big wedding's worth and bounds the zip (~10 GB
 * at most, usually 2–4 GB) and the storage a site can take.
 */
export const PHOTO_CAPS = {
  maxBytes: 20 * 1024 * 1024,
  maxPixels: 40_000_000,
  perGuest: 50,
  perSite: 2000,
  /** Characters of the name a guest may give. */
  nameLength: 60,
} as const;

export type PhotoCaps = { perGuest: number; perSite: number };

/** Why one more upload is refused, or null when it is within the caps (counts before the upload). */
export function photoCapReached(
  counts: { byGuest: number; bySite: number },
  caps: PhotoCaps = PHOTO_CAPS,
): "site" | "guest" | null {
  if (counts.bySite >= caps.perSite) return "site";
  if (counts.byGuest >= caps.perGuest) return "guest";
  return null;
}

/** The guests' upload page and the slideshow, on the page's host: /bilder/{key} and /bildspel/{key}. */
export const PHOTO_UPLOAD_PATH = "/bilder";
export const PHOTO_SLIDESHOW_PATH = "/bildspel";

/** An upload key: 128 random bits, base64url (22 characters). */
export const UPLOAD_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const uploadKeySchema = z.string().regex(UPLOAD_KEY_PATTERN, "not an upload key");

export const PHOTO_STATUSES = ["pending", "approved", "rejected"] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** Sizes a photo is served in: a thumbnail, the slideshow's screen, and the stored full size. */
export const PHOTO_VARIANTS = { small: 600, large: 1600, full: null } as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;
export const photoVariantSchema = z.enum(["small", "large", "full"]);

/**
 * The stored file of a variant: the full size is photo.jpg, a smaller width photo-{w}.jpg, stored only
 * when smaller than the photo (server/operations/photos.ts writes these widths below its width).
 */
export function photoFileName(width: number, variant: PhotoVariant): string {
  const size = PHOTO_VARIANTS[variant];
  return size !== null && size < width ? `photo-${size}.jpg` : "photo.jpg";
}

export const photoSettingsBodySchema = z
  .object({
    enabled: z.boolean().optional(),
    autoApprove: z.boolean().optional(),
    /** A new key: the old link, QR code and slideshow stop working. */
    newKey: z.literal(true).optional(),
  })
  .strict();
export type PhotoSettingsBody = z.infer<typeof photoSettingsBodySchema>;

export const photoDecisionBodySchema = z.object({ status: z.enum(["approved", "rejected"]) }).strict();

export type PhotoSettingsView = {
  enabled: boolean;
  autoApprove: boolean;
  key: string;
  /** https://{host}/bilder/{key}: the link and QR code guests get (the product's address before publishing). */
  uploadUrl: string;
  slideshowUrl: string;
  /** Whether the page has its own address yet (the links use the product's address until it has). */
  published: boolean;
  caps: PhotoCaps & { maxBytes: number };
};

export type PhotoView = {
  id: string;
  status: PhotoStatus;
  width: number;
  height: number;
  bytes: number;
  uploaderName: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** The owner's URLs of the photo (any status). */
  small: string;
  large: string;
  full: string;
};

export type PhotoList = {
  settings: PhotoSettingsView;
  photos: PhotoView[];
  counts: Record<PhotoStatus, number>;
};

/** What a slideshow and the stream show of an approved photo: no names, no owner data. */
export type SlidePhoto = { id: string; width: number; height: number; small: string; large: string };

/** A guest's name as stored: one line, trimmed, at most nameLength characters; null when empty. */
export function cleanUploaderName(name: string | null | undefined): string | null {
  if (!name) return null;
  const line = [...name.replace(/\s+/g, " ").trim()]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f;
    })
    .slice(0, PHOTO_CAPS.nameLength)
    .join("")
    .trim();
  return line || null;
}
