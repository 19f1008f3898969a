// The demo pictures as the started server serves them (startServer: demo site, pictures made on
// request, static files): nothing rendered at start, each file made when first asked for.
import { mkdtempSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { imageSchema } from "@core/images";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { startServer } from "../server";
import {
  dropDatabase,
  ensureDatabase,
  uniqueDatabaseName,
  urlForDatabase,
  usesPostgres,
} from "../test/harness";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let dataDir: string;
let base: string;
let databaseName: string | null = null;
let running: Awaited<ReturnType<typeof startServer>>;
let renderedAtStart: string[];

const demoFolder = () => join(dataDir, "media", "demo");
const pictures = async () => (await readdir(demoFolder()).catch(() => [])).filter((f) => !f.startsWith("."));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "demo-pictures-api-"));
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: "test",
    BRAND: "wedding",
    MARKET: "se",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
  };
  if (usesPostgres()) {
    databaseName = uniqueDatabaseName();
    await ensureDatabase(databaseName);
    env.DATABASE_URL = urlForDatabase(databaseName);
  }
  running = await startServer(loadConfig(env), createLogger({ level: "silent" }));
  base = `http://127.0.0.1:${port}`;
  renderedAtStart = await pictures();
});

afterAll(async () => {
  await running?.close();
  if (databaseName) await dropDatabase(databaseName);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("demo pictures", () => {
  it("renders none at start (the demo site's pictures are described from the SVGs)", () => {
    expect(renderedAtStart).toEqual([]);
  });

  it("makes a file on its first request and serves it from disk after that", async () => {
    const first = await fetch(`${base}/media/demo/wedding-hero-600.jpg`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 600, height: 338 });
    const [again, twin] = await Promise.all([
      fetch(`${base}/media/demo/wedding-hero-600.jpg`, { method: "HEAD" }),
      fetch(`${base}/media/demo/wedding-hero-600.avif`),
    ]);
    expect(again.status).toBe(200);
    expect(twin.status).toBe(200);
    expect(await pictures()).toEqual(
      expect.arrayContaining(["wedding-hero-600.jpg", "wedding-hero-600.avif"]),
    );
  });

  it("serves another brand's artwork too, when asked for (the end-to-end tests' YouTube stand-in)", async () => {
    const response = await fetch(`${base}/media/demo/event-hero-1200.jpg`);
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it("answers 404 for names that are no demo file", async () => {
    for (const name of ["wedding-hero-700.jpg", "nothing.jpg", ".demo-images.json", "portrait-1-1200.jpg"]) {
      const response = await fetch(`${base}/media/demo/${name}`);
      expect(response.status, `${name}: ${await response.clone().text()}`.slice(0, 300)).toBe(404);
    }
  });

  it("makes a demo picture's JPEGs before a crop reads them", async () => {
    const response = await fetch(`${base}/api/sites/quick-start/crop-image/v2`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        sourceImageUrl: "/media/demo/wedding-rings-600.jpg",
        crop: { x: 0, y: 0, width: 300, height: 300 },
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const image = imageSchema.parse(await response.json());
    expect(image).toMatchObject({ width: 600, height: 600 });
    expect(image.imageBeforeEdit).toEqual({
      path: "/media/demo/",
      fileName: "wedding-rings.jpg",
      sizes: [1200, 800, 600].map((size) => ({ size, fileName: `wedding-rings-${size}.jpg` })),
    });
  });

  it("makes a portrait crop on first request: the centred full-height band, at the asked width", async () => {
    const response = await fetch(`${base}/media/demo/wedding-hero-p480.avif`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 480, height: 640 });
    // Its centre is the picture's centre: the same colour as the full picture's middle pixel.
    const middle = async (file: string, width: number, height: number) =>
      (
        await sharp(file)
          .extract({ left: Math.floor(width / 2), top: Math.floor(height / 2), width: 1, height: 1 })
          .raw()
          .toBuffer()
      ).toJSON().data;
    const full = join(demoFolder(), "wedding-hero.jpg");
    const crop = join(demoFolder(), "wedding-hero-p480.jpg");
    expect((await fetch(`${base}/media/demo/wedding-hero-p480.jpg`)).status).toBe(200);
    const [a, b] = [await middle(full, 2400, 1350), await middle(crop, 480, 640)];
    for (let i = 0; i < 3; i++) expect(Math.abs((a[i] ?? 0) - (b[i] ?? 0))).toBeLessThan(24);
    // Never wider than the full height allows: 1350 × 3/4 = 1012.5, so 1013 px.
    const widest = await fetch(`${base}/media/demo/wedding-hero-p1600.webp`);
    expect((await sharp(Buffer.from(await widest.arrayBuffer())).metadata()).width).toBe(1013);
  });

  it("answers 404 for a crop of no picture, a width not offered, or a path out of the media folders", async () => {
    for (const path of [
      "/media/demo/nothing-p480.avif",
      "/media/demo/wedding-hero-p500.avif",
      "/media/demo/%2e%2e/wedding-hero-p480.avif",
      "/media/other/wedding-hero-p480.avif",
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });
});
