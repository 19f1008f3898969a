// The marker pin and the attribution line, drawn as SVG and composited with sharp. The pin has the
// same shape as the guest page's pin icon (modules/location/View.tsx), so both read as one thing.
import type { OverlayOptions } from "sharp";
import type { Pixel } from "./mercator";

export const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The font stack of every text drawn on a map: fonts present on a Debian server (and Arial elsewhere). */
export const MAP_FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** Pin size by image width: large enough to see on a phone, small enough not to hide the place. */
export const pinSize = (width: number) => {
  const w = width >= 600 ? 36 : 28;
  return { width: w, height: Math.round((w * 32) / 24) };
};

/** The pin as SVG markup whose tip is at (tipX, tipY). */
export function pinSvg(tipX: number, tipY: number, imageWidth: number, color: string): string {
  const { width, height } = pinSize(imageWidth);
  const scale = width / 24;
  const x = tipX - width / 2;
  const y = tipY - height;
  return `<g>
  <ellipse cx="${tipX}" cy="${tipY}" rx="${width * 0.32}" ry="${width * 0.11}" fill="#000" fill-opacity="0.25"/>
  <g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="${color}" stroke="#000" stroke-opacity="0.3" stroke-width="1"/>
    <circle cx="12" cy="12" r="4.5" fill="#fff"/>
  </g>
</g>`;
}

/** The marker as an overlay for sharp, tip at the given pixel. */
export function markerOverlay(tip: Pixel, width: number, height: number, color: string): OverlayOptions {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${pinSvg(tip.x, tip.y, width, color)}</svg>`;
  return { input: Buffer.from(svg), left: 0, top: 0 };
}

/** The credit line in the bottom-right corner, on a backing so it reads on any tile (dark on dark maps). */
export function attributionOverlay(
  text: string,
  width: number,
  height: number,
  dark = false,
): OverlayOptions {
  const fontSize = width >= 600 ? 11 : 10;
  // Without text measurement, an average glyph width of ~0.6 em is a safe upper bound for this font.
  const boxWidth = Math.min(width, Math.ceil(text.length * fontSize * 0.6) + 10);
  const boxHeight = fontSize + 6;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect x="${width - boxWidth}" y="${height - boxHeight}" width="${boxWidth}" height="${boxHeight}" fill="${dark ? "#000000" : "#ffffff"}" fill-opacity="${dark ? 0.6 : 0.8}"/>
  <text x="${width - 5}" y="${height - 5}" font-family="${MAP_FONT}" font-size="${fontSize}" fill="${dark ? "#eeeeee" : "#333333"}" text-anchor="end">${escapeXml(text)}</text>
</svg>`;
  return { input: Buffer.from(svg), left: 0, top: 0 };
}
