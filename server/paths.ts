// Where the project's files are, from the source tree (tests, dev) and from the bundle in dist/server.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = join(PROJECT_ROOT, "server", "db", "migrations");
export const ARTWORK_SVG_DIR = join(PROJECT_ROOT, "design", "artwork", "svg");
export const CLIENT_DIST_DIR = join(PROJECT_ROOT, "dist", "client");
export const FONTS_DIR = join(PROJECT_ROOT, "node_modules", "@fontsource");
