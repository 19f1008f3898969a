// Message files are split by feature (web/i18n/features/<feature>.<lang>.json, each shaped like the
// base file: { "guest": {...}, "app": {...} }) so features can grow their texts independently; each
// language's parts are deep-merged into one object here.
type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function mergeTwo(target: Json, source: Json, path: string): Json {
  const out: Json = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const here = path ? `${path}.${key}` : key;
    if (isObject(out[key]) && isObject(value)) out[key] = mergeTwo(out[key] as Json, value, here);
    else if (key in out) throw new Error(`Message key '${here}' is defined twice`);
    else out[key] = value;
  }
  return out;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** Deep-merges message parts; a key defined by two parts is a mistake and throws. */
export function mergeMessages<T extends Json[]>(...parts: T): UnionToIntersection<T[number]> {
  return parts.reduce<Json>((merged, part) => mergeTwo(merged, part, ""), {}) as UnionToIntersection<
    T[number]
  >;
}
