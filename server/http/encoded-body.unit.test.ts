import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EncodedBody, IMPROVE_AFTER } from "./encoded-body";

const html = Buffer.from(
  `<!doctype html>${Array.from({ length: 600 }, (_, i) => `<p class="m${i % 7}">Välkommen ${i}!</p>`).join("")}`,
);

const settle = async (body: EncodedBody) => {
  for (let i = 0; i < 200 && !body.settled; i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("EncodedBody", () => {
  it("keeps a quick first body, and the better one made in the background when asked for again", async () => {
    const body = new EncodedBody(html);
    let changes = 0;
    const first = await body.inCoding("br", () => changes++);
    expect(changes).toBe(1);
    expect(brotliDecompressSync(first).equals(html)).toBe(true);
    expect(body.settled).toBe(false);
    // Asked again: the quick body is sent at once; at the IMPROVE_AFTER-th ask the better one is made
    // and replaces it afterwards.
    for (let ask = 2; ask < IMPROVE_AFTER; ask++)
      expect(await body.inCoding("br", () => changes++)).toBe(first);
    await settle(body);
    expect(changes).toBe(1);
    expect(await body.inCoding("br", () => changes++)).toBe(first);
    await settle(body);
    expect(changes).toBe(2);
    const better = await body.inCoding("br");
    expect(better.length).toBeLessThanOrEqual(first.length);
    expect(brotliDecompressSync(better).equals(html)).toBe(true);
    expect(body.bytes).toBe(better.length);
    // Made once: asked again, nothing changes.
    await body.inCoding("br", () => changes++);
    await settle(body);
    expect(changes).toBe(2);
  });

  it("makes each coding from the page, also once the identity body is dropped", async () => {
    const body = new EncodedBody(html);
    await body.inCoding("br");
    const gz = await body.inCoding("gzip");
    expect(gunzipSync(gz).equals(html)).toBe(true);
    for (let ask = 1; ask < IMPROVE_AFTER; ask++) await body.inCoding("gzip");
    await settle(body);
    expect(gunzipSync(await body.inCoding("gzip")).equals(html)).toBe(true);
    expect(body.plain().equals(html)).toBe(true);
  });
});
