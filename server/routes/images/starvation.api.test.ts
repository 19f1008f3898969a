// Anonymous uploads cannot starve the server (issue 22 item 4): eight quick-start uploads of a noisy
// 40-megapixel JPEG at once, while an owner uploads a small photo. The anonymous ones are refused
// (over the quick-start pixel cap, read from the header before any decoding, or busy: 429/503 with
// Retry-After) and the owner's upload is done within a few seconds.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { freshClientAddress, ownerWithSite, testAppForThisFile } from "../../test/harness";
import { multipartBody, twoColourImage } from "./test-helpers";

const t = testAppForThisFile();
let owner: { cookie: string; siteId: string };
/** 8000 × 5000 gaussian noise (a 1000 × 1000 noisy tile repeated: the same bytes per pixel, a second to make). */
let noisy40mp: Buffer;

beforeAll(async () => {
  owner = await ownerWithSite(t.app);
  const tile = await sharp({
    create: {
      width: 1000,
      height: 1000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .raw()
    .toBuffer();
  noisy40mp = await sharp(tile, { raw: { width: 1000, height: 1000, channels: 3 } })
    .extend({ right: 7000, bottom: 4000, extendWith: "repeat" })
    .jpeg()
    .toBuffer();
}, 30_000);

function upload(url: string, content: Buffer, remoteAddress: string, cookie?: string) {
  const { payload, headers } = multipartBody(content);
  return t.app.inject({
    method: "POST",
    url,
    payload,
    headers,
    remoteAddress,
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });
}

describe("anonymous uploads cannot starve an owner's", () => {
  it("eight 40-megapixel quick-start uploads at once leave an owner's small photo waiting seconds at most", async () => {
    expect((await sharp(noisy40mp).metadata()).width).toBe(8000);
    expect(noisy40mp.length).toBeGreaterThan(10_000_000);
    const small = await (await twoColourImage(1200, 800)).jpeg().toBuffer();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 25);

    // Four from one visitor (beyond the per-client cap), four from four others.
    const oneVisitor = freshClientAddress();
    const anonymous = Array.from({ length: 8 }, (_, i) =>
      upload("/api/sites/quick-start/upload-image", noisy40mp, i < 4 ? oneVisitor : freshClientAddress()),
    );
    const started = performance.now();
    const ownerResponse = await upload(
      `/api/sites/${owner.siteId}/upload-image`,
      small,
      freshClientAddress(),
      owner.cookie,
    );
    const ownerSeconds = (performance.now() - started) / 1000;
    const answers = await Promise.all(anonymous);
    clearInterval(sampler);

    expect(ownerResponse.statusCode, ownerResponse.body).toBe(200);
    // Not a speed target (npm run bench has those): before the queue the owner waited 280 s behind
    // six of these; now it is well under a second here. 30 s is far from both, even on a busy machine.
    expect(ownerSeconds).toBeLessThan(30);
    for (const answer of answers) {
      const body = answer.json();
      expect(body.isErrorResponse, answer.body).toBe(true);
      if (answer.statusCode === 429 || answer.statusCode === 503) {
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        expect(body.code).toMatch(/^IMAGE_(TOO_MANY_AT_ONCE|BUSY)$/);
      } else {
        expect(answer.statusCode, answer.body).toBe(422);
        expect(body.code).toBe("QUICK_START_IMAGE_TOO_MANY_PIXELS");
      }
    }
    // Whether one visitor's four overlap enough to meet its per-client cap (429) depends on the
    // machine's timing; the cap itself is tested in server/images/work-queue.unit.test.ts.
    // Measured +220 MB: mostly the eight 15 MB bodies (held by inject and by the multipart reads).
    expect(rssPeak - rssBefore).toBeLessThan(600 * 1024 * 1024);
  }, 60_000);
});
