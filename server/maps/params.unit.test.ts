import { describe, expect, it } from "vitest";
import { parseMapUrl } from "../routes/maps/segments";
import { mapCacheKey, mapSegmentsSchema, normalizeLocation, smallMapPath } from "./params";

const base = { location: "Sjövik gård", zoom: "12", mapTheme: "NORMAL", markerColor: "ea4335" };

describe("map parameters", () => {
  it("normalises the place: NFC, trimmed, white space runs as one space", () => {
    const decomposed = "Sjo\u0308vik  ga\u030ard,\n Sigtuna ";
    expect(normalizeLocation(decomposed)).toBe("Sjövik gård, Sigtuna");
  });

  it("parses zoom 6 to 18 and the colour as '#rrggbb' in lower case", () => {
    expect(mapSegmentsSchema.parse({ ...base, zoom: "6", markerColor: "EA4335" })).toEqual({
      location: "Sjövik gård",
      zoom: 6,
      mapTheme: "NORMAL",
      markerColor: "#ea4335",
    });
    expect(mapSegmentsSchema.parse({ ...base, zoom: "18" }).zoom).toBe(18);
  });

  it.each([
    ["zoom 5", { zoom: "5" }],
    ["zoom 19", { zoom: "19" }],
    ["zoom 12.5", { zoom: "12.5" }],
    ["zoom -7", { zoom: "-7" }],
    ["colour 'red'", { markerColor: "red" }],
    ["colour of five digits", { markerColor: "ea433" }],
    ["colour with '#'", { markerColor: "#ea4335" }],
    ["theme in lower case", { mapTheme: "normal" }],
    ["unknown theme", { mapTheme: "SEPIA" }],
    ["empty place", { location: "   " }],
    ["place of 301 characters", { location: "a".repeat(301) }],
    ["place with a control character", { location: "Sjövik\u0000gård" }],
  ])("refuses %s", (_name, change) => {
    expect(mapSegmentsSchema.safeParse({ ...base, ...change }).success).toBe(false);
  });

  it("accepts a place of exactly 300 characters", () => {
    expect(mapSegmentsSchema.safeParse({ ...base, location: "a".repeat(300) }).success).toBe(true);
  });

  it("keys the cache by the normalised parameters and the provider", () => {
    const params = mapSegmentsSchema.parse(base);
    const sameInOtherSpelling = mapSegmentsSchema.parse({
      ...base,
      location: " Sjövik   gård ",
      markerColor: "EA4335",
    });
    expect(mapCacheKey(sameInOtherSpelling, "offline-1")).toBe(mapCacheKey(params, "offline-1"));
    expect(mapCacheKey(params, "offline-1")).toMatch(/^[0-9a-f]{32}$/);
    expect(mapCacheKey(params, "tiles-1")).not.toBe(mapCacheKey(params, "offline-1"));
    expect(mapCacheKey({ ...params, zoom: 13 }, "offline-1")).not.toBe(mapCacheKey(params, "offline-1"));
    expect(mapCacheKey({ ...params, mapTheme: "DARK" }, "offline-1")).not.toBe(
      mapCacheKey(params, "offline-1"),
    );
    expect(mapCacheKey({ ...params, markerColor: "#000000" }, "offline-1")).not.toBe(
      mapCacheKey(params, "offline-1"),
    );
  });

  it("names the 420 px image after the 640 px one", () => {
    expect(smallMapPath("/media/maps/abc-123-640.png")).toBe("/media/maps/abc-123-420.png");
    expect(smallMapPath("/media/demo/wedding-map-800.jpg")).toBeNull();
  });
});

describe("maps URLs", () => {
  const id = "0123456789abcdef01234567";

  it("reads an encoded place with a slash, with and without the trailing slash", () => {
    const place = encodeURIComponent("Storgatan 1/3, Göteborg");
    for (const url of [
      `/api/sites/${id}/maps/${place}/14/RETRO/00aa00/`,
      `/api/sites/${id}/maps/${place}/14/RETRO/00aa00`,
    ]) {
      expect(parseMapUrl(url)).toEqual({
        preview: false,
        params: { location: "Storgatan 1/3, Göteborg", zoom: 14, mapTheme: "RETRO", markerColor: "#00aa00" },
      });
    }
  });

  it("reads the preview form and ignores the query", () => {
    expect(
      parseMapUrl(`/api/sites/quick-start/maps/preview/Lund/9/DARK/ffffff/?preventCache=true`),
    ).toMatchObject({
      preview: true,
      params: { location: "Lund", zoom: 9 },
    });
  });

  it("answers 404 for a wrong number of segments and 400 for a bad value or broken encoding", () => {
    expect(() => parseMapUrl(`/api/sites/${id}/maps/Lund/9/DARK/`)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => parseMapUrl(`/api/sites/${id}/maps/Lund/9/DARK/ffffff/extra/`)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => parseMapUrl(`/api/sites/${id}/maps/Lund/19/DARK/ffffff/`)).toThrow(
      expect.objectContaining({ status: 400, code: "INVALID_INPUT" }),
    );
    expect(() => parseMapUrl(`/api/sites/${id}/maps/%E0%A4%A/9/DARK/ffffff/`)).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});
