import { describe, expect, it } from "vitest";
import {
  cleanUploaderName,
  PHOTO_CAPS,
  photoCapReached,
  photoFileName,
  photoSettingsBodySchema,
  UPLOAD_KEY_PATTERN,
} from "./photos";

describe("guests' photo caps", () => {
  it("refuses the upload that would pass a guest's or the site's cap, the site's first", () => {
    expect(photoCapReached({ byGuest: 0, bySite: 0 })).toBeNull();
    expect(photoCapReached({ byGuest: PHOTO_CAPS.perGuest - 1, bySite: 10 })).toBeNull();
    expect(photoCapReached({ byGuest: PHOTO_CAPS.perGuest, bySite: 10 })).toBe("guest");
    expect(photoCapReached({ byGuest: 0, bySite: PHOTO_CAPS.perSite - 1 })).toBeNull();
    expect(photoCapReached({ byGuest: 0, bySite: PHOTO_CAPS.perSite })).toBe("site");
    expect(photoCapReached({ byGuest: PHOTO_CAPS.perGuest, bySite: PHOTO_CAPS.perSite })).toBe("site");
    expect(photoCapReached({ byGuest: 2, bySite: 2 }, { perGuest: 2, perSite: 5 })).toBe("guest");
  });

  it("are sensible numbers: a phone's photo fits, the site's cap holds many guests' caps", () => {
    expect(PHOTO_CAPS.maxBytes).toBe(20 * 1024 * 1024);
    expect(PHOTO_CAPS.maxPixels).toBeGreaterThan(5712 * 4284);
    expect(PHOTO_CAPS.perSite / PHOTO_CAPS.perGuest).toBeGreaterThanOrEqual(20);
  });
});

describe("guests' photo rules", () => {
  it("serves a stored smaller width only when the photo is wider, else the full size", () => {
    expect(photoFileName(4032, "small")).toBe("photo-600.jpg");
    expect(photoFileName(4032, "large")).toBe("photo-1600.jpg");
    expect(photoFileName(4032, "full")).toBe("photo.jpg");
    expect(photoFileName(600, "small")).toBe("photo.jpg");
    expect(photoFileName(1200, "large")).toBe("photo.jpg");
  });

  it("keeps a guest's name to one trimmed line without control characters, or none", () => {
    expect(cleanUploaderName("  Moster \n Anna\t")).toBe("Moster Anna");
    expect(cleanUploaderName("a\u0000b\u007fc")).toBe("abc");
    expect(cleanUploaderName("   ")).toBeNull();
    expect(cleanUploaderName(undefined)).toBeNull();
    expect(cleanUploaderName("x".repeat(200))?.length).toBe(PHOTO_CAPS.nameLength);
  });

  it("knows an upload key and the settings body", () => {
    expect(UPLOAD_KEY_PATTERN.test("abcdefghijABCDEFGHIJ_-")).toBe(true);
    expect(UPLOAD_KEY_PATTERN.test("abc/../../etc")).toBe(false);
    expect(photoSettingsBodySchema.safeParse({ enabled: true, newKey: true }).success).toBe(true);
    expect(photoSettingsBodySchema.safeParse({ newKey: false }).success).toBe(false);
    expect(photoSettingsBodySchema.safeParse({ uploadKey: "mine" }).success).toBe(false);
  });
});
