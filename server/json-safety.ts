// What JSON a request may carry into the database: PostgreSQL's text and jsonb cannot hold NUL or
// unpaired UTF-16 surrogates, and nothing the product stores nests deeper than MAX_DEPTH.
const MAX_DEPTH = 32;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A description of the first problem, or null when the value can be stored as it is. */
export function unstorableJson(value: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH) return `nested deeper than ${MAX_DEPTH} levels`;
  if (typeof value === "string")
    return UNSTORABLE.test(value) ? "text holds a character that cannot be stored" : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = unstorableJson(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const problem = unstorableJson(key, depth + 1) ?? unstorableJson(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}
