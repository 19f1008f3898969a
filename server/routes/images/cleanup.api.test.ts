import { existsSync, mkdirSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { type Image, imageSchema } from "@core/images";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { images } from "../../db/schema";
import { removeExpiredImages } from "../../images/cleanup";
import { mediaDir } from "../../static";
import {
  createSiteFor,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";
import { imageFiles, multipartBody, twoColourImage } from "./test-helpers";

const t = testAppForThisFile();
const DAY = 24 * 60 * 60 * 1000;

async function quickStartUpload(): Promise<Image> {
  const { payload, headers } = multipartBody(await (await twoColourImage(700, 400)).jpeg().toBuffer());
  const response = await t.app.inject({
    method: "POST",
    url: "/api/sites/quick-start/upload-image",
    payload,
    headers,
    remoteAddress: freshClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return imageSchema.parse(response.json());
}

async function rowOf(image: Image) {
  const [row] = await t.ctx.db
    .select()
    .from(images)
    .where(eq(images.id, image.id as string));
  return row;
}

const filesExist = (image: Image) => imageFiles(t.ctx, image).map((file) => existsSync(file));

describe("quick-start images: claimed by the site made from them, else removed after 7 days", () => {
  it("keeps an image a new site uses, removes an old unclaimed one, and leaves recent ones", async () => {
    const [kept, dropped, recent, savedLater] = [
      await quickStartUpload(),
      await quickStartUpload(),
      await quickStartUpload(),
      await quickStartUpload(),
    ];
    // The quick-start visitor saves: POST /api/sites/V2 with the header photo they uploaded.
    const { cookie } = await registerAndLogin(t.app);
    const document = validSiteDocument();
    const header = document.siteModules[0] as { image?: unknown };
    header.image = kept;
    const siteId = await createSiteFor(t.app, cookie, document);
    expect(await rowOf(kept)).toMatchObject({ siteId, quickStart: true });
    expect((await rowOf(kept))?.claimedAt).toBeInstanceOf(Date);
    expect(await rowOf(dropped)).toMatchObject({ siteId: null });

    // A later save (PUT /api/sites/V2/{id}) claims what it references too, even as imageBeforeEdit.
    const later = validSiteDocument();
    (later.siteModules[0] as { image?: unknown }).image = {
      ...kept,
      imageBeforeEdit: { path: savedLater.path, fileName: savedLater.fileName, sizes: savedLater.sizes },
    };
    const save = await t.app.inject({
      method: "PUT",
      url: `/api/sites/V2/${siteId}`,
      cookies: { session: cookie },
      payload: later,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(await rowOf(savedLater)).toMatchObject({ siteId });

    const old = new Date(Date.now() - 8 * DAY);
    const ids = [kept, dropped, savedLater].map((image) => image.id as string);
    await t.ctx.db.update(images).set({ createdAt: old }).where(inArray(images.id, ids));

    const { removed } = await removeExpiredImages(t.ctx);
    expect(removed).toBe(1);
    expect(await rowOf(dropped)).toBeUndefined();
    expect(filesExist(dropped).every((exists) => !exists)).toBe(true);
    expect(existsSync(join(mediaDir(t.ctx), dropped.path.replace(/^\/media\//, "")))).toBe(false);
    for (const image of [kept, savedLater, recent]) {
      expect(await rowOf(image)).toBeDefined();
      expect(filesExist(image).every(Boolean)).toBe(true);
    }
  });

  it("removes folders no row knows once they are old, and stale half-written uploads", async () => {
    const media = mediaDir(t.ctx);
    const orphan = join(media, "quick-start", "ab".repeat(12));
    const fresh = join(media, "quick-start", "cd".repeat(12));
    const stale = join(media, ".incoming", "ef".repeat(12));
    for (const dir of [orphan, fresh, stale]) mkdirSync(dir, { recursive: true });
    const old = new Date(Date.now() - 8 * DAY);
    utimesSync(orphan, old, old);
    utimesSync(stale, old, old);
    await removeExpiredImages(t.ctx);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it("never removes an owner's images", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    const { payload, headers } = multipartBody(await (await twoColourImage(300, 300)).jpeg().toBuffer());
    const response = await t.app.inject({
      method: "POST",
      url: `/api/sites/${siteId}/upload-image`,
      cookies: { session: cookie },
      payload,
      headers,
      remoteAddress: freshClientAddress(),
    });
    const image = imageSchema.parse(response.json());
    await t.ctx.db
      .update(images)
      .set({ createdAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(images.id, image.id as string));
    await removeExpiredImages(t.ctx);
    expect(await rowOf(image)).toBeDefined();
    expect(filesExist(image).every(Boolean)).toBe(true);
  });
});
