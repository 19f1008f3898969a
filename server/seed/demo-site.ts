// Creates the brand's demo site at its demo host on first start. An existing demo site is left as it
// is. Its pictures are described from the artwork's SVGs; the files are made when first asked for
// (demo-images.ts), so creating the site renders nothing.
import { siteDocumentSchema } from "@core/site";
import { DEMO_ARTWORK } from "@design/artwork/render";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { sites } from "../db/schema";
import { createSite } from "../operations/sites";
import { demoSiteDocument } from "./demo-content";
import { demoArtworkFor } from "./demo-images";

/** The demo pictures of this server, under DATA_DIR/media/demo. */
export async function ensureDemoSite(ctx: AppContext, files = demoArtworkFor(ctx)): Promise<string> {
  const host = ctx.config.brandDefinition.demoHost;
  const [existing] = await ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.host, host)).limit(1);
  if (existing) return existing.id;
  const images = await files.images(DEMO_ARTWORK[ctx.config.brand]);
  const document = siteDocumentSchema.parse(demoSiteDocument(ctx.config.brand, images));
  const row = await createSite(ctx, null, { site: document }, { isDemo: true, host });
  ctx.log.info({ siteId: row.id, host }, "created the demo site");
  return row.id;
}
