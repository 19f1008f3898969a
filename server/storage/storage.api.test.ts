// The media storage behind one interface (issue 12, several instances): the same behaviour on the local
// disk and on an S3-compatible bucket (s3rver started by the test on a port from the OS): put, get as a
// stream, read, exists, list by prefix, delete and delete a folder; keys that could leave the storage's
// root are refused; two storages on one bucket (two server processes) see each other's files.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaStorageConfig } from "./config";
import { localMediaStorage } from "./local";
import type { MediaStorage } from "./provider";
import { s3MediaStorage } from "./s3";
import { type LocalS3, startLocalS3 } from "./s3rver.test-helper";

let s3: LocalS3;
const root = mkdtempSync(join(tmpdir(), "eventsida-storage-"));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

const kinds: [string, () => MediaStorage][] = [
  ["local disk", () => localMediaStorage(root)],
  ["S3 (s3rver)", () => s3MediaStorage(s3.config)],
];

async function text(storage: MediaStorage, key: string): Promise<string | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

describe.each(kinds)("media storage on the %s", (_name, make) => {
  it("stores, streams, lists and deletes by key and by folder", async () => {
    const storage = make();
    const folder = `uploads/site${Date.now()}/`;
    await storage.put(`${folder}a/photo.jpg`, Buffer.from("jpeg bytes"));
    await storage.put(`${folder}a/photo-600.jpg`, Buffer.from("smaller"));
    await storage.put(`${folder}b/other.jpg`, Buffer.from("other"));
    expect(await text(storage, `${folder}a/photo.jpg`)).toBe("jpeg bytes");
    expect((await storage.get(`${folder}a/photo.jpg`))?.size).toBe(10);
    expect((await storage.read(`${folder}a/photo-600.jpg`))?.toString()).toBe("smaller");
    expect(await storage.exists(`${folder}a/photo.jpg`)).toBe(true);
    expect(await storage.exists(`${folder}a/none.jpg`)).toBe(false);
    expect(await storage.get(`${folder}a/none.jpg`)).toBeNull();
    expect(await storage.read(`${folder}a/none.jpg`)).toBeNull();
    expect((await storage.list(`${folder}a/`)).map((o) => o.key).sort()).toEqual([
      `${folder}a/photo-600.jpg`,
      `${folder}a/photo.jpg`,
    ]);
    // Replacing a key replaces its bytes.
    await storage.put(`${folder}a/photo.jpg`, Buffer.from("new"));
    expect(await text(storage, `${folder}a/photo.jpg`)).toBe("new");
    await storage.delete(`${folder}a/photo-600.jpg`);
    await storage.delete(`${folder}a/never-there.jpg`);
    expect(await storage.exists(`${folder}a/photo-600.jpg`)).toBe(false);
    await storage.deletePrefix(folder);
    expect(await storage.list(folder)).toEqual([]);
  });

  it("refuses keys that could leave its root", async () => {
    const storage = make();
    for (const key of ["../etc/passwd", "/abs.jpg", "a/../../b", "a//b", "a/./b", "a\\b", ""]) {
      await expect(storage.put(key, Buffer.from("x")), key).rejects.toThrow(/not a media key/);
    }
  });
});

describe("two server processes on one bucket", () => {
  it("see each other's files at once", async () => {
    const one = s3MediaStorage(s3.config);
    const other = s3MediaStorage(s3.config);
    await one.put("maps/shared.png", Buffer.from("png"));
    expect(await text(other, "maps/shared.png")).toBe("png");
    await other.delete("maps/shared.png");
    expect(await one.exists("maps/shared.png")).toBe(false);
  });
});

describe("the storage the variables choose", () => {
  it("is the local disk without S3 variables, S3 with all of them, and an error with some", () => {
    expect(mediaStorageConfig({})).toEqual({ kind: "local" });
    expect(mediaStorageConfig(s3.env)).toMatchObject({ kind: "s3", bucket: "media", forcePathStyle: true });
    expect(mediaStorageConfig({ S3_BUCKET: "media" })).toMatch(/S3_ACCESS_KEY_ID/);
  });
});
