// Guests' photos with the media in an S3-compatible bucket (s3rver on a port from the OS): an upload is
// stored in the bucket only (nothing on the app's disk) and read back from it. On PostgreSQL, two app
// instances share the database and the bucket: a photo approved at once on one is heard by a slideshow
// streaming from the other (cache bus: pg_notify), and served by it. PGlite's data belongs to one
// process, so the two-instance part runs on PostgreSQL only.
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoStorageOf } from "../../photos/storage";
import { type LocalS3, startLocalS3 } from "../../storage/s3rver.test-helper";
import {
  createSiteFor,
  createTestApp,
  registerAndLogin,
  type TestApp,
  usesPostgres,
} from "../../test/harness";
import { openEvents, phoneJpegWithGps, smallJpeg, uploadPhoto } from "./test-helpers";

let s3: LocalS3;
let one: TestApp;
let other: TestApp | null = null;
let cookie: string;
let siteId: string;
let key: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  one = await createTestApp({ env: s3.env });
  if (usesPostgres() && one.databaseName)
    other = await createTestApp({ env: s3.env, databaseName: one.databaseName, keepDatabase: true });
  ({ cookie } = await registerAndLogin(one.app));
  siteId = await createSiteFor(one.app, cookie);
  const response = await one.app.inject({
    method: "PUT",
    url: `/api/sites/${siteId}/photos/settings`,
    payload: { enabled: true },
    cookies: { session: cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  key = response.json().key;
}, 60_000);

afterAll(async () => {
  await other?.close();
  await one?.close();
  await s3?.close();
});

describe("guests' photos in a bucket", () => {
  it("stores an upload in the bucket only, without its EXIF, and serves it from there", async () => {
    const response = await uploadPhoto(one.app, siteId, key, await phoneJpegWithGps());
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as string;
    const keys = (await photoStorageOf(one.ctx).list(`guest-photos/${siteId}/${id}/`)).map((o) => o.key);
    expect(keys).toContain(`guest-photos/${siteId}/${id}/photo.jpg`);
    expect(existsSync(join(one.ctx.config.dataDir, "guest-photos", siteId))).toBe(false);
    const file = await one.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}/photos/${id}/full`,
      cookies: { session: cookie },
    });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
  });
});

describe.runIf(usesPostgres())("two instances on one PostgreSQL", () => {
  it("a slideshow on one instance hears a photo approved on the other, and gets its file there", {
    timeout: 60_000,
  }, async () => {
    const b = other as TestApp;
    await b.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await openEvents(b.app, `/api/photos/${key}/events`);
    await stream.next("snapshot");
    await one.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/photos/settings`,
      payload: { autoApprove: true },
      cookies: { session: cookie },
    });
    const uploaded = await uploadPhoto(one.app, siteId, key, await smallJpeg("#336699", 900, 700));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().id as string;
    const event = await stream.next("photo", (data) => (data as { id: string }).id === id);
    expect(event.data).toMatchObject({ id, width: 900, height: 700 });
    const file = await b.app.inject({ method: "GET", url: `/api/photos/${key}/${id}/small` });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(600);
    stream.close();
  });
});
