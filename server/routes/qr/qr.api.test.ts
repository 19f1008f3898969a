// GET /api/sites/{siteId}/qr/{host}/png and /svg: the QR code of the site's own address, its colours, and the
// refusals. The image is checked module by module against the symbol qrcode makes for the URL, which
// is what a scanner would read.
import QRCode from "qrcode";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { activateSite } from "../../operations/sites";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
} from "../../test/harness";

const t = testAppForThisFile();
let owner: { cookie: string };
let siteId: string;
let unpublished: { cookie: string; siteId: string };
const HOST = "anna-och-erik-qr.se";

beforeAll(async () => {
  owner = await registerAndLogin(t.app);
  siteId = await createSiteFor(t.app, owner.cookie);
  await activateSite(t.ctx, siteId, HOST);
  const other = await registerAndLogin(t.app);
  unpublished = { cookie: other.cookie, siteId: await createSiteFor(t.app, other.cookie) };
});

const get = (url: string, cookie: string | null = owner.cookie) =>
  t.app.inject({
    method: "GET",
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    remoteAddress: freshClientAddress(),
  });

/** The image's modules, sampled at each module's centre: true where the pixel is the dark colour. */
async function readModules(png: Buffer, size: number, dark: { r: number; g: number; b: number }) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const margin = 4;
  const modulePx = info.width / (size + 2 * margin);
  const bits: boolean[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = Math.floor((col + margin + 0.5) * modulePx);
      const y = Math.floor((row + margin + 0.5) * modulePx);
      const i = (y * info.width + x) * 3;
      const distance =
        Math.abs((data[i] as number) - dark.r) +
        Math.abs((data[i + 1] as number) - dark.g) +
        Math.abs((data[i + 2] as number) - dark.b);
      bits.push(distance < 30);
    }
  }
  return bits;
}

describe("GET /api/sites/{siteId}/qr/{host}/png", () => {
  it("answers a PNG QR code of https://{host}/ in black on white", async () => {
    const response = await get(`/api/sites/${siteId}/qr/${HOST}/png`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.width).toBe(600);
    expect(meta.height).toBe(600);
    const symbol = QRCode.create(`https://${HOST}/`, { errorCorrectionLevel: "M" });
    const expected = Array.from(symbol.modules.data, (v) => v === 1);
    expect(await readModules(response.rawPayload, symbol.modules.size, { r: 0, g: 0, b: 0 })).toEqual(
      expected,
    );
  });

  it("uses the colours asked for and the size, also for the www. address and in any case", async () => {
    const response = await get(
      `/api/sites/${siteId}/qr/WWW.${HOST.toUpperCase()}/png?darkColor=1A237E&lightColor=fff8e1&size=400`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data, info } = await sharp(response.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(400);
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 3) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    expect(colours).toContain(`${0x1a},${0x23},${0x7e}`);
    expect(colours).toContain(`${0xff},${0xf8},${0xe1}`);
    expect(colours.has("0,0,0")).toBe(false);
    const symbol = QRCode.create(`https://www.${HOST}/`, { errorCorrectionLevel: "M" });
    expect(
      await readModules(response.rawPayload, symbol.modules.size, { r: 0x1a, g: 0x23, b: 0x7e }),
    ).toEqual(Array.from(symbol.modules.data, (v) => v === 1));
  });

  it("refuses another host, and every host of a site not yet published, with 404", async () => {
    expectError(await get(`/api/sites/${siteId}/qr/someone-else.se/png`), 404, "QR_HOST_NOT_OF_SITE");
    expectError(await get(`/api/sites/${siteId}/qr/sub.${HOST}/png`), 404, "QR_HOST_NOT_OF_SITE");
    expectError(
      await get(`/api/sites/${unpublished.siteId}/qr/${HOST}/png`, unpublished.cookie),
      404,
      "QR_HOST_NOT_OF_SITE",
    );
  });

  it.each([
    ["a colour with '#'", "?darkColor=%23000000"],
    ["a colour name", "?darkColor=black"],
    ["a five-digit colour", "?lightColor=fffff"],
    ["colours too alike to scan", "?darkColor=777777&lightColor=888888"],
    ["light and dark swapped", "?darkColor=ffffff&lightColor=000000"],
    ["a size too small", "?size=64"],
    ["a size too large", "?size=5000"],
  ])("answers 400 for %s", async (_name, query) => {
    expectError(await get(`/api/sites/${siteId}/qr/${HOST}/png${query}`), 400, "INVALID_INPUT");
  });

  it("answers 400 for a host that is not a domain name", async () => {
    expectError(await get(`/api/sites/${siteId}/qr/not_a_host/png`), 400, "INVALID_INPUT");
    expectError(await get(`/api/sites/${siteId}/qr/localhost/png`), 400, "INVALID_INPUT");
  });

  it("answers 401 without a session and 403 for another account's site", async () => {
    expectError(await get(`/api/sites/${siteId}/qr/${HOST}/png`, null), 401, "NOT_LOGGED_IN");
    expectError(await get(`/api/sites/${siteId}/qr/${HOST}/png`, unpublished.cookie), 403, "FORBIDDEN");
  });
});

describe("GET /api/sites/{siteId}/qr/{host}/svg", () => {
  it("answers an SVG of the same code, scaled to the size and in the colours asked for", async () => {
    const response = await get(
      `/api/sites/${siteId}/qr/${HOST}/svg?darkColor=1a237e&lightColor=fff8e1&size=400`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["content-disposition"]).toBe(`inline; filename="qr-${HOST}.svg"`);
    expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).not.toMatch(/<script|on\w+=/i);
    // Rendered to pixels, it reads as the symbol of the address (what a scanner sees).
    const png = await sharp(Buffer.from(response.body)).png().toBuffer();
    expect((await sharp(png).metadata()).width).toBe(400);
    const symbol = QRCode.create(`https://${HOST}/`, { errorCorrectionLevel: "M" });
    expect(await readModules(png, symbol.modules.size, { r: 0x1a, g: 0x23, b: 0x7e })).toEqual(
      Array.from(symbol.modules.data, (v) => v === 1),
    );
  });

  it("refuses what the PNG refuses: another host 404, bad colours 400, no session 401, a stranger 403", async () => {
    expectError(await get(`/api/sites/${siteId}/qr/someone-else.se/svg`), 404, "QR_HOST_NOT_OF_SITE");
    expectError(
      await get(`/api/sites/${unpublished.siteId}/qr/${HOST}/svg`, unpublished.cookie),
      404,
      "QR_HOST_NOT_OF_SITE",
    );
    expectError(
      await get(`/api/sites/${siteId}/qr/${HOST}/svg?darkColor=ffffff&lightColor=000000`),
      400,
      "INVALID_INPUT",
    );
    expectError(await get(`/api/sites/${siteId}/qr/${HOST}/svg`, null), 401, "NOT_LOGGED_IN");
    expectError(await get(`/api/sites/${siteId}/qr/${HOST}/svg`, unpublished.cookie), 403, "FORBIDDEN");
  });

  it("has no other formats", async () => {
    expect((await get(`/api/sites/${siteId}/qr/${HOST}/gif`)).statusCode).toBe(404);
  });
});
