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
});
