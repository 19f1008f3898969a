// Printed invitation cards (issue 13): stored per site in `prints`, the card as one validated JSONB
// document. Wedding brand only. Each card has its own long random key for the print renderer
// (/print-pdf/{id}/{key}), which reads that one card without a session.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { type Print, type PrintDocument, printDocumentSchema } from "@core/print/schema";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { SessionAccount } from "../auth/sessions";
import type { AppContext } from "../context";
import { images, prints } from "../db/schema";
import { ApiError } from "../errors";
import { requireAccount, requireOwnedSite, type SiteRow } from "../guards";
import { ID_PATTERN, newId } from "../ids";
import { claimQuickStartImages, quickStartImageIds } from "../images/claim";
import { parseInput } from "../validation";

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
 */
async function checkImages(ctx: AppContext, document: PrintDocument, siteId: string): Promise<void> {
  const own = `/media/uploads/${siteId}/`;
  const quickStart = new Set(quickStartImageIds(document));
  if (quickStart.size > 0) await claimQuickStartImages(ctx.db, siteId, document);
  const claimed = quickStart.size
    ? new Set(
        (
          await ctx.db
            .select({ id: images.id })
            .from(images)
            .where(and(inArray(images.id, [...quickStart]), eq(images.siteId, siteId)))
        ).map((row) => row.id),
      )
    : new Set<string>();
  for (const item of document.content) {
    const path = item.image?.path;
    if (!path || path.startsWith(own)) continue;
    const [quickStartId] = quickStartImageIds({ path });
    if (quickStartId && claimed.has(quickStartId)) continue;
    throw new ApiError("INVALID_INPUT", {
      issues: [
        {
          path: `content.${item.id}.image.path`,
          message: "a card shows photos uploaded to its own site only",
        },
      ],
    });
  }
}

/** Parses a card sent by the owner (400 with the issues when it is not one). */
export async function parsePrintDocument(
  ctx: AppContext,
  input: unknown,
  siteId: string,
): Promise<PrintDocument> {
  const document = parseInput(printDocumentSchema, input);
  await checkImages(ctx, document, siteId);
  return document;
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
