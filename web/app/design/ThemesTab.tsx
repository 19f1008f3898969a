// The Design drawer's themes (SPEC §1: the picker lists theme4, 5 and 7–12; theme12 for weddings only),
// each shown as the owner's page in that theme with the page's own colours and fonts, under a name that
// says what it looks like and a line describing it (issue 23 item 8; the words in design.themes.*).
import type { Brand } from "@core/brands";
import type { Theme } from "@core/design";
import { useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PagePreview } from "./PagePreview";
import { previewModules } from "./preview-modules";
import { themeLook, themeName } from "./theme-names";
import type { DesignTabProps } from "./types";

const PICKER_THEMES: readonly Theme[] = [
  "theme4",
  "theme5",
  "theme7",
  "theme8",
  "theme9",
  "theme10",
  "theme11",
  "theme12",
];

/** The themes the picker offers a brand. */
export function pickerThemes(brand: Brand): Theme[] {
  return PICKER_THEMES.filter((theme) => theme !== "theme12" || brand === "wedding");
}

export function ThemesTab({ draft, update, brand, language }: DesignTabProps) {
  const { t } = useTranslation("app");
  const id = useId();
  const picks = useRef(0);
  const modules = useMemo(() => previewModules(draft.siteModules), [draft.siteModules]);
  return (
    <div className="design-tab">
      <p className="design-tab__intro">{t("design.themes.intro")}</p>
      <ul className="design-choices design-choices--pages">
        {pickerThemes(brand).map((theme) => {
          const chosen = draft.theme === theme;
          const name = themeName(t, theme);
          const lookId = `${id}-${theme}-look`;
          return (
            <li key={theme}>
              <button
                type="button"
                className={`design-choice${chosen ? " is-chosen" : ""}`}
                aria-pressed={chosen}
                aria-describedby={lookId}
                onClick={() => {
                  picks.current += 1;
                  update((document) => ({ ...document, theme }), `theme-${picks.current}`);
                }}
              >
                <PagePreview
                  design={{
                    theme,
                    fonts: draft.fonts,
                    colorScheme: draft.colorScheme,
                    siteGraphic: draft.siteGraphic,
                    eventLogo: draft.eventLogo,
                  }}
                  modules={modules}
                  language={language}
                  name={name}
                />
                <span className="design-choice__name">{name}</span>
                {/* The button's description, kept out of its name ('Klassisk'). */}
                <span className="design-choice__detail" id={lookId} aria-hidden="true">
                  {themeLook(t, theme)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
