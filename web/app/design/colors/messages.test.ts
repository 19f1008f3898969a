// Every preset and every colour role has its words in sv, en and da, so no card shows a key.
import { COLOR_PRESETS } from "@core/color-presets";
import da from "@web/i18n/features/design-colors.da.json";
import en from "@web/i18n/features/design-colors.en.json";
import sv from "@web/i18n/features/design-colors.sv.json";
import { describe, expect, it } from "vitest";
import { COLOR_ROLES } from "./ColorPicker";

describe("design-colors messages", () => {
  it.each([
    ["sv", sv],
    ["en", en],
    ["da", da],
  ])("%s names every preset and role", (_language, file) => {
    const messages = file.app.designColors as {
      presets: Record<string, string>;
      roles: Record<string, string>;
    };
    expect(Object.keys(messages.presets).sort()).toEqual(COLOR_PRESETS.map((preset) => preset.name).sort());
    for (const name of Object.values(messages.presets)) expect(name.trim()).not.toBe("");
    expect(Object.keys(messages.roles).sort()).toEqual([...COLOR_ROLES].sort());
  });

  it("gives the three languages the same keys", () => {
    const keys = (value: unknown, prefix = ""): string[] =>
      typeof value === "object" && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [prefix];
    expect(keys(en)).toEqual(keys(sv));
    expect(keys(da)).toEqual(keys(sv));
  });
});
