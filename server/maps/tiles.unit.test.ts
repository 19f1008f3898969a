// The tiles provider's dealings with its services, with a fetch stand-in: what it asks, how it spaces
// geocoder requests, and how it fails on answers that are not what the services promise.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MapProviderError } from "./provider";
import { mapLimited, tilesMapProvider } from "./tiles";

const base = {
  tileUrl: "https://tiles.test/{z}/{x}/{y}.png",
  geocoderUrl: "https://geo.test",
  attribution: "© Test",
  userAgent: "Test-maps/1",
};

function provider(
  answer: (url: string) => Response | Promise<Response>,
  extra: { geocoderIntervalMs?: number } = {},
) {
  const asked: { url: string; at: number; headers: Headers }[] = [];
  const fetchStub = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, at: Date.now(), headers: new Headers(init?.headers) });
    return answer(url);
  }) as typeof fetch;
  return { asked, maps: tilesMapProvider({ ...base, geocoderIntervalMs: 0, ...extra, fetch: fetchStub }) };
}

describe("the tiles provider's geocoder", () => {
  it("asks /search with q, jsonv2 and limit 1 and the User-Agent, and reads lat/lon of the first place", async () => {
    const { asked, maps } = provider(() =>
      Response.json([
        { lat: "57.7", lon: "11.97" },
        { lat: "1", lon: "2" },
      ]),
    );
    expect(await maps.geocode("Göteborg & Co")).toEqual({ lat: 57.7, lon: 11.97 });
    const url = new URL(asked[0]?.url ?? "");
    expect(url.origin + url.pathname).toBe("https://geo.test/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "Göteborg & Co",
      format: "jsonv2",
      limit: "1",
    });
    expect(asked[0]?.headers.get("user-agent")).toBe("Test-maps/1");
  });

  it("answers null for no place", async () => {
    expect(await provider(() => Response.json([])).maps.geocode("Ingenstans")).toBeNull();
  });

  it.each([
    ["a 500", () => new Response("down", { status: 500 })],
    ["not JSON", () => new Response("<html>")],
    ["JSON that is not a list of places", () => Response.json({ lat: 1 })],
    ["a latitude out of range", () => Response.json([{ lat: "123", lon: "0" }])],
    ["a network error", () => Promise.reject(new TypeError("fetch failed"))],
  ])("fails with a MapProviderError on %s", async (_name, answer) => {
    await expect(provider(answer).maps.geocode("x")).rejects.toBeInstanceOf(MapProviderError);
  });

  it("spaces its requests by the interval", async () => {
    const { asked, maps } = provider(() => Response.json([]), { geocoderIntervalMs: 150 });
    await Promise.all([maps.geocode("a"), maps.geocode("b"), maps.geocode("c")]);
    const [a, b, c] = asked.map((r) => r.at);
    expect((b as number) - (a as number)).toBeGreaterThanOrEqual(140);
    expect((c as number) - (b as number)).toBeGreaterThanOrEqual(140);
  });
});

describe("the tiles provider's tiles", () => {
  const point = { lat: 59.33, lon: 18.07 };
  const params = { location: "Stockholm", zoom: 12, mapTheme: "NORMAL" as const, markerColor: "#ea4335" };

  it("fails with a MapProviderError when a tile is not an image or too large", async () => {
    await expect(
      provider(() => new Response("not a png")).maps.render({ params, point, widths: [640, 420] }),
    ).rejects.toBeInstanceOf(MapProviderError);
    const huge = () => new Response("x", { headers: { "content-length": "5000000" } });
    await expect(provider(huge).maps.render({ params, point, widths: [640] })).rejects.toThrow(/larger than/);
  });

  it("asks each tile once and draws both widths", async () => {
    const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#eeeeee" } })
      .png()
      .toBuffer();
    const { asked, maps } = provider(() => new Response(new Uint8Array(tile)));
    const [big, small] = await maps.render({ params, point, widths: [640, 420] });
    expect(new Set(asked.map((r) => r.url)).size).toBe(asked.length);
    expect(asked.every((r) => /^https:\/\/tiles\.test\/12\/\d+\/\d+\.png$/.test(r.url))).toBe(true);
    expect(await sharp(big).metadata()).toMatchObject({ width: 640, height: 480 });
    expect(await sharp(small).metadata()).toMatchObject({ width: 420, height: 315 });
  });
});

describe("mapLimited", () => {
  it("runs at most `limit` tasks at once and keeps the order of the results", async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n * 3));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });
});
