// The foliage sprigs (EUCALYPTUS, EUCALYPTUS_MINTED, LEAFS_MIX): long branches growing from the
// top-left corner of a 600×300 box, mostly along the top edge, so that on the page they frame the top
// of the header like a garland without reaching the title in the middle.
import { between, leaf, n, pick, type Rng, random, sprig, svg } from "./primitives";

const [W, H] = [600, 300];

type Branch = [from: [number, number], control: [number, number], to: [number, number]];

const BRANCHES: Branch[] = [
  [
    [-10, 10],
    [260, -10],
    [580, 40],
  ],
  [
    [-10, 20],
    [200, 40],
    [430, 130],
  ],
  [
    [-10, 30],
    [120, 90],
    [250, 230],
  ],
  [
    [-10, 40],
    [40, 150],
    [70, 290],
  ],
  [
    [-10, 10],
    [330, 30],
    [520, 100],
  ],
];

function eucalyptus(
  rng: Rng,
  fills: readonly string[],
  stemColour: string,
  edge: string,
  size: number,
): string {
  return BRANCHES.map(([from, control, to], i) =>
    sprig(rng, from, control, to, {
      leaves: 9 - (i % 3),
      length: size,
      width: size,
      fills,
      stem: stemColour,
      vein: edge,
      spread: 62,
      round: true,
      pairs: true,
    }),
  ).join("");
}

/** Seeded eucalyptus: small clusters of round seed pods on short stalks. */
function seeds(rng: Rng, count: number, colour: string): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = [between(rng, 40, 420), between(rng, 10, 90) + (i % 3) * 24];
    for (let j = 0; j < 6; j++) {
      const [dx, dy] = [between(rng, -12, 12), between(rng, 4, 18)];
      out += `<path d="M${n(x)} ${n(y)}L${n(x + dx)} ${n(y + dy)}" stroke="${colour}" stroke-width="1"/><circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(between(rng, 2.6, 3.8))}" fill="${colour}"/>`;
    }
  }
  return out;
}

function leafsMix(rng: Rng): string {
  let out = "";
  const greens = ["#5c8a64", "#7aa57c", "#3f6f52", "#93b88c"];
  BRANCHES.forEach(([from, control, to], i) => {
    out +=
      i % 2 === 0
        ? sprig(rng, from, control, to, {
            leaves: 14,
            length: 56,
            width: 20,
            pairs: true,
            fills: greens,
            stem: "#4c6b48",
            vein: "#c9dcc0",
          })
        : sprig(rng, from, control, to, {
            leaves: 8,
            length: 22,
            width: 38,
            fills: ["#9fb8ad", "#b7cbc1", "#87a397"],
            stem: "#7d6a6a",
            round: true,
            spread: 60,
            pairs: true,
          });
  });
  // Olive-like slender leaves and fern fronds over the branches.
  for (let i = 0; i < 10; i++) {
    const [x, y] = [between(rng, 20, 360), between(rng, 10, 110)];
    out += leaf(x, y, between(rng, 70, 170), between(rng, 40, 64), 9, pick(rng, ["#6f8f5b", "#879f6a"]));
  }
  for (let i = 0; i < 3; i++) {
    const [x0, y0] = [between(rng, 0, 60), between(rng, 0, 40)];
    const [x1, y1] = [x0 + between(rng, 160, 300), y0 + between(rng, 50, 160)];
    const angle = (Math.atan2(x1 - x0, -(y1 - y0)) * 180) / Math.PI;
    out += `<path d="M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}" stroke="#3f6f52" stroke-width="1.6"/>`;
    for (let j = 1; j < 16; j++) {
      const t = j / 16;
      const [x, y] = [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t];
      const l = 24 * (1 - t * 0.6);
      out += leaf(x, y, angle + 70, l, 6, "#4f8a5f") + leaf(x, y, angle - 70, l, 6, "#4f8a5f");
    }
  }
  return out;
}

export const FOLIAGE: Record<string, () => string> = {
  EUCALYPTUS: () =>
    svg(
      W,
      H,
      "",
      eucalyptus(random(21), ["#8fa8a0", "#a3b9b1", "#7b968d", "#b5c7c0"], "#7d6a6a", "#6d857d", 44),
    ),
  EUCALYPTUS_MINTED: () => {
    const rng = random(22);
    return svg(
      W,
      H,
      "",
      eucalyptus(rng, ["#a8dcc8", "#c4e8da", "#8ccbb3", "#d7f0e6"], "#6fa58f", "#6fae96", 40) +
        seeds(rng, 7, "#5e9c86"),
    );
  },
  LEAFS_MIX: () => svg(W, H, "", leafsMix(random(23))),
};
