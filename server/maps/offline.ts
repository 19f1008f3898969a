// The offline map provider, the default without a tile server: an honest schematic card instead of a
// map. It never pretends to show streets; it shows the place's name under a marker in the owner's
// colour, on the theme's colours with a faint grid, rings around the place and a compass. The zoom
// sets the grid's scale, so changing it is visible.

import { loadSharp } from "../images/sharp";
import { escapeXml, MAP_FONT, pinSvg } from "./marker";
import { type MapParams, type MapWidth, mapHeightOf } from "./params";
import type { MapProvider, MapRenderRequest } from "./provider";
import { PALETTES } from "./style";

/** Bump when the drawing changes, so cached cards are drawn anew. */
const DRAWING_VERSION = "offline-1";

/** Greedy word wrap by estimated width, at most `maxLines` lines, the last one cut with an ellipsis. */
export function wrapLabel(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(" ").flatMap((word) => {
    const parts: string[] = [];
    for (let i = 0; i < word.length; i += maxChars) parts.push(word.slice(i, i + maxChars));
    return parts;
  });
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? "";
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
}

function gridLines(
  width: number,
  height: number,
  cx: number,
  cy: number,
  step: number,
  color: string,
): string {
  const lines: string[] = [];
  for (let x = cx % step; x < width; x += step) lines.push(`<path d="M${x.toFixed(1)} 0V${height}"/>`);
  for (let y = cy % step; y < height; y += step) lines.push(`<path d="M0 ${y.toFixed(1)}H${width}"/>`);
  return `<g stroke="${color}" stroke-width="1">${lines.join("")}</g>`;
}

function compass(x: number, y: number, r: number, color: string, text: string): string {
  return `<g transform="translate(${x} ${y})">
  <circle r="${r}" fill="none" stroke="${color}" stroke-width="1.5"/>
  <path d="M0 ${-r + 4}L${r * 0.28} 0L0 ${r * 0.2}L${-r * 0.28} 0Z" fill="${text}" fill-opacity="0.75"/>
  <text y="${-r - 5}" text-anchor="middle" font-family="${MAP_FONT}" font-size="${Math.round(r * 0.7)}" font-weight="bold" fill="${text}" fill-opacity="0.8">N</text>
</g>`;
}

/** The card as SVG, for one width. */
export function schematicSvg(params: MapParams, width: MapWidth): string {
  const height = mapHeightOf(width);
  const palette = PALETTES[params.mapTheme];
  const cx = width / 2;
  const cy = Math.round(height * 0.46);
  // 12 px at zoom 6, growing about 22 % a step: about 130 px at zoom 18.
  const step = 12 * 1.22 ** (params.zoom - 6);
  const small = width < 600;
  const fontSize = small ? 15 : 18;
  const maxChars = Math.floor((width - 80) / (fontSize * 0.6));
  const lines = wrapLabel(params.location, maxChars, 2);
  const longest = Math.max(...lines.map((l) => l.length));
  const labelWidth = Math.min(width - 40, Math.ceil(longest * fontSize * 0.6) + 28);
  const labelHeight = lines.length * (fontSize + 6) + 14;
  const labelTop = cy + 14;
  const rings = [1, 2, 3]
    .map(
      (i) =>
        `<circle cx="${cx}" cy="${cy}" r="${i * (small ? 34 : 48)}" fill="none" stroke="${palette.accent}" stroke-opacity="${0.75 - i * 0.18}" stroke-width="1.5" stroke-dasharray="${i === 1 ? "none" : "4 5"}"/>`,
    )
    .join("");
  const text = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${labelTop + 7 + (i + 1) * (fontSize + 6) - 6}" text-anchor="middle" font-family="${MAP_FONT}" font-size="${fontSize}" font-weight="bold" fill="${palette.text}">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${palette.background}"/>
  ${gridLines(width, height, cx, cy, step, palette.grid)}
  ${rings}
  ${compass(width - (small ? 30 : 40), small ? 40 : 50, small ? 13 : 17, palette.accent, palette.text)}
  <rect x="${cx - labelWidth / 2}" y="${labelTop}" width="${labelWidth}" height="${labelHeight}" rx="8" fill="${palette.label}" fill-opacity="0.92" stroke="${palette.accent}" stroke-opacity="0.6"/>
  ${text}
  ${pinSvg(cx, cy, width, params.markerColor)}
</svg>`;
}

/** Draws the schematic card in each width as PNG. */
export async function renderSchematic(params: MapParams, widths: readonly MapWidth[]): Promise<Buffer[]> {
  const sharp = await loadSharp();
  return Promise.all(
    widths.map((width) =>
      sharp(Buffer.from(schematicSvg(params, width)))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    ),
  );
}

export function offlineMapProvider(): MapProvider {
  return {
    kind: "offline",
    identity: DRAWING_VERSION,
    geocodes: false,
    geocode: async () => null,
    render: (request: MapRenderRequest) => renderSchematic(request.params, request.widths),
  };
}
