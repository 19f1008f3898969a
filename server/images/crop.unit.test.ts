import { describe, expect, it } from "vitest";
import { clampCrop, scaleCrop } from "./crop";

describe("clampCrop", () => {
  it("keeps a rectangle inside the image as whole pixels", () => {
    expect(clampCrop({ x: 10, y: 20, width: 300, height: 200 }, 1000, 800)).toEqual({
      left: 10,
      top: 20,
      width: 300,
      height: 200,
    });
    expect(clampCrop({ x: 10.4, y: 19.6, width: 299.8, height: 200.2 }, 1000, 800)).toEqual({
      left: 10,
      top: 20,
      width: 300,
      height: 200,
    });
  });

  it("clamps a rectangle reaching past any edge to the image", () => {
    expect(clampCrop({ x: -50, y: -10, width: 200, height: 100 }, 1000, 800)).toEqual({
      left: 0,
      top: 0,
      width: 150,
      height: 90,
    });
    expect(clampCrop({ x: 900, y: 700, width: 500, height: 500 }, 1000, 800)).toEqual({
      left: 900,
      top: 700,
      width: 100,
      height: 100,
    });
    expect(clampCrop({ x: -1, y: -1, width: 5000, height: 5000 }, 1000, 800)).toEqual({
      left: 0,
      top: 0,
      width: 1000,
      height: 800,
    });
  });

  it("refuses empty areas and areas wholly outside", () => {
    expect(clampCrop({ x: 0, y: 0, width: 0, height: 100 }, 1000, 800)).toBeNull();
    expect(clampCrop({ x: 0, y: 0, width: 100, height: -1 }, 1000, 800)).toBeNull();
    expect(clampCrop({ x: 1000, y: 0, width: 100, height: 100 }, 1000, 800)).toBeNull();
    expect(clampCrop({ x: -200, y: 0, width: 150, height: 100 }, 1000, 800)).toBeNull();
    expect(clampCrop({ x: 0, y: 900, width: 100, height: 100 }, 1000, 800)).toBeNull();
    expect(clampCrop({ x: 5, y: 5, width: 0.3, height: 0.3 }, 1000, 800)).toBeNull();
    expect(clampCrop({ x: Number.NaN, y: 0, width: 10, height: 10 }, 1000, 800)).toBeNull();
    expect(clampCrop({ x: 0, y: 0, width: Number.POSITIVE_INFINITY, height: 10 }, 1000, 800)).toBeNull();
  });
});

describe("scaleCrop", () => {
  it("maps a rectangle on a 600 px variant onto the 2400 px full size", () => {
    expect(scaleCrop({ x: 60, y: 30, width: 300, height: 150 }, 2400 / 600)).toEqual({
      x: 240,
      y: 120,
      width: 1200,
      height: 600,
    });
  });
});
