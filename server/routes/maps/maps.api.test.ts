// The maps routes with the real `tiles` provider against a local tile server and geocoder: the
// composed image, the tile URLs asked, the marker, the disk cache and preventCache, access, and
// every kind of bad parameter.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { mapSchema } from "@modules/location/schema";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { project, tilesForView } from "../../maps/mercator";
import { type FakeMapServer, startFakeMapServer, tileColor } from "../../maps/tile-server.test-helper";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
} from "../../test/harness";

const env: Record<string, string> = { MAP_ATTRIBUTION: "© Testkarta", MAP_GEOCODER_INTERVAL_MS: "0" };
let fake: FakeMapServer;
beforeAll(async () => {
  fake = await startFakeMapServer();
  env.MAP_TILE_URL = fake.tileUrl;
  env.MAP_GEOCODER_URL = fake.geocoderUrl;
});
afterAll(async () => {
  await fake?.close();
});
const t = testAppForThisFile({ env });

const SJOVIK = { lat: 59.6125, lon: 17.7621 };
let owner: { cookie: string };
let siteId: string;
let stranger: { cookie: string };
let strangerSite: string;

beforeAll(async () => {
  owner = await registerAndLogin(t.app);
  siteId = await createSiteFor(t.app, owner.cookie);
  stranger = await registerAndLogin(t.app);
  strangerSite = await createSiteFor(t.app, stranger.cookie);
});

beforeEach(() => {
  fake.places.clear();
  fake.places.set("Sjövik gård, Sigtuna", SJOVIK);
  fake.failTilesWith = null;
  fake.failGeocoderWith = null;
});

const enc = encodeURIComponent;
const mapUrl = (site: string, place: string, zoom: number | string, theme: string, color: string) =>
  `/api/sites/${site}/maps/${enc(place)}/${zoom}/${theme}/${color}/`;

function call(method: "GET" | "POST", url: string, cookie: string | null = owner.cookie) {
  return t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    remoteAddress: freshClientAddress(),
  });
}

const mediaFile = (path: string) => join(t.ctx.config.dataDir, path.replace(/^\/media\//, "media/"));

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 3;
  return { r: data[i] as number, g: data[i + 1] as number, b: data[i + 2] as number };
}

describe("POST /api/sites/{siteId}/maps/... with the tiles provider", () => {
  it("geocodes the place, stitches the tiles around it and answers the module's map object", async () => {
    const before = fake.requests.length;
    const response = await call("POST", mapUrl(siteId, "Sjövik gård, Sigtuna", 14, "NORMAL", "EA4335"));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      location: "Sjövik gård, Sigtuna",
      mapTheme: "NORMAL",
      zoom: 14,
      markerColor: "#ea4335",
      path: expect.stringMatching(/^\/media\/maps\/[0-9a-f]{32}-[0-9a-f]{10}-640\.png$/),
      found: true,
    });
    expect(mapSchema.parse(body).path).toBe(body.path);

    // The geocoder was asked Nominatim's way, with our User-Agent.
    const asked = fake.requests.slice(before);
    const geocoder = asked.filter((r) => r.path.startsWith("/geocoder/"));
    expect(geocoder).toHaveLength(1);
    const q = new URL(geocoder[0]?.path ?? "", "http://x").searchParams;
    expect(Object.fromEntries(q)).toEqual({ q: "Sjövik gård, Sigtuna", format: "jsonv2", limit: "1" });
    expect(geocoder[0]?.headers["user-agent"]).toMatch(
      /^Bröllopssidan-maps\/1 \(\+http.*info@brollopssidan\.se\)$/,
    );

    // Exactly the tiles covering a 640 × 480 view centred on the place.
    const expected = tilesForView(SJOVIK, 14, 640, 480).tiles.map(
      (tile) => `/tiles/14/${tile.x}/${tile.y}.png`,
    );
    const tiles = asked.filter((r) => r.path.startsWith("/tiles/"));
    expect(tiles.map((r) => r.path).sort()).toEqual([...expected].sort());
    expect(tiles.every((r) => r.headers["user-agent"]?.startsWith("Bröllopssidan-maps/1"))).toBe(true);

    // Both images exist, 640 × 480 and 420 × 315, the 420 one by the naming rule.
    const big = mediaFile(body.path);
    const small = mediaFile(body.path.replace(/-640\.png$/, "-420.png"));
    expect(await sharp(big).metadata()).toMatchObject({ format: "png", width: 640, height: 480 });
    expect(await sharp(small).metadata()).toMatchObject({ format: "png", width: 420, height: 315 });
  });

  it("puts the right tile in the top-left corner and the marker in its colour at the place", async () => {
    const response = await call("POST", mapUrl(siteId, "Sjövik gård, Sigtuna", 12, "NORMAL", "1e88e5"));
    const png = await sharp(mediaFile(response.json().path)).toBuffer();
    const p = project(SJOVIK, 12);
    const cornerTile = {
      x: Math.floor(Math.round(p.x - 320) / 256),
      y: Math.floor(Math.round(p.y - 240) / 256),
    };
    const corner = await pixel(png, 2, 2);
    const expected = tileColor(cornerTile.x, cornerTile.y);
    expect(
      Math.abs(corner.r - expected.r) + Math.abs(corner.g - expected.g) + Math.abs(corner.b - expected.b),
    ).toBeLessThan(6);
    // The pin (36 × 48 at 640 px) stands on the point; beside its white dot, 30 px up, is its colour.
    const head = await pixel(png, 320 - 12, 240 - 30);
    expect(Math.abs(head.r - 0x1e) + Math.abs(head.g - 0x88) + Math.abs(head.b - 0xe5)).toBeLessThan(40);
    // The credit's light backing in the bottom-right corner.
    const credit = await pixel(png, 637, 477);
    expect(Math.min(credit.r, credit.g, credit.b)).toBeGreaterThan(150);
  });

  it("applies the theme as a colour treatment: SILVER grey, RETRO warm, DARK dark grey, NIGHT dark blue", async () => {
    const corner = async (theme: string) => {
      const response = await call("POST", mapUrl(siteId, "Sjövik gård, Sigtuna", 10, theme, "ea4335"));
      expect(response.statusCode, response.body).toBe(200);
      return pixel(await sharp(mediaFile(response.json().path)).toBuffer(), 2, 2);
    };
    const normal = await corner("NORMAL");
    const silver = await corner("SILVER");
    const retro = await corner("RETRO");
    const dark = await corner("DARK");
    const night = await corner("NIGHT");
    const brightness = (c: { r: number; g: number; b: number }) => c.r + c.g + c.b;
    expect(silver.r).toBe(silver.g);
    expect(silver.g).toBe(silver.b);
    expect(retro.r).toBeGreaterThan(retro.g);
    expect(retro.g).toBeGreaterThan(retro.b);
    expect(dark.r).toBe(dark.b);
    expect(brightness(dark)).toBeLessThan(brightness(normal) * 0.6);
    expect(night.b).toBeGreaterThan(night.r);
    expect(brightness(night)).toBeLessThan(brightness(normal) * 0.6);
  });

  it("serves a cached map without asking the geocoder or the tile server again; preventCache draws anew", async () => {
    const url = mapUrl(siteId, "Sjövik gård, Sigtuna", 15, "RETRO", "00897b");
    const first = await call("POST", url);
    expect(first.statusCode).toBe(200);
    const count = fake.requests.length;

    const again = await call("POST", url.replace("00897b", "00897B"));
    expect(again.json().path).toBe(first.json().path);
    const image = await call("GET", url);
    expect(image.statusCode).toBe(200);
    expect(fake.requests.length).toBe(count);

    const fresh = await call("POST", `${url}?preventCache=true`);
    expect(fresh.statusCode).toBe(200);
    expect(fake.tileRequests().length).toBeGreaterThan(0);
    expect(fake.requests.length).toBeGreaterThan(count);
    expect(fake.requests.slice(count).some((r) => r.path.startsWith("/geocoder/"))).toBe(true);
    // The same tiles draw the same picture, so the URL stays and the file is there.
    expect(fresh.json().path).toBe(first.json().path);
    expect(existsSync(mediaFile(fresh.json().path))).toBe(true);
  });

  it("draws the schematic card with found: false for a place the geocoder does not know, without tiles", async () => {
    const before = fake.tileRequests().length;
    const response = await call("POST", mapUrl(siteId, "Ingenstans 123", 12, "NIGHT", "ea4335"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ location: "Ingenstans 123", found: false });
    expect(fake.tileRequests().length).toBe(before);
    expect(await sharp(mediaFile(response.json().path)).metadata()).toMatchObject({
      width: 640,
      height: 480,
    });
  });

  it("answers 502 in the error shape when the geocoder or the tile server fails", async () => {
    fake.failGeocoderWith = 503;
    expectError(
      await call("POST", mapUrl(siteId, "Ett ställe geocodern inte når", 7, "NORMAL", "ea4335")),
      502,
      "MAP_PROVIDER_FAILED",
    );
    fake.failGeocoderWith = null;
    fake.failTilesWith = 500;
    const body = expectError(
      await call("POST", mapUrl(siteId, "Sjövik gård, Sigtuna", 8, "NORMAL", "ea4335")),
      502,
      "MAP_PROVIDER_FAILED",
    );
    expect(body.errorDescription.sv).toContain("Kartan");
    // A failure is not cached: once the tiles are back, the same map is drawn.
    fake.failTilesWith = null;
    expect(
      (await call("POST", mapUrl(siteId, "Sjövik gård, Sigtuna", 8, "NORMAL", "ea4335"))).statusCode,
    ).toBe(200);
  });

  it("takes a place longer than the router's 100-character parameter limit, up to 300 characters", async () => {
    const place = `${`Storgatan 1/3, ${"Långgatan ".repeat(30)}`.slice(0, 299)}Z`;
    expect(place).toHaveLength(300);
    const response = await call("POST", mapUrl(siteId, place, 12, "NORMAL", "ea4335"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().location).toBe(place);
    expectError(
      await call("POST", mapUrl(siteId, `${place}xx`, 12, "NORMAL", "ea4335")),
      400,
      "INVALID_INPUT",
    );
  });
});

describe("GET /api/sites/{siteId}/maps/... and the preview", () => {
  it("answers the PNG in 640 px, or 420 px with ?width=420", async () => {
    const url = mapUrl(siteId, "Sjövik gård, Sigtuna", 13, "SILVER", "ea4335");
    const big = await call("GET", url);
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-type"]).toBe("image/png");
    expect(big.rawPayload.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
    const small = await call("GET", `${url}?width=420`);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 420, height: 315 });
    expectError(await call("GET", `${url}?width=500`), 400, "INVALID_INPUT");
    expect((await call("GET", `${url}?preventCache=true`)).headers["cache-control"]).toBe("no-store");
  });

  it("answers the preview's URLs", async () => {
    const response = await call(
      "GET",
      `/api/sites/${siteId}/maps/preview/${enc("Sjövik gård, Sigtuna")}/11/DARK/ea4335/`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^\/media\/maps\/.+-640\.png$/),
      url420: body.url.replace(/-640\.png$/, "-420.png"),
      found: true,
    });
    expect(existsSync(mediaFile(body.url420))).toBe(true);
  });
});

describe("bad parameters and access", () => {
  const good: { place: string; zoom: number | string; theme: string; color: string } = {
    place: "Sjövik gård, Sigtuna",
    zoom: 12,
    theme: "NORMAL",
    color: "ea4335",
  };
  const bad: [string, Partial<typeof good>][] = [
    ["zoom 5", { zoom: 5 }],
    ["zoom 19", { zoom: 19 }],
    ["zoom 'twelve'", { zoom: "twelve" }],
    ["colour 'red'", { color: "red" }],
    ["colour 'ea433'", { color: "ea433" }],
    ["colour '#ea4335' encoded", { color: "%23ea4335" }],
    ["theme 'SEPIA'", { theme: "SEPIA" }],
    ["theme 'normal'", { theme: "normal" }],
    ["an empty place", { place: " " }],
  ];

  it.each(bad)("answers 400 for %s on every route", async (_name, change) => {
    const p = { ...good, ...change };
    const tail = `${enc(p.place)}/${p.zoom}/${p.theme}/${p.color}/`;
    for (const [method, url, cookie] of [
      ["GET", `/api/sites/${siteId}/maps/${tail}`, owner.cookie],
      ["POST", `/api/sites/${siteId}/maps/${tail}`, owner.cookie],
      ["GET", `/api/sites/${siteId}/maps/preview/${tail}`, owner.cookie],
      ["POST", `/api/sites/quick-start/maps/${tail}`, null],
      ["GET", `/api/sites/quick-start/maps/preview/${tail}`, null],
    ] as const) {
      expectError(await call(method, url, cookie), 400, "INVALID_INPUT");
    }
  });

  it("answers 401 without a session and 403 for another account's site", async () => {
    const tail = `${enc(good.place)}/12/NORMAL/ea4335/`;
    for (const [method, path] of [
      ["GET", `maps/${tail}`],
      ["POST", `maps/${tail}`],
      ["GET", `maps/preview/${tail}`],
    ] as const) {
      expectError(await call(method, `/api/sites/${siteId}/${path}`, null), 401, "NOT_LOGGED_IN");
      expectError(await call(method, `/api/sites/${strangerSite}/${path}`), 403, "FORBIDDEN");
      expectError(await call(method, `/api/sites/${"f".repeat(24)}/${path}`), 403, "FORBIDDEN");
    }
  });

  it("answers 404 for a maps URL with the wrong number of segments", async () => {
    expectError(await call("POST", `/api/sites/${siteId}/maps/Lund/12/NORMAL/`), 404, "NOT_FOUND");
    expectError(
      await call("GET", `/api/sites/quick-start/maps/Lund/12/NORMAL/ea4335/`, null),
      404,
      "NOT_FOUND",
    );
  });
});

describe("quick start", () => {
  it("makes a map and a preview without an account", async () => {
    const tail = `${enc("Sjövik gård, Sigtuna")}/16/RETRO/8e24aa/`;
    const made = await call("POST", `/api/sites/quick-start/maps/${tail}`, null);
    expect(made.statusCode, made.body).toBe(200);
    expect(mapSchema.safeParse(made.json()).success).toBe(true);
    expect(made.json()).toMatchObject({ markerColor: "#8e24aa", zoom: 16, mapTheme: "RETRO", found: true });
    const preview = await call("GET", `/api/sites/quick-start/maps/preview/${tail}`, null);
    expect(preview.json().url).toBe(made.json().path);
  });

  it("limits the requests of one client", async () => {
    const client = freshClientAddress();
    const url = `/api/sites/quick-start/maps/${enc("Sjövik gård, Sigtuna")}/16/RETRO/8e24aa/`;
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await t.app.inject({ method: "POST", url, remoteAddress: client })).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    expectError(await t.app.inject({ method: "POST", url, remoteAddress: client }), 429, "TOO_MANY_REQUESTS");
  });
});
