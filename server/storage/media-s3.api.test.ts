// Uploaded pictures in an S3-compatible bucket (s3rver started by the test on a port from the OS): an
// upload through one app is stored in the bucket only, and served by another app (another process,
// another DATA_DIR) at the same URL with the disk route's caching, an ETag and 304; its portrait crop
// is made on request from the bucket; deleting the site's pictures (account deletion) removes them
// from the bucket, after which neither app serves them.
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeSiteImages } from "../images/site-files";
import { multipartBody } from "../routes/images/test-helpers";
import {
  createSiteFor,
  createTestApp,
  freshClientAddress,
  registerAndLogin,
  type TestApp,
} from "../test/harness";
import { mediaStorageOf } from ".";
import { type LocalS3, startLocalS3 } from "./s3rver.test-helper";
import { MEDIA_CACHE_CONTROL } from "./serve";

let s3: LocalS3;
let one: TestApp;
let other: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  one = await createTestApp({ pages: true, env: s3.env });
  other = await createTestApp({ pages: true, env: s3.env });
});
afterAll(async () => {
  await one?.close();
  await other?.close();
  await s3?.close();
});

describe("uploaded pictures in an S3-compatible bucket", () => {
  it("upload on one, served by the other, portrait and crop made from the bucket, deleted with the site", async () => {
    const { cookie } = await registerAndLogin(one.app);
    const siteId = await createSiteFor(one.app, cookie);
    const jpeg = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: "#3355aa" } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody(jpeg, { fileName: "bild.jpg" });
    const uploaded = await one.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/upload-image`,
      payload,
      headers,
      cookies: { session: cookie },
      remoteAddress: freshClientAddress(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json() as { path: string; fileName: string; sizes: { fileName: string }[] };
    const dir = image.path.replace(/^\/media\//, "").replace(/\/$/, "");
    // In the bucket, not on the uploading app's disk.
    expect(existsSync(join(one.ctx.config.dataDir, "media", dir))).toBe(false);
    const keys = (await mediaStorageOf(one.ctx).list(`${dir}/`)).map((o) => o.key);
    expect(keys).toContain(`${dir}/${image.fileName}`);
    expect(keys.some((k) => k.endsWith(".webp"))).toBe(true);

    const url = `${image.path}${image.fileName}`;
    const served = await other.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe(MEDIA_CACHE_CONTROL);
    expect(
      served.rawPayload.equals((await mediaStorageOf(other.ctx).read(`${dir}/${image.fileName}`)) as Buffer),
    ).toBe(true);
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(
      (await other.app.inject({ method: "GET", url, headers: { "if-none-match": etag } })).statusCode,
    ).toBe(304);
    const smaller = image.sizes[0]?.fileName ?? "";
    expect((await other.app.inject({ method: "GET", url: `${image.path}${smaller}` })).statusCode).toBe(200);
    expect((await other.app.inject({ method: "GET", url: `${image.path}none.jpg` })).statusCode).toBe(404);
    expect(
      (await other.app.inject({ method: "GET", url: `/media/uploads/${siteId}/../x.jpg` })).statusCode,
    ).toBe(404);

    // A portrait crop, asked of the other app: made from the bucket's JPEG and kept there.
    const stem = image.fileName.replace(/\.jpg$/, "");
    const portrait = await other.app.inject({ method: "GET", url: `${image.path}${stem}-p480.webp` });
    expect(portrait.statusCode, portrait.body.slice(0, 200)).toBe(200);
    expect(portrait.headers["content-type"]).toBe("image/webp");
    expect((await sharp(portrait.rawPayload).metadata()).width).toBe(480);
    expect(await mediaStorageOf(one.ctx).exists(`${dir}/${stem}-p480.webp`)).toBe(true);

    // A crop of it (the uploading app keeps no file of it): read from the bucket, the new picture put there.
    const cropped = await one.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/crop-image/v2`,
      payload: {
        originalName: "utsnitt.jpg",
        sourceImageUrl: url,
        crop: { x: 100, y: 100, width: 700, height: 500 },
      },
      cookies: { session: cookie },
      remoteAddress: freshClientAddress(),
    });
    expect(cropped.statusCode, cropped.body).toBe(200);
    const crop = cropped.json() as { path: string; fileName: string; width: number };
    expect(crop.width).toBe(700);
    const cropServed = await other.app.inject({ method: "GET", url: `${crop.path}${crop.fileName}` });
    expect(cropServed.statusCode).toBe(200);
    expect((await sharp(cropServed.rawPayload).metadata()).width).toBe(700);

    // Account deletion's removal of every picture of the site reaches the bucket.
    await removeSiteImages(one.ctx, siteId);
    expect(await mediaStorageOf(one.ctx).list(`uploads/${siteId}/`)).toEqual([]);
    for (const t of [one, other]) expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });
});
