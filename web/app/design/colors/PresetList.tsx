// The named colour presets as swatch cards: each shows its page, surface and button colours with
// their text, the chosen one is pressed and ticked, and a click puts it on the page.

import { hslCss } from "@core/color-css";
import type { ColorPreset } from "@core/color-presets";
import type { ColorScheme } from "@core/colors";
import { useTranslation } from "react-i18next";

type Props = {
  presets: readonly ColorPreset[];
  current: string | null;
  onChoose: (scheme: ColorScheme) => void;
};

export function PresetList({ presets, current, onChoose }: Props) {
  const { t } = useTranslation("app");
  return (
    <ul className="design-colors__presets">
      {presets.map(({ name, colorScheme: scheme }) => (
        <li key={name}>
          <button
            type="button"
            className="design-colors__preset"
            aria-pressed={current === name}
            onClick={() => onChoose(scheme)}
          >
            <span
              className="design-colors__preview"
              aria-hidden="true"
              style={{ background: hslCss(scheme.background), color: hslCss(scheme.onBackground) }}
            >
              <span className="design-colors__preview-text">Aa</span>
              <span
                className="design-colors__preview-surface"
                style={{ background: hslCss(scheme.surface), color: hslCss(scheme.onSurface) }}
              >
                Aa
              </span>
              <span
                className="design-colors__preview-primary"
                style={{ background: hslCss(scheme.primary), color: hslCss(scheme.onPrimary) }}
              >
                Aa
              </span>
            </span>
            <span className="design-colors__preset-name">
              {current === name ? (
                <svg
                  className="design-colors__tick"
                  viewBox="0 0 16 16"
                  width="14"
                  height="14"
                  aria-hidden="true"
                >
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              ) : null}
              {t(`designColors.presets.${name}`)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
