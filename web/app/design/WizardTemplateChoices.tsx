// The wizard's first step (SPEC §2 /kom-igang): the wedding brand's design templates, each shown as
// the couple's own page top (their names, place and date from the wizard so far) in that design, a
// phone-sized rendering rather than a name and a few colour dots.
import { templateEventLogo } from "@core/apply-design-template";
import { eventDayOf } from "@core/event-logo";
import type { WizardData } from "@core/site";
import { designTemplatesFor, generateWizardSite, WIZARD_DEFAULTS } from "@core/wizard";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PagePreview } from "./PagePreview";
import { previewModules } from "./preview-modules";
import { templateThemeLine } from "./theme-names";

type Props = {
  data: WizardData;
  chosen: string;
  onChoose: (template: string) => void;
};

export function WizardTemplateChoices({ data, chosen, onChoose }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const { name1, name2, location, dateStart, dateNotDecided, languages } = data;
  const sample = useMemo(() => {
    const site = generateWizardSite({ name1, name2, location, dateStart, dateNotDecided, languages });
    return {
      modules: previewModules(site.siteModules),
      language: site.availableLanguages[0]?.languageCode ?? "sv",
      // The logo in each preview carries the wizard's date, as the page made from it will.
      eventDay: eventDayOf(site),
    };
  }, [name1, name2, location, dateStart, dateNotDecided, languages]);
  const names = {
    name1: name1?.trim() || WIZARD_DEFAULTS.name1,
    name2: name2?.trim() || WIZARD_DEFAULTS.name2,
  };
  const today = new Date();
  return (
    <div className="template-grid template-grid--pages">
      {designTemplatesFor("wedding").map((template) => {
        const name = t(`design.templates.names.${template.name}`);
        const themeId = `${id}-${template.name}-theme`;
        return (
          <label
            key={template.name}
            className={`template-card${chosen === template.name ? " is-chosen" : ""}`}
          >
            <input
              className="visually-hidden"
              type="radio"
              name="designTemplate"
              value={template.name}
              checked={chosen === template.name}
              onChange={() => onChoose(template.name)}
              aria-describedby={themeId}
            />
            <PagePreview
              design={{
                ...template,
                eventLogo: templateEventLogo(
                  null,
                  template.eventLogo,
                  names,
                  { language: sample.language, today },
                  sample.eventDay,
                ),
              }}
              modules={sample.modules}
              language={sample.language}
              name={name}
            />
            <span className="template-card__name">{name}</span>
            {/* The radio's description, kept out of its name (issue 23 item 8). */}
            <span className="template-card__theme" id={themeId} aria-hidden="true">
              {templateThemeLine(t, template.theme)}
            </span>
          </label>
        );
      })}
    </div>
  );
}
