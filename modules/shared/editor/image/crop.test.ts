// The crop view's start crop and the crop sent to the server (SPEC §5 Crop).
import { describe, expect, it } from "vitest";
import { aspectValue, CROP_ASPECTS, hasArea, initialCrop, toSourcePixels } from "./crop";

describe("initialCrop", () => {
  it("starts free crops at 90 % of the width and height, centred", () => {
    const crop = initialCrop(undefined, 3000, 2000);
    expect(crop.unit).toBe("%");
    expect(crop.width).toBeCloseTo(90);
    expect(crop.height).toBeCloseTo(90);
    expect(crop.x).toBeCloseTo(5);
    expect(crop.y).toBeCloseTo(5);
  });

  it("keeps a fixed aspect, 90 % wide and centred vertically", () => {
    const crop = initialCrop(16 / 9, 3000, 2000);
    expect(crop.width).toBeCloseTo(90);
    // 2700 px wide at 16:9 is 1518.75 px high, 75.9375 % of 2000.
    expect(crop.height).toBeCloseTo(75.9375);
    expect(crop.x).toBeCloseTo(5);
    expect(crop.y).toBeCloseTo((100 - 75.9375) / 2);
    const pixels = toSourcePixels(crop, 3000, 2000);
    expect(pixels.width / pixels.height).toBeCloseTo(16 / 9, 2);
  });

  it("fits a portrait aspect on a landscape image by its height, still centred", () => {
    const crop = initialCrop(3 / 4, 3000, 2000);
    expect(crop.height).toBeCloseTo(90);
    // 1800 px high at 3:4 is 1350 px wide, 45 % of 3000.
    expect(crop.width).toBeCloseTo(45);
    expect(crop.x).toBeCloseTo(27.5);
    expect(crop.y).toBeCloseTo(5);
  });

  it("stays inside the image for every aspect on portrait and landscape images", () => {
    for (const [w, h] of [
      [3000, 2000],
      [2000, 3000],
      [1000, 1000],
      [4000, 500],
    ] as const)
      for (const aspect of CROP_ASPECTS) {
        const crop = initialCrop(aspect.value, w, h);
        expect(crop.x).toBeGreaterThanOrEqual(0);
        expect(crop.y).toBeGreaterThanOrEqual(0);
        expect(crop.x + crop.width).toBeLessThanOrEqual(100.0001);
        expect(crop.y + crop.height).toBeLessThanOrEqual(100.0001);
        if (aspect.value)
          expect(((crop.width / 100) * w) / ((crop.height / 100) * h)).toBeCloseTo(aspect.value);
      }
  });
});

describe("toSourcePixels", () => {
  it("converts percent to whole source pixels", () => {
    expect(toSourcePixels({ unit: "%", x: 10, y: 20, width: 50, height: 25 }, 3000, 2000)).toEqual({
      x: 300,
      y: 400,
      width: 1500,
      height: 500,
    });
  });

  it("clamps a crop that leaves the image to the image", () => {
    expect(toSourcePixels({ unit: "%", x: -5, y: 90, width: 60, height: 30 }, 1000, 1000)).toEqual({
      x: 0,
      y: 900,
      width: 550,
      height: 100,
    });
    expect(toSourcePixels({ unit: "%", x: 120, y: 0, width: 10, height: 10 }, 1000, 1000)).toEqual({
      x: 1000,
      y: 0,
      width: 0,
      height: 100,
    });
  });

  it("rounds the edges so the crop never passes the right or bottom edge", () => {
    const pixels = toSourcePixels(
      { unit: "%", x: 33.3333, y: 33.3333, width: 66.6667, height: 66.6667 },
      1001,
      999,
    );
    expect(pixels.x + pixels.width).toBeLessThanOrEqual(1001);
    expect(pixels.y + pixels.height).toBeLessThanOrEqual(999);
    expect(Number.isInteger(pixels.x) && Number.isInteger(pixels.width)).toBe(true);
  });
});

describe("hasArea and aspects", () => {
  it("offers Save only for a crop with width and height", () => {
    expect(hasArea(undefined)).toBe(false);
    expect(hasArea({ width: 0, height: 10 })).toBe(false);
    expect(hasArea({ width: 10, height: 0 })).toBe(false);
    expect(hasArea({ width: 1, height: 1 })).toBe(true);
  });

  it("offers free, 16:9, 3:2, 4:3, 3:4 and 1:1", () => {
    expect(CROP_ASPECTS.map((a) => a.key)).toEqual(["free", "16:9", "3:2", "4:3", "3:4", "1:1"]);
    expect(aspectValue("free")).toBeUndefined();
    expect(aspectValue("3:4")).toBeCloseTo(0.75);
  });
});
