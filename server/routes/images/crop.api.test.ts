import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Image, imageSchema } from "@core/images";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaDir } from "../../static";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
} from "../../test/harness";
import { allExist, imageFiles, isBlue, isRed, multipartBody, pixelAt, twoColourImage } from "./test-helpers";

const t = testAppForThisFile();
let cookie: string;
let siteId: string;
/** 1600 × 1200, left half red, right half blue; sizes 1200, 800, 600. */
let source: Image;

const fullUrl = (image: Pick<Image, "path" | "fileName">, fileName = image.fileName) =>
  `${image.path}${fileName}`;

async function uploadAs(url: string, content: Buffer, session?: string): Promise<Image> {
  const { payload, headers } = multipartBody(content);
  const response = await t.app.inject({
    method: "POST",
    url,
    payload,
    headers,
    remoteAddress: freshClientAddress(),
    ...(session ? { cookies: { session } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return imageSchema.parse(response.json());
}

function crop(url: string, payload: object, session: string | undefined = cookie) {
  return t.app.inject({
    method: "PUT",
    url,
    payload,
    remoteAddress: freshClientAddress(),
    ...(session ? { cookies: { session } } : {}),
  });
}
const cropV2 = (payload: object, session?: string) =>
  crop(`/api/sites/${siteId}/crop-image/v2`, payload, session);
const storedFile = (image: Image, fileName = image.fileName) =>
  join(mediaDir(t.ctx), image.path.replace(/^\/media\//, ""), fileName);

beforeAll(async () => {
  ({ cookie } = await registerAndLogin(t.app));
  siteId = await createSiteFor(t.app, cookie);
  source = await uploadAs(
    `/api/sites/${siteId}/upload-image`,
    await (await twoColourImage(1600, 1200)).jpeg().toBuffer(),
    cookie,
  );
  // A demo picture as the seed renders them (design/artwork): a full size and smaller widths.
  const demo = join(mediaDir(t.ctx), "demo");
  mkdirSync(demo, { recursive: true });
  const picture = await (await twoColourImage(1200, 800)).png().toBuffer();
  await sharp(picture).jpeg().toFile(join(demo, "sample-hero.jpg"));
  await sharp(picture).resize({ width: 600 }).jpeg().toFile(join(demo, "sample-hero-600.jpg"));
});

describe("PUT /api/sites/{siteId}/crop-image/v2", () => {
  it("crops in the source file's pixels into a new image that can be reverted", async () => {
    const response = await cropV2({
      originalName: "portrait.jpg",
      sourceImageUrl: fullUrl(source),
      crop: { x: 800, y: 100, width: 700, height: 1000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    expect(image).toMatchObject({ width: 700, height: 1000, cdn: true, originalName: "portrait.jpg" });
    expect(image.id).not.toBe(source.id);
    expect(image.path).toBe(`/media/uploads/${siteId}/${image.id}/`);
    expect(image.sizes.map((s) => s.size)).toEqual([600]);
    expect(allExist(imageFiles(t.ctx, image))).toBe(true);
    expect(isBlue(await pixelAt(storedFile(image), 350, 500))).toBe(true);
    expect(image.imageBeforeEdit).toEqual({
      path: source.path,
      fileName: source.fileName,
      sizes: source.sizes,
    });
  });

  it("scales a rectangle given on a smaller variant up to the full size", async () => {
    const variant = source.sizes.find((s) => s.size === 800);
    expect(variant).toBeDefined();
    const response = await cropV2({
      sourceImageUrl: fullUrl(source, variant?.fileName),
      crop: { x: 0, y: 0, width: 400, height: 300 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    expect(image).toMatchObject({ width: 800, height: 600 });
    expect(isRed(await pixelAt(storedFile(image), 790, 10))).toBe(true);
  });

  it("accepts this server's absolute URL and clamps a rectangle reaching past the edge", async () => {
    const response = await cropV2({
      sourceImageUrl: `http://localhost:3000${fullUrl(source)}`,
      crop: { x: 1400, y: -50, width: 500, height: 300.4 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ width: 200, height: 250 });
  });

  it("crops a demo picture into the owner's own image", async () => {
    const response = await cropV2({
      sourceImageUrl: "/media/demo/sample-hero-600.jpg",
      crop: { x: 300, y: 0, width: 300, height: 400 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    expect(image).toMatchObject({ width: 600, height: 800 });
    expect(image.path).toBe(`/media/uploads/${siteId}/${image.id}/`);
    expect(image.imageBeforeEdit).toEqual({
      path: "/media/demo/",
      fileName: "sample-hero.jpg",
      sizes: [{ size: 600, fileName: "sample-hero-600.jpg" }],
    });
    expect(isBlue(await pixelAt(storedFile(image), 300, 400))).toBe(true);
  });

  it("refuses an empty area or one outside the image", async () => {
    const sourceImageUrl = fullUrl(source);
    for (const area of [
      { x: 1700, y: 0, width: 100, height: 100 },
      { x: 0, y: -300, width: 100, height: 200 },
      { x: 10, y: 10, width: 0, height: 100 },
      { x: 10, y: 10, width: 100, height: -5 },
      { x: 10, y: 10, width: 0.2, height: 0.2 },
    ]) {
      const body = expectError(await cropV2({ sourceImageUrl, crop: area }), 422, "CROP_OUTSIDE_IMAGE");
      expect(body.errorDescription.sv).toMatch(/^Misslyckades att beskära bilden/);
    }
  });

  it("refuses images from anywhere else, and paths that try to leave the media folder", async () => {
    const file = `${source.id}/${source.fileName}`;
    for (const sourceImageUrl of [
      `https://annan-server.se${fullUrl(source)}`,
      `//annan-server.se${fullUrl(source)}`,
      `http://localhost:3000@annan-server.se${fullUrl(source)}`,
      "https://images.example.com/photo.jpg",
      "/media/demo/../../pglite/PG_VERSION",
      `/media/uploads/${siteId}/../${file}`,
      `/media/uploads/${siteId}/%2e%2e/${file}`,
      "/media/demo/..%2f..%2fsecret.jpg",
      `/media/quick-start/${file}`,
      `/media/uploads/${"0".repeat(24)}/${file}`,
      `/media/uploads/${siteId}/${source.id}/other.jpg`,
      "/media/demo/missing.jpg",
      "/media/demo/.demo-images.json",
      "/assets/index.js",
      "file:///etc/passwd",
      "javascript:alert(1)",
    ]) {
      const response = await cropV2({ sourceImageUrl, crop: { x: 0, y: 0, width: 10, height: 10 } });
      expectError(response, 400, "CROP_SOURCE_REFUSED");
    }
  });

  it("parses the body and checks the owner", async () => {
    const good = { sourceImageUrl: fullUrl(source), crop: { x: 0, y: 0, width: 10, height: 10 } };
    expectError(
      await cropV2({ ...good, crop: { x: "0", y: 0, width: 10, height: 10 } }),
      400,
      "INVALID_INPUT",
    );
    expectError(await cropV2({ crop: good.crop }), 400, "INVALID_INPUT");
    expectError(await crop(`/api/sites/${siteId}/crop-image/v2`, good, ""), 401, "NOT_LOGGED_IN");
    const other = await registerAndLogin(t.app);
    expectError(await cropV2(good, other.cookie), 403, "FORBIDDEN");
  });
});

describe("PUT /api/sites/{siteId}/crop-image (legacy body)", () => {
  it("crops and carries the image before edit the client names", async () => {
    const imageBeforeEdit = { path: source.path, fileName: source.fileName, sizes: source.sizes };
    const response = await crop(`/api/sites/${siteId}/crop-image`, {
      imageBeforeEdit,
      sourceImageUrl: fullUrl(source),
      x: 0,
      y: 600,
      width: 1600,
      height: 600,
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    expect(image).toMatchObject({ width: 1600, height: 600, imageBeforeEdit });
    expect(allExist(imageFiles(t.ctx, image))).toBe(true);
  });

  it("refuses a crop outside the image and a foreign source", async () => {
    const base = { sourceImageUrl: fullUrl(source), x: 5000, y: 0, width: 10, height: 10 };
    expectError(await crop(`/api/sites/${siteId}/crop-image`, base), 422, "CROP_OUTSIDE_IMAGE");
    expectError(
      await crop(`/api/sites/${siteId}/crop-image`, { ...base, x: 0, sourceImageUrl: "https://x.se/a.jpg" }),
      400,
      "CROP_SOURCE_REFUSED",
    );
  });
});

describe("PUT /api/sites/quick-start/crop-image/v2", () => {
  it("crops a quick-start upload without a session into another quick-start image", async () => {
    const { payload, headers } = multipartBody(await (await twoColourImage(900, 600)).png().toBuffer());
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/sites/quick-start/upload-image",
      payload,
      headers,
      remoteAddress: freshClientAddress(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const upload = imageSchema.parse(uploaded.json());
    // The quick start's own uploads are known by its cookie (server/images/quick-start-key.ts).
    const visitor = uploaded.cookies.find((c) => c.name === "quick_start");
    expect(visitor).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/sites/quick-start" });
    const crop = (url: string, payload: object) =>
      t.app.inject({
        method: "PUT",
        url,
        payload,
        remoteAddress: freshClientAddress(),
        cookies: { quick_start: visitor?.value ?? "" },
      });
    const response = await crop("/api/sites/quick-start/crop-image/v2", {
      sourceImageUrl: fullUrl(upload),
      crop: { x: 0, y: 0, width: 450, height: 600 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    expect(image.path).toBe(`/media/quick-start/${image.id}/`);
    expect(image).toMatchObject({ width: 450, height: 600, temporary: true });
    expect(isRed(await pixelAt(storedFile(image), 440, 300))).toBe(true);
    const legacy = await crop("/api/sites/quick-start/crop-image", {
      sourceImageUrl: fullUrl(upload),
      x: 0,
      y: 0,
      width: 100,
      height: 100,
    });
    expect(legacy.statusCode, legacy.body).toBe(200);
  });
});

describe("a quick start crops only its own uploads (issue 22 item 8)", () => {
  const QUICK_CROP = "/api/sites/quick-start/crop-image/v2";
  const quickStartCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((c) => c.name === "quick_start")?.value;

  async function quickStartUpload(fileName: string, visitor?: string) {
    const { payload, headers } = multipartBody(await (await twoColourImage(900, 600)).png().toBuffer(), {
      fileName,
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sites/quick-start/upload-image",
      payload,
      headers,
      remoteAddress: freshClientAddress(),
      ...(visitor ? { cookies: { quick_start: visitor } } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { image: imageSchema.parse(response.json()), visitor: quickStartCookieOf(response) ?? visitor };
  }

  const quickCrop = (sourceImageUrl: string, visitor?: string) =>
    t.app.inject({
      method: "PUT",
      url: QUICK_CROP,
      payload: { sourceImageUrl, crop: { x: 0, y: 0, width: 100, height: 100 } },
      remoteAddress: freshClientAddress(),
      ...(visitor ? { cookies: { quick_start: visitor } } : {}),
    });

  it("crops the visitor's own upload, and keeps the same visitor's crops together", async () => {
    const { image, visitor } = await quickStartUpload("vår-bild.png");
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const response = await quickCrop(fullUrl(image), visitor);
    expect(response.statusCode, response.body).toBe(200);
    const cropped = imageSchema.parse(response.json());
    expect(cropped.originalName).toBe("vår-bild.png");
    // The crop is the visitor's too: it can be cropped again.
    expect((await quickCrop(fullUrl(cropped), visitor)).statusCode).toBe(200);
    // A second upload with the cookie stays the same visitor's.
    const second = await quickStartUpload("andra.png", visitor);
    expect(second.visitor).toBe(visitor);
    expect((await quickCrop(fullUrl(second.image), visitor)).statusCode).toBe(200);
  });

  it("refuses another visitor's upload and an owner's upload, without telling their names", async () => {
    const { image } = await quickStartUpload("hemlig-annas-bild.png");
    const stranger = (await quickStartUpload("min.png")).visitor;
    const ownersImage = await uploadAs(
      `/api/sites/${siteId}/upload-image`,
      await (await twoColourImage(700, 500)).jpeg().toBuffer(),
      cookie,
    );
    for (const sourceImageUrl of [fullUrl(image), fullUrl(source), fullUrl(ownersImage)]) {
      for (const visitor of [undefined, stranger, "x".repeat(43)]) {
        const response = await quickCrop(sourceImageUrl, visitor);
        expectError(response, 400, "CROP_SOURCE_REFUSED");
        expect(response.body).not.toMatch(/hemlig|photo\.jpg/);
      }
    }
  });

  it("refuses dot segments and encoded slashes before any lookup", async () => {
    const { image, visitor } = await quickStartUpload("a.png");
    const file = `${image.id}/${image.fileName}`;
    for (const sourceImageUrl of [
      `/media/quick-start/x/../${file}`,
      `/media/quick-start/%2e%2e/quick-start/${file}`,
      `/media/quick-start/%2E%2E/quick-start/${file}`,
      `/media/quick-start%2f${file}`,
      `/media/quick-start/${image.id}%2F${image.fileName}`,
      `/media/quick-start/./${file}`,
      `http://localhost:3000/media/quick-start/x/%2e%2e/${file}`,
      `http://localhost:3000/media/quick-start/x/..%2f${file}`,
    ]) {
      expectError(await quickCrop(sourceImageUrl, visitor), 400, "CROP_SOURCE_REFUSED");
    }
    // A NUL never reaches the route (server/json-safety.ts).
    expectError(await quickCrop(`/media/quick-start/${file}\u0000`, visitor), 400, "INVALID_INPUT");
    expect((await quickCrop(`/media/quick-start/${file}`, visitor)).statusCode).toBe(200);
  });

  it("an owner crops only their own site's uploads", async () => {
    const other = await registerAndLogin(t.app);
    const otherSite = await createSiteFor(t.app, other.cookie);
    const theirs = await uploadAs(
      `/api/sites/${otherSite}/upload-image`,
      await (await twoColourImage(700, 500)).jpeg().toBuffer(),
      other.cookie,
    );
    const response = await cropV2({
      sourceImageUrl: fullUrl(theirs),
      crop: { x: 0, y: 0, width: 10, height: 10 },
    });
    expectError(response, 400, "CROP_SOURCE_REFUSED");
  });
});
