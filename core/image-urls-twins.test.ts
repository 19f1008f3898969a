import { describe, expect, it } from "vitest";
import { imageTwinFormats, imageTwinSrcSet, parseStoredFileName, twinFileName } from "./image-urls";
import { type Image, imageSchema } from "./images";

const sizes = [
  { size: 2400, fileName: "photo-2400.jpg" },
  { size: 600, fileName: "photo-600.jpg" },
];
const upload: Image = imageSchema.parse({
  path: "/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbbbbbbbbbbbbbbb/",
  fileName: "photo.jpg",
  cdn: true,
  sizes,
  formats: ["avif", "webp"],
});

describe("AVIF and WebP twins (the contract of core/image-urls.ts)", () => {
  it("names a twin by the JPEG's name with the format's extension", () => {
    expect(twinFileName("photo-1600.jpg", "avif")).toBe("photo-1600.avif");
    expect(twinFileName("photo.jpg", "webp")).toBe("photo.webp");
  });

  it("offers AVIF before WebP for an image that declares both", () => {
    expect(imageTwinFormats(upload)).toEqual(["avif", "webp"]);
    expect(imageTwinSrcSet(upload, "avif")).toBe(
      `${upload.path}photo-600.avif 600w, ${upload.path}photo-2400.avif 2400w, ${upload.path}photo.avif 4000w`,
    );
  });

  it("offers only WebP for our uploads from before formats were declared, never a missing AVIF", () => {
    const { formats: _formats, ...older } = upload;
    expect(imageTwinFormats(older)).toEqual(["webp"]);
  });

  it("offers demo pictures' twins only when the picture declares them", () => {
    const demo = imageSchema.parse({
      path: "/media/demo/",
      fileName: "hero.jpg",
      isDemoImage: true,
      sizes: [],
    });
    expect(imageTwinFormats(demo)).toEqual([]);
    expect(imageTwinFormats({ ...demo, formats: ["avif", "webp"] })).toEqual(["avif", "webp"]);
  });

  it("never offers twins for images from elsewhere or files that are not our JPEGs", () => {
    expect(imageTwinFormats({ ...upload, path: "https://cdn.exempel.se/img/" })).toEqual([]);
    expect(imageTwinFormats({ ...upload, path: "/media/maps/" })).toEqual([]);
    expect(imageTwinFormats({ ...upload, fileName: "photo.png" })).toEqual([]);
  });

  it("reads a stored file's name: stem, width (null at full size) and format", () => {
    expect(parseStoredFileName("wedding-hero-1200.avif")).toEqual({
      stem: "wedding-hero",
      width: 1200,
      format: "avif",
    });
    expect(parseStoredFileName("wedding-hero.jpg")).toEqual({
      stem: "wedding-hero",
      width: null,
      format: "jpg",
    });
    expect(parseStoredFileName("party-2023.webp")).toEqual({
      stem: "party-2023",
      width: null,
      format: "webp",
    });
    expect(parseStoredFileName("../secret.jpg")).toBeNull();
    expect(parseStoredFileName("hero.png")).toBeNull();
  });
});
