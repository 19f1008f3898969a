// Naming a field of a version-1 import file (issue 22 item 9): every refusal of
// `npm run admin -- import-site` names the field as the operator finds it in the file,
// e.g. `site.modules[3].properties.items[0].link`. A module's properties are a key/value list on the
// wire; they are named by key (`properties.link`, not `properties[5].value`), as the old editor named
// them. Also here: what PostgreSQL cannot store (NUL, unpaired surrogates) and nesting deeper than the
// request guard takes (server/json-safety.ts, the same rules), found without recursion so a file
// nested a hundred thousand levels deep is named, not a stack overflow.

export type FilePath = ReadonlyArray<string | number>;

/** The request guard's limit (server/json-safety.ts MAX_DEPTH): no stored JSON nests deeper. */
export const LEGACY_FILE_MAX_DEPTH = 32;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The element of a wire properties list with this key, or undefined. */
function propertyOf(list: unknown, key: string): unknown {
  if (!Array.isArray(list)) return undefined;
  return list.find((entry) => isRecord(entry) && entry.key === key);
}

/**
 * The path as the file's field: numbers as [n], names after a dot; a wire property (properties[k]
 * followed by .value) named by its key. The root is the file (or the part the path starts in), used
 * to read the keys; `prefix` is prepended as it is ('site').
 */
export function fileFieldName(root: unknown, path: FilePath, prefix = ""): string {
  let name = prefix;
  let here: unknown = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i] as string | number;
    const next = path[i + 1];
    const inProperties = path[i - 1] === "properties" && Array.isArray(here);
    if (inProperties && typeof segment === "number" && next === "value") {
      const entry = (here as unknown[])[segment];
      if (isRecord(entry) && typeof entry.key === "string") {
        name += `.${entry.key}`;
        here = entry.value;
        i++;
        continue;
      }
    }
    if (inProperties && typeof segment === "string") {
      // Already by key (a module's properties read as a map).
      name += `.${segment}`;
      here = (propertyOf(here, segment) as { value?: unknown } | undefined)?.value;
      continue;
    }
    name += typeof segment === "number" ? `[${segment}]` : name === "" ? segment : `.${segment}`;
    here =
      Array.isArray(here) || isRecord(here) ? (here as Record<string | number, unknown>)[segment] : undefined;
  }
  return name || "file";
}

/** The longest start of the path (properties by key) that the file has: where a refusal is named. */
export function existingPath(root: unknown, path: FilePath): FilePath {
  const kept: (string | number)[] = [];
  let here: unknown = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i] as string | number;
    if (path[i - 1] === "properties" && typeof segment === "string" && Array.isArray(here)) {
      const entry = propertyOf(here, segment);
      if (entry === undefined) break;
      kept.push(segment);
      here = (entry as { value?: unknown }).value;
      continue;
    }
    if (!(Array.isArray(here) || isRecord(here)) || !Object.hasOwn(here, segment)) break;
    kept.push(segment);
    here = (here as Record<string | number, unknown>)[segment];
  }
  return kept;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | null {
  if (NUL.test(text)) return "holds a NUL byte (\\u0000), which cannot be stored";
  if (LONE_SURROGATE.test(text)) return "holds an unpaired UTF-16 surrogate, which cannot be stored";
  return null;
}

export type FileProblem = { path: FilePath; message: string };

/**
 * Something in the file the database cannot store (a text or a key with NUL or an unpaired surrogate),
 * or a value nested deeper than LEGACY_FILE_MAX_DEPTH; null when there is none. Looked at in the
 * file's order, without recursion: any depth is safe to look at.
 */
export function unstorableInFile(file: unknown): FileProblem | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: file, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (path.length > LEGACY_FILE_MAX_DEPTH)
      return { path, message: `nested deeper than ${LEGACY_FILE_MAX_DEPTH} levels` };
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) return { path, message: problem };
      continue;
    }
    const children: { value: unknown; path: (string | number)[] }[] = [];
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        children.push({ value: item, path: [...path, index] });
      });
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return { path, message: `a key ${problem}` };
        children.push({ value: item, path: [...path, key] });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as (typeof children)[number]);
  }
  return null;
}
