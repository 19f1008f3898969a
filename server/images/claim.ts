// A quick-start visitor's images belong to nobody until they create a site from that quick start:
// then every quick-start image the saved document references becomes the site's, and the cleanup
// leaves it alone. Called inside the transaction that stores the document (server/operations/sites.ts).
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { images } from "../db/schema";
import { QUICK_START_FOLDER } from "./records";

const QUICK_START_IMAGE = new RegExp(`/media/${QUICK_START_FOLDER}/([0-9a-f]{24})/`, "g");
/** More than any page holds; a document naming more is not a quick start worth claiming for. */
const MAX_CLAIMED = 1000;

/** Ids of the quick-start images a document references anywhere (image paths, imageBeforeEdit). */
export function quickStartImageIds(document: unknown): string[] {
  const ids = new Set<string>();
  for (const match of JSON.stringify(document).matchAll(QUICK_START_IMAGE)) {
    if (match[1]) ids.add(match[1]);
    if (ids.size >= MAX_CLAIMED) break;
  }
  return [...ids];
}

export async function claimQuickStartImages(
  db: Database | Transaction,
  siteId: string,
  document: unknown,
): Promise<void> {
  const ids = quickStartImageIds(document);
  if (ids.length === 0) return;
  await db
    .update(images)
    .set({ siteId, claimedAt: new Date() })
    .where(and(inArray(images.id, ids), eq(images.quickStart, true), isNull(images.siteId)));
}
