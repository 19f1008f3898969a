// A local stand-in for an OpenStreetMap-style tile server and a Nominatim-style geocoder, for the
// tests of the `tiles` map provider: node:http on an ephemeral loopback port. Each tile is one flat,
// light (like a map's land) colour that encodes its position (red from x mod 6, green from y mod 6, in
// steps of 20, so neighbours differ clearly even after the PNG's palette), so a test can tell which
// tile landed where in the stitched map. Every request is recorded.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export type RecordedRequest = { path: string; headers: IncomingHttpHeaders };

export type FakeMapServer = {
  tileUrl: string;
  geocoderUrl: string;
  requests: RecordedRequest[];
  tileRequests: () => string[];
  geocoderRequests: () => URL[];
  /** Places the geocoder knows, by the exact query. */
  places: Map<string, { lat: number; lon: number }>;
  /** Answer tiles (or the geocoder) with this status instead; null answers normally. */
  failTilesWith: number | null;
  failGeocoderWith: number | null;
  close: () => Promise<void>;
};

export const tileColor = (x: number, y: number) => ({ r: 130 + (x % 6) * 20, g: 130 + (y % 6) * 20, b: 230 });

async function tilePng(x: number, y: number): Promise<Buffer> {
  return sharp({ create: { width: 256, height: 256, channels: 3, background: tileColor(x, y) } })
    .png()
    .toBuffer();
}

export async function startFakeMapServer(): Promise<FakeMapServer> {
  const state = {
    requests: [] as RecordedRequest[],
    places: new Map<string, { lat: number; lon: number }>(),
  };
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    state.requests.push({ path, headers: request.headers });
    const url = new URL(path, "http://localhost");
    const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
    if (tile) {
      if (fake.failTilesWith) {
        response.writeHead(fake.failTilesWith).end("unavailable");
        return;
      }
      void tilePng(Number(tile[2]), Number(tile[3])).then((png) => {
        response.writeHead(200, { "content-type": "image/png", "content-length": png.length }).end(png);
      });
      return;
    }
    if (url.pathname === "/geocoder/search") {
      if (fake.failGeocoderWith) {
        response.writeHead(fake.failGeocoderWith).end("unavailable");
        return;
      }
      const place = fake.places.get(url.searchParams.get("q") ?? "");
      const body = place
        ? [
            {
              place_id: 1,
              lat: String(place.lat),
              lon: String(place.lon),
              display_name: url.searchParams.get("q"),
            },
          ]
        : [];
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const fake: FakeMapServer = {
    tileUrl: `${origin}/tiles/{z}/{x}/{y}.png`,
    geocoderUrl: `${origin}/geocoder`,
    requests: state.requests,
    places: state.places,
    failTilesWith: null,
    failGeocoderWith: null,
    tileRequests: () => state.requests.filter((r) => r.path.startsWith("/tiles/")).map((r) => r.path),
    geocoderRequests: () =>
      state.requests.filter((r) => r.path.startsWith("/geocoder/")).map((r) => new URL(r.path, origin)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
