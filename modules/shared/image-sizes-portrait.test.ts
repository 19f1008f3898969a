import { PORTRAIT_ASPECT, parsePortraitFileName, portraitFileName, portraitSrcSet } from "@core/image-urls";
import type { Image } from "@core/images";
import { describe, expect, it } from "vitest";
import { headerPortrait } from "./image-sizes";

const ratio = (media: string) => Number(/max-aspect-ratio: ([\d.]+)/.exec(media)?.[1]);
const maxWidthPx = (media: string) => Number(/max-width: ([\d.]+)rem/.exec(media)?.[1]) * 16;

describe("the header's portrait crop", () => {
  it("is used only where the header box is certainly narrower than the crop", () => {
    // Default LARGE box: clamp(26rem, 86vh, 60rem). Any viewport the media matches gives a box of
    // width / height ≤ 3/4, checked at the corners of what the media allows.
    const large = headerPortrait("theme4", "LARGE", PORTRAIT_ASPECT);
    if (!large) throw new Error("expected a crop for the large header");
    const box = (width: number, height: number) => width / Math.min(Math.max(416, 0.86 * height), 960);
    const widest = maxWidthPx(large.media);
    for (const height of [600, 844, 1000, 1116, 1400, 2000]) {
      const width = Math.min(widest, height * ratio(large.media));
      expect(box(width, height), `${width}×${height}`).toBeLessThanOrEqual(PORTRAIT_ASPECT + 0.001);
    }
    // A phone held upright gets it; a tablet or a desktop does not.
    expect(390 / 844).toBeLessThanOrEqual(ratio(large.media));
    expect(768 / 1024).toBeGreaterThan(ratio(large.media));
    expect(large.sizes).toBe("calc(clamp(26rem, 86vh, 60rem) * 0.75)");
  });

  it("is not used for a short header or the themes that frame the picture", () => {
    expect(headerPortrait("theme4", "SMALL", PORTRAIT_ASPECT)).toBeNull();
    expect(headerPortrait("theme10", "LARGE", PORTRAIT_ASPECT)).toBeNull();
    expect(headerPortrait("theme12", "LARGE", PORTRAIT_ASPECT)).toBeNull();
    expect(headerPortrait("theme9", "MEDIUM", PORTRAIT_ASPECT)?.media).toContain("max-aspect-ratio: 0.66");
  });

  it("names crops by width and format, never wider than the picture's full height allows", () => {
    const image: Image = { path: "/media/demo/", fileName: "hero.jpg", sizes: [], width: 2400, height: 1350 };
    expect(portraitFileName(image, 720, "avif")).toBe("hero-p720.avif");
    expect(parsePortraitFileName("hero-p720.avif")).toEqual({ stem: "hero", width: 720, format: "avif" });
    expect(parsePortraitFileName("hero-p700.avif")).toBeNull();
    expect(parsePortraitFileName("../hero-p720.avif")).toBeNull();
    expect(portraitSrcSet(image, "jpg")).toBe(
      "/media/demo/hero-p480.jpg 480w, /media/demo/hero-p720.jpg 720w, /media/demo/hero-p960.jpg 960w",
    );
  });
});
