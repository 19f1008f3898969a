// Search-engine visibility (SPEC §2 Mer drawer 'Synlighet i sökmotorer', §7 PUT .../metaNoindex): a
// column of its own (sites.meta_noindex), not a saved document field, so it takes effect at once
// without Spara and no saved version of the page carries it. The guest page's robots meta reads it
// (server/ssr/guest-page.ts: 'noindex, noimageindex, nofollow' when true, else 'all').
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { sites } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";

export async function setMetaNoindex(
  ctx: AppContext,
  siteId: string,
  metaNoindex: boolean,
): Promise<SiteRow> {
  const [row] = await ctx.db
    .update(sites)
    .set({ metaNoindex, updatedAt: new Date() })
    .where(eq(sites.id, siteId))
    .returning();
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}
