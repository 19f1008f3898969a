// Printed invitation cards (SPEC §3 Print, issue 13): the card's design and content as one document.
// A card has two pages (1 Framsida, 2 Baksida); its content items sit at named positions that each
// layout places (layouts.ts). Text is plain text with line breaks: a printed card has no links.
import { z } from "zod";
import { colorSchemeSchema } from "../colors";
import { eventLogoSchema, siteGraphicSchema } from "../design";
import { fontsSchema } from "../fonts";
import { imageSchema } from "../images";

export const PRINT_LAYOUTS = ["GENESIS", "PHOTO_CLEAN", "TEXT_ON_PHOTO", "TEXT_ON_PHOTO_GRADIENT"] as const;
export const printLayoutSchema = z.enum(PRINT_LAYOUTS);
export type PrintLayout = z.infer<typeof printLayoutSchema>;

export const PRINT_POSITIONS = [
  "welcomeText",
  "names",
  "dateAndLocationLong",
  "websiteInfo",
  "title",
  "dateAndLocation",
  "primaryImage",
  "textAtQR",
  "qr",
] as const;
export const printPositionSchema = z.enum(PRINT_POSITIONS);
export type PrintPosition = z.infer<typeof printPositionSchema>;

export const PRINT_TRIMS = ["none", "rounded"] as const;
export const printTrimSchema = z.enum(PRINT_TRIMS);
export type PrintTrim = z.infer<typeof printTrimSchema>;

export const PRINT_TEXT_MAX = 500;
export const PRINT_URL_MAX = 500;

export const printQrSchema = z.object({
  url: z.string().trim().max(PRINT_URL_MAX),
  hidden: z.boolean().default(false),
});
export type PrintQr = z.infer<typeof printQrSchema>;

export const printContentItemSchema = z
  .object({
    id: z.string().min(1).max(100),
    page: z.union([z.literal(1), z.literal(2)]),
    position: printPositionSchema,
    contentType: z.enum(["text", "image", "qr"]),
    text: z.object({ text: z.string().max(PRINT_TEXT_MAX) }).optional(),
    image: imageSchema.nullable().optional(),
    qr: printQrSchema.optional(),
  })
  .superRefine((item, context) => {
    const expected = contentTypeOf(item.position);
    if (item.contentType !== expected)
      context.addIssue({
        code: "custom",
        path: ["contentType"],
        message: `${item.position} holds ${expected}`,
      });
    // A QR code must lead somewhere unless it is hidden (SPEC §5).
    if (item.contentType === "qr" && item.qr && !item.qr.hidden && !isQrUrl(item.qr.url))
      context.addIssue({
        code: "custom",
        path: ["qr", "url"],
        message: "a QR code needs an http(s) address",
      });
  });
export type PrintContentItem = z.infer<typeof printContentItemSchema>;

export const printDocumentSchema = z
  .object({
    layout: printLayoutSchema,
    content: z.array(printContentItemSchema).max(20),
    siteGraphic: siteGraphicSchema.default(null),
    colorScheme: colorSchemeSchema,
    fonts: fontsSchema,
    trim: printTrimSchema.default("none"),
    eventLogo: eventLogoSchema.nullable().default(null),
  })
  .superRefine((print, context) => {
    const seen = new Set<string>();
    print.content.forEach((item, index) => {
      const key = `${item.page}:${item.position}`;
      if (seen.has(key))
        context.addIssue({ code: "custom", path: ["content", index], message: `two items at ${key}` });
      seen.add(key);
    });
  });
export type PrintDocument = z.infer<typeof printDocumentSchema>;
export type PrintDocumentInput = z.input<typeof printDocumentSchema>;

/** A card as the API answers it. */
export type Print = PrintDocument & { _id: string; site: string };

/** What each position holds. */
export function contentTypeOf(position: PrintPosition): PrintContentItem["contentType"] {
  if (position === "primaryImage") return "image";
  if (position === "qr") return "qr";
  return "text";
}

/** An absolute http(s) address a phone's camera can open. */
export function isQrUrl(value: string): boolean {
  if (value.length === 0 || value.length > PRINT_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}
