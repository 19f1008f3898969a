import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type Image, imageSchema } from "@core/images";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { images } from "../../db/schema";
import { mediaDir } from "../../static";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
} from "../../test/harness";
import {
  allExist,
  imageFiles,
  isBlue,
  isRed,
  multipartBody,
  pixelAt,
  pngDeclaring,
  twoColourImage,
} from "./test-helpers";

const t = testAppForThisFile();
let cookie: string;
let siteId: string;

beforeAll(async () => {
  ({ cookie } = await registerAndLogin(t.app));
  siteId = await createSiteFor(t.app, cookie);
});

function upload(
  url: string,
  content: Buffer,
  options: Parameters<typeof multipartBody>[1] & { cookie?: string } = {},
) {
  const { payload, headers } = multipartBody(content, options);
  return t.app.inject({
    method: "POST",
    url,
    payload,
    headers,
    remoteAddress: freshClientAddress(),
    ...(options.cookie ? { cookies: { session: options.cookie } } : {}),
  });
}
const ownerUpload = (content: Buffer, options: Parameters<typeof multipartBody>[1] = {}) =>
  upload(`/api/sites/${siteId}/upload-image`, content, { ...options, cookie });

describe("POST /api/sites/{siteId}/upload-image", () => {
  it("stores a JPEG upright, without metadata, in every smaller width, as JPEG and WebP", async () => {
    // Stored 2400 × 1800 with EXIF orientation 6: shown rotated a quarter turn clockwise, 1800 × 2400.
    const jpeg = await (await twoColourImage(2400, 1800))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "TestCam", Copyright: "Anna" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await ownerUpload(jpeg, { fileName: "Bröllop på slottet.JPG" });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json()) as Image;
    expect(image).toMatchObject({
      cdn: true,
      temporary: false,
      width: 1800,
      height: 2400,
      originalName: "Bröllop på slottet.JPG",
      fileName: "brollop-pa-slottet.jpg",
    });
    expect(image.id).toMatch(/^[0-9a-f]{24}$/);
    expect(image.path).toBe(`/media/uploads/${siteId}/${image.id}/`);
    expect(image.sizes.map((s) => s.size)).toEqual([1600, 1200, 800, 600]);

    expect(image.formats).toEqual(["avif", "webp"]);
    const files = imageFiles(t.ctx, image);
    expect(files).toHaveLength(15);
    expect(allExist(files)).toBe(true);
    for (const file of files) {
      const meta = await sharp(file).metadata();
      const format = file.endsWith(".webp") ? "webp" : file.endsWith(".avif") ? "heif" : "jpeg";
      expect(meta.format, file).toBe(format);
      // An AVIF is a HEIF container holding AV1 (not HEVC, which browsers do not read).
      if (format === "heif") expect(meta.compression, file).toBe("av1");
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    for (const { size, fileName } of image.sizes) {
      const dir = join(mediaDir(t.ctx), "uploads", siteId, image.id as string);
      expect((await sharp(join(dir, fileName)).metadata()).width).toBe(size);
      expect((await sharp(join(dir, fileName.replace(/\.jpg$/, ".webp"))).metadata()).width).toBe(size);
      expect((await sharp(join(dir, fileName.replace(/\.jpg$/, ".avif"))).metadata()).width).toBe(size);
    }
    // The red left half of the stored pixels is the top after the rotation.
    const full = join(mediaDir(t.ctx), "uploads", siteId, image.id as string, image.fileName);
    expect(isRed(await pixelAt(full, 900, 300))).toBe(true);
    expect(isBlue(await pixelAt(full, 900, 2100))).toBe(true);

    const [row] = await t.ctx.db
      .select()
      .from(images)
      .where(eq(images.id, image.id as string));
    expect(row).toMatchObject({ siteId, quickStart: false, width: 1800, height: 2400 });
  });

  it("does not enlarge a small PNG: only the widths below it, transparency flattened onto white", async () => {
    const png = await sharp({
      create: { width: 700, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await ownerUpload(png, { fileName: "logo.png", contentType: "image/png" });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    expect(image).toMatchObject({ width: 700, height: 500, fileName: "logo.jpg" });
    expect(image.sizes).toEqual([{ size: 600, fileName: "logo-600.jpg" }]);
    const files = imageFiles(t.ctx, image);
    expect(allExist(files)).toBe(true);
    expect(await pixelAt(files[0] as string, 10, 10)).toEqual([255, 255, 255]);
  });

  it("takes WebP, AVIF and the first frame of a GIF", async () => {
    const base = await twoColourImage(640, 480);
    for (const [content, type] of [
      [await base.clone().webp().toBuffer(), "image/webp"],
      [await base.clone().avif({ effort: 0 }).toBuffer(), "image/avif"],
      [await base.clone().gif().toBuffer(), "image/gif"],
    ] as const) {
      const response = await ownerUpload(content, { contentType: type });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ width: 640, height: 480 });
    }
  });

  it("refuses a text file named .jpg, by its content", async () => {
    const response = await ownerUpload(Buffer.from("Hej! Det här är ingen bild.\n".repeat(20)), {
      fileName: "photo.jpg",
      contentType: "image/jpeg",
    });
    const body = expectError(response, 415, "IMAGE_UNSUPPORTED");
    expect(body.errorDescription.sv).toMatch(/^Misslyckades att ladda upp bilden/);
  });

  it("refuses an SVG even when it claims to be an image", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x</script></svg>',
    );
    expectError(
      await ownerUpload(svg, { fileName: "a.svg", contentType: "image/svg+xml" }),
      415,
      "IMAGE_UNSUPPORTED",
    );
  });

  it("refuses a 0-byte file", async () => {
    expectError(await ownerUpload(Buffer.alloc(0)), 400, "IMAGE_EMPTY");
  });

  it("refuses a file over 25 MB", async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expectError(await ownerUpload(big), 413, "IMAGE_TOO_LARGE");
  });

  it("refuses a decompression bomb by its declared size, before decoding it", async () => {
    const bomb = await pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    expectError(await ownerUpload(bomb, { contentType: "image/png" }), 422, "IMAGE_TOO_MANY_PIXELS");
  });

  it("refuses a real image over 40 megapixels", async () => {
    const png = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#fff" } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    expectError(await ownerUpload(png, { contentType: "image/png" }), 422, "IMAGE_TOO_MANY_PIXELS");
  });

  it("refuses a damaged image that starts like a JPEG", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    expectError(await ownerUpload(broken), 422, "IMAGE_UNREADABLE");
  });

  it("wants the field named file, and a multipart body", async () => {
    const jpeg = await (await twoColourImage(100, 100)).jpeg().toBuffer();
    const wrong = expectError(await ownerUpload(jpeg, { field: "image" }), 400, "IMAGE_MISSING");
    expect(wrong.issues?.[0]?.path).toBe("file");
    const json = await t.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/upload-image`,
      cookies: { session: cookie },
      payload: { file: "x" },
    });
    expectError(json, 400, "IMAGE_MISSING");
  });

  it("answers 401 without a session and 403 for another account's site", async () => {
    const jpeg = await (await twoColourImage(100, 100)).jpeg().toBuffer();
    expectError(await upload(`/api/sites/${siteId}/upload-image`, jpeg), 401, "NOT_LOGGED_IN");
    const other = await registerAndLogin(t.app);
    expectError(
      await upload(`/api/sites/${siteId}/upload-image`, jpeg, { cookie: other.cookie }),
      403,
      "FORBIDDEN",
    );
    expectError(await upload("/api/sites/not-an-id/upload-image", jpeg, { cookie }), 403, "FORBIDDEN");
  });

  it("leaves no half-written files behind after a refused upload", () => {
    const incoming = join(mediaDir(t.ctx), ".incoming");
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  });
});

describe("the stored variants of a wide photo", () => {
  it("adds a 2400 px variant, each width as JPEG, AVIF (AV1 in HEIF) and WebP of that width", async () => {
    const jpeg = await (await twoColourImage(2600, 1300)).jpeg().toBuffer();
    const response = await ownerUpload(jpeg, { fileName: "vid-sjon.jpg" });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    expect(image.sizes.map((s) => s.size)).toEqual([2400, 1600, 1200, 800, 600]);
    expect(image.formats).toEqual(["avif", "webp"]);
    const dir = join(mediaDir(t.ctx), "uploads", siteId, image.id as string);
    const avif = await sharp(join(dir, "vid-sjon-2400.avif")).metadata();
    expect(avif).toMatchObject({ format: "heif", compression: "av1", width: 2400, height: 1200 });
    const full = await sharp(join(dir, "vid-sjon.avif")).metadata();
    expect(full).toMatchObject({ compression: "av1", width: 2600, height: 1300 });
  });
});

describe("POST /api/sites/quick-start/upload-image", () => {
  it("works without a session and keeps the image apart, as temporary", async () => {
    const jpeg = await (await twoColourImage(1300, 900)).jpeg().toBuffer();
    const response = await upload("/api/sites/quick-start/upload-image", jpeg, { fileName: "IMG_0001.jpg" });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    expect(image.path).toBe(`/media/quick-start/${image.id}/`);
    expect(image).toMatchObject({ temporary: true, cdn: true, width: 1300, height: 900 });
    expect(image.sizes.map((s) => s.size)).toEqual([1200, 800, 600]);
    expect(allExist(imageFiles(t.ctx, image))).toBe(true);
    const [row] = await t.ctx.db
      .select()
      .from(images)
      .where(eq(images.id, image.id as string));
    expect(row).toMatchObject({ siteId: null, quickStart: true });
  });

  it("checks quick-start uploads by content too", async () => {
    expectError(
      await upload("/api/sites/quick-start/upload-image", Buffer.from("not an image")),
      415,
      "IMAGE_UNSUPPORTED",
    );
  });

  it("limits anonymous uploads per client: 60 an hour", async () => {
    const { payload, headers } = multipartBody(Buffer.from("not an image"));
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/sites/quick-start/upload-image",
        payload,
        headers,
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await send("10.200.0.1")).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 415)).toBe(true);
    expect(statuses[60]).toBe(429);
    expectError(await send("10.200.0.1"), 429, "TOO_MANY_REQUESTS");
    // Another client is not affected.
    expect((await send("10.200.0.2")).statusCode).toBe(415);
  });
});
