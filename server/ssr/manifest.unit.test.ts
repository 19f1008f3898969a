import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { guestStyles, loadClientAssets } from "./manifest";

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), "manifest-"));
  mkdirSync(join(dir, ".vite"));
  const manifest = {
    "web/guest/main.ts": {
      file: "assets/guest-1.js",
      isEntry: true,
      css: ["assets/guest-1.css"],
      imports: ["_menu.js"],
    },
    "_menu.js": { file: "assets/menu-1.js" },
    "design/themes/theme5.css": { file: "assets/theme5-1.css", isEntry: true },
    "design/themes/theme12.css": { file: "assets/theme12-1.css", isEntry: true },
    "design/guest-graphics-page.css": { file: "assets/guest-graphics-1.css", isEntry: true },
    "web/login/main.ts": {
      file: "assets/login-1.js",
      isEntry: true,
      css: ["assets/login-1.css"],
      imports: ["_languages.js"],
    },
    "_languages.js": { file: "assets/languages-1.js" },
  };
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

describe("the guest page's stylesheets", () => {
  const guest = loadClientAssets(builtClient()).guest;

  it("finds the base styles, each theme's own and the graphics' in Vite's manifest", () => {
    expect(guest).toMatchObject({
      script: "/assets/guest-1.js",
      styles: ["/assets/guest-1.css"],
      preloads: ["/assets/menu-1.js"],
      themeStyles: { theme5: "/assets/theme5-1.css", theme12: "/assets/theme12-1.css" },
      graphicsStyle: "/assets/guest-graphics-1.css",
    });
  });

  it("links only the page's own theme, and the graphics only for a page with a graphic", () => {
    expect(guestStyles(guest, "theme4", false)).toEqual(["/assets/guest-1.css"]);
    expect(guestStyles(guest, "theme12", false)).toEqual(["/assets/guest-1.css", "/assets/theme12-1.css"]);
    expect(guestStyles(guest, "theme5", true)).toEqual([
      "/assets/guest-1.css",
      "/assets/theme5-1.css",
      "/assets/guest-graphics-1.css",
    ]);
    expect(guestStyles(null, "theme5", true)).toEqual([]);
  });
});

describe("the light login page's assets", () => {
  it("finds the login entry's script, its chunk and its stylesheet", () => {
    expect(loadClientAssets(builtClient()).login).toEqual({
      script: "/assets/login-1.js",
      styles: ["/assets/login-1.css"],
      preloads: ["/assets/languages-1.js"],
    });
  });

  it("has none without a build", () => {
    expect(loadClientAssets(mkdtempSync(join(tmpdir(), "manifest-none-"))).login ?? null).toBeNull();
  });
});
