// The maps routes with the default offline provider: the schematic card (found: null, nothing asked
// of any network service), its cache on disk and preventCache.
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { mapSchema } from "@modules/location/schema";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PALETTES } from "../../maps/style";
import { createSiteFor, freshClientAddress, registerAndLogin, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile();
let owner: { cookie: string };
let siteId: string;

beforeAll(async () => {
  owner = await registerAndLogin(t.app);
  siteId = await createSiteFor(t.app, owner.cookie);
});

const post = (url: string) =>
  t.app.inject({
    method: "POST",
    url,
    cookies: { session: owner.cookie },
    remoteAddress: freshClientAddress(),
  });
const file = (path: string) => join(t.ctx.config.dataDir, path.replace(/^\/media\//, "media/"));
const hex = (c: { r: number; g: number; b: number }) =>
  `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

describe("maps with the offline provider", () => {
  it("is the provider without configuration", () => {
    expect(t.ctx.config.maps.provider).toBe("offline");
  });

  it("draws the schematic card in both widths, in the theme's colours, and says no geocoder was asked", async () => {
    const response = await post(
      `/api/sites/${siteId}/maps/${encodeURIComponent("Sjövik gård")}/12/RETRO/ea4335/`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      location: "Sjövik gård",
      mapTheme: "RETRO",
      markerColor: "#ea4335",
      found: null,
    });
    expect(mapSchema.safeParse(body).success).toBe(true);
    const big = await readFile(file(body.path));
    expect(await sharp(big).metadata()).toMatchObject({ format: "png", width: 640, height: 480 });
    expect(await sharp(file(body.path.replace(/-640\.png$/, "-420.png"))).metadata()).toMatchObject({
      width: 420,
      height: 315,
    });
    // Between grid lines (about 40 px apart at zoom 12, through the place at 320, 221) is the theme's background.
    const { data } = await sharp(big)
      .removeAlpha()
      .extract({ left: 21, top: 41, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(hex({ r: data[0] as number, g: data[1] as number, b: data[2] as number })).toBe(
      PALETTES.RETRO.background,
    );
  });

  it("answers a cached card without drawing it again, and draws it anew with preventCache=true", async () => {
    const url = `/api/sites/${siteId}/maps/${encodeURIComponent("Lunds domkyrka")}/9/NIGHT/00ff00/`;
    const first = (await post(url)).json();
    const meta = join(
      t.ctx.config.dataDir,
      "media",
      "maps",
      `${first.path.split("/").pop().split("-")[0]}.json`,
    );
    const drawnAt = JSON.parse(await readFile(meta, "utf8")).renderedAt;
    const mtime = statSync(file(first.path)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));

    const again = (await post(url)).json();
    expect(again.path).toBe(first.path);
    expect(JSON.parse(await readFile(meta, "utf8")).renderedAt).toBe(drawnAt);
    expect(statSync(file(first.path)).mtimeMs).toBe(mtime);

    const fresh = (await post(`${url}?preventCache=true`)).json();
    expect(fresh.path).toBe(first.path);
    expect(JSON.parse(await readFile(meta, "utf8")).renderedAt).not.toBe(drawnAt);
    expect(statSync(file(first.path)).mtimeMs).toBeGreaterThan(mtime);
  });

  it("draws different cards for a different colour or zoom", async () => {
    const a = (await post(`/api/sites/${siteId}/maps/Visby/10/SILVER/ea4335/`)).json();
    const b = (await post(`/api/sites/${siteId}/maps/Visby/10/SILVER/1e88e5/`)).json();
    const c = (await post(`/api/sites/${siteId}/maps/Visby/11/SILVER/ea4335/`)).json();
    expect(new Set([a.path, b.path, c.path]).size).toBe(3);
  });
});
