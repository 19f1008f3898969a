import { describe, expect, it } from "vitest";
import { COLOR_PRESETS } from "./color-presets";
import { colorSchemeSchema } from "./colors";
import { contrastProblems, schemeContrasts } from "./contrast";

describe("COLOR_PRESETS", () => {
  it("has about 25 presets with unique names, including those the spec names", () => {
    expect(COLOR_PRESETS.length).toBeGreaterThanOrEqual(24);
    const names = COLOR_PRESETS.map((preset) => preset.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      "BLACK_AND_WHITE",
      "GOLD",
      "LIGHT_GREEN",
      "VINTAGE_GREEN",
      "RED",
      "PURPLE",
      "PINK",
      "RICH_BLUE",
    ]) {
      expect(names).toContain(name);
    }
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
  });

  it.each(COLOR_PRESETS.map((preset) => [preset.name, preset.colorScheme] as const))(
    "%s is a valid scheme whose text/background pairs all pass WCAG AA",
    (_name, scheme) => {
      expect(colorSchemeSchema.parse(scheme)).toEqual(scheme);
      expect(contrastProblems(scheme)).toEqual([]);
      expect(schemeContrasts(scheme)).toHaveLength(3);
    },
  );

  it("gives every preset a distinct look (no two share background and primary)", () => {
    const looks = COLOR_PRESETS.map((preset) =>
      JSON.stringify([preset.colorScheme.background, preset.colorScheme.primary]),
    );
    expect(new Set(looks).size).toBe(looks.length);
  });
});
