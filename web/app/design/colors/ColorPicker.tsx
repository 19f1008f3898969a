// The custom colour picker: choose one of the six roles, then move its hue, saturation, lightness and
// opacity. The role chooser is a radio group of swatches, so each role's colour is seen at a glance.

import { hslCss } from "@core/color-css";
import type { ColorScheme, HslColor } from "@core/colors";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChannelSlider } from "./ChannelSlider";

export const COLOR_ROLES = [
  "primary",
  "onPrimary",
  "background",
  "onBackground",
  "surface",
  "onSurface",
] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];

type Props = { scheme: ColorScheme; onChange: (scheme: ColorScheme) => void };

const round = (value: number) => Math.round(value);
/** A colour over the checks, so a translucent one looks translucent. */
const swatch = (color: HslColor) =>
  `linear-gradient(${hslCss(color)}, ${hslCss(color)}), var(--design-colors-checks)`;

export function ColorPicker({ scheme, onChange }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const [role, setRole] = useState<ColorRole>("primary");
  const color = scheme[role];
  const set = (patch: Partial<HslColor>) => {
    const next: HslColor = { ...color, ...patch };
    // Fully opaque is stored without alpha, as the presets and older pages are.
    if (next.alpha === undefined || next.alpha >= 1) delete next.alpha;
    onChange({ ...scheme, [role]: next });
  };
  const { hue, saturation, lightness } = color;
  const alpha = round((color.alpha ?? 1) * 100);
  const gradient = (stops: string[]) => `linear-gradient(to right, ${stops.join(", ")})`;
  const hueStops = [0, 60, 120, 180, 240, 300, 360].map((h) => `hsl(${h} ${saturation}% ${lightness}%)`);

  return (
    <div className="design-colors__picker">
      <fieldset className="design-colors__roles">
        <legend className="design-colors__legend">{t("designColors.roleLegend")}</legend>
        {COLOR_ROLES.map((name) => (
          <label key={name} className="design-colors__role">
            <input
              type="radio"
              name={`${id}-role`}
              value={name}
              checked={role === name}
              onChange={() => setRole(name)}
            />
            <span
              className="design-colors__role-swatch"
              style={{ background: swatch(scheme[name]) }}
              aria-hidden="true"
            />
            <span className="design-colors__role-name">{t(`designColors.roles.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="design-colors__channels">
        <legend className="design-colors__legend design-colors__channels-legend">
          <span
            className="design-colors__role-swatch"
            style={{ background: swatch(color) }}
            aria-hidden="true"
          />
          {t(`designColors.roles.${role}`)}
        </legend>
        <ChannelSlider
          id={`${id}-hue`}
          label={t("designColors.channels.hue")}
          value={round(hue)}
          min={0}
          max={360}
          unit="°"
          track={gradient(hueStops)}
          onChange={(value) => set({ hue: value })}
        />
        <ChannelSlider
          id={`${id}-saturation`}
          label={t("designColors.channels.saturation")}
          value={round(saturation)}
          min={0}
          max={100}
          unit="%"
          track={gradient([`hsl(${hue} 0% ${lightness}%)`, `hsl(${hue} 100% ${lightness}%)`])}
          onChange={(value) => set({ saturation: value })}
        />
        <ChannelSlider
          id={`${id}-lightness`}
          label={t("designColors.channels.lightness")}
          value={round(lightness)}
          min={0}
          max={100}
          unit="%"
          track={gradient([
            `hsl(${hue} ${saturation}% 0%)`,
            `hsl(${hue} ${saturation}% 50%)`,
            `hsl(${hue} ${saturation}% 100%)`,
          ])}
          onChange={(value) => set({ lightness: value })}
        />
        <ChannelSlider
          id={`${id}-alpha`}
          label={t("designColors.channels.alpha")}
          value={alpha}
          min={0}
          max={100}
          unit="%"
          track={`${gradient([`hsl(${hue} ${saturation}% ${lightness}% / 0)`, `hsl(${hue} ${saturation}% ${lightness}%)`])}, var(--design-colors-checks)`}
          onChange={(value) => set({ alpha: value / 100 })}
        />
      </fieldset>
    </div>
  );
}
