// Compression of responses built per request (guest HTML, the owner app's page, JSON) negotiated by
// Accept-Encoding, and the HTML pages' ETag and 304, through the whole app.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateSite } from "../operations/sites";
import {
  createSiteFor,
  createTestApp,
  registerAndLogin,
  type TestApp,
  validSiteDocument,
} from "../test/harness";

let t: TestApp;
let siteId: string;
let ownerCookie: string;
const HOST = "komprimerad.se";

const get = (url: string, headers: Record<string, string> = {}, host = HOST) =>
  t.app.inject({ method: "GET", url, headers: { host, ...headers } });

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const coding = response.headers["content-encoding"];
  if (coding === "br") return brotliDecompressSync(raw).toString("utf8");
  if (coding === "gzip") return gunzipSync(raw).toString("utf8");
  expect(coding).toBeUndefined();
  return raw.toString("utf8");
}

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  const owner = await registerAndLogin(t.app);
  ownerCookie = owner.cookie;
  siteId = await createSiteFor(t.app, ownerCookie);
  await activateSite(t.ctx, siteId, HOST);
});
afterAll(() => t.close());

describe("content negotiation", () => {
  it("sends the guest page as brotli, gzip or identity as Accept-Encoding asks, always the same page", async () => {
    const identity = await get("/sv");
    expect(identity.statusCode).toBe(200);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toContain('<html lang="sv">');
    const cases: [string, string | undefined][] = [
      ["br, gzip", "br"],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0.5, gzip;q=0.9", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["x-gzip", "gzip"],
      ["*", "br"],
      ["*;q=0.5, br;q=0", "gzip"],
      ["identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
      ["*;q=0", undefined],
      ["deflate, zstd", undefined],
      ["", undefined],
    ];
    for (const [accept, coding] of cases) {
      const response = await get("/sv", { "accept-encoding": accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(coding);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(response.headers["content-length"]), accept).toBe(response.rawPayload.length);
      expect(decoded(response), accept).toBe(identity.body);
      if (coding) expect(response.rawPayload.length, accept).toBeLessThan(identity.rawPayload.length / 2);
    }
  });

  it("compresses the public site JSON and the owner app's page too", async () => {
    const plain = await get(`/api/sites/public/${siteId}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(`/api/sites/public/${siteId}`, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
    const gz = await get(`/api/sites/public/${siteId}`, { "accept-encoding": "gzip" });
    expect(JSON.parse(decoded(gz))).toEqual(plain.json());

    // The owner host (a dev port) gets the owner app's index.html; without a client build it is a
    // short 503 page, which is too small to compress but still says it varies.
    const app = await get("/logga-in", { "accept-encoding": "br" }, "localhost:3000");
    expect(app.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(app)).toContain("<");
  });

  it("does not compress small bodies or types that are compressed already", async () => {
    const health = await get("/api/health", { "accept-encoding": "br, gzip" });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ ok: true });
    const missing = await get("/api/sites/public/000000000000000000000000", { "accept-encoding": "br" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    const png = await get(`/api/sites/${siteId}/qr/${HOST}/png`, {
      "accept-encoding": "br, gzip",
      cookie: `session=${ownerCookie}`,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers.vary ?? "").not.toMatch(/accept-encoding/i);
    const svg = await get(`/api/sites/${siteId}/qr/${HOST}/svg`, {
      "accept-encoding": "gzip",
      cookie: `session=${ownerCookie}`,
    });
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.vary).toMatch(/accept-encoding/i);
    if (svg.headers["content-encoding"]) expect(decoded(svg)).toContain("<svg");
  });
});

describe("guest page ETag and 304", () => {
  it("answers 304 to a matching If-None-Match and 200 with the page to a stale one", async () => {
    for (const accept of ["br", "gzip", "identity"]) {
      const first = await get("/sv", { "accept-encoding": accept });
      const etag = first.headers.etag as string;
      expect(etag, accept).toMatch(/^"[A-Za-z0-9_-]{22}(-br|-gz)?"$/);
      expect(first.headers["cache-control"]).toMatch(/no-cache/);
      const again = await get("/sv", { "accept-encoding": accept, "if-none-match": etag });
      expect(again.statusCode, accept).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toMatch(/accept-encoding/i);
      expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      // A weak form of the same tag (as a proxy may send it) and a list containing it match too.
      expect(
        (await get("/sv", { "accept-encoding": accept, "if-none-match": `"x", W/${etag}` })).statusCode,
      ).toBe(304);
      const stale = await get("/sv", { "accept-encoding": accept, "if-none-match": '"stale-tag"' });
      expect(stale.statusCode).toBe(200);
      expect(decoded(stale)).toContain('<html lang="sv">');
    }
  });

  it("gives each coding and each language its own ETag", async () => {
    const tags = new Set<string>();
    for (const path of ["/sv", "/en"])
      for (const accept of ["br", "gzip", "identity"])
        tags.add((await get(path, { "accept-encoding": accept })).headers.etag as string);
    expect(tags.size).toBe(6);
    const sv = (await get("/sv")).headers.etag as string;
    expect((await get("/en", { "if-none-match": sv })).statusCode).toBe(200);
  });

  it("changes the ETag when a save changes the page", async () => {
    const before = await get("/sv", { "accept-encoding": "br" });
    const document = validSiteDocument();
    const header = document.siteModules[0] as { title: Record<string, string> };
    header.title = { ...header.title, sv: "Anna & Erik, nu med ny titel" };
    const save = await t.app.inject({
      method: "PUT",
      url: `/api/sites/V2/${siteId}`,
      cookies: { session: ownerCookie },
      payload: document,
    });
    expect(save.statusCode, save.body).toBe(200);
    const after = await get("/sv", {
      "accept-encoding": "br",
      "if-none-match": before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(decoded(after)).toContain("nu med ny titel");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("never answers 304 to a visitor without access to a protected page", async () => {
    const before = (await get("/sv", { "accept-encoding": "br" })).headers.etag as string;
    const setPassword = (password: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/sites/${siteId}/password`,
        cookies: { session: ownerCookie },
        payload: { password },
      });
    expect((await setPassword("hemlis")).statusCode).toBe(200);
    try {
      // The tag of the open page does not open the gate.
      const gate = await get("/sv", { "accept-encoding": "br", "if-none-match": before });
      expect(gate.statusCode).toBe(401);
      expect(gate.headers.etag).toBeUndefined();
      expect(decoded(gate)).not.toContain("Välkomna");

      const login = await t.app.inject({
        method: "POST",
        url: `/api/sites/public/${siteId}/login`,
        payload: { password: "hemlis" },
      });
      expect(login.statusCode).toBe(200);
      const access = login.cookies.find((c) => c.name.startsWith("site_access_"));
      expect(access).toBeDefined();
      const cookie = `${access?.name}=${access?.value}`;
      const open = await get("/sv", { "accept-encoding": "br", cookie });
      expect(open.statusCode).toBe(200);
      expect(open.headers["cache-control"]).toMatch(/private/);
      const openTag = open.headers.etag as string;
      expect(
        (await get("/sv", { "accept-encoding": "br", cookie, "if-none-match": openTag })).statusCode,
      ).toBe(304);
      // Without the cookie the same tag is the gate again, not a 304.
      expect((await get("/sv", { "accept-encoding": "br", "if-none-match": openTag })).statusCode).toBe(401);
    } finally {
      expect((await setPassword("")).statusCode).toBe(200);
    }
  });

  it("leaves ETags off responses that are not pages (nor the public site JSON)", async () => {
    const json = await get("/api/openapi.json", { "accept-encoding": "br" });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-encoding"]).toBe("br");
    expect(json.headers.etag).toBeUndefined();
    const notFound = await get("/xx", { "accept-encoding": "br" });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers.etag).toBeUndefined();
  });
});
