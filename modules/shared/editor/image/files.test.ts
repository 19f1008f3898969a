// The image dialog's rules about files and images: refusal messages, who may crop, reverting a crop.
import type { Image } from "@core/images";
import { describe, expect, it } from "vitest";
import { canCrop, previewUrl, rejectionCodes, revertCrop } from "./files";

const ours: Image = {
  id: "c1",
  path: "/media/s1/",
  fileName: "b.jpg",
  cdn: true,
  width: 1200,
  height: 800,
  sizes: [
    { size: 1200, fileName: "b-1200.jpg" },
    { size: 600, fileName: "b-600.jpg" },
  ],
  imageBeforeEdit: { path: "/media/s1/", fileName: "a.jpg", sizes: [{ size: 600, fileName: "a-600.jpg" }] },
};

describe("rejectionCodes", () => {
  it("names each reason once, in a stable order, and treats unknown codes as a wrong type", () => {
    expect(
      rejectionCodes([
        { errors: [{ code: "too-many-files" }] },
        { errors: [{ code: "file-too-large" }, { code: "too-many-files" }] },
        { errors: [{ code: "custom" }] },
      ]),
    ).toEqual(["file-invalid-type", "file-too-large", "too-many-files"]);
    expect(rejectionCodes([])).toEqual([]);
  });
});

describe("canCrop", () => {
  it("allows our stored images and demo images, not images from elsewhere", () => {
    expect(canCrop(ours)).toBe(true);
    expect(canCrop({ path: "/media/demo/", fileName: "x.jpg", sizes: [], isDemoImage: true })).toBe(true);
    expect(canCrop({ path: "https://elsewhere.example/img/", fileName: "x.jpg", sizes: [] })).toBe(false);
  });
});

describe("revertCrop", () => {
  it("restores path, sizes and file name from imageBeforeEdit and drops the cropped file's id and size", () => {
    const reverted = revertCrop(ours);
    expect(reverted).toEqual({
      path: "/media/s1/",
      fileName: "a.jpg",
      cdn: true,
      sizes: [{ size: 600, fileName: "a-600.jpg" }],
    });
  });

  it("drops the crop's formats: the original may be older than AVIF twins", () => {
    expect(revertCrop({ ...ours, formats: ["avif", "webp"] })).not.toHaveProperty("formats");
  });

  it("leaves an image that was never cropped as it is", () => {
    const plain = { ...ours, imageBeforeEdit: undefined };
    expect(revertCrop(plain)).toBe(plain);
  });
});

describe("previewUrl", () => {
  it("takes the smallest file at least as wide as asked, else the largest, else the full size", () => {
    expect(previewUrl(ours, 400)).toBe("/media/s1/b-600.jpg");
    // The gallery's thumbnails: the smallest stored file.
    expect(previewUrl(ours, 0)).toBe("/media/s1/b-600.jpg");
    expect(previewUrl(ours, 1000)).toBe("/media/s1/b-1200.jpg");
    expect(previewUrl(ours, 5000)).toBe("/media/s1/b-1200.jpg");
    expect(previewUrl({ ...ours, sizes: [] }, 400)).toBe("/media/s1/b.jpg");
  });
});
