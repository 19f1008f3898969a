// The nine corner bouquets (CORNER_GRAPHICS_*): each drawn into the top-left corner of a 400×400 box
// and left transparent elsewhere; the stylesheet mirrors it into the other corners. Leaves fan out
// along both edges so the middle of the box stays light and the page's text beside it stays clear.
import {
  balloon,
  between,
  blob,
  blossom,
  cluster,
  leaf,
  n,
  pick,
  type Rng,
  random,
  rose,
  sprig,
  svg,
} from "./primitives";

const SIZE = 400;

type Palette = { leaves: readonly string[]; stem: string; vein?: string };

/** Sprigs fanning from the corner along the top edge, the left edge and the diagonal. */
function fan(rng: Rng, p: Palette, scale = 1, round = false): string {
  const targets: [number, number, number, number][] = [
    [384, 40, 200, 10],
    [330, 128, 170, 40],
    [250, 240, 130, 100],
    [40, 384, 10, 200],
    [128, 330, 40, 170],
    [200, 90, 90, 20],
    [90, 200, 20, 90],
  ];
  return targets
    .map(([x, y, cx, cy]) =>
      sprig(rng, [8, 8], [cx, cy], [x * scale, y * scale], {
        leaves: 12,
        length: 52 * scale,
        width: 24 * scale,
        fills: p.leaves,
        stem: p.stem,
        ...(p.vein ? { vein: p.vein } : {}),
        round,
      }),
    )
    .join("");
}

/** Leaves tucked behind a flower, pointing away from the corner. */
function tuck(rng: Rng, p: Palette, spots: readonly [number, number, number][]): string {
  let out = "";
  for (const [x, y, r] of spots) {
    for (let i = 0; i < 5; i++) {
      out += leaf(
        x,
        y,
        between(rng, 60, 210),
        r * between(rng, 1.2, 1.7),
        r * 0.55,
        pick(rng, p.leaves),
        p.vein,
      );
    }
  }
  return out;
}

const FLOWER_SPOTS: [number, number, number][] = [
  [92, 84, 60],
  [196, 46, 40],
  [46, 196, 40],
  [160, 150, 28],
  [262, 22, 22],
  [22, 262, 22],
];

function blue(rng: Rng): string {
  const fills = ["#6f8fc9", "#8eaad8", "#5b78b5", "#a9c0e6", "#7d9bd6"];
  const palette: Palette = { leaves: ["#4f7a5a", "#6a9270", "#3f6b4c"], stem: "#3f5e45", vein: "#9dbb9f" };
  let out = fan(rng, palette) + tuck(rng, palette, FLOWER_SPOTS.slice(0, 4));
  for (const [x, y, r] of FLOWER_SPOTS.slice(0, 4)) out += cluster(rng, x, y, r, fills, "#2f4f8f");
  for (const [x, y, r] of FLOWER_SPOTS.slice(4)) out += blossom(x, y, r, 5, "#f4f6fb", "#e0b84f");
  return svg(SIZE, SIZE, "", out);
}

function multiColor(rng: Rng): string {
  const palette: Palette = { leaves: ["#6b9a5b", "#87b06f", "#4f7f4a"], stem: "#4b6e3f", vein: "#b7d3a3" };
  let out = fan(rng, palette) + tuck(rng, palette, FLOWER_SPOTS.slice(0, 4));
  const colours: [string, string][] = [
    ["#f08a6c", "#f6b39d"],
    ["#f4c95d", "#f8dd93"],
    ["#e77fa6", "#f3aec8"],
    ["#9a7fd1", "#c0addf"],
    ["#f08a6c", "#f6b39d"],
    ["#f4c95d", "#f8dd93"],
  ];
  FLOWER_SPOTS.forEach(([x, y, r], i) => {
    const [fill, inner] = colours[i] as [string, string];
    out += blossom(x, y, r, i % 2 === 0 ? 8 : 6, fill, "#7a4b2a", {
      inner,
      rotate: rng() * 60,
      centreDots: "#f8dd93",
    });
  });
  return svg(SIZE, SIZE, "", out);
}

function roses(rng: Rng): string {
  const palette: Palette = { leaves: ["#7f9c7a", "#95b08e", "#5f7f5c"], stem: "#5b6f52", vein: "#c5d6bf" };
  let out = fan(rng, palette) + tuck(rng, palette, FLOWER_SPOTS.slice(0, 4));
  FLOWER_SPOTS.forEach(([x, y, r], i) => {
    out +=
      i < 4
        ? rose(x, y, r, "#f6d3cf", "#eaa9a5", "#b9656a", rng() * 90)
        : rose(x, y, r, "#fbe6e2", "#f3c4c0", "#d38c8c", rng() * 90);
  });
  return svg(SIZE, SIZE, "", out);
}

function washes(rng: Rng, colours: readonly string[], count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = between(rng, 0, Math.PI / 2);
    const d = between(rng, 20, 230);
    const fill = pick(rng, colours);
    const [x, y, r] = [Math.cos(a) * d, Math.sin(a) * d, between(rng, 36, 90)];
    out += `<path d="${blob(rng, x, y, r, 0.25)}" fill="${fill}" fill-opacity="0.22"/><path d="${blob(rng, x + 6, y + 4, r * 0.8, 0.3)}" fill="${fill}" fill-opacity="0.2"/>`;
  }
  return out;
}

function waterColor(rng: Rng): string {
  let out = washes(rng, ["#7cc6c2", "#f2a7a0", "#f7c99b", "#a7c7e7"], 11);
  out += `<g opacity="0.78">${fan(rng, { leaves: ["#6fb3a4", "#8cc7b1", "#5c9c8c"], stem: "#5c8a7c" })}</g>`;
  for (const [x, y, r] of FLOWER_SPOTS.slice(0, 3)) {
    out += `<g opacity="0.85">${blossom(x, y, r * 0.9, 7, "#f2a7a0", "#c9736b", { inner: "#f7cfc4", rotate: rng() * 50 })}</g>`;
  }
  return svg(SIZE, SIZE, "", out);
}

function balloons(rng: Rng): string {
  const colours: [string, string][] = [
    ["#e9c46a", "#a47d1f"],
    ["#f4b6b6", "#b86a6a"],
    ["#fdfaf4", "#b9ab93"],
    ["#9cc5b0", "#4f7d67"],
    ["#e9c46a", "#a47d1f"],
    ["#f4b6b6", "#b86a6a"],
  ];
  const spots: [number, number, number][] = [
    [84, 74, 50],
    [180, 58, 40],
    [62, 182, 40],
    [150, 146, 44],
    [262, 44, 28],
    [44, 270, 28],
  ];
  let out = "";
  // Confetti first, so the balloons sit over it.
  for (let i = 0; i < 26; i++) {
    const a = between(rng, 0, Math.PI / 2);
    const d = between(rng, 60, 330);
    const [fill] = pick(rng, colours);
    out += `<rect x="${n(Math.cos(a) * d)}" y="${n(Math.sin(a) * d)}" width="7" height="3.4" rx="1" fill="${fill}" transform="rotate(${n(rng() * 180)} ${n(Math.cos(a) * d)} ${n(Math.sin(a) * d)})"/>`;
  }
  [...spots].reverse().forEach(([x, y, r], i) => {
    const [fill, shade] = colours[spots.length - 1 - i] as [string, string];
    out += balloon(x, y, r, fill, shade, x + between(rng, 30, 80), y + r * 3.2);
  });
  return svg(SIZE, SIZE, "", out);
}

function lavender(rng: Rng, x0: number, y0: number, angle: number, length: number): string {
  const rad = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.sin(rad), -Math.cos(rad)];
  let out = `<path d="M${n(x0)} ${n(y0)}l${n(dx * length)} ${n(dy * length)}" stroke="#6f8a5e" stroke-width="2"/>`;
  for (let i = 0; i < 12; i++) {
    const t = 0.45 + (i / 12) * 0.55;
    const [x, y] = [x0 + dx * length * t, y0 + dy * length * t];
    const side = i % 2 === 0 ? 1 : -1;
    out += `<ellipse cx="${n(x + side * 3)}" cy="${n(y)}" rx="4.2" ry="6.5" fill="${pick(rng, ["#8d6cc4", "#a78bd8", "#7556ad"])}" transform="rotate(${n(angle + side * 25)} ${n(x + side * 3)} ${n(y)})"/>`;
  }
  return out;
}

function purpleGreen(rng: Rng): string {
  const palette: Palette = { leaves: ["#5f8f5a", "#78a86a", "#4a7a4a"], stem: "#47683f", vein: "#a9cc9a" };
  let out = fan(rng, palette) + tuck(rng, palette, FLOWER_SPOTS.slice(0, 4));
  for (const [a, l] of [
    [100, 250],
    [120, 210],
    [150, 230],
    [170, 200],
  ] as const) {
    out += lavender(rng, 0, 0, a, l);
  }
  FLOWER_SPOTS.forEach(([x, y, r], i) => {
    out += blossom(x, y, r, 6, i % 2 ? "#b79be0" : "#7f5bb5", "#2d2240", {
      inner: i % 2 ? "#d6c6f0" : "#a88ad6",
      rotate: rng() * 60,
      centreDots: "#f2e6ff",
    });
  });
  return svg(SIZE, SIZE, "", out);
}

function vintage(rng: Rng): string {
  let out = washes(rng, ["#d9b8a0", "#c9a9a6", "#b8c4a6", "#e6cf9e"], 9);
  out += `<g opacity="0.75">${fan(rng, { leaves: ["#9aa888", "#b2bd9e", "#7f8f70"], stem: "#7a7460" })}</g>`;
  FLOWER_SPOTS.forEach(([x, y, r], i) => {
    out += `<g opacity="0.88">${
      i % 3 === 0
        ? rose(x, y, r, "#efd2c2", "#d9a98f", "#a86f5a", rng() * 90)
        : blossom(x, y, r, 5, i % 3 === 1 ? "#d8a7a7" : "#e6cf9e", "#8a6a4f", {
            inner: "#f3e4d8",
            rotate: rng() * 60,
          })
    }</g>`;
  });
  return svg(SIZE, SIZE, "", out);
}

/** Flat, geometric leaves: two straight-edged halves in two greens, like cut paper. */
function flatLeaf(x: number, y: number, angle: number, l: number, w: number, a: string, b: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0L${n(w / 2)} ${n(-l * 0.45)}L0 ${n(-l)}Z" fill="${a}"/><path d="M0 0L${n(-w / 2)} ${n(-l * 0.45)}L0 ${n(-l)}Z" fill="${b}"/></g>`;
}

/**
 * Flat leaves along both edges, pointing into the page (down from the top edge, right from the left
 * one), larger near the corner; the far ones are drawn first so the corner's leaves lie on top.
 */
function edgeLeaves(
  rng: Rng,
  count: number,
  reach: number,
  size: [number, number],
  pairs: readonly [string, string][],
): string {
  const leaves = Array.from({ length: count }, (_, i) => {
    const t = rng() ** 1.3;
    const top = i % 2 === 0;
    const [x, y] = top ? [t * reach, between(rng, -12, 26)] : [between(rng, -12, 26), t * reach];
    const angle = top ? between(rng, 115, 205) : between(rng, 65, 155);
    const length = between(rng, size[0], size[1]) * (1 - t * 0.5);
    const [a, b] = pick(rng, pairs);
    return { t, draw: flatLeaf(x, y, angle, length, length * between(rng, 0.34, 0.46), a, b) };
  });
  return leaves
    .sort((p, q) => q.t - p.t)
    .map((leafAt) => leafAt.draw)
    .join("");
}

function greenArtificial(rng: Rng): string {
  const pairs: [string, string][] = [
    ["#2f7d5b", "#3f9a70"],
    ["#4caf7d", "#66c493"],
    ["#1f5f47", "#2f7d5b"],
    ["#8cc98f", "#a6d8a3"],
  ];
  return svg(SIZE, SIZE, "", edgeLeaves(rng, 40, 300, [80, 170], pairs));
}

function redPinkArtificial(rng: Rng): string {
  let out = edgeLeaves(
    rng,
    26,
    250,
    [70, 140],
    [
      ["#2f6f4f", "#25573e"],
      ["#3d8a60", "#2f6f4f"],
      ["#4f9f6f", "#3d8a60"],
    ],
  );
  FLOWER_SPOTS.forEach(([x, y, r], i) => {
    const red = i % 2 === 0;
    out += blossom(x, y, r, 5, red ? "#d7263d" : "#f27ca3", red ? "#ffd166" : "#fff3b0", {
      inner: red ? "#f25c6e" : "#f9b4cb",
      rotate: rng() * 72,
      petalWidth: 0.5,
    });
  });
  return svg(SIZE, SIZE, "", out);
}

export const CORNERS: Record<string, () => string> = {
  CORNER_GRAPHICS_BLUE: () => blue(random(11)),
  CORNER_GRAPHICS_MULTI_COLOR: () => multiColor(random(12)),
  CORNER_GRAPHICS_ROSE: () => roses(random(13)),
  CORNER_GRAPHICS_WATER_COLOR: () => waterColor(random(14)),
  CORNER_GRAPHICS_BALLOONS: () => balloons(random(15)),
  CORNER_GRAPHICS_PURPLE_GREEN_FLOWERS: () => purpleGreen(random(16)),
  CORNER_GRAPHICS_WATER_COLOR_VINTAGE_FLOWERS: () => vintage(random(17)),
  CORNER_GRAPHICS_GREEN_LEAFS_ARTIFICIAL: () => greenArtificial(random(18)),
  CORNER_GRAPHICS_ARTIFICIAL_FLOWERS_RED_AND_PINK: () => redPinkArtificial(random(19)),
};
