// The document of a save (PUT /api/sites/V2/{id}), parsed with siteDocumentSchema, each module parsed
// once (issue 24). An owner saves the whole ~30 KB document each time, most modules unchanged since the
// last save; parsing them again (zod, and sanitising every rich text) was the save's largest cost. Here
// a module whose JSON is exactly the JSON of a module this site saved before gets that parse's result:
// the same input gives the same output, since a module's parse is a pure function of its JSON.
//   - Only a module that parsed successfully is kept, under its site, by its exact JSON text: nothing
//     another site sent is reused (not even its timing says anything), and a changed module, or a
//     changed text in it, is parsed and sanitised in full as before.
//   - Not kept: a module the parse filled a default into (a default may depend on the day, as the
//     countdown's date does), and one holding a number JSON cannot write (1e400 reads as Infinity and
//     writes as null, so its JSON would be another module's).
//   - Kept results are frozen: every later save shares them, and none may change them.
// The rest of the document (fonts, theme, languages, ...) is small and parsed each time; the list's
// own rules (at most modulesPerSite, unique ids) are checked as the schema checks them. Anything that
// fails goes through the whole schema, so a refused document gets exactly the schema's answer.
import { LIMITS } from "@core/limits";
import { richTextSanitizerInstalled } from "@core/richtext";
import { type SiteDocument, siteDocumentSchema } from "@core/site";
import { type SiteModule, siteModuleSchema } from "@modules/schemas";
import "../richtext";
import { TaggedLru } from "../ssr/lru";
import { parseInput } from "../validation";

/** About 2 MB of modules' JSON (their parsed copies take about as much again). */
const PARSED_MODULES = new TaggedLru<SiteModule>({ maxEntries: 5_000, maxBytes: 8 * 1024 * 1024 });

const restOfDocumentSchema = siteDocumentSchema.omit({ siteModules: true });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether every key of the output, at every depth, was in the input: no default was filled in. */
function noDefaultFilledIn(input: unknown, output: unknown): boolean {
  if (Array.isArray(output)) {
    if (!Array.isArray(input) || input.length !== output.length) return false;
    return output.every((item, i) => noDefaultFilledIn(input[i], item));
  }
  if (isPlainObject(output)) {
    if (!isPlainObject(input)) return false;
    for (const key of Object.keys(output)) {
      if (!Object.hasOwn(input, key) || !noDefaultFilledIn(input[key], output[key])) return false;
    }
  }
  return true;
}

function holdsNonFiniteNumber(value: unknown): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  if (typeof value !== "object" || value === null) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value))
    if (holdsNonFiniteNumber(item)) return true;
  return false;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

type Parsed = { key: string; module: SiteModule };

/** The module parsed (from the cache or now, then to keep in `fresh`); null when it does not parse. */
function parseModule(siteId: string, input: unknown, fresh: Parsed[]): SiteModule | null {
  const json = JSON.stringify(input);
  // Infinity and -Infinity write as null: only a text with null in it can hide one.
  const keyable = richTextSanitizerInstalled() && !(json.includes("null") && holdsNonFiniteNumber(input));
  const key = `${siteId}\n${json}`;
  if (keyable) {
    const known = PARSED_MODULES.get(key);
    if (known) return known;
  }
  const parsed = siteModuleSchema.safeParse(input);
  if (!parsed.success) return null;
  if (keyable && noDefaultFilledIn(input, parsed.data)) fresh.push({ key, module: deepFreeze(parsed.data) });
  return parsed.data;
}

function parseWithKnownModules(siteId: string, body: unknown, fresh: Parsed[]): SiteDocument | null {
  if (!isPlainObject(body) || !Array.isArray(body.siteModules)) return null;
  const inputs: unknown[] = body.siteModules;
  if (inputs.length > LIMITS.modulesPerSite) return null;
  const modules: SiteModule[] = [];
  for (const input of inputs) {
    const module = parseModule(siteId, input, fresh);
    if (!module) return null;
    modules.push(module);
  }
  if (new Set(modules.map((m) => m.id)).size !== modules.length) return null;
  const rest = restOfDocumentSchema.safeParse(body);
  if (!rest.success) return null;
  // The schema's key order: siteModules first, then the rest in the schema's order.
  return { siteModules: modules, ...rest.data };
}

/**
 * parseInput(siteDocumentSchema, body) for a save of the site: the same document, or the same 400.
 * The modules of the result may be shared with other saves of the site and are frozen. `remember`
 * keeps the modules parsed now for the site's next saves: call it once the save is the owner's (a
 * stranger's body must not fill or churn the cache).
 */
export function parseSavedDocument(
  siteId: string,
  body: unknown,
): { document: SiteDocument; remember: () => void } {
  const fresh: Parsed[] = [];
  const document = parseWithKnownModules(siteId, body, fresh) ?? parseInput(siteDocumentSchema, body);
  const remember = () => {
    // Its JSON twice (the key, and the parsed copy about as large), in UTF-16.
    for (const { key, module } of fresh) PARSED_MODULES.set(key, module, key.length * 4, siteId);
  };
  return { document, remember };
}

/** Forgets every parsed module (tests). */
export function forgetParsedModules(): void {
  PARSED_MODULES.clear();
}
