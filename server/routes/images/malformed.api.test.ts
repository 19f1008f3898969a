// Broken multipart bodies on every upload route (issue 22 item 6): a body that is no multipart at all,
// one cut off before its closing boundary, and one whose stream fails half-way (a client gone) answer
// 400 in the error shape, never 500.
import { DEFAULT_COLOR_SCHEME } from "@core/colors";
import { DEFAULT_FONTS } from "@core/fonts";
import { newPrint } from "@core/print/layouts";
import { beforeAll, describe, expect, it } from "vitest";
import { freshClientAddress, ownerWithSite, testAppForThisFile } from "../../test/harness";
import { multipartBody, twoColourImage } from "./test-helpers";

const t = testAppForThisFile();
let owner: { cookie: string; siteId: string };
let printId: string;

beforeAll(async () => {
  owner = await ownerWithSite(t.app);
  const print = newPrint(
    { colorScheme: DEFAULT_COLOR_SCHEME, fonts: DEFAULT_FONTS, siteGraphic: null, eventLogo: null },
    { names: "A & B", dateText: "12 juni", placeText: "Visby", siteUrl: "https://a.se", language: "sv" },
  );
  const created = await t.app.inject({
    method: "POST",
    url: "/api/prints/",
    payload: { print, site: owner.siteId },
    cookies: { session: owner.cookie },
  });
  expect(created.statusCode, created.body).toBe(200);
  printId = created.json().id;
}, 30_000);

const routes = () => [
  "/api/sites/quick-start/upload-image",
  `/api/sites/${owner.siteId}/upload-image`,
  `/api/prints/${printId}/image-upload`,
];

function send(url: string, payload: string | Buffer, contentType: string) {
  return t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": contentType },
    cookies: { session: owner.cookie },
    remoteAddress: freshClientAddress(),
  });
}

function expect400(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    isErrorResponse: true,
    errorDescription: { sv: expect.any(String) },
  });
}

describe("malformed multipart bodies on the upload routes", () => {
  it("answers 400 for garbage under a multipart content type", async () => {
    for (const url of routes()) {
      expect400(await send(url, "garbage body \u0000\r\n--", "multipart/form-data; boundary=x"));
      expect400(await send(url, "--x\r\nno headers here\r\n\r\n", "multipart/form-data; boundary=x"));
    }
  }, 20_000);

  it("answers 400 for a body cut off before its closing boundary", async () => {
    const photo = await (await twoColourImage(200, 100)).jpeg().toBuffer();
    const { payload, headers } = multipartBody(photo);
    const cut = payload.subarray(0, payload.length - 200);
    for (const url of routes()) expect400(await send(url, cut, headers["content-type"] as string));
  }, 20_000);

  it("answers 400 when the client goes away half-way (an aborted upload)", async () => {
    const photo = await (await twoColourImage(200, 100)).jpeg().toBuffer();
    const { payload, headers } = multipartBody(photo);
    const partial = payload.subarray(0, 300);
    for (const url of routes()) {
      for (const simulate of [
        { end: false, split: false, error: false, close: true },
        { end: false, split: false, error: true, close: false },
      ]) {
        const response = await t.app.inject({
          method: "POST",
          url,
          payload: partial,
          headers: { ...headers, "content-length": String(payload.length) },
          cookies: { session: owner.cookie },
          remoteAddress: freshClientAddress(),
          simulate,
        });
        expect400(response);
      }
    }
  }, 20_000);
});
