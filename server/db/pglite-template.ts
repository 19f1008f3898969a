// A migrated, empty PGlite data directory made at build time (dist/pglite-template), copied into place
// on a server's first start instead of running initdb and the migrations there.
//
// Why: PGlite's initdb starts a second PostgreSQL in WebAssembly beside the first. It was most of a
// first start (2.5–3.5 s of 4–5 s) and left the process at ~700 MB resident where a later start on the
// same data sits near 280 MB. Copying 40 MB of files takes ~0.1–0.2 s.
//
// A template is used only when it was made by this PGlite version from these migrations (its
// template.json says so); otherwise, or when the data directory already holds anything, PGlite's own
// initdb runs as before. The copy is made beside the target and renamed into place, so a start
// interrupted half-way leaves no half-copied database that a later start would take for a real one.
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { copyFile, mkdir, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { MIGRATIONS_DIR, PROJECT_ROOT } from "../paths";

export const PGLITE_TEMPLATE_DIR = join(PROJECT_ROOT, "dist", "pglite-template");
/** Inside a template: the data directory (as under DATA_DIR) and what it was made from. */
export const TEMPLATE_DATA = "pglite";
export const TEMPLATE_FINGERPRINT = "template.json";
const PARTIAL_MARK = ".partial-";

/** The installed PGlite's version, or null when its package.json cannot be read. */
function pgliteVersion(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    let dir = dirname(entry);
    while (!existsSync(join(dir, "package.json"))) {
      const parent = dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
    const version = (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version?: unknown })
      .version;
    return typeof version === "string" ? version : null;
  } catch {
    return null;
  }
}

/** What a template must have been made from to be used now: PGlite's version and every migration file. */
export function currentFingerprint(
  migrationsDir = MIGRATIONS_DIR,
): { pglite: string; migrations: string } | null {
  const pglite = pgliteVersion();
  if (!pglite) return null;
  const hash = createHash("sha256");
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  for (const name of [...files, join("meta", "_journal.json")]) {
    hash.update(`${name}\n`);
    hash.update(readFileSync(join(migrationsDir, name)));
  }
  return { pglite, migrations: hash.digest("hex") };
}

/** Whether the template at `template` was made from what this server would make it from now. */
export function templateMatches(template: string, migrationsDir = MIGRATIONS_DIR): boolean {
  try {
    if (!existsSync(join(template, TEMPLATE_DATA, "PG_VERSION"))) return false;
    const stored = JSON.parse(readFileSync(join(template, TEMPLATE_FINGERPRINT), "utf8")) as Record<
      string,
      unknown
    >;
    const now = currentFingerprint(migrationsDir);
    return now !== null && stored.pglite === now.pglite && stored.migrations === now.migrations;
  } catch {
    return false;
  }
}

/** Removes copies an earlier start left half-made beside `dir` (it stopped between copy and rename). */
function removePartials(dir: string): void {
  const parent = dirname(dir);
  const prefix = `${basename(dir)}${PARTIAL_MARK}`;
  for (const name of readdirSync(parent)) {
    if (name.startsWith(prefix)) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

export type TemplateOutcome = "existing" | "template" | "initdb";

/**
 * Makes `dir` (a PGlite data directory) from the template when it holds no database yet. Says what
 * PGlite will find: its database ("existing", also when another process put it there first), the
 * template's copy ("template"), or nothing it can use, so PGlite runs initdb ("initdb").
 */
export function copyTemplateIfFresh(
  dir: string,
  template = PGLITE_TEMPLATE_DIR,
  migrationsDir = MIGRATIONS_DIR,
): TemplateOutcome {
  const fresh = partialIfFresh(dir, template, migrationsDir);
  if (typeof fresh === "string") return fresh;
  cpSync(join(template, TEMPLATE_DATA), fresh.partial, { recursive: true });
  return putInPlace(fresh.partial, dir);
}

/** The copy to make (a partial folder's path), or what PGlite will find without one. */
function partialIfFresh(
  dir: string,
  template: string,
  migrationsDir: string,
): { partial: string } | TemplateOutcome {
  if (existsSync(join(dir, "PG_VERSION"))) return "existing";
  if (!templateMatches(template, migrationsDir)) return "initdb";
  if (existsSync(dir)) {
    // An empty folder (made by hand, or by an older version before PGlite ran) is replaced; anything
    // else is left to PGlite, which knows what to make of its own leftovers.
    if (readdirSync(dir).length > 0) return "initdb";
    rmdirSync(dir);
  }
  removePartials(dir);
  return { partial: `${dir}${PARTIAL_MARK}${process.pid}` };
}

function putInPlace(partial: string, dir: string): TemplateOutcome {
  try {
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Another process starting on the same data (an operator command) made it first: use theirs.
    if (existsSync(join(dir, "PG_VERSION"))) return "existing";
    throw error;
  }
  return "template";
}

/** Copies a folder's tree with several files in flight (libuv's threads), off the main thread. */
async function copyTreeAsync(from: string, to: string): Promise<void> {
  const files: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    await mkdir(join(to, relative), { recursive: true });
    for (const entry of await readdir(join(from, relative), { withFileTypes: true })) {
      const path = join(relative, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.push(path);
    }
  };
  await walk("");
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < files.length) {
        const path = files[next++] as string;
        await copyFile(join(from, path), join(to, path));
      }
    }),
  );
}

/** copyTemplateIfFresh with the copy off the main thread (see startTemplateCopyEarly). */
export async function copyTemplateIfFreshAsync(
  dir: string,
  template = PGLITE_TEMPLATE_DIR,
  migrationsDir = MIGRATIONS_DIR,
): Promise<TemplateOutcome> {
  await mkdir(dirname(dir), { recursive: true });
  const fresh = partialIfFresh(dir, template, migrationsDir);
  if (typeof fresh === "string") return fresh;
  try {
    await copyTreeAsync(join(template, TEMPLATE_DATA), fresh.partial);
  } catch (error) {
    rmSync(fresh.partial, { recursive: true, force: true });
    throw error;
  }
  return putInPlace(fresh.partial, dir);
}

// A first start's copy, begun by the entry point (main.ts) before the server's bundle is loaded, so the
// files are copied by libuv's threads while the main thread parses and runs that bundle (issue 24: the
// copy was 0.1–0.3 s of a cold start, on the main thread). Kept on globalThis: main.js and start.js are
// two bundles, each with its own copy of this module.
const EARLY = Symbol.for("eventsida.pglite-template-copy");
type EarlyCopies = Map<string, Promise<TemplateOutcome>>;
const earlyCopies = (): EarlyCopies => {
  const holder = globalThis as { [EARLY]?: EarlyCopies };
  holder[EARLY] ??= new Map();
  return holder[EARLY];
};

/** Begins the first start's copy into `dataDir`/pglite; the database's opening takes it over. */
export function startTemplateCopyEarly(dataDir: string): void {
  const dir = join(dataDir, TEMPLATE_DATA);
  const copy = copyTemplateIfFreshAsync(dir);
  // Its failure is the opening's to report (takeEarlyTemplateCopy), not an unhandled rejection now.
  copy.catch(() => {});
  earlyCopies().set(dir, copy);
}

/** The copy begun early for this data directory's database, if any (taken once). */
export function takeEarlyTemplateCopy(dir: string): Promise<TemplateOutcome> | undefined {
  const copies = earlyCopies();
  const copy = copies.get(dir);
  copies.delete(dir);
  return copy;
}
