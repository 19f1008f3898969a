// For API tests that render the owner app's page before any build: the manifest module with its assets
// replaced by the source index.html, which has the same head and root as the built one (Vite adds only
// the asset tags). Use: vi.mock("./manifest", async () => (await import("../test/source-app-manifest")).sourceAppManifest()).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { vi } from "vitest";
import { PROJECT_ROOT } from "../paths";

export async function sourceAppManifest() {
  const original = await vi.importActual<typeof import("../ssr/manifest")>("../ssr/manifest");
  return {
    ...original,
    loadClientAssets: () => ({
      guest: null,
      appHtml: readFileSync(join(PROJECT_ROOT, "web", "app", "index.html"), "utf8"),
    }),
  };
}
