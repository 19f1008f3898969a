import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageFormat } from "./detect";

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === "string" ? Buffer.from(v, "latin1") : Buffer.from([v]))));

/** An ISO-BMFF 'ftyp' box with a major brand and compatible brands. */
function ftyp(major: string, compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const head = Buffer.alloc(4);
  head.writeUInt32BE(size);
  return Buffer.concat([head, Buffer.from(`ftyp${major}\0\0\0\0${compatible.join("")}`, "latin1")]);
}

describe("detectImageFormat", () => {
  it("recognises real images made by sharp", async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } });
    expect(detectImageFormat(await image.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(detectImageFormat(await image.clone().png().toBuffer())).toBe("png");
    expect(detectImageFormat(await image.clone().webp().toBuffer())).toBe("webp");
    expect(detectImageFormat(await image.clone().gif().toBuffer())).toBe("gif");
    expect(detectImageFormat(await image.clone().avif({ effort: 0 }).toBuffer())).toBe("avif");
  });

  it("tells AVIF from HEIC by the ftyp brands", () => {
    expect(detectImageFormat(ftyp("avif", ["mif1", "miaf"]))).toBe("avif");
    expect(detectImageFormat(ftyp("mif1", ["miaf", "avif"]))).toBe("avif");
    expect(detectImageFormat(ftyp("heic", ["mif1", "heic"]))).toBe("heic");
    expect(detectImageFormat(ftyp("mif1", ["heic"]))).toBe("heic");
    // An MP4 video has an ftyp box too.
    expect(detectImageFormat(ftyp("isom", ["iso2", "mp41"]))).toBeNull();
  });

  it("judges content, not names: text, SVG, PDF, TIFF and truncated signatures are not images", () => {
    expect(detectImageFormat(Buffer.from("Hej, det här är text"))).toBeNull();
    expect(detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageFormat(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(detectImageFormat(bytes("II*", 0, 8, 0, 0, 0))).toBeNull();
    expect(detectImageFormat(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageFormat(bytes(0x89, "PNG"))).toBeNull();
    expect(detectImageFormat(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeNull();
    expect(detectImageFormat(bytes("GIF90a"))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
