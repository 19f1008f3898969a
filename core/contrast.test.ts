import { describe, expect, it } from "vitest";
import type { ColorScheme, HslColor } from "./colors";
import { DEFAULT_COLOR_SCHEME } from "./colors";
import { colorContrast, contrastProblems, contrastRatio, hslToRgb, relativeLuminance } from "./contrast";

const hsl = (hue: number, saturation: number, lightness: number, alpha?: number): HslColor =>
  alpha === undefined ? { hue, saturation, lightness } : { hue, saturation, lightness, alpha };
const BLACK = hsl(0, 0, 0);
const WHITE = hsl(0, 0, 100);

describe("hslToRgb", () => {
  it("converts the primaries and greys", () => {
    expect(hslToRgb(hsl(0, 100, 50))).toEqual({ red: 1, green: 0, blue: 0 });
    expect(hslToRgb(hsl(120, 100, 50))).toEqual({ red: 0, green: 1, blue: 0 });
    expect(hslToRgb(hsl(240, 100, 50))).toEqual({ red: 0, green: 0, blue: 1 });
    expect(hslToRgb(hsl(360, 100, 50))).toEqual({ red: 1, green: 0, blue: 0 });
    const grey = hslToRgb(hsl(200, 0, 50));
    expect(grey.red).toBeCloseTo(0.5);
    expect(grey.blue).toBeCloseTo(0.5);
  });
});

describe("relative luminance and contrast ratio (WCAG 2.x)", () => {
  it("gives black 0 and white 1", () => {
    expect(relativeLuminance(hslToRgb(BLACK))).toBe(0);
    expect(relativeLuminance(hslToRgb(WHITE))).toBe(1);
  });

  it("gives black on white 21:1 either way round, and a colour on itself 1:1", () => {
    expect(colorContrast(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(colorContrast(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(colorContrast(hsl(300, 40, 40), hsl(300, 40, 40))).toBeCloseTo(1, 5);
  });

  it("matches known values: #777 on white 4.48, #767676 on white 4.54, pure red on white 4.0", () => {
    const grey = (value: number) => ({ red: value / 255, green: value / 255, blue: value / 255 });
    const white = { red: 1, green: 1, blue: 1 };
    expect(contrastRatio(grey(0x77), white)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(grey(0x76), white)).toBeCloseTo(4.54, 2);
    expect(colorContrast(hsl(0, 100, 50), WHITE)).toBeCloseTo(3.998, 2);
    expect(colorContrast(hsl(240, 100, 50), WHITE)).toBeCloseTo(8.59, 2);
  });

  it("composites translucent text over its background", () => {
    // Half-transparent black on white is the grey #808080 (3.95:1), not black's 21:1.
    expect(colorContrast(hsl(0, 0, 0, 0.5), WHITE)).toBeCloseTo(3.95, 1);
    expect(colorContrast(hsl(0, 0, 0, 0), WHITE)).toBeCloseTo(1, 5);
  });

  it("composites a translucent background over the page beneath it", () => {
    // A fully transparent black surface on a white page is white: black text on it stays 21:1.
    expect(colorContrast(BLACK, hsl(0, 0, 0, 0))).toBeCloseTo(21, 5);
    expect(colorContrast(BLACK, hsl(0, 0, 0, 0), { red: 0, green: 0, blue: 0 })).toBeCloseTo(1, 5);
  });
});

describe("contrastProblems", () => {
  it("finds none in the default scheme", () => {
    expect(contrastProblems(DEFAULT_COLOR_SCHEME)).toEqual([]);
  });

  it("lists each pair below 4.5:1 with its ratio, weakest first", () => {
    const scheme: ColorScheme = {
      ...DEFAULT_COLOR_SCHEME,
      onBackground: hsl(0, 0, 60),
      onPrimary: DEFAULT_COLOR_SCHEME.primary,
    };
    const problems = contrastProblems(scheme);
    expect(problems.map((problem) => problem.pair)).toEqual(["onPrimary/primary", "onBackground/background"]);
    expect(problems[0]?.ratio).toBeCloseTo(1, 5);
    expect(problems[1]?.ratio).toBeGreaterThan(2);
    expect(problems[1]?.ratio).toBeLessThan(4.5);
  });

  it("judges the surface against a translucent surface over the page background", () => {
    // A translucent dark surface over a white page is light grey: dark text stays readable on it.
    const scheme: ColorScheme = {
      ...DEFAULT_COLOR_SCHEME,
      background: WHITE,
      surface: hsl(0, 0, 0, 0.05),
      onSurface: BLACK,
    };
    expect(contrastProblems(scheme)).toEqual([]);
    expect(contrastProblems({ ...scheme, onSurface: WHITE }).map((p) => p.pair)).toEqual([
      "onSurface/surface",
    ]);
  });

  it("accepts exactly 4.5:1 and refuses just below", () => {
    const justAbove = contrastProblems({
      ...DEFAULT_COLOR_SCHEME,
      background: WHITE,
      onBackground: hsl(0, 0, 46.3),
    });
    const justBelow = contrastProblems({
      ...DEFAULT_COLOR_SCHEME,
      background: WHITE,
      onBackground: hsl(0, 0, 46.8),
    });
    expect(justAbove).toEqual([]);
    expect(justBelow.map((p) => p.pair)).toEqual(["onBackground/background"]);
  });
});
