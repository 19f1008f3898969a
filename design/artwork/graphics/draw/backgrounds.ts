// The background pictures (BACKGROUND_IMAGE_*): full-bleed 1600×1000 pictures scaled to cover the
// viewport ('slice'). Their detail is spread over the whole frame, so a phone's narrow centre crop
// still shows some, and they are calm in value so the page's scrim (guest-graphics.css) keeps text
// legible. Blur is drawn with radial gradients, not filters, which browsers paint cheaply.
// WOOD_AND_FLOWERS needs a turbulence filter over the whole frame, slow to paint, so build.ts renders it
// to WebP once; NOISE is a small repeated tile, whose turbulence is painted once, so it stays SVG.
import {
  between,
  blossom,
  bokehGradient,
  leaf,
  n,
  pick,
  type Rng,
  random,
  rose,
  sprig,
  svg,
} from "./primitives";

const [W, H] = [1600, 1000];

/** A random point away from the middle of the frame (where the page's text usually is). */
function edgePoint(rng: Rng): [number, number] {
  for (;;) {
    const [x, y] = [rng() * W, rng() * H];
    const dx = (x - W / 2) / (W * 0.34);
    const dy = (y - H / 2) / (H * 0.36);
    if (dx * dx + dy * dy > 1) return [x, y];
  }
}

function base(id: string, top: string, bottom: string): [string, string] {
  return [
    `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
  ];
}

function bokeh(
  rng: Rng,
  colours: readonly string[],
  count: number,
  size: [number, number],
  opacity: [number, number],
): [string, string] {
  let defs = "";
  colours.forEach((c, i) => {
    defs += bokehGradient(`b${i}`, c) + bokehGradient(`r${i}`, c, true);
  });
  let body = "";
  for (let i = 0; i < count; i++) {
    const r = between(rng, size[0], size[1]);
    const id = `${rng() < 0.3 ? "r" : "b"}${Math.floor(rng() * colours.length)}`;
    body += `<circle cx="${n(rng() * W)}" cy="${n(rng() * H)}" r="${n(r)}" fill="url(#${id})" opacity="${Math.round(between(rng, opacity[0], opacity[1]) * 100) / 100}"/>`;
  }
  return [defs, body];
}

function flowersClean(rng: Rng): string {
  const [defs, bg] = base("g", "#fdfbf7", "#f6efe7");
  let body = bg;
  for (let i = 0; i < 70; i++) {
    const [x, y] = edgePoint(rng);
    const kind = rng();
    if (kind < 0.45)
      body += leaf(
        x,
        y,
        rng() * 360,
        between(rng, 26, 54),
        between(rng, 11, 20),
        pick(rng, ["#b9cdb3", "#a3bd9c", "#cddbc8"]),
        "#eef3ea",
      );
    else if (kind < 0.85)
      body += blossom(
        x,
        y,
        between(rng, 12, 30),
        5,
        pick(rng, ["#f4d6d0", "#f8e5df", "#efc6be", "#fff"]),
        "#e8b77e",
        { rotate: rng() * 72, inner: "#fbeee9" },
      );
    else body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rng, 2, 4))}" fill="#e3c39a"/>`;
  }
  return svg(W, H, defs, body, true);
}

function greenAndGold(rng: Rng): string {
  const [gDefs, bg] = base("g", "#1d4034", "#14302a");
  const defs = `${gDefs}<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3dc9b"/><stop offset="0.5" stop-color="#c9a24f"/><stop offset="1" stop-color="#e8cd86"/></linearGradient>`;
  let body = bg;
  for (let i = 0; i < 46; i++) {
    const [x, y] = edgePoint(rng);
    body += leaf(
      x,
      y,
      rng() * 360,
      between(rng, 50, 110),
      between(rng, 20, 40),
      pick(rng, ["#2c5a48", "#356a54", "#24503f"]),
      "url(#gold)",
    );
  }
  for (let i = 0; i < 22; i++) {
    const [x, y] = edgePoint(rng);
    const r = between(rng, 22, 52);
    const petals = pick(rng, [5, 6, 8]);
    let flower = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rng() * 60)})" fill="none" stroke="url(#gold)" stroke-width="${n(r / 18)}">`;
    for (let p = 0; p < petals; p++)
      flower += `<ellipse cy="${n(-r * 0.55)}" rx="${n(r * 0.3)}" ry="${n(r * 0.5)}" transform="rotate(${n((360 / petals) * p)})"/>`;
    body += `${flower}<circle r="${n(r * 0.14)}" fill="url(#gold)"/></g>`;
  }
  return svg(W, H, defs, body, true);
}

function bokehPicture(
  seed: number,
  top: string,
  bottom: string,
  colours: readonly string[],
  count: number,
  opacity: [number, number],
): string {
  const rng = random(seed);
  const [gDefs, bg] = base("g", top, bottom);
  const [bDefs, big] = bokeh(
    rng,
    colours,
    Math.round(count * 0.35),
    [70, 150],
    [opacity[0] * 0.6, opacity[1] * 0.6],
  );
  const small = bokeh(rng, colours, count, [14, 60], opacity)[1];
  return svg(W, H, gDefs + bDefs, bg + big + small, true);
}

function fireworks(rng: Rng): string {
  const [gDefs, bg] = base("g", "#0c1230", "#21153f");
  const colours = ["#f6d67a", "#f49ac1", "#7fd8d4", "#ffffff"];
  const [bDefs, lights] = bokeh(rng, colours, 40, [10, 44], [0.15, 0.45]);
  let body = bg + lights;
  const bursts: [number, number, number][] = [
    [260, 220, 190],
    [1320, 240, 220],
    [820, 120, 120],
    [160, 780, 130],
    [1450, 760, 150],
  ];
  for (const [cx, cy, r] of bursts) {
    const c = pick(rng, colours);
    const rays = 26;
    for (let i = 0; i < rays; i++) {
      const a = (Math.PI * 2 * i) / rays + between(rng, -0.05, 0.05);
      const [r0, r1] = [r * between(rng, 0.2, 0.35), r * between(rng, 0.8, 1)];
      const [x0, y0, x1, y1] = [
        cx + Math.cos(a) * r0,
        cy + Math.sin(a) * r0,
        cx + Math.cos(a) * r1,
        cy + Math.sin(a) * r1,
      ];
      body += `<path d="M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}" stroke="${c}" stroke-width="2.2" stroke-linecap="round" stroke-opacity="0.55"/><circle cx="${n(x1)}" cy="${n(y1)}" r="3.2" fill="${c}"/>`;
    }
    body += `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.5)}" fill="url(#b${colours.indexOf(c)})" opacity="0.35"/>`;
  }
  return svg(W, H, gDefs + bDefs, body, true);
}

function blurryDecorations(rng: Rng): string {
  const [gDefs, bg] = base("g", "#efe3d6", "#e2d2c4");
  const [bDefs, soft] = bokeh(rng, ["#c7a46a", "#d89a9a", "#9db49a", "#fff6e6"], 26, [90, 210], [0.35, 0.7]);
  // A string of out-of-focus lights across the top and one across the bottom.
  let lights = "";
  for (const [y0, sag] of [
    [90, 120],
    [880, -90],
  ] as const) {
    for (let i = 0; i <= 18; i++) {
      const t = i / 18;
      const x = t * W;
      const y = y0 + Math.sin(t * Math.PI) * sag;
      lights += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rng, 22, 34))}" fill="url(#b${i % 2 ? 3 : 0})" opacity="0.85"/>`;
    }
  }
  return svg(W, H, gDefs + bDefs, bg + soft + lights, true);
}

function dancingParty(rng: Rng): string {
  const [gDefs, bg] = base("g", "#1a0f2e", "#2d1240");
  const beams = ["#ff5fa2", "#5fd3ff", "#ffc857", "#a27bff"];
  let defs = gDefs;
  beams.forEach((c, i) => {
    defs += `<linearGradient id="l${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}" stop-opacity="0.55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></linearGradient>`;
  });
  const [bDefs, spots] = bokeh(rng, beams, 60, [6, 26], [0.3, 0.7]);
  let body = bg;
  for (let i = 0; i < 9; i++) {
    const x = between(rng, 100, 1500);
    const spread = between(rng, 160, 320);
    const to = x + between(rng, -500, 500);
    body += `<path d="M${n(x)} -10L${n(to - spread)} ${H}L${n(to + spread)} ${H}Z" fill="url(#l${i % beams.length})"/>`;
  }
  body += spots;
  // A crowd dancing at the bottom: heads, shoulders and raised arms in silhouette.
  let crowd = "";
  for (let x = -20; x < W + 40; x += between(rng, 46, 80)) {
    const y = H - between(rng, 70, 150);
    const r = between(rng, 17, 23);
    crowd += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/><path d="M${n(x - r * 2)} ${H}L${n(x - r * 1.6)} ${n(y + r * 1.6)}Q${n(x)} ${n(y + r * 0.9)} ${n(x + r * 1.6)} ${n(y + r * 1.6)}L${n(x + r * 2)} ${H}Z"/>`;
    if (rng() < 0.45) {
      const side = rng() < 0.5 ? -1 : 1;
      crowd += `<path d="M${n(x + side * r * 1.3)} ${n(y + r * 1.9)}Q${n(x + side * r * 2.4)} ${n(y)} ${n(x + side * r * between(rng, 1.4, 2.6))} ${n(y - r * 3)}" fill="none" stroke-width="${n(r * 0.55)}" stroke-linecap="round"/>`;
    }
  }
  body += `<g fill="#0d0716" stroke="#0d0716">${crowd}</g>`;
  return svg(W, H, defs + bDefs, body, true);
}

/** Grain only: light and dark specks over the page's own colour, a small tile the stylesheet repeats. */
export function noiseTile(): string {
  const size = 256;
  const defs = `<filter id="n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="3" seed="7" stitchTiles="stitch"/><feColorMatrix values="1.8 0 0 0 -0.45  1.8 0 0 0 -0.46  1.8 0 0 0 -0.48  0 0 0 0.8 -0.32"/></filter>`;
  return svg(size, size, defs, `<rect width="${size}" height="${size}" filter="url(#n)"/>`);
}

function woodAndFlowers(rng: Rng): string {
  const defs = `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.11" numOctaves="3" seed="3"/><feColorMatrix values="0 0 0 0 0.25  0 0 0 0 0.15  0 0 0 0 0.08  0 0 0 0.9 -0.2"/></filter><radialGradient id="shade"><stop offset="0" stop-color="#2b1a10" stop-opacity="0.28"/><stop offset="1" stop-color="#2b1a10" stop-opacity="0"/></radialGradient>`;
  let body = "";
  const boards = 7;
  const bw = H / boards;
  for (let i = 0; i < boards; i++) {
    const tone = pick(rng, ["#c9a27f", "#bf9672", "#d0ab89", "#c49b77"]);
    body += `<rect y="${n(i * bw)}" width="${W}" height="${n(bw)}" fill="${tone}"/>`;
  }
  body += `<rect width="${W}" height="${H}" filter="url(#grain)"/>`;
  for (let i = 1; i < boards; i++)
    body += `<rect y="${n(i * bw - 1.5)}" width="${W}" height="3" fill="#7a5538" fill-opacity="0.55"/>`;
  // Flowers laid on the table: top-left, top-right and bottom corners, each with a soft shadow.
  const bunches: [number, number, number][] = [
    [120, 120, 1],
    [1480, 90, 0.8],
    [1420, 880, 1.1],
    [180, 900, 0.8],
  ];
  for (const [x, y, s] of bunches) {
    body += `<ellipse cx="${n(x + 14)}" cy="${n(y + 20)}" rx="${n(230 * s)}" ry="${n(180 * s)}" fill="url(#shade)"/>`;
    for (let k = 0; k < 8; k++) {
      const a = rng() * 360;
      body += sprig(
        rng,
        [x, y],
        [x + Math.sin((a * Math.PI) / 180) * 120 * s, y - Math.cos((a * Math.PI) / 180) * 60 * s],
        [
          x + Math.sin(((a + 30) * Math.PI) / 180) * 220 * s,
          y - Math.cos(((a + 30) * Math.PI) / 180) * 200 * s,
        ],
        {
          leaves: 6,
          length: 40 * s,
          width: 18 * s,
          fills: ["#7f9c7a", "#95b08e", "#5f7f5c"],
          stem: "#5b6f52",
        },
      );
    }
    body += rose(x, y, 62 * s, "#fbe6e2", "#f3c4c0", "#c97f82", rng() * 90);
    body += rose(x + 80 * s, y + 50 * s, 42 * s, "#fff7ef", "#f4e3cf", "#c9a77f", rng() * 90);
    body += blossom(x - 60 * s, y + 70 * s, 30 * s, 5, "#fff", "#e2b04a", {
      inner: "#fbf3e8",
      rotate: rng() * 72,
    });
  }
  return svg(W, H, defs, body, true);
}

export const BACKGROUNDS: Record<string, () => string> = {
  BACKGROUND_IMAGE_FLOWERS_CLEAN: () => flowersClean(random(31)),
  BACKGROUND_IMAGE_WOOD_AND_FLOWERS: () => woodAndFlowers(random(32)),
  BACKGROUND_IMAGE_BLURRY_DECORATIONS: () => blurryDecorations(random(33)),
  BACKGROUND_IMAGE_BOKEH_DARK: () =>
    bokehPicture(34, "#161821", "#2a1f2c", ["#f3c969", "#e89a6b", "#f4e3b5", "#d98c9a"], 70, [0.35, 0.85]),
  BACKGROUND_IMAGE_BOKEH_FIREWORKS: () => fireworks(random(35)),
  BACKGROUND_IMAGE_BOKEH_LIGHT: () =>
    bokehPicture(36, "#fbf6ef", "#f1e6da", ["#ffffff", "#f6d5c3", "#efd9a6", "#f9e9e4"], 70, [0.45, 0.95]),
  BACKGROUND_IMAGE_DANCING_PARTY: () => dancingParty(random(37)),
  BACKGROUND_IMAGE_GREEN_AND_GOLD_FLOWERS: () => greenAndGold(random(39)),
};

/** Drawn as SVG but shipped as WebP (see the file comment). */
export const RASTER_BACKGROUNDS = ["BACKGROUND_IMAGE_WOOD_AND_FLOWERS"] as const;
