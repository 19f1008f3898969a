// Accept-Encoding negotiation (RFC 9110 §12.5.3) for the codings this server sends: brotli and gzip.
// One parser for the responses compressed per request (compression.ts) and the precompressed build
// files (static.ts), so both choose alike.

export type Coding = "br" | "gzip";

/** The server's preference when the client gives several codings the same weight: brotli is smaller. */
const OFFERED: readonly Coding[] = ["br", "gzip"];

type Weights = { codings: Map<string, number>; star: number | null };

function parseWeights(header: string): Weights {
  const codings = new Map<string, number>();
  let star: number | null = null;
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=(.*)$/i.exec(param);
      if (!match) continue;
      // A malformed weight makes the entry unusable rather than preferred.
      const value = Number((match[1] ?? "").trim());
      q = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
    }
    // x-gzip is gzip (RFC 9110 §8.4.1.3).
    const coding = name === "x-gzip" ? "gzip" : name;
    if (coding === "*") star = q;
    else codings.set(coding, Math.max(q, codings.get(coding) ?? 0));
  }
  return { codings, star };
}

/** The weight the client gives a coding: its own entry, else the '*' entry, else not acceptable. */
function weightOf(weights: Weights, coding: Coding): number {
  return weights.codings.get(coding) ?? weights.star ?? 0;
}

/**
 * The codings from `available` the client accepts, best first (weight, then brotli before gzip).
 * Empty when the request has no Accept-Encoding (then only identity is safe, as browsers always send
 * one) or accepts none of them; the identity body is sent then, even after identity;q=0, since a
 * readable body helps more than a 406.
 */
export function acceptableCodings(
  header: string | string[] | undefined,
  available: readonly Coding[] = OFFERED,
): Coding[] {
  const text = Array.isArray(header) ? header.join(",") : header;
  if (!text) return [];
  const weights = parseWeights(text);
  return OFFERED.filter((coding) => available.includes(coding) && weightOf(weights, coding) > 0).sort(
    (a, b) => weightOf(weights, b) - weightOf(weights, a),
  );
}

// Browsers send the same few Accept-Encoding values on every request: each is parsed once. Bounded
// in count and length, since clients choose the text.
const CHOSEN_MAX_ENTRIES = 64;
const CHOSEN_MAX_HEADER = 256;
const chosen = new Map<string, Coding | null>();

/** The coding to send, or null for identity. */
export function chooseCoding(
  header: string | string[] | undefined,
  available: readonly Coding[] = OFFERED,
): Coding | null {
  if (typeof header !== "string" || available !== OFFERED || header.length > CHOSEN_MAX_HEADER)
    return acceptableCodings(header, available)[0] ?? null;
  let coding = chosen.get(header);
  if (coding === undefined) {
    coding = acceptableCodings(header, available)[0] ?? null;
    if (chosen.size >= CHOSEN_MAX_ENTRIES) chosen.clear();
    chosen.set(header, coding);
  }
  return coding;
}

/** Adds Accept-Encoding to a Vary value without repeating it (or anything covered by '*'). */
export function varyWithAcceptEncoding(current: unknown): string {
  if (current === undefined) return "Accept-Encoding";
  const value = Array.isArray(current) ? current.join(", ") : current ? String(current) : "";
  const tokens = value
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes("accept-encoding") || tokens.includes("*")) return value;
  return value ? `${value}, Accept-Encoding` : "Accept-Encoding";
}
