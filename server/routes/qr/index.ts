// GET /api/sites/{siteId}/qr/{host}/png and .../svg (SPEC §7; issue 8 item 5, issue 10 item 7): a QR
// code of https://{host}/ for the owner to print or share. Only for the site's own address (sites.host): a QR code of another address
// from this product would vouch for a page that is not the owner's, so any other host is refused with
// a 404 (there is no QR code of this site at that address). Colours are optional query values, six hex
// digits without '#'; a pair too alike to scan is refused.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireOwnedSite, type SiteRow } from "../../guards";
import { hexColorQuerySchema } from "../../maps/params";
import { defineRoute } from "../define";

/** Scanners need a clear difference; 3:1 is the WCAG contrast for graphics, a fair lower bound. */
export const QR_MIN_CONTRAST = 3;
const QR_DEFAULT_SIZE = 600;

const params = z.object({
  siteId: z.string().max(100),
  host: z
    .string()
    .max(253)
    .transform((v) => v.toLowerCase().replace(/\.$/, ""))
    .pipe(
      z
        .string()
        .regex(
          /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
          "host is a domain name like anna-och-erik.se",
        ),
    ),
});

/**
 * A QR route's query: its own fields beside darkColor and lightColor (six hex digits without '#'),
 * refused when the two are too alike to scan. The site's QR code and the card's share it.
 */
export function qrQuerySchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({
      darkColor: hexColorQuerySchema.default("#000000"),
      lightColor: hexColorQuerySchema.default("#ffffff"),
      ...shape,
    })
    .refine(
      (q) => {
        const { darkColor, lightColor } = q as { darkColor: string; lightColor: string };
        return contrastRatio(darkColor, lightColor) >= QR_MIN_CONTRAST;
      },
      {
        path: ["darkColor"],
        message: `darkColor must be darker than lightColor, with a contrast of at least ${QR_MIN_CONTRAST}:1`,
      },
    );
}

const query = qrQuerySchema({
  size: z
    .string()
    .regex(/^\d{1,4}$/, "size is a whole number of pixels")
    .transform(Number)
    .pipe(z.number().int().min(128).max(2048))
    .default(QR_DEFAULT_SIZE),
});

/** The QR code of a URL as PNG (a Buffer) or SVG (a string), dark on light. */
export async function drawQr(
  url: string,
  format: QrFormat,
  options: { dark: string; light: string; width: number; margin: number },
): Promise<Buffer | string> {
  const settings = {
    errorCorrectionLevel: "M",
    margin: options.margin,
    width: options.width,
    color: { dark: options.dark, light: options.light },
  } as const;
  // Loaded on the first QR code, not at start: qrcode and its PNG encoder are ~60 modules.
  const { default: QRCode } = await import("qrcode");
  return format === "png"
    ? QRCode.toBuffer(url, { ...settings, type: "png" })
    : QRCode.toString(url, { ...settings, type: "svg" });
}

// WCAG relative luminance of '#rrggbb'.
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** Contrast of dark on light; below 1 when the "dark" colour is the lighter one (scanners expect dark on light). */
export function contrastRatio(dark: string, light: string): number {
  return (luminance(light) + 0.05) / (luminance(dark) + 0.05);
}

/**
 * The hosts a QR code may be made for: the site's published address, also with www. (guest pages are
 * served there too). Custom domains are stored as sites.host when connected, so they are included.
 */
export function qrHostsOf(site: SiteRow): string[] {
  if (!site.host) return [];
  const host = site.host.toLowerCase();
  return [host, `www.${host}`];
}

export type QrFormat = "png" | "svg";

export async function qrRoutes(app: FastifyInstance, ctx: AppContext) {
  // The same code and checks in two formats: PNG to share or print at a size, SVG to print at any size.
  for (const format of ["png", "svg"] as const satisfies readonly QrFormat[]) {
    defineRoute(app, {
      method: "GET",
      url: `/api/sites/:siteId/qr/:host/${format}`,
      summary: `A${format === "svg" ? "n SVG" : " PNG"} QR code of https://{host}/ for the site's own address (?darkColor=rrggbb&lightColor=rrggbb&size=128-2048); another host answers 404`,
      access: "owner",
      params,
      query,
      rateLimit: { max: 60, timeWindow: "1 minute" },
      handler: async ({ params: p, query: q, request, reply }) => {
        const { site } = await requireOwnedSite(ctx, request, p.siteId);
        if (!qrHostsOf(site).includes(p.host)) throw new ApiError("QR_HOST_NOT_OF_SITE");
        const image = await drawQr(`https://${p.host}/`, format, {
          dark: q.darkColor,
          light: q.lightColor,
          width: q.size,
          margin: 4,
        });
        return reply
          .type(format === "png" ? "image/png" : "image/svg+xml")
          .header("cache-control", "private, max-age=3600")
          .header("content-disposition", `inline; filename="qr-${p.host}.${format}"`)
          .send(image);
      },
    });
  }
}
