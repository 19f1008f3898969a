// Drawing primitives for the site graphics: each returns an SVG fragment (a string). The pictures are
// composed from these in corners.ts, foliage.ts and backgrounds.ts with a seeded random source, so the
// same code always draws the same picture and build.ts can check the committed files are up to date.

/** A number rounded to one decimal (keeps the files small). */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** mulberry32: a small deterministic random source. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

export function svg(width: number, height: number, defs: string, body: string, slice = false): string {
  const aspect = slice ? ' preserveAspectRatio="xMidYMid slice"' : "";
  const all =
    (body.includes('"#lf"') ? LEAF_DEF : "") +
    (body.includes('"#rl"') ? ROUND_DEF : "") +
    (body.includes('"#fl"') ? FLORET_DEF : "") +
    defs;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${aspect}>${all ? `<defs>${all}</defs>` : ""}${body}</svg>\n`;
}

const place = (x: number, y: number, angle: number) =>
  `translate(${n(x)} ${n(y)})rotate(${Math.round(angle)})`;

// A leaf is drawn once in <defs> (as a unit 100 long and 100 wide) and placed with <use>, which keeps
// the files a fifth of the size of repeating every path. The vein takes the <use>'s `color`.
const LEAF_DEF = `<path id="lf" d="M0 0C50 -22 40 -78 0 -100C-40 -78 -50 -22 0 0Z"/><path id="lv" d="M0 0Q6 -50 0 -92" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>`;
const FLORET_DEF = `<g id="fl"><ellipse cy="-5.5" rx="5" ry="5.2"/><ellipse cy="-5.5" rx="5" ry="5.2" transform="rotate(90)"/><ellipse cy="-5.5" rx="5" ry="5.2" transform="rotate(180)"/><ellipse cy="-5.5" rx="5" ry="5.2" transform="rotate(270)"/><circle r="2" fill="currentColor"/></g>`;
const ROUND_DEF = `<g id="rl"><path d="M0 0V-3.5" stroke-width="1"/><ellipse cy="-12.5" rx="9.5" ry="10" stroke-width="0.7"/><path d="M0 -4Q1 -12 0 -20" stroke="#fff" stroke-opacity="0.35" stroke-width="0.6" fill="none"/></g>`;

/** A pointed leaf growing from (x, y) towards angle (degrees, 0 = up, clockwise). */
export function leaf(
  x: number,
  y: number,
  angle: number,
  length: number,
  width: number,
  fill: string,
  vein?: string,
): string {
  const t = `${place(x, y, angle)}scale(${n(width / 100)} ${n(length / 100)})`;
  return `<use href="#lf" transform="${t}" fill="${fill}"/>${vein ? `<use href="#lv" transform="${t}" color="${vein}"/>` : ""}`;
}

/** A round eucalyptus ('silver dollar') leaf on a short petiole. */
export function roundLeaf(
  x: number,
  y: number,
  angle: number,
  r: number,
  fill: string,
  edge?: string,
): string {
  return `<use href="#rl" transform="${place(x, y, angle)}scale(${n(r / 10)})" fill="${fill}" stroke="${edge ?? fill}"/>`;
}

export type Point = { x: number; y: number; angle: number };

/** Points along a quadratic curve with the direction of travel (degrees, 0 = up). */
export function along(
  x0: number,
  y0: number,
  cx: number,
  cy: number,
  x1: number,
  y1: number,
  count: number,
): Point[] {
  const points: Point[] = [];
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1);
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    const dx = 2 * (1 - t) * (cx - x0) + 2 * t * (x1 - cx);
    const dy = 2 * (1 - t) * (cy - y0) + 2 * t * (y1 - cy);
    points.push({ x, y, angle: (Math.atan2(dx, -dy) * 180) / Math.PI });
  }
  return points;
}

export function stem(
  x0: number,
  y0: number,
  cx: number,
  cy: number,
  x1: number,
  y1: number,
  colour: string,
  width: number,
): string {
  return `<path d="M${n(x0)} ${n(y0)}Q${n(cx)} ${n(cy)} ${n(x1)} ${n(y1)}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"/>`;
}

/** A stem with leaves in alternating pairs, and a leaf at its tip. */
export function sprig(
  rng: Rng,
  from: [number, number],
  control: [number, number],
  to: [number, number],
  opts: {
    leaves: number;
    length: number;
    width: number;
    fills: readonly string[];
    stem: string;
    vein?: string;
    spread?: number;
    round?: boolean;
    pairs?: boolean;
  },
): string {
  const [x0, y0] = from;
  const [cx, cy] = control;
  const [x1, y1] = to;
  let out = stem(x0, y0, cx, cy, x1, y1, opts.stem, Math.max(1.2, opts.width / 9));
  const points = along(x0, y0, cx, cy, x1, y1, opts.leaves);
  points.forEach((p, i) => {
    const side = i % 2 === 0 ? 1 : -1;
    const shrink = 1 - (i / points.length) * 0.45;
    const angle = p.angle + side * (opts.spread ?? 48) + between(rng, -8, 8);
    const sides = opts.pairs ? [angle, p.angle - side * (opts.spread ?? 48) + between(rng, -8, 8)] : [angle];
    for (const a of sides) {
      const fill = pick(rng, opts.fills);
      out += opts.round
        ? roundLeaf(
            p.x,
            p.y,
            a + between(rng, -14, 14),
            (opts.width / 2) * shrink * between(rng, 0.72, 1.12),
            fill,
            opts.vein,
          )
        : leaf(p.x, p.y, a, opts.length * shrink, opts.width * shrink, fill, opts.vein);
    }
  });
  const tip = along(x0, y0, cx, cy, x1, y1, 40).at(-1) as Point;
  out += opts.round
    ? roundLeaf(x1, y1, tip.angle, opts.width * 0.32, pick(rng, opts.fills), opts.vein)
    : leaf(x1, y1, tip.angle, opts.length * 0.6, opts.width * 0.6, pick(rng, opts.fills), opts.vein);
  return out;
}

/** A flower of rounded petals around a centre (daisy, anemone, cosmos). */
export function blossom(
  x: number,
  y: number,
  r: number,
  petals: number,
  fill: string,
  centre: string,
  opts: { inner?: string; rotate?: number; petalWidth?: number; centreDots?: string } = {},
): string {
  const pw = opts.petalWidth ?? 0.42;
  let out = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(opts.rotate ?? 0)})">`;
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    out += `<ellipse cx="0" cy="${n(-r * 0.55)}" rx="${n(r * pw)}" ry="${n(r * 0.52)}" fill="${fill}" transform="rotate(${n(a)})"/>`;
  }
  if (opts.inner) {
    for (let i = 0; i < petals; i++) {
      const a = (360 / petals) * (i + 0.5);
      out += `<ellipse cx="0" cy="${n(-r * 0.36)}" rx="${n(r * pw * 0.6)}" ry="${n(r * 0.34)}" fill="${opts.inner}" transform="rotate(${n(a)})"/>`;
    }
  }
  out += `<circle r="${n(r * 0.2)}" fill="${centre}"/>`;
  if (opts.centreDots) {
    for (let i = 0; i < 8; i++) {
      const a = (Math.PI * 2 * i) / 8;
      out += `<circle cx="${n(Math.cos(a) * r * 0.26)}" cy="${n(Math.sin(a) * r * 0.26)}" r="${n(r * 0.04)}" fill="${opts.centreDots}"/>`;
    }
  }
  return `${out}</g>`;
}

/** A garden rose seen from above: outer cupped petals, a middle ring and a spiral of inner petals. */
export function rose(
  x: number,
  y: number,
  r: number,
  light: string,
  mid: string,
  dark: string,
  rotate = 0,
): string {
  let out = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)})">`;
  for (let i = 0; i < 6; i++) {
    out += `<ellipse cx="0" cy="${n(-r * 0.5)}" rx="${n(r * 0.58)}" ry="${n(r * 0.5)}" fill="${light}" transform="rotate(${i * 60})"/>`;
  }
  out += `<circle r="${n(r * 0.72)}" fill="${mid}"/>`;
  for (let i = 0; i < 5; i++) {
    out += `<ellipse cx="0" cy="${n(-r * 0.3)}" rx="${n(r * 0.4)}" ry="${n(r * 0.3)}" fill="${light}" fill-opacity="0.7" transform="rotate(${i * 72 + 30})"/>`;
  }
  out += `<circle r="${n(r * 0.36)}" fill="${mid}"/>`;
  const s = r * 0.34;
  out += `<path d="M${n(-s * 0.2)} ${n(s * 0.1)}C${n(-s * 0.5)} ${n(-s * 0.6)} ${n(s * 0.6)} ${n(-s * 0.7)} ${n(s * 0.55)} 0C${n(s * 0.5)} ${n(s * 0.7)} ${n(-s * 0.7)} ${n(s * 0.8)} ${n(-s * 0.8)} ${n(-s * 0.1)}C${n(-s * 0.9)} ${n(-s * 1.1)} ${n(s * 1)} ${n(-s * 1.2)} ${n(s * 1)} ${n(s * 0.1)}" fill="none" stroke="${dark}" stroke-width="${n(r / 12)}" stroke-linecap="round"/>`;
  return `${out}</g>`;
}

/** A round cluster of small four-petal florets (hydrangea, lilac seen from above). */
export function cluster(
  rng: Rng,
  x: number,
  y: number,
  r: number,
  fills: readonly string[],
  centre: string,
): string {
  let out = "";
  const count = Math.round(r / 3.2);
  for (let i = 0; i < count; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * r * 0.8;
    out += `<use href="#fl" transform="translate(${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)})rotate(${Math.round(rng() * 90)})scale(${n(r * 0.026)})" fill="${pick(rng, fills)}" color="${centre}"/>`;
  }
  return out;
}

/** A smooth closed blob around (x, y) (watercolour washes, soft shapes). */
export function blob(rng: Rng, x: number, y: number, r: number, wobble: number, points = 9): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (Math.PI * 2 * i) / points;
    const d = r * (1 + between(rng, -wobble, wobble));
    pts.push([x + Math.cos(a) * d, y + Math.sin(a) * d]);
  }
  // Catmull-Rom through the points, as cubic Béziers.
  let d = `M${n(pts[0]?.[0] ?? x)} ${n(pts[0]?.[1] ?? y)}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points] as [number, number];
    const p1 = pts[i] as [number, number];
    const p2 = pts[(i + 1) % points] as [number, number];
    const p3 = pts[(i + 2) % points] as [number, number];
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A soft round light (bokeh) as a radial gradient reference; the gradient is defined once per colour. */
export function bokehGradient(id: string, colour: string, ring = false): string {
  return ring
    ? `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.35"/><stop offset="0.82" stop-color="${colour}" stop-opacity="0.5"/><stop offset="0.93" stop-color="${colour}" stop-opacity="0.85"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
    : `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="0.55" stop-color="${colour}" stop-opacity="0.6"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** A party balloon with a knot, a shine and a curling string hanging towards (sx, sy). */
export function balloon(
  x: number,
  y: number,
  r: number,
  fill: string,
  shade: string,
  sx: number,
  sy: number,
): string {
  const h = r * 1.18;
  return `<path d="M${n(x)} ${n(y + h)}C${n(x + r * 0.3)} ${n(y + h + r * 0.5)} ${n(sx - r * 0.4)} ${n((y + sy) / 2 + r)} ${n(sx)} ${n(sy)}" fill="none" stroke="${shade}" stroke-width="1.4" stroke-opacity="0.7"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(h)}" fill="${fill}"/><path d="M${n(x + r * 0.15)} ${n(y - h * 0.1)}A${n(r)} ${n(h)} 0 0 1 ${n(x - r * 0.5)} ${n(y + h * 0.86)}A${n(r)} ${n(h)} 0 0 0 ${n(x + r)} ${n(y)}Z" fill="${shade}" fill-opacity="0.22"/><path d="M${n(x - r * 0.14)} ${n(y + h - 1)}l${n(r * 0.14)} ${n(r * 0.2)}l${n(r * 0.14)} ${n(-r * 0.2)}Z" fill="${shade}"/><ellipse cx="${n(x - r * 0.38)}" cy="${n(y - h * 0.42)}" rx="${n(r * 0.16)}" ry="${n(r * 0.3)}" fill="#fff" fill-opacity="0.55" transform="rotate(-28 ${n(x - r * 0.38)} ${n(y - h * 0.42)})"/>`;
}
