// Helpers for the image API tests: multipart bodies, made-up pictures, and the files an image has.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { TWIN_FORMATS, twinFileName } from "@core/image-urls";
import type { Image } from "@core/images";
import sharp, { type Sharp } from "sharp";
import type { AppContext } from "../../context";
import { mediaDir } from "../../static";

export function multipartBody(
  content: Buffer,
  options: { field?: string; fileName?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----eventsida${randomBytes(8).toString("hex")}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? "file"}"; ` +
    `filename="${options.fileName ?? "photo.jpg"}"\r\nContent-Type: ${options.contentType ?? "image/jpeg"}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A width × height picture: left half red, right half blue (so rotation and crops can be seen). */
export async function twoColourImage(width: number, height: number): Promise<Sharp> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } }).composite([
    { input: blue, left: half, top: 0 },
  ]);
}

/** A PNG whose header says width × height while its data is tiny: what a decompression bomb claims. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  // IHDR is the first chunk: length(4) 'IHDR'(4) width(4) height(4) ... crc over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The files on disk of an image the API answered: every JPEG and its AVIF and WebP twins. */
export function imageFiles(ctx: AppContext, image: Image): string[] {
  const dir = join(mediaDir(ctx), image.path.replace(/^\/media\//, ""));
  const names = [image.fileName, ...image.sizes.map((s) => s.fileName)];
  return names.flatMap((name) => [
    join(dir, name),
    ...TWIN_FORMATS.map((format) => join(dir, twinFileName(name, format))),
  ]);
}

export const allExist = (files: string[]): boolean => files.every((file) => existsSync(file));

/** The colour of one pixel of a stored file, as [r, g, b]. */
export async function pixelAt(file: string, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(file)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

export const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
export const isBlue = ([r, g, b]: number[]) => (r ?? 255) < 60 && (g ?? 255) < 60 && (b ?? 0) > 200;
