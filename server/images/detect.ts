// What an uploaded file is, judged by its first bytes (its "magic"), never by its name or the type the
// browser claims: a text file named photo.jpg is refused before any decoder sees it, and formats we do
// not accept (SVG with script, TIFF, PDF) never reach sharp.

export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "avif" | "heic";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** ISO-BMFF (AVIF/HEIC): an 'ftyp' box whose major or compatible brands name the image format. */
function isoImageFormat(bytes: Uint8Array): "avif" | "heic" | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
  if (brands.some((b) => HEIC_BRANDS.has(b))) return "heic";
  return null;
}

export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  const head = ascii(bytes, 0, 6);
  if (head === "GIF87a" || head === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  return isoImageFormat(bytes);
}
