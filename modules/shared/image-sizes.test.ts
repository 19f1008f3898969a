// The header's sizes attribute, evaluated the way a browser does for a given viewport, against the
// width the picture needs to cover its box in each theme (the boxes of design/guest.css and themes).
import { describe, expect, it } from "vitest";
import { headerImageSizes, imageAspect } from "./image-sizes";

type Viewport = { width: number; height: number };

/** The first entry of a sizes attribute whose media condition holds, in CSS pixels. */
function evaluateSizes(sizes: string, viewport: Viewport): number {
  const entries: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of sizes) {
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
    if (char === "," && depth === 0) {
      entries.push(current.trim());
      current = "";
    } else current += char;
  }
  entries.push(current.trim());
  for (const entry of entries) {
    const media = /^\((max|min)-width: (\d+)px\)\s+(.*)$/.exec(entry);
    if (media) {
      const limit = Number(media[2]);
      const holds = media[1] === "max" ? viewport.width <= limit : viewport.width >= limit;
      if (!holds) continue;
    }
    const expression = (media ? (media[3] as string) : entry)
      .replace(/([0-9.]+)vw/g, (_, v: string) => String((Number(v) * viewport.width) / 100))
      .replace(/([0-9.]+)vh/g, (_, v: string) => String((Number(v) * viewport.height) / 100))
      .replace(/([0-9.]+)rem/g, (_, v: string) => String(Number(v) * 16))
      .replace(/([0-9.]+)px/g, "$1")
      .replace(/calc\(/g, "(");
    const clamp = (low: number, value: number, high: number) => Math.max(low, Math.min(value, high));
    return new Function("max", "min", "clamp", `return ${expression};`)(Math.max, Math.min, clamp) as number;
  }
  throw new Error(`no entry of '${sizes}' applies`);
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const WIDE = 16 / 9;

describe("header picture sizes", () => {
  it("on a phone asks for the box's height times the picture's proportions when the picture is cut to cover", () => {
    // Default themes, LARGE: 390 × clamp(416, 86vh = 725.8, 960) px; a 16:9 picture covers it 1290 px wide.
    const sizes = headerImageSizes("theme4", "LARGE", WIDE);
    expect(evaluateSizes(sizes, PHONE)).toBeCloseTo(725.84 * WIDE, 0);
    // The plain 100vw after it is what a browser without max() in sizes takes.
    expect(sizes.endsWith(", 100vw")).toBe(true);
  });

  it("asks for the viewport's width when the box is wider than the picture", () => {
    // Desktop MEDIUM: 1440 × clamp(352, 558, 640) px; a 16:9 picture 558 px tall is 992 wide < 1440.
    expect(evaluateSizes(headerImageSizes(undefined, "MEDIUM", WIDE), DESKTOP)).toBe(1440);
  });

  it("follows each theme's box: theme6 and theme9 heights, theme10's framed box, theme12's arch", () => {
    expect(evaluateSizes(headerImageSizes("theme6", "LARGE", WIDE), PHONE)).toBeCloseTo(0.78 * 844 * WIDE, 0);
    expect(evaluateSizes(headerImageSizes("theme9", "MEDIUM", WIDE), PHONE)).toBeCloseTo(
      0.88 * 844 * WIDE,
      0,
    );
    expect(evaluateSizes(headerImageSizes("theme9", "SMALL", WIDE), PHONE)).toBeCloseTo(0.55 * 844 * WIDE, 0);
    // theme10 on a phone: 390 − 2 × 20 px padding = 350 wide at 4:3, 262.5 tall; 16:9 covers it 466.7 wide.
    expect(evaluateSizes(headerImageSizes("theme10", "MEDIUM", WIDE), PHONE)).toBeCloseTo(
      350 * (WIDE / (4 / 3)),
      0,
    );
    // theme10 on a desktop, SMALL: min(1440 − 96, 1088) = 1088 wide at 16:5, wider than 16:9 → its width.
    expect(evaluateSizes(headerImageSizes("theme10", "SMALL", WIDE), DESKTOP)).toBeCloseTo(1088, 0);
    // theme12: an arch 4:5 of min(100vw − 2.5rem, 30rem); a 3:2 picture covers 350 × 437.5 at 656 wide.
    expect(evaluateSizes(headerImageSizes("theme12", "MEDIUM", 3 / 2), PHONE)).toBeCloseTo(
      350 * (1.5 / 0.8),
      0,
    );
    expect(evaluateSizes(headerImageSizes("theme12", "LARGE", 3 / 2), DESKTOP)).toBeCloseTo(
      608 * (1.5 / 0.8),
      0,
    );
  });

  it("never asks for less than the box's width, even for a tall picture", () => {
    expect(evaluateSizes(headerImageSizes("theme4", "SMALL", 2 / 3), DESKTOP)).toBe(1440);
    expect(evaluateSizes(headerImageSizes("theme12", "SMALL", 0.5), PHONE)).toBeCloseTo(350, 0);
  });

  it("takes a picture's proportions from its size, a landscape photo's when it has none", () => {
    expect(imageAspect({ width: 2400, height: 1350 })).toBeCloseTo(WIDE);
    expect(imageAspect({})).toBe(1.5);
  });
});
