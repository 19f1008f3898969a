// The hashed build files under /assets/: precompressed by the build step (scripts/precompress.ts) and
// sent as files by Accept-Encoding, never compressed per request; source maps never served. A bundle
// folder of our own is built here, so the test needs no `npm run build`.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/precompress";
import { CLIENT_DIST_DIR } from "../paths";
import { assetRoutes } from "../static";
import { createTestApp, type TestApp } from "../test/harness";
import { compression } from "./compression";

const dir = mkdtempSync(join(tmpdir(), "eventsida-assets-"));
const JS = `export function greet(name){return "Hej "+name}\n${"const x = [1, 2, 3].map((n) => n * 2);\n".repeat(200)}`;
const CSS = `.page{color:#222}\n${".module{margin:0 auto;padding:1rem 2rem;max-width:40rem}\n".repeat(100)}`;
let app: FastifyInstance;

beforeAll(async () => {
  writeFileSync(join(dir, "guest-AbC123.js"), JS);
  writeFileSync(
    join(dir, "guest-AbC123.js.map"),
    JSON.stringify({ version: 3, sources: ["secret.tsx"] }).repeat(80),
  );
  writeFileSync(join(dir, "style-XyZ789.css"), CSS);
  writeFileSync(join(dir, "tiny-Q1.js"), "export const a = 1;\n");
  writeFileSync(join(dir, "photo-P1.webp"), Buffer.alloc(4000, 7));
  await precompressDir(dir);
  app = Fastify();
  compression(app);
  await assetRoutes(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("the build step", () => {
  it("writes a .br and a .gz beside each text file, none for small files, images or source maps", () => {
    expect(readdirSync(dir).sort()).toEqual(
      [
        "guest-AbC123.js",
        "guest-AbC123.js.br",
        "guest-AbC123.js.gz",
        "guest-AbC123.js.map",
        "photo-P1.webp",
        "style-XyZ789.css",
        "style-XyZ789.css.br",
        "style-XyZ789.css.gz",
        "tiny-Q1.js",
      ].sort(),
    );
  });
});

describe("GET /assets/*", () => {
  it("sends the precompressed file Accept-Encoding chooses, which decompresses to the original", async () => {
    for (const [file, original, type] of [
      ["guest-AbC123.js", JS, /^(text|application)\/javascript/],
      ["style-XyZ789.css", CSS, /^text\/css/],
    ] as const) {
      const cases: [string, string | undefined][] = [
        ["br, gzip", "br"],
        ["gzip", "gzip"],
        ["br;q=0.4, gzip;q=0.8", "gzip"],
        ["br;q=0, *", "gzip"],
        ["identity", undefined],
        ["*;q=0", undefined],
        ["", undefined],
      ];
      for (const [accept, coding] of cases) {
        const response = await get(`/assets/${file}`, { "accept-encoding": accept });
        const label = `${file} ${accept}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers["content-encoding"], label).toBe(coding);
        expect(response.headers["content-type"], label).toMatch(type);
        expect(response.headers.vary, label).toMatch(/accept-encoding/i);
        expect(response.headers["cache-control"], label).toBe("public, max-age=31536000, immutable");
        expect(Number(response.headers["content-length"]), label).toBe(response.rawPayload.length);
        const body =
          coding === "br"
            ? brotliDecompressSync(response.rawPayload)
            : coding === "gzip"
              ? gunzipSync(response.rawPayload)
              : response.rawPayload;
        expect(body.toString("utf8"), label).toBe(original);
        if (coding) expect(response.rawPayload.length, label).toBeLessThan(original.length / 4);
      }
    }
  });

  it("serves the build's own bytes, not a per-request compression (the .br file as it is on disk)", async () => {
    writeFileSync(join(dir, "marked-M1.js"), JS);
    writeFileSync(join(dir, "marked-M1.js.br"), "the file on disk");
    const response = await get("/assets/marked-M1.js", { "accept-encoding": "br" });
    expect(response.body).toBe("the file on disk");
    // Without a .br the .gz is next, when the client takes gzip too.
    writeFileSync(join(dir, "gz-only-G1.js"), JS);
    writeFileSync(join(dir, "gz-only-G1.js.gz"), "the gzip file on disk");
    const gz = await get("/assets/gz-only-G1.js", { "accept-encoding": "br, gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body).toBe("the gzip file on disk");
  });

  it("sends files without a compressed copy as they are", async () => {
    const tiny = await get("/assets/tiny-Q1.js", { "accept-encoding": "br, gzip" });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe("export const a = 1;\n");
    const photo = await get("/assets/photo-P1.webp", { "accept-encoding": "br, gzip" });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.rawPayload.length).toBe(4000);
  });

  it("keeps byte ranges on the chosen file", async () => {
    const range = await get("/assets/guest-AbC123.js", { "accept-encoding": "identity", range: "bytes=0-5" });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe(JS.slice(0, 6));
  });

  it("never serves source maps, nor the compressed copies by their own names", async () => {
    for (const path of [
      "guest-AbC123.js.map",
      "guest-AbC123.js.br",
      "style-XyZ789.css.gz",
      "GUEST-AbC123.js.MAP",
    ]) {
      const response = await get(`/assets/${path}`, { "accept-encoding": "br, gzip" });
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toContain("secret.tsx");
    }
  });
});

describe("the whole app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ pages: true });
  });
  afterAll(() => t.close());

  it("answers 404 for a source map, also one the build made", async () => {
    const assets = join(CLIENT_DIST_DIR, "assets");
    const built = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith(".map")) : [];
    for (const name of [...built.slice(0, 3), "guest-AbC123.js.map"]) {
      const response = await t.app.inject({ method: "GET", url: `/assets/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toHaveProperty("isErrorResponse", true);
    }
  });

  it("sends /media and /fonts files as they are, with their ranges and cache headers", async () => {
    const media = join(t.ctx.config.dataDir, "media", "test");
    mkdirSync(media, { recursive: true });
    writeFileSync(join(media, "bild.jpg"), Buffer.alloc(5000, 1));
    const photo = await t.app.inject({
      method: "GET",
      url: "/media/test/bild.jpg",
      headers: { "accept-encoding": "br, gzip", range: "bytes=100-199" },
    });
    expect(photo.statusCode).toBe(206);
    expect(photo.rawPayload.length).toBe(100);
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.headers["cache-control"]).toBe("public, max-age=604800");

    const font = await t.app.inject({
      method: "GET",
      url: "/fonts/lato/files/lato-latin-400-normal.woff2",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(font.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });
});
