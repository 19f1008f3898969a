import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWindowBits, compressBody } from "./compression";

describe("brotli window for a body", () => {
  it("is the smallest power of two holding the body, between 64 KB and 4 MB", () => {
    expect(brotliWindowBits(0)).toBe(16);
    expect(brotliWindowBits(1000)).toBe(16);
    expect(brotliWindowBits(65_536)).toBe(16);
    expect(brotliWindowBits(65_537)).toBe(17);
    expect(brotliWindowBits(57_196 * 2)).toBe(17);
    expect(brotliWindowBits(300_000)).toBe(19);
    expect(brotliWindowBits(50_000_000)).toBe(22);
  });

  it("compresses bodies of every size so that they decompress to the same bytes", async () => {
    const text = (n: number) =>
      Buffer.from(
        Array.from({ length: n }, (_, i) => `<p class="m${i % 7}">Välkommen ${i}</p>`)
          .join("\n")
          .slice(0, n),
      );
    for (const body of [
      text(2000),
      text(70_000),
      text(300_000),
      Buffer.concat([text(4_500_000), randomBytes(2048)]),
    ]) {
      for (const first of [true, false]) {
        const brotli = await compressBody(body, "br", first);
        expect(zlib.brotliDecompressSync(brotli).equals(body)).toBe(true);
        const gzip = await compressBody(body, "gzip", first);
        expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
      }
    }
  });

  it("loses nothing against brotli's default 4 MB window on a page-sized body", async () => {
    const body = Buffer.from(
      Array.from({ length: 1500 }, (_, i) => `<li data-i="${i}">Gäst ${i % 40} – bord ${i % 12}</li>`).join(
        "",
      ),
    );
    const ours = await compressBody(body, "br");
    const wide = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    expect(ours.length).toBeLessThanOrEqual(Math.ceil(wide.length * 1.01));
  });
});
