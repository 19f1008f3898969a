import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  ALL_DEMO_ARTWORK,
  DEMO_ARTWORK,
  DEMO_IMAGE_WIDTHS,
  demoImage,
  parseDemoFileName,
  readArtwork,
  renderDemoFile,
  svgSize,
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

describe("the demo artwork", () => {
  it("lists every artwork per brand, each name once", () => {
    expect(Object.keys(DEMO_ARTWORK).sort()).toEqual(["event", "party", "wedding"]);
    expect(new Set(ALL_DEMO_ARTWORK).size).toBe(ALL_DEMO_ARTWORK.length);
    expect([...ALL_DEMO_ARTWORK].sort()).toEqual(Object.keys(EXPECTED_SIZE).sort());
  });

  it("keeps every SVG small, free of external references, and of the size it declares", async () => {
    for (const name of ALL_DEMO_ARTWORK) {
      const svg = await readFile(path.join(svgDir, `${name}.svg`), "utf8");
      expect(svg.length, name).toBeLessThan(72 * 1024);
      expect(svg, name).not.toMatch(/<(image|foreignObject|text|script)\b/);
      expect(svg, name).not.toMatch(/var\(--|@import|https?:\/\/(?!www\.w3\.org)/);
      const [width, height] = EXPECTED_SIZE[name] ?? [0, 0];
      expect(svgSize(svg), name).toEqual({ width, height });
    }
  });

  it("reads the size from the viewBox when the root has no width and height", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><g/></svg>')).toEqual({
      width: 640,
      height: 480,
    });
    expect(() => svgSize("<svg><g/></svg>")).toThrow(/no size/);
  });

  it("describes a picture with every stored width not wider than it, and its twins", () => {
    expect(demoImage("portrait-1", { width: 800, height: 800 })).toEqual({
      id: "demo-portrait-1",
      path: "/media/demo/",
      fileName: "portrait-1.jpg",
      originalName: "portrait-1.jpg",
      isDemoImage: true,
      temporary: false,
      width: 800,
      height: 800,
      sizes: [
        { size: 800, fileName: "portrait-1-800.jpg" },
        { size: 600, fileName: "portrait-1-600.jpg" },
      ],
      formats: ["avif", "webp"],
    });
    const hero = demoImage("wedding-hero", { width: 2400, height: 1350 }, "/media/demo");
    expect(hero.path).toBe("/media/demo/");
    expect(hero.sizes.map((s) => s.size)).toEqual([...DEMO_IMAGE_WIDTHS].sort((a, b) => b - a));
  });

  it("knows its own file names and nothing else", () => {
    expect(parseDemoFileName("wedding-hero.jpg")).toEqual({
      name: "wedding-hero",
      width: null,
      format: "jpg",
    });
    expect(parseDemoFileName("event-hero-1200.jpg")).toEqual({
      name: "event-hero",
      width: 1200,
      format: "jpg",
    });
    expect(parseDemoFileName("portrait-2-600.avif")).toEqual({
      name: "portrait-2",
      width: 600,
      format: "avif",
    });
    for (const other of [
      "hero.jpg",
      "wedding-hero.png",
      "wedding-hero-700.jpg",
      ".demo-images.json",
      "x/../a.jpg",
    ]) {
      expect(parseDemoFileName(other), other).toBeNull();
    }
  });
});

describe("renderDemoFile", () => {
  it("writes real progressive JPEGs without metadata, exactly as wide as asked, from the vector", async () => {
    const svg = await readArtwork(svgDir, "wedding-rings");
    for (const width of [null, 1200, 600] as const) {
      const buffer = await renderDemoFile(svg, 1200, width, "jpg");
      expect([buffer[0], buffer[1], buffer[2]]).toEqual([0xff, 0xd8, 0xff]);
      const meta = await sharp(buffer).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: width ?? 1200, height: width ?? 1200 });
      expect(meta.isProgressive).toBe(true);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  }, 30_000); // three renders of a 4000 px drawing: seconds each on a busy 2-core machine

  it("draws a picture, not a blank canvas", async () => {
    const svg = await readArtwork(svgDir, "gallery-city");
    const stats = await sharp(await renderDemoFile(svg, 1200, 600, "jpg")).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(12);
  });

  it("writes the AVIF and WebP twins at the same size", async () => {
    const svg = await readArtwork(svgDir, "portrait-3");
    const avif = await sharp(await renderDemoFile(svg, 800, 600, "avif")).metadata();
    const webp = await sharp(await renderDemoFile(svg, 800, 600, "webp")).metadata();
    expect(avif).toMatchObject({ format: "heif", width: 600, height: 600 });
    expect(webp).toMatchObject({ format: "webp", width: 600, height: 600 });
  });
});
