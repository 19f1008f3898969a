import { describe, expect, it } from "vitest";
import { imageFallbackUrl, imageSrcSet, imageUrl } from "./image-urls";
import { imageSchema } from "./images";

const image = imageSchema.parse({
  path: "/media/demo/",
  fileName: "hero.jpg",
  sizes: [
    { size: 1200, fileName: "hero-1200.jpg" },
    { size: 600, fileName: "hero-600.jpg" },
    { size: 1600, fileName: "hero-1600.jpg" },
  ],
  width: 2400,
  height: 1350,
});

describe("image URLs", () => {
  it("joins path and file name with exactly one slash", () => {
    expect(imageUrl(image)).toBe("/media/demo/hero.jpg");
    expect(imageUrl({ path: "/media/demo", fileName: "a.jpg" })).toBe("/media/demo/a.jpg");
  });

  it("builds the srcset from the sizes, smallest first, plus the full size at 4000w", () => {
    expect(imageSrcSet(image)).toBe(
      "/media/demo/hero-600.jpg 600w, /media/demo/hero-1200.jpg 1200w, /media/demo/hero-1600.jpg 1600w, /media/demo/hero.jpg 4000w",
    );
  });

  it("falls back to the largest variant, or the full size when there are none", () => {
    expect(imageFallbackUrl(image)).toBe("/media/demo/hero-1600.jpg");
    expect(imageFallbackUrl({ ...image, sizes: [] })).toBe("/media/demo/hero.jpg");
  });

  it("refuses paths and file names that could break out of an attribute or run script", () => {
    expect(imageSchema.safeParse({ path: "javascript:alert(1)", fileName: "a.jpg" }).success).toBe(false);
    expect(imageSchema.safeParse({ path: "/media/", fileName: 'a.jpg" onerror="x' }).success).toBe(false);
    expect(imageSchema.safeParse({ path: "http://x.se/", fileName: "a.jpg" }).success).toBe(false);
    expect(imageSchema.safeParse({ path: "//annan-server.se/img/", fileName: "a.jpg" }).success).toBe(false);
    expect(imageSchema.safeParse({ path: "https://cdn.exempel.se/img/", fileName: "a.jpg" }).success).toBe(
      true,
    );
  });
});
