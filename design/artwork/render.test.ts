import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_DEMO_ARTWORK,
  DEMO_ARTWORK,
  DEMO_IMAGE_WIDTHS,
  type DemoImage,
  renderDemoImages,
} from "./render.ts";

const EXPECTED_SIZE: Record<string, [number, number]> = {
  "wedding-hero": [2400, 1350],
  "wedding-venue": [1600, 1200],
  "wedding-dinner": [1600, 1200],
  "wedding-rings": [1200, 1200],
  "party-hero": [2400, 1350],
  "party-food": [1600, 1200],
  "party-garden": [1600, 1200],
  "event-hero": [2400, 1350],
  "event-venue": [1600, 1200],
  "event-network": [1600, 1200],
  "gallery-bouquet": [1200, 900],
  "gallery-cake": [1200, 900],
  "gallery-toast": [1200, 900],
  "gallery-dancefloor": [1200, 900],
  "gallery-workshop": [1200, 900],
  "gallery-city": [1200, 900],
  "portrait-1": [800, 800],
  "portrait-2": [800, 800],
  "portrait-3": [800, 800],
  "portrait-4": [800, 800],
  "wedding-map": [1200, 900],
  "party-map": [1200, 900],
  "event-map": [1200, 900],
};

const svgDir = fileURLToPath(new URL("./svg/", import.meta.url));

describe("renderDemoImages", () => {
  let outDir: string;
  let images: Record<string, DemoImage>;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), "demo-art-"));
    images = await renderDemoImages(outDir, { publicPath: "/media/demo" });
  }, 180_000);

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it("lists every artwork per brand, rendering shared pictures once", () => {
    expect(Object.keys(DEMO_ARTWORK).sort()).toEqual(["event", "party", "wedding"]);
    expect(Object.keys(images).sort()).toEqual([...ALL_DEMO_ARTWORK].sort());
    expect(new Set(ALL_DEMO_ARTWORK).size).toBe(ALL_DEMO_ARTWORK.length);
    expect(Object.keys(EXPECTED_SIZE).sort()).toEqual([...ALL_DEMO_ARTWORK].sort());
  });

  it("keeps every SVG small and free of external references", async () => {
    for (const name of ALL_DEMO_ARTWORK) {
      const svg = await readFile(path.join(svgDir, `${name}.svg`), "utf8");
      expect(svg.length, name).toBeLessThan(72 * 1024);
      expect(svg, name).not.toMatch(/<(image|foreignObject|text|script)\b/);
      expect(svg, name).not.toMatch(/var\(--|@import|https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it("describes each image as a demo image with the promised sizes", () => {
    for (const name of ALL_DEMO_ARTWORK) {
      const img = images[name];
      const [w, h] = EXPECTED_SIZE[name] ?? [0, 0];
      expect(img).toMatchObject({
        id: `demo-${name}`,
        path: "/media/demo/",
        fileName: `${name}.jpg`,
        isDemoImage: true,
        temporary: false,
        width: w,
        height: h,
      });
      const widths = DEMO_IMAGE_WIDTHS.filter((x) => x <= w);
      expect(img?.sizes).toEqual(widths.map((size) => ({ size, fileName: `${name}-${size}.jpg` })));
    }
  });

  it("writes real progressive JPEGs without metadata at the promised widths", async () => {
    for (const name of ALL_DEMO_ARTWORK) {
      const img = images[name] as DemoImage;
      const variants = [{ size: img.width, fileName: img.fileName }, ...img.sizes];
      for (const { size, fileName } of variants) {
        const buf = await readFile(path.join(outDir, fileName));
        // JPEG SOI marker + next marker
        expect([buf[0], buf[1], buf[2]], fileName).toEqual([0xff, 0xd8, 0xff]);
        // no APP1 (Exif/XMP) segment anywhere in the header
        expect(buf.subarray(0, 4096).includes(Buffer.from("Exif\0")), fileName).toBe(false);
        const meta = await sharp(buf).metadata();
        expect(meta.format, fileName).toBe("jpeg");
        expect(meta.width, fileName).toBe(size);
        expect(meta.height, fileName).toBe(Math.round((img.height * size) / img.width));
        expect(meta.isProgressive, fileName).toBe(true);
        expect(meta.exif, fileName).toBeUndefined();
        expect(meta.icc, fileName).toBeUndefined();
        expect(meta.xmp, fileName).toBeUndefined();
        expect(buf.length, fileName).toBeLessThan(1_500_000);
      }
    }
  });

  it("produces pictures, not blank canvases", async () => {
    for (const name of ALL_DEMO_ARTWORK) {
      const stats = await sharp(path.join(outDir, `${name}-600.jpg`)).stats();
      const spread = stats.channels.map((c) => c.stdev);
      expect(Math.max(...spread), name).toBeGreaterThan(12);
    }
  });

  it("reuses unchanged renders on a second call", async () => {
    const file = path.join(outDir, "wedding-hero.jpg");
    const before = (await stat(file)).mtimeMs;
    const started = performance.now();
    const again = await renderDemoImages(outDir, { publicPath: "/media/demo/" });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(again).toEqual(images);
    expect((await stat(file)).mtimeMs).toBe(before);
  });

  it("re-renders a variant that went missing", async () => {
    await rm(path.join(outDir, "party-food-800.jpg"));
    await renderDemoImages(outDir);
    const meta = await sharp(path.join(outDir, "party-food-800.jpg")).metadata();
    expect(meta.width).toBe(800);
  }, 60_000);

  it("accepts an explicit svgDir and rejects a wrong one", async () => {
    const res = await renderDemoImages(outDir, { svgDir });
    expect(res["event-hero"]?.path).toBe("/media/demo/");
    await expect(renderDemoImages(outDir, { svgDir: tmpdir() })).rejects.toThrow(/svgDir/);
  });
});
