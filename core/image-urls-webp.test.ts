import { describe, expect, it } from "vitest";
import { hasWebpTwins, imageWebpSrcSet, webpFileName } from "./image-urls";
import { type Image, imageSchema } from "./images";

const upload: Image = imageSchema.parse({
  path: "/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbbbbbbbbbbbbbbb/",
  fileName: "photo.jpg",
  cdn: true,
  sizes: [
    { size: 1600, fileName: "photo-1600.jpg" },
    { size: 600, fileName: "photo-600.jpg" },
  ],
});

describe("WebP twins of our stored images", () => {
  it("names the twin by replacing .jpg with .webp", () => {
    expect(webpFileName("photo-1600.jpg")).toBe("photo-1600.webp");
  });

  it("builds the WebP srcset the same way as the JPEG one", () => {
    expect(imageWebpSrcSet(upload)).toBe(
      `${upload.path}photo-600.webp 600w, ${upload.path}photo-1600.webp 1600w, ${upload.path}photo.webp 4000w`,
    );
  });

  it("only for our uploads and quick-start images, never demo pictures or images from elsewhere", () => {
    expect(hasWebpTwins(upload)).toBe(true);
    expect(hasWebpTwins({ ...upload, path: "/media/quick-start/bbbbbbbbbbbbbbbbbbbbbbbb/" })).toBe(true);
    expect(hasWebpTwins({ ...upload, cdn: undefined })).toBe(false);
    expect(hasWebpTwins({ ...upload, path: "/media/demo/", isDemoImage: true })).toBe(false);
    expect(hasWebpTwins({ ...upload, path: "https://cdn.exempel.se/img/" })).toBe(false);
    expect(hasWebpTwins({ ...upload, fileName: "photo.png" })).toBe(false);
  });
});
