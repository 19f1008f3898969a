// Guests' photos (issue 27), on PGlite and PostgreSQL: uploads with the site's key (re-encoded upright,
// the GPS location gone), refused without or with a wrong key and when sharing is off (nothing stored),
// not an image, over the caps; the owner's list, approve/reject/delete, auto-approve, the .zip, the
// guests' pages; and the slideshow's event stream hearing a new approved photo.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { PHOTO_CAPS, type PhotoList, type PhotoSettingsView } from "@core/photos";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, sites } from "../../db/schema";
import { newId } from "../../ids";
import { photoStorageOf } from "../../photos/storage";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  TEST_PASSWORD,
  testAppForThisFile,
} from "../../test/harness";
import { hasGpsPointer, openEvents, phoneJpegWithGps, smallJpeg, uploadPhoto } from "./test-helpers";

const t = testAppForThisFile();
let cookie: string;
let siteId: string;
let key: string;

const owner = (method: "GET" | "PUT" | "DELETE", url: string, payload?: object, session = cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), cookies: { session } });

async function settings(body: object): Promise<PhotoSettingsView> {
  const response = await owner("PUT", `/api/sites/${siteId}/photos/settings`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function list(id = siteId): Promise<PhotoList> {
  const response = await owner("GET", `/api/sites/${id}/photos`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const storedKeys = async (id = siteId) =>
  (await photoStorageOf(t.ctx).list(`guest-photos/${id}/`)).map((o) => o.key);

beforeAll(async () => {
  ({ cookie } = await registerAndLogin(t.app));
  siteId = await createSiteFor(t.app, cookie);
  const first = await owner("GET", `/api/sites/${siteId}/photos/settings`);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toMatchObject({ enabled: false, autoApprove: false, published: false });
  key = (await settings({ enabled: true })).key;
  expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
});

describe("a guest's upload with the key", () => {
  it("stores the photo re-encoded and upright, without its EXIF (no GPS), waiting for approval", async () => {
    const original = await phoneJpegWithGps();
    const before = await sharp(original).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(before).toMatchObject({ width: 300, height: 200, orientation: 6 });

    const response = await uploadPhoto(t.app, siteId, key, original, { name: "  Moster  Anna " });
    expect(response.statusCode, response.body).toBe(201);
    const { id, status } = response.json() as { id: string; status: string };
    expect(status).toBe("pending");
    expect(response.cookies.find((c) => c.name === "photo_guest")).toMatchObject({ httpOnly: true });

    const [row] = await t.ctx.db.select().from(photos).where(eq(photos.id, id));
    expect(row).toMatchObject({
      siteId,
      width: 200,
      height: 300,
      uploaderName: "Moster Anna",
      status: "pending",
    });
    expect(row?.uploader).toMatch(/^[0-9a-f]{64}$/);
    const stored = await photoStorageOf(t.ctx).read(`${row?.storageKey}photo.jpg`);
    expect(stored).not.toBeNull();
    const after = await sharp(stored as Buffer).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 200, height: 300 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect((stored as Buffer).includes(Buffer.from("Exif"))).toBe(false);
    // Outside DATA_DIR/media, which is served to anyone as it is.
    expect(readdirSync(join(t.ctx.config.dataDir)).includes("guest-photos")).toBe(true);

    // The owner sees it and its file; a guest with the key does not while it waits.
    const listed = await list();
    expect(listed.photos.find((p) => p.id === id)).toMatchObject({
      status: "pending",
      uploaderName: "Moster Anna",
    });
    const file = await owner("GET", `/api/sites/${siteId}/photos/${id}/full`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    const hidden = await t.app.inject({ method: "GET", url: `/api/photos/${key}/${id}/large` });
    expectError(hidden, 404, "NOT_FOUND");
  });

  it("stores the full size, 1600 and 600 px as JPEG only (no AVIF or WebP twins)", async () => {
    const response = await uploadPhoto(t.app, siteId, key, await smallJpeg("#884422", 1800, 1200));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as string;
    const names = (await storedKeys()).filter((k) => k.includes(`/${id}/`)).map((k) => k.split("/").pop());
    expect(names.sort()).toEqual(["photo-1600.jpg", "photo-600.jpg", "photo.jpg"]);
    const large = await owner("GET", `/api/sites/${siteId}/photos/${id}/large`);
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1600);
    await owner("DELETE", `/api/sites/${siteId}/photos/${id}`);
  });

  it("refuses without a key, with a wrong key, with another site's key and when sharing is off; nothing stored", async () => {
    const other = await registerAndLogin(t.app);
    const otherSite = await createSiteFor(t.app, other.cookie);
    const otherKey = (
      await t.app.inject({
        method: "PUT",
        url: `/api/sites/${otherSite}/photos/settings`,
        payload: { enabled: true },
        cookies: { session: other.cookie },
      })
    ).json().key as string;
    const before = (await list()).photos.length;
    const keysBefore = await storedKeys();
    const jpeg = await smallJpeg();
    expectError(await uploadPhoto(t.app, siteId, null, jpeg), 404, "PHOTO_LINK_INVALID");
    expectError(await uploadPhoto(t.app, siteId, "A".repeat(22), jpeg), 404, "PHOTO_LINK_INVALID");
    expectError(await uploadPhoto(t.app, siteId, "../../etc", jpeg), 404, "PHOTO_LINK_INVALID");
    expectError(await uploadPhoto(t.app, siteId, otherKey, jpeg), 404, "PHOTO_LINK_INVALID");
    await settings({ enabled: false });
    expectError(await uploadPhoto(t.app, siteId, key, jpeg), 403, "PHOTO_SHARING_OFF");
    await settings({ enabled: true });
    expect((await list()).photos.length).toBe(before);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it("refuses what is not an image (415) and a file over 20 MB (413); nothing stored", async () => {
    const keysBefore = await storedKeys();
    const count = (await list()).photos.length;
    const text = Buffer.from("just some words, not a photo at all");
    expectError(
      await uploadPhoto(t.app, siteId, key, text, { contentType: "image/jpeg" }),
      415,
      "IMAGE_UNSUPPORTED",
    );
    const huge = Buffer.alloc(PHOTO_CAPS.maxBytes + 1024, 7);
    huge.set([0xff, 0xd8, 0xff, 0xe0], 0);
    expectError(await uploadPhoto(t.app, siteId, key, huge), 413, "PHOTO_TOO_LARGE");
    expect((await list()).photos.length).toBe(count);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it("refuses a guest over their cap and everyone over the site's cap (429)", async () => {
    const guest = "g".repeat(22);
    const uploader = createHash("sha256").update(`${siteId}:${guest}`).digest("hex");
    const existing = (await list()).photos.length;
    const row = (i: number, who: string) => ({
      id: newId(),
      siteId,
      storageKey: `guest-photos/${siteId}/filler${i}/`,
      width: 10,
      height: 10,
      bytes: 10,
      uploader: who,
    });
    await t.ctx.db
      .insert(photos)
      .values(Array.from({ length: PHOTO_CAPS.perGuest }, (_, i) => row(i, uploader)));
    const jpeg = await smallJpeg();
    expectError(await uploadPhoto(t.app, siteId, key, jpeg, { guest }), 429, "PHOTO_GUEST_LIMIT");
    // Another guest still may.
    const fine = await uploadPhoto(t.app, siteId, key, jpeg, { guest: "h".repeat(22) });
    expect(fine.statusCode, fine.body).toBe(201);
    const room = PHOTO_CAPS.perSite - PHOTO_CAPS.perGuest - existing - 1;
    await t.ctx.db
      .insert(photos)
      .values(Array.from({ length: room }, (_, i) => row(1000 + i, `other${i % 40}`)));
    const keysBefore = await storedKeys();
    expectError(
      await uploadPhoto(t.app, siteId, key, jpeg, { guest: "i".repeat(22) }),
      429,
      "PHOTO_SITE_LIMIT",
    );
    expect(await storedKeys()).toEqual(keysBefore);
    await t.ctx.db.delete(photos).where(eq(photos.bytes, 10));
  });
});

describe("the owner's photos", () => {
  it("lists, approves, rejects and deletes; a stranger 403, signed out 401", async () => {
    const ids: string[] = [];
    for (const colour of ["#112233", "#445566", "#778899"]) {
      const response = await uploadPhoto(t.app, siteId, key, await smallJpeg(colour));
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
    const [a, b, c] = ids as [string, string, string];
    const approve = await owner("PUT", `/api/sites/${siteId}/photos/${a}`, { status: "approved" });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ id: a, status: "approved", decidedAt: expect.any(String) });
    const reject = await owner("PUT", `/api/sites/${siteId}/photos/${b}`, { status: "rejected" });
    expect(reject.json()).toMatchObject({ status: "rejected" });
    expectError(
      await owner("PUT", `/api/sites/${siteId}/photos/${c}`, { status: "maybe" }),
      400,
      "INVALID_INPUT",
    );
    const deleted = await owner("DELETE", `/api/sites/${siteId}/photos/${c}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await storedKeys()).some((k) => k.includes(c))).toBe(false);
    expectError(await owner("DELETE", `/api/sites/${siteId}/photos/${c}`), 404, "NOT_FOUND");

    const listed = await list();
    expect(listed.photos.map((p) => p.id)).not.toContain(c);
    expect(listed.counts.approved).toBeGreaterThanOrEqual(1);
    expect(listed.counts.rejected).toBeGreaterThanOrEqual(1);
    // An approved photo is now the guests' to see with the key; a rejected one is not.
    expect((await t.app.inject({ method: "GET", url: `/api/photos/${key}/${a}/small` })).statusCode).toBe(
      200,
    );
    expectError(
      await t.app.inject({ method: "GET", url: `/api/photos/${key}/${b}/small` }),
      404,
      "NOT_FOUND",
    );

    const stranger = await registerAndLogin(t.app);
    for (const [method, url, payload] of [
      ["GET", `/api/sites/${siteId}/photos`],
      ["GET", `/api/sites/${siteId}/photos/settings`],
      ["PUT", `/api/sites/${siteId}/photos/settings`, { enabled: false }],
      ["PUT", `/api/sites/${siteId}/photos/${a}`, { status: "rejected" }],
      ["DELETE", `/api/sites/${siteId}/photos/${a}`],
      ["GET", `/api/sites/${siteId}/photos/download`],
      ["GET", `/api/sites/${siteId}/photos/${a}/full`],
      ["GET", `/api/sites/${siteId}/photos/qr.svg`],
    ] as const) {
      expectError(await owner(method, url, payload, stranger.cookie), 403, "FORBIDDEN");
      expectError(await t.app.inject({ method, url, ...(payload ? { payload } : {}) }), 401, "NOT_LOGGED_IN");
    }
    expect((await list()).photos.find((p) => p.id === a)?.status).toBe("approved");
  });

  it("auto-approve: a new photo is approved at once", async () => {
    await settings({ autoApprove: true });
    const response = await uploadPhoto(t.app, siteId, key, await smallJpeg("#00aa00"));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().status).toBe("approved");
    await settings({ autoApprove: false });
    const later = await uploadPhoto(t.app, siteId, key, await smallJpeg("#00aa00"));
    expect(later.json().status).toBe("pending");
  });

  it("downloads the approved photos, and only those, as a .zip", async () => {
    const approved = (await list()).photos.filter((p) => p.status === "approved");
    expect(approved.length).toBeGreaterThanOrEqual(2);
    const response = await owner("GET", `/api/sites/${siteId}/photos/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toContain("bilder.zip");
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    expect(names).toHaveLength(approved.length);
    for (const name of names) {
      expect(name).toMatch(/\.jpg$/);
      const meta = await sharp(Buffer.from(files[name] as Uint8Array)).metadata();
      expect(meta.format).toBe("jpeg");
    }
  });

  it("a new key ends the old one: its pages, upload and files are refused", async () => {
    const old = key;
    const renewed = await settings({ newKey: true });
    expect(renewed.key).not.toBe(old);
    expect(renewed.uploadUrl).toMatch(new RegExp(`/bilder/${renewed.key}$`));
    expectError(await uploadPhoto(t.app, siteId, old, await smallJpeg()), 404, "PHOTO_LINK_INVALID");
    expect((await t.app.inject({ method: "GET", url: `/bilder/${old}` })).statusCode).toBe(404);
    key = renewed.key;
  });
});

describe("the guests' pages", () => {
  it("serve the upload page and the slideshow in the page's language; a wrong key is a 404 page", async () => {
    const upload = await t.app.inject({ method: "GET", url: `/bilder/${key}` });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers["content-type"]).toMatch(/^text\/html/);
    expect(upload.body).toContain('<html lang="sv">');
    expect(upload.body).toContain("Dela dina bilder");
    expect(upload.body).toContain(`/api/sites/${siteId}/photos?key=${key}`);
    expect(upload.body).toContain('<script src="/api/photos/upload.js"');
    const show = await t.app.inject({ method: "GET", url: `/bildspel/${key}` });
    expect(show.statusCode).toBe(200);
    expect(show.body).toContain(`/api/photos/${key}/events`);
    expect((await t.app.inject({ method: "GET", url: `/bilder/${"x".repeat(22)}` })).statusCode).toBe(404);
    // On a published page's own host, not on another page's host.
    const host = `bilder-${newId().slice(0, 8)}.brollopssidan.se`;
    await t.ctx.db.update(sites).set({ host, active: true }).where(eq(sites.id, siteId));
    const own = await t.app.inject({ method: "GET", url: `/bilder/${key}`, headers: { host } });
    expect(own.statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      method: "GET",
      url: `/bildspel/${key}`,
      headers: { host: "nagon-annan.brollopssidan.se" },
    });
    expect(elsewhere.statusCode).toBe(404);
    const published = await owner("GET", `/api/sites/${siteId}/photos/settings`);
    expect(published.json()).toMatchObject({
      published: true,
      uploadUrl: `https://${host}/bilder/${key}`,
      slideshowUrl: `https://${host}/bildspel/${key}`,
    });
    const script = await t.app.inject({ method: "GET", url: "/api/photos/upload.js" });
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
  });
});

describe("the slideshow's stream", () => {
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    // Closed with the app (testAppForThisFile).
  });

  it("sends the approved photos, then a new approved photo, then its removal", {
    timeout: 60_000,
  }, async () => {
    const stream = await openEvents(t.app, `/api/photos/${key}/events`);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const snapshot = (await stream.next("snapshot")).data as { id: string }[];
    const approved = (await list()).photos.filter((p) => p.status === "approved").map((p) => p.id);
    expect(snapshot.map((s) => s.id).sort()).toEqual([...approved].sort());

    const uploaded = await uploadPhoto(t.app, siteId, key, await smallJpeg("#aa00aa"));
    const id = uploaded.json().id as string;
    await owner("PUT", `/api/sites/${siteId}/photos/${id}`, { status: "approved" });
    const event = await stream.next("photo", (data) => (data as { id: string }).id === id);
    expect(event.data).toMatchObject({ id, large: `/api/photos/${key}/${id}/large` });
    expect(JSON.stringify(event.data)).not.toContain("uploaderName");

    await owner("PUT", `/api/sites/${siteId}/photos/${id}`, { status: "rejected" });
    expect((await stream.next("removed", (data) => (data as { id: string }).id === id)).data).toEqual({ id });

    await settings({ newKey: true });
    await stream.next("closed");
    stream.close();
    key = (await owner("GET", `/api/sites/${siteId}/photos/settings`)).json().key;
  });

  it("refuses a stream without a valid key", async () => {
    expectError(
      await t.app.inject({ method: "GET", url: `/api/photos/${"z".repeat(22)}/events` }),
      404,
      "PHOTO_LINK_INVALID",
    );
  });
});

describe("an account deleted with its site", () => {
  it("takes its guests' photos with it: rows and files", async () => {
    const gone = await registerAndLogin(t.app);
    const goneSite = await createSiteFor(t.app, gone.cookie);
    const opened = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${goneSite}/photos/settings`,
      payload: { enabled: true },
      cookies: { session: gone.cookie },
    });
    const uploaded = await uploadPhoto(t.app, goneSite, opened.json().key, await smallJpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await storedKeys(goneSite)).length).toBeGreaterThan(0);
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/accounts/me/delete/",
      payload: { password: TEST_PASSWORD },
      cookies: { session: gone.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.ctx.db.select().from(photos).where(eq(photos.siteId, goneSite))).toEqual([]);
    expect(await storedKeys(goneSite)).toEqual([]);
  });
});
