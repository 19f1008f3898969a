import { describe, expect, it } from "vitest";
import { MAX_LATITUDE, project, TILE_SIZE, tilesForView, tileUrl, unproject, worldSize } from "./mercator";

describe("Web Mercator projection", () => {
  it("puts (0, 0) in the middle of the world square at every zoom", () => {
    for (const zoom of [0, 6, 12, 18]) {
      expect(project({ lat: 0, lon: 0 }, zoom)).toEqual({ x: worldSize(zoom) / 2, y: worldSize(zoom) / 2 });
    }
  });

  it("matches the slippy-map formula for Stockholm at zoom 12 (tile 2253/1204)", () => {
    const p = project({ lat: 59.3293, lon: 18.0686 }, 12);
    expect(p.x).toBeCloseTo(576916.612, 2);
    expect(p.y).toBeCloseTo(308374.21, 2);
    expect(Math.floor(p.x / TILE_SIZE)).toBe(2253);
    expect(Math.floor(p.y / TILE_SIZE)).toBe(1204);
  });

  it("maps the world's edges to the square's edges and clamps beyond the poles' cut-off", () => {
    expect(project({ lat: MAX_LATITUDE, lon: -180 }, 3).x).toBe(0);
    expect(project({ lat: MAX_LATITUDE, lon: -180 }, 3).y).toBeCloseTo(0, 6);
    expect(project({ lat: 89.9, lon: 180 }, 3)).toEqual(project({ lat: MAX_LATITUDE, lon: 180 }, 3));
    expect(project({ lat: -89.9, lon: 0 }, 3).y).toBeCloseTo(worldSize(3), 6);
  });

  it("unprojects what it projects", () => {
    for (const point of [
      { lat: 55.6761, lon: 12.5683 },
      { lat: -33.8688, lon: 151.2093 },
      { lat: 0.0001, lon: -179.9 },
    ]) {
      const back = unproject(project(point, 15), 15);
      expect(back.lat).toBeCloseTo(point.lat, 9);
      expect(back.lon).toBeCloseTo(point.lon, 9);
    }
  });
});

describe("tiles for a view", () => {
  it("covers a 640 × 480 view with the tiles around the point and crops it centred on the point", () => {
    const center = { lat: 59.3293, lon: 18.0686 };
    const view = tilesForView(center, 12, 640, 480);
    const p = project(center, 12);
    const left = Math.round(p.x - 320);
    const top = Math.round(p.y - 240);
    const firstCol = Math.floor(left / 256);
    const firstRow = Math.floor(top / 256);
    expect(view.cropLeft).toBe(left - firstCol * 256);
    expect(view.cropTop).toBe(top - firstRow * 256);
    expect(view.cropLeft + 640).toBeLessThanOrEqual(view.canvasWidth);
    expect(view.cropTop + 480).toBeLessThanOrEqual(view.canvasHeight);
    expect(view.tiles).toHaveLength((view.canvasWidth / 256) * (view.canvasHeight / 256));
    expect(view.tiles[0]).toEqual({ x: firstCol, y: firstRow, z: 12, left: 0, top: 0 });
    // The point itself lies at the middle of the cropped view.
    expect(p.x - (firstCol * 256 + view.cropLeft)).toBeCloseTo(320, 0);
    expect(p.y - (firstRow * 256 + view.cropTop)).toBeCloseTo(240, 0);
  });

  it("wraps columns around the antimeridian", () => {
    // Zoom 1 is 2 × 2 tiles; a 640 px view centred on (0, 0) reaches a column past each edge.
    const view = tilesForView({ lat: 0, lon: 0 }, 1, 640, 480);
    expect(view.canvasWidth).toBe(4 * 256);
    expect(view.cropLeft).toBe(192);
    expect(view.tiles.filter((t) => t.y === 0).map((t) => t.x)).toEqual([1, 0, 1, 0]);
  });

  it("leaves out rows beyond the poles", () => {
    const view = tilesForView({ lat: 0, lon: 0 }, 0, 640, 480);
    expect(view.tiles.every((t) => t.y === 0)).toBe(true);
    // Rows -1 and 1 are outside the single-tile world of zoom 0 and stay background.
    expect(view.canvasHeight).toBe(3 * 256);
    expect(view.tiles).toHaveLength(3);
  });
});

describe("tile URLs", () => {
  it("fills {z}/{x}/{y} and spreads {s} over a, b and c", () => {
    expect(tileUrl("https://tile.example.org/{z}/{x}/{y}.png", { z: 12, x: 2253, y: 1204 })).toBe(
      "https://tile.example.org/12/2253/1204.png",
    );
    const subdomains = [0, 1, 2].map((x) =>
      tileUrl("https://{s}.t.example/{z}/{x}/{y}.png", { z: 3, x, y: 0 }),
    );
    expect(subdomains).toEqual([
      "https://a.t.example/3/0/0.png",
      "https://b.t.example/3/1/0.png",
      "https://c.t.example/3/2/0.png",
    ]);
  });
});
