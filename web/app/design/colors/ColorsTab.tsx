// The Design drawer's colours tab (issue 10 item 3): the named presets and a custom picker for the six
// colour roles, with a warning when text would be hard to read.
import "@design/app-design-colors.css";
import { COLOR_PRESETS } from "@core/color-presets";
import type { ColorScheme } from "@core/colors";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DesignTabProps } from "../types";
import { ColorPicker } from "./ColorPicker";
import { ContrastWarning } from "./ContrastWarning";
import { PresetList } from "./PresetList";
import { useDebouncedScheme } from "./use-debounced-scheme";

const sameScheme = (a: ColorScheme, b: ColorScheme) => JSON.stringify(a) === JSON.stringify(b);

/** The preset the scheme is, if it is one unchanged. */
export function currentPreset(scheme: ColorScheme): string | null {
  return COLOR_PRESETS.find((preset) => sameScheme(preset.colorScheme, scheme))?.name ?? null;
}

export function ColorsTab({ draft, update }: DesignTabProps) {
  const { t } = useTranslation("app");
  const id = useId();
  const { scheme, change, choose } = useDebouncedScheme(draft.colorScheme, update);
  return (
    <div className="design-colors">
      <section aria-labelledby={`${id}-presets`}>
        <h3 id={`${id}-presets`} className="design-colors__heading">
          {t("designColors.presetsHeading")}
        </h3>
        <PresetList presets={COLOR_PRESETS} current={currentPreset(scheme)} onChoose={choose} />
      </section>
      <section aria-labelledby={`${id}-custom`}>
        <h3 id={`${id}-custom`} className="design-colors__heading">
          {t("designColors.customHeading")}
        </h3>
        <p className="design-colors__hint">{t("designColors.customHint")}</p>
        <ColorPicker scheme={scheme} onChange={change} />
        <ContrastWarning scheme={scheme} />
      </section>
    </div>
  );
}
