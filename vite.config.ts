// One Vite config for the browser bundles (guest + owner app) and for Vitest.
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

export default defineConfig({
  plugins: [lazyModuleViews, react()],
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
          include: ["server/**/*.api.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
