// Printed invitation cards (issue 13): stored per site in `prints`, the card as one validated JSONB
// document. Wedding brand only. Each card has its own long random key for the print renderer
// (/print-pdf/{id}/{key}), which reads that one card without a session.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { type Print, type PrintDocument, printDocumentSchema } from "@core/print/schema";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { SessionAccount } from "../auth/sessions";
import type { AppContext } from "../context";
import { images, prints } from "../db/schema";
import { ApiError } from "../errors";
import { requireAccount, requireOwnedSite, type SiteRow } from "../guards";
import { ID_PATTERN, newId } from "../ids";
import { claimQuickStartImages, quickStartImageIds } from "../images/claim";
import { QUICK_START_FOLDER } from "../images/records";
import { parseInput } from "../validation";
import { isPlainFileName, normaliseImagePath } from "./image-paths";

export type PrintRow = typeof prints.$inferSelect;

/** Cards are the wedding brand's (SPEC §6): elsewhere there are none to find. */
export function requirePrintsBrand(ctx: AppContext): void {
  if (ctx.config.brand !== "wedding") throw new ApiError("NOT_FOUND");
}

export function presentPrint(row: PrintRow): Print {
  return { ...(row.document as PrintDocument), _id: row.id, site: row.siteId };
}

/**
 * A card may show only its own site's photos: those uploaded to it (served under
 * /media/uploads/{siteId}/) and quick-start uploads the site has claimed (made in quick start before
 * the site existed; claimed here, as a new site claims its document's). The printer fetches nothing
 * from elsewhere, and one couple's photos never end up on another's card.
 * Each path is first read as the browser will read it (decoded, dot segments resolved: image-paths.ts)
 * and judged as that; the card keeps the resolved paths. A path that leaves its folder for another is
 * refused (400), and nothing is claimed or stored.
 */
async function checkImages(ctx: AppContext, document: PrintDocument, siteId: string): Promise<PrintDocument> {
  const own = `/media/uploads/${siteId}/`;
  const refuse = (path: string, message: string): never => {
    throw new ApiError("INVALID_INPUT", { issues: [{ path, message }] });
  };
  const resolve = (raw: string, at: string): string => {
    const result = normaliseImagePath(raw);
    return result.ok ? result.path : refuse(at, result.message);
  };
  const content = document.content.map((item) => {
    const image = item.image;
    if (!image) return item;
    const at = `content.${item.id}.image`;
    for (const [name, where] of [
      [image.fileName, `${at}.fileName`],
      ...image.sizes.map((s, i) => [s.fileName, `${at}.sizes.${i}.fileName`] as const),
      ...(image.imageBeforeEdit
        ? [
            [image.imageBeforeEdit.fileName, `${at}.imageBeforeEdit.fileName`] as const,
            ...image.imageBeforeEdit.sizes.map(
              (s, i) => [s.fileName, `${at}.imageBeforeEdit.sizes.${i}.fileName`] as const,
            ),
          ]
        : []),
    ] as const) {
      if (!isPlainFileName(name)) refuse(where, "an image file name is not '.' or '..'");
    }
    return {
      ...item,
      image: {
        ...image,
        path: resolve(image.path, `${at}.path`),
        ...(image.imageBeforeEdit
          ? {
              imageBeforeEdit: {
                ...image.imageBeforeEdit,
                path: resolve(image.imageBeforeEdit.path, `${at}.imageBeforeEdit.path`),
              },
            }
          : {}),
      },
    };
  });
  const normalised: PrintDocument = { ...document, content };

  // Quick-start photos this site has claimed, or may claim now (nobody's yet).
  const quickStart = quickStartImageIds(normalised);
  const claimable = quickStart.length
    ? new Set(
        (
          await ctx.db
            .select({ id: images.id })
            .from(images)
            .where(
              and(
                inArray(images.id, quickStart),
                or(eq(images.siteId, siteId), and(eq(images.quickStart, true), isNull(images.siteId))),
              ),
            )
        ).map((row) => row.id),
      )
    : new Set<string>();
  for (const item of normalised.content) {
    const image = item.image;
    if (!image) continue;
    const at = `content.${item.id}.image`;
    for (const [path, where] of [
      [image.path, `${at}.path`],
      ...(image.imageBeforeEdit ? [[image.imageBeforeEdit.path, `${at}.imageBeforeEdit.path`] as const] : []),
    ] as const) {
      if (path.startsWith(own)) continue;
      const [quickStartId] = quickStartImageIds({ path });
      // The whole path must be that one quick-start folder's, as the regex reads only its start.
      if (
        quickStartId &&
        claimable.has(quickStartId) &&
        path.startsWith(`/media/${QUICK_START_FOLDER}/${quickStartId}/`)
      )
        continue;
      refuse(where, "a card shows photos uploaded to its own site only");
    }
  }
  if (quickStart.length > 0) await claimQuickStartImages(ctx.db, siteId, normalised);
  return normalised;
}

/** Parses a card sent by the owner (400 with the issues when it is not one). */
export async function parsePrintDocument(
  ctx: AppContext,
  input: unknown,
  siteId: string,
): Promise<PrintDocument> {
  const document = parseInput(printDocumentSchema, input);
  return checkImages(ctx, document, siteId);
}

export async function createPrint(
  ctx: AppContext,
  siteId: string,
  document: PrintDocument,
): Promise<PrintRow> {
  const [row] = await ctx.db
    .insert(prints)
    .values({ id: newId(), siteId, document, serverAccessKey: randomBytes(32).toString("base64url") })
    .returning();
  if (!row) throw new Error("the card was not stored");
  return row;
}

export async function updatePrint(
  ctx: AppContext,
  row: PrintRow,
  document: PrintDocument,
): Promise<PrintRow> {
  const [updated] = await ctx.db
    .update(prints)
    .set({ document, updatedAt: new Date() })
    .where(and(eq(prints.id, row.id), eq(prints.siteId, row.siteId)))
    .returning();
  if (!updated) throw new ApiError("NOT_FOUND");
  return updated;
}

export async function listPrints(ctx: AppContext, siteId: string): Promise<PrintRow[]> {
  return ctx.db
    .select()
    .from(prints)
    .where(eq(prints.siteId, siteId))
    .orderBy(desc(prints.createdAt), desc(prints.id));
}

export async function findPrint(ctx: AppContext, printId: string): Promise<PrintRow | null> {
  if (!ID_PATTERN.test(printId)) return null;
  const [row] = await ctx.db.select().from(prints).where(eq(prints.id, printId)).limit(1);
  return row ?? null;
}

/** The card and its site, when the site is the session's: 401 without one, 403 otherwise (unknown ids too). */
export async function requireOwnedPrint(
  ctx: AppContext,
  request: FastifyRequest,
  printId: string,
): Promise<{ print: PrintRow; site: SiteRow; account: SessionAccount }> {
  requirePrintsBrand(ctx);
  const print = await findPrint(ctx, printId);
  if (!print) {
    await requireAccount(ctx, request);
    throw new ApiError("FORBIDDEN");
  }
  const { site, account } = await requireOwnedSite(ctx, request, print.siteId);
  return { print, site, account };
}

/** The card its renderer asks for with the card's own key; null for a wrong key or id (a 404). */
export async function printByAccessKey(
  ctx: AppContext,
  printId: string,
  key: string,
): Promise<PrintRow | null> {
  const print = await findPrint(ctx, printId);
  if (!print) return null;
  const given = Buffer.from(key);
  const expected = Buffer.from(print.serverAccessKey);
  return given.length === expected.length && timingSafeEqual(given, expected) ? print : null;
}

/** Where the print renderer finds the card (server/ssr/print-pdf.ts). */
export const printAccessPath = (print: PrintRow): string =>
  `/print-pdf/${print.id}/${encodeURIComponent(print.serverAccessKey)}`;
