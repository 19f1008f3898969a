// What a header with a photo shows behind the photo, while it loads or when it cannot (issue 23 item 7):
// it was a flat charcoal (#2a2a2a), so the wizard's 'Romantisk ros' page opened on a stark dark block
// on a phone's slow connection. Now it is the site's own primary, deepened over near-black, and the
// white title and date on it keep WCAG AA for every colour preset and design template, light or dark.
import { COLOR_PRESETS } from "@core/color-presets";
import { hsl } from "@core/colors";
import { composite, contrastRatio, hslToRgb, type Rgb } from "@core/contrast";
import { DESIGN_TEMPLATES } from "@core/wizard-templates";
import { describe, expect, it } from "vitest";
import { designRules } from "./css-rules.test-helper";

const rule = designRules("guest.css").find(
  (r) => r.media === null && r.selector === ".module-header.has-image",
);
const declarations = rule?.declarations ?? {};
const backdrop = `${declarations["background-color"] ?? ""} ${declarations["background-image"] ?? ""} ${declarations.background ?? ""}`;

/** Every `color-mix(in srgb, var(--color-primary) N%, #rrggbb)` of the backdrop: [N, the other colour]. */
const mixes = Array.from(
  backdrop.matchAll(/color-mix\(in srgb, var\(--color-primary\) (\d+)%, #([0-9a-f]{6})\)/g),
  (m) => [Number(m[1]) / 100, m[2] ?? ""] as const,
);

/** Channels 0–1, as core/contrast reads them. */
const fromHex = (hex: string): Rgb => ({
  red: Number.parseInt(hex.slice(0, 2), 16) / 255,
  green: Number.parseInt(hex.slice(2, 4), 16) / 255,
  blue: Number.parseInt(hex.slice(4, 6), 16) / 255,
});
const WHITE_RGB: Rgb = { red: 1, green: 1, blue: 1 };

describe("the header's backdrop behind a photo", () => {
  it("is the site's own colour, not a flat charcoal", () => {
    expect(rule).toBeDefined();
    expect(backdrop).not.toMatch(/#2a2a2a/i);
    expect(mixes.length).toBeGreaterThanOrEqual(3);
    expect(declarations.color).toBe("#fff");
  });

  const primaries = [
    ...COLOR_PRESETS.map((preset) => [preset.name, preset.colorScheme.primary] as const),
    ...DESIGN_TEMPLATES.map((template) => [template.name, template.colorScheme.primary] as const),
    // A dark scheme's light primary (dark text on it; white only over the deepened mix).
    ["light sand", hsl(40, 55, 69)] as const,
  ];
  it.each(primaries)("keeps the white title and date readable (AA) with %s", (_name, primary) => {
    for (const [share, other] of mixes) {
      // color-mix in srgb: the encoded channels mixed linearly, as painting with that alpha.
      const colour = composite(hslToRgb(primary), share, fromHex(other));
      expect(contrastRatio(WHITE_RGB, colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
