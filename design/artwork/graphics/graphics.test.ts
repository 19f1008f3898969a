// The site graphics: every name of the enumeration has its own artwork, the stylesheet draws it from a
// file that exists, the committed files are what the drawing code makes, and they stay small.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { SITE_GRAPHICS } from "@core/design";
import { describe, expect, it } from "vitest";
import { drawSvgs, FILES_DIR } from "./build";
import { GRAPHIC_GROUPS, graphicFileStem, siteGraphicKind } from "./catalog";

const css = readFileSync(new URL("../../guest-graphics.css", import.meta.url), "utf8");

/** The files a graphic's rules in guest-graphics.css point at. */
function cssFiles(name: string): string[] {
  const rules = css.match(new RegExp(`\\[data-graphic="${name}"\\]\\s*\\{[^}]*\\}`, "g")) ?? [];
  return rules.flatMap((rule) =>
    [...rule.matchAll(/url\("\.\/artwork\/graphics\/files\/([^"]+)"\)/g)].map((m) => m[1] as string),
  );
}

describe("the site graphics catalogue", () => {
  it("groups exactly the names of the enumeration, each once", () => {
    const listed = GRAPHIC_GROUPS.flatMap((group) => group.names);
    expect([...listed].sort()).toEqual([...SITE_GRAPHICS].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("knows the kind of each name and draws nothing for none or an unknown name", () => {
    expect(siteGraphicKind("BACKGROUND_IMAGE_BOKEH_DARK")).toBe("background");
    expect(siteGraphicKind("MOVING_DOTS_BACKGROUND")).toBe("background");
    expect(siteGraphicKind("CORNER_GRAPHICS_ROSE")).toBe("corner");
    expect(siteGraphicKind("EUCALYPTUS_MINTED")).toBe("foliage");
    expect(siteGraphicKind("CORNER_GRAPHICS_UNICORNS")).toBeNull();
    expect(siteGraphicKind(null)).toBeNull();
    expect(graphicFileStem("CORNER_GRAPHICS_WATER_COLOR")).toBe("corner-water-color");
  });
});

describe("the artwork", () => {
  it("gives every graphic but the CSS-drawn dots its own file, which exists", () => {
    for (const name of SITE_GRAPHICS) {
      const files = cssFiles(name);
      if (name === "MOVING_DOTS_BACKGROUND") {
        expect(files).toEqual([]);
        continue;
      }
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files) {
        expect(file.startsWith(graphicFileStem(name)), `${name} → ${file}`).toBe(true);
        expect(statSync(path.join(FILES_DIR, file)).isFile()).toBe(true);
      }
    }
  });

  it("stills the moving dots for visitors who ask for reduced motion", () => {
    const reduced = css.slice(css.indexOf("@media (prefers-reduced-motion: reduce)"));
    expect(reduced).toMatch(/\[data-graphic="MOVING_DOTS_BACKGROUND"\]::before[\s\S]*animation: none/);
    expect(css).toMatch(
      /\[data-graphic="MOVING_DOTS_BACKGROUND"\]::before \{[^}]*animation: site-graphic-rise/,
    );
  });

  it("commits exactly what the drawing code draws (run build.ts after changing it)", () => {
    const drawn = drawSvgs();
    for (const [file, content] of Object.entries(drawn)) {
      expect(readFileSync(path.join(FILES_DIR, file), "utf8"), file).toBe(content);
    }
    const shipped = readdirSync(FILES_DIR).filter((file) => file.endsWith(".svg"));
    expect(shipped.sort()).toEqual(Object.keys(drawn).sort());
  });

  it("keeps every file small and self-contained (no text, pictures, scripts or outside links)", () => {
    for (const file of readdirSync(FILES_DIR)) {
      const size = statSync(path.join(FILES_DIR, file)).size;
      expect(size, file).toBeLessThan(36 * 1024);
      if (!file.endsWith(".svg")) continue;
      const text = readFileSync(path.join(FILES_DIR, file), "utf8");
      expect(text, file).not.toMatch(/<(text|image|script|foreignObject|style)\b/);
      expect(
        [...text.matchAll(/href="([^"]*)"/g)].every((m) => m[1]?.startsWith("#")),
        file,
      ).toBe(true);
    }
  });
});
