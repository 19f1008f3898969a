// One Vite config for the browser bundles (guest + owner app) and for Vitest.
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  "@core": here("./core"),
  "@modules": here("./modules"),
  "@design": here("./design"),
  "@server": here("./server"),
  "@web": here("./web"),
};

/**
 * The API tests that replace a module with vi.mock: they need a module graph of their own, so they run
 * in the "api-isolated" project; every other API test file shares one (the "api" project, isolate
 * off), which spares each file importing and transforming the whole server again (~2–6 s a file).
 * The server keeps its state per app (WeakMaps keyed by the AppContext), so files sharing modules
 * still each get a whole new app and database.
 */
const API_TESTS = "server/**/*.api.test.ts";
const API_TESTS_WITH_MOCKS = globSync(API_TESTS, { cwd: here(".") }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(here(`./${file}`), "utf8")),
);

/** Schema files whose top level only defines schemas and re-exports (see treeshake below). */
const PURE_SCHEMA_FILES = ["./core/site.ts", "./core/fonts.ts", "./core/form-editing.ts"].map(here);

/**
 * The browser build's module views, one chunk per kind (web/app/editor/lazy-views.ts): in place of
 * @modules/views, whose static imports put every kind's view into the editor's first load (issue 24).
 * Build only: vitest renders the views themselves, and the server is built by esbuild.
 */
const lazyModuleViews: Plugin = {
  name: "owner-app-lazy-module-views",
  apply: "build",
  enforce: "pre",
  async resolveId(source, importer, options) {
    // As written, or as the alias above has already made it (Vite's own alias may run first).
    if (!/^(@modules|.*\/modules)\/views(\.ts)?$/.test(source)) return null;
    if (!importer || importer.endsWith("lazy-views.ts")) return null;
    return this.resolve(here("./web/app/editor/lazy-views.ts"), importer, { ...options, skipSelf: true });
  },
};

/**
 * The editor's own first load in one file (issue 24): start.tsx, the editor's screen and what they import
 * statically, less what main.tsx and warm/* import (they are loaded first, each library evaluated in a
 * task of its own, main.tsx), less what the guest page and the light login page may load (they must never
 * load the editor's code), less the large libraries (files of their own, shared with other screens).
 * Without it these were some 45 files of under 1 KB each, about 15 KB on the wire. What the group
 * imports from outside it never imports the group back (main.tsx's, warm/*'s and the guest's closures are
 * left out whole; the libraries import only React), so its dependencies stay where they are
 * (includeDependenciesRecursively: false) and no two chunks import each other.
 */
const EDITOR_ROOTS = ["./web/app/start.tsx", "./web/app/editor/EditorPage.tsx"].map(here);
const EARLY_ROOTS = [
  "./web/app/main.tsx",
  "./web/app/warm/react-dom.ts",
  "./web/app/warm/router.ts",
  "./web/app/warm/i18n.ts",
].map(here);
const OTHER_ENTRY_ROOTS = ["./web/guest/main.ts", "./web/login/main.ts"].map(here);

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};
/**
 * The modules `roots` import, statically only or dynamically too. The static walk stops at the
 * side-effect-free schema files and zod: a bundle that uses only their re-exported helpers leaves them
 * out (treeshake below), and a group would put them back.
 */
function closure(graph: ModuleGraph, roots: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    if (!dynamic && (PURE_SCHEMA_FILES.includes(id) || /node_modules[\\/]zod[\\/]/.test(id))) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}
let editorFirstOnly: Set<string> | undefined;
function editorFirstGroup(id: string, graph: ModuleGraph): string | null {
  if (!editorFirstOnly) {
    const early = closure(graph, EARLY_ROOTS, false);
    const others = closure(graph, OTHER_ENTRY_ROOTS, true);
    editorFirstOnly = new Set(
      [...closure(graph, EDITOR_ROOTS, false)].filter((module) => !early.has(module) && !others.has(module)),
    );
  }
  // start.tsx runs the app (and awaits at its top level): it stays a file of its own, run when main.tsx
  // imports it, not whenever another module of the group is imported.
  if (!editorFirstOnly.has(id) || id === EDITOR_ROOTS[0]) return null;
  if (/node_modules[\\/](react-dom|react-router|i18next|@tanstack)[\\/]/.test(id)) return null;
  return "editor";
}
/** Finds the group's modules again for each build (a process may build more than once). */
const editorFirstChunk: Plugin = {
  name: "owner-app-editor-first-chunk",
  apply: "build",
  buildStart() {
    editorFirstOnly = undefined;
  },
};

/**
 * React Router's production build in the browser bundles: its package exports only the development one
 * (dev warnings and their texts kept). Build only, like lazyModuleViews: tests keep the warnings.
 */
const reactRouterProduction: Plugin = {
  name: "react-router-production",
  apply: "build",
  enforce: "pre",
  resolveId(source) {
    return source === "react-router" ? here("./node_modules/react-router/dist/production/index.mjs") : null;
  },
};

export default defineConfig({
  plugins: [lazyModuleViews, reactRouterProduction, editorFirstChunk, react()],
  resolve: { alias },
  publicDir: false,
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    // Built for our own debugging, never referenced from the served JS (the server refuses *.map too).
    sourcemap: "hidden",
    rollupOptions: {
      // Schema files that re-export pure helpers kept in files of their own (core/site-helpers.ts,
      // core/font-names.ts, core/form-conditions.ts): without side effects, a bundle that uses only a
      // re-exported helper leaves the schema file, and zod with it, out (issue 24: the editor's and the
      // guest page's first load). Every other module keeps the default (its top level may matter).
      treeshake: {
        moduleSideEffects: (id) => !PURE_SCHEMA_FILES.some((file) => id === file),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              debugName: "editor",
              name: (id, ctx) => editorFirstGroup(id, ctx),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      // Each theme's and the site graphics' guest styles are their own files: a guest page links only
      // its own theme's (server/ssr/manifest.ts), and the graphics only when the site has one.
      input: {
        guest: here("./web/guest/main.ts"),
        app: here("./web/app/index.html"),
        // The light /logga-in page's only script and stylesheet (issue 24; server/ssr/owner-app.ts).
        login: here("./web/login/main.ts"),
        "guest-graphics": here("./design/guest-graphics-page.css"),
        ...Object.fromEntries(
          [5, 6, 7, 8, 9, 10, 11, 12].map((n) => [`theme${n}`, here(`./design/themes/theme${n}.css`)]),
        ),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:3000",
      "/media": "http://localhost:3000",
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Some unit tests start a loopback server or run openssl (the Swish, Stripe, Plausible and
          // Sendcloud adapters): on a busy 2-core machine with vitest's own workers running, 5 s is not
          // enough for that, and a timeout is not what these tests assert.
          testTimeout: 20_000,
          hookTimeout: 60_000,
          include: [
            "core/**/*.test.ts",
            "modules/**/*.test.{ts,tsx}",
            "server/**/*.unit.test.ts",
            "web/**/*.test.{ts,tsx}",
            "design/**/*.test.ts",
          ],
          environment: "node",
          // Component tests that opt into happy-dom: a stylesheet link (the site fonts) is not fetched,
          // and not fetching it is not an error printed into the test output.
          environmentOptions: {
            happyDOM: { settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
          },
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: [API_TESTS],
          exclude: API_TESTS_WITH_MOCKS,
          isolate: false,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "api-isolated",
          include: API_TESTS_WITH_MOCKS,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
