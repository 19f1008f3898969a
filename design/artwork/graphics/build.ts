// Writes the site graphics into ./files: every graphic as SVG drawn by ./draw, except those that need
// turbulence filters over the whole picture (slow for browsers to paint), which are rendered once to WebP with sharp. The
// outputs are committed, because the guest stylesheet (design/guest-graphics.css) refers to them and
// Vite copies them, content-hashed, into dist/client/assets when the product is built.
//   npx tsx design/artwork/graphics/build.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { graphicFileStem } from "./catalog";
import { BACKGROUNDS, noiseTile, RASTER_BACKGROUNDS } from "./draw/backgrounds";
import { CORNERS } from "./draw/corners";
import { FOLIAGE } from "./draw/foliage";

export const FILES_DIR = fileURLToPath(new URL("./files/", import.meta.url));

/** Widths of the raster backgrounds: desktop, and phones (which show a narrow crop of it). */
export const RASTER_WIDTHS = [1600, 960] as const;

/** Every SVG the product ships, by file name. */
export function drawSvgs(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, draw] of Object.entries({ ...CORNERS, ...FOLIAGE, ...BACKGROUNDS })) {
    if ((RASTER_BACKGROUNDS as readonly string[]).includes(name)) continue;
    out[`${graphicFileStem(name)}.svg`] = draw();
  }
  // A 256 px tile: its turbulence is painted once and repeated, so it stays an SVG of a few hundred bytes.
  out["background-noise.svg"] = noiseTile();
  return out;
}

export async function renderRasters(): Promise<Record<string, Buffer>> {
  const out: Record<string, Buffer> = {};
  for (const name of RASTER_BACKGROUNDS) {
    const source = Buffer.from(BACKGROUNDS[name]?.() ?? "");
    const full = await sharp(source).png().toBuffer();
    for (const width of RASTER_WIDTHS) {
      out[`${graphicFileStem(name)}-${width}.webp`] = await sharp(full)
        .resize(width)
        .webp({ quality: 70, effort: 6 })
        .toBuffer();
    }
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(FILES_DIR, { recursive: true });
  const files: Record<string, string | Buffer> = { ...drawSvgs(), ...(await renderRasters()) };
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(FILES_DIR, file), content);
    console.log(`${file.padEnd(52)} ${(Buffer.byteLength(content) / 1024).toFixed(1)} kB`);
  }
}
