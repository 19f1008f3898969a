// Creates the brand's demo site at its demo host on first start (and renders its pictures when they
// are missing). An existing demo site is left as it is.
import { join } from "node:path";
import { siteDocumentSchema } from "@core/site";
import { renderDemoImages } from "@design/artwork/render";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { sites } from "../db/schema";
import { createSite } from "../operations/sites";
import { ARTWORK_SVG_DIR } from "../paths";
import { mediaDir } from "../static";
import { demoSiteDocument } from "./demo-content";

export async function ensureDemoImages(ctx: AppContext) {
  const outDir = join(mediaDir(ctx), "demo");
  return renderDemoImages(outDir, { publicPath: "/media/demo/", svgDir: ARTWORK_SVG_DIR });
}

export async function ensureDemoSite(ctx: AppContext): Promise<string> {
  const host = ctx.config.brandDefinition.demoHost;
  const images = await ensureDemoImages(ctx);
  const [existing] = await ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.host, host)).limit(1);
  if (existing) return existing.id;
  const document = siteDocumentSchema.parse(demoSiteDocument(ctx.config.brand, images));
  const row = await createSite(ctx, null, { site: document }, { isDemo: true, host });
  ctx.log.info({ siteId: row.id, host }, "created the demo site");
  return row.id;
}
