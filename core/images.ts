import { z } from "zod";
import { LIMITS } from "./limits";

export const IMAGE_SIZE_NAMES = ["LARGE", "MEDIUM", "SMALL"] as const;
export const imageSizeNameSchema = z.enum(IMAGE_SIZE_NAMES);
export type ImageSizeName = z.infer<typeof imageSizeNameSchema>;

/** Served widths of every uploaded image (SPEC §3). */
export const SERVED_IMAGE_WIDTHS = [1600, 1200, 800, 600] as const;

// Paths and file names end up in src/srcset attributes: allow only plain URL paths and https URLs.
const urlPathSchema = z
  .string()
  .max(LIMITS.url)
  .regex(/^(\/|https:\/\/)[A-Za-z0-9/_\-.~%:]*$/, "an image path is a URL path or an https URL")
  // '//host/x' is a path only in form: a browser loads it from another server.
  .refine((value) => !value.startsWith("//"), "an image path on this server starts with a single '/'");
const fileNameSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_\-.]+$/, "an image file name holds letters, digits, '-', '_' and '.' only");

export const imageSizeSchema = z.object({
  size: z.number().int().positive().max(10_000),
  fileName: fileNameSchema,
});

export const imageSchema = z.object({
  id: z.string().max(LIMITS.idLength).optional(),
  path: urlPathSchema,
  fileName: fileNameSchema,
  originalName: z.string().max(LIMITS.shortText).optional(),
  temporary: z.boolean().optional(),
  isDemoImage: z.boolean().optional(),
  cdn: z.boolean().optional(),
  sizes: z.array(imageSizeSchema).max(10).default([]),
  width: z.number().positive().max(100_000).optional(),
  height: z.number().positive().max(100_000).optional(),
  alt: z.record(z.string().max(20), z.string().max(LIMITS.shortText)).optional(),
  /** Formats stored beside every JPEG of this image (core/image-urls.ts); absent on older images. */
  formats: z
    .array(z.enum(["avif", "webp"]))
    .max(2)
    .optional(),
  imageBeforeEdit: z
    .object({
      path: urlPathSchema,
      sizes: z.array(imageSizeSchema).max(10).default([]),
      fileName: fileNameSchema,
    })
    .optional(),
});
export type Image = z.infer<typeof imageSchema>;
