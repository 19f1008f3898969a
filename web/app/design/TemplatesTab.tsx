// The Design drawer's templates: every design the brand offers, each shown as the owner's own page
// (its first modules) in that design. Choosing one sets colours, fonts, theme, graphic and logo
// together (applyDesignTemplate) as one undo step; the page beside the drawer shows it at once.
import { applyDesignTemplate, matchesDesignTemplate, templateEventLogo } from "@core/apply-design-template";
import { eventDayOf, namesFromTitle } from "@core/event-logo";
import { headerTitle } from "@core/site";
import { designTemplatesFor } from "@core/wizard-templates";
import { useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PagePreview } from "./PagePreview";
import { previewModules } from "./preview-modules";
import { templateThemeLine } from "./theme-names";
import type { DesignTabProps } from "./types";

export function TemplatesTab({ draft, update, brand, language }: DesignTabProps) {
  const { t } = useTranslation("app");
  const id = useId();
  const picks = useRef(0);
  const templates = designTemplatesFor(brand);
  const modules = useMemo(() => previewModules(draft.siteModules), [draft.siteModules]);
  const names = namesFromTitle(headerTitle(draft, language));
  const today = new Date();
  return (
    <div className="design-tab">
      <p className="design-tab__intro">{t("design.templates.intro")}</p>
      <ul className="design-choices design-choices--pages">
        {templates.map((template) => {
          const chosen =
            draft.mostRecentSelectedDesignTemplate === template.name &&
            matchesDesignTemplate(draft, template);
          const name = t(`design.templates.names.${template.name}`);
          const themeId = `${id}-${template.name}-theme`;
          const eventLogo = templateEventLogo(
            draft.eventLogo,
            template.eventLogo,
            names,
            { language, today },
            eventDayOf(draft),
          );
          return (
            <li key={template.name}>
              <button
                type="button"
                className={`design-choice${chosen ? " is-chosen" : ""}`}
                aria-pressed={chosen}
                aria-describedby={themeId}
                onClick={() => {
                  picks.current += 1;
                  update(
                    (document) => applyDesignTemplate(document, template, { language, today: new Date() }),
                    `template-${picks.current}`,
                  );
                }}
              >
                <PagePreview
                  design={{ ...template, eventLogo }}
                  modules={modules}
                  language={language}
                  name={name}
                />
                <span className="design-choice__name">{name}</span>
                <span className="design-choice__detail" id={themeId} aria-hidden="true">
                  {templateThemeLine(t, template.theme)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
