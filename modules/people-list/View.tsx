import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { ModuleTitle } from "../shared/ModuleTitle";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";

export const PeopleListView: ModuleViewFor<"PeopleList"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  return (
    <div className="module-people">
      <div className="module-people__intro">
        <ModuleTitle title={module.title} language={language} />
        <RichText text={module.text} language={language} />
      </div>
      {module.list.length > 0 ? (
        <ul className="module-people__list">
          {module.list.map((person) => {
            const role = translate(person.title, language);
            return (
              <li key={person.id} className="module-people__person">
                {person.image ? (
                  <div className="module-people__portrait">
                    <ResponsiveImage image={person.image} sizes="220px" language={language} />
                  </div>
                ) : (
                  <div className="module-people__portrait is-initials" aria-hidden="true">
                    {initials(person.name)}
                  </div>
                )}
                {person.name ? <h3 className="module-people__name">{person.name}</h3> : null}
                {role ? <p className="module-people__role">{role}</p> : null}
                <RichText text={person.text} language={language} className="module-people__text" />
              </li>
            );
          })}
        </ul>
      ) : mode === "EDIT" ? (
        <p className="module-placeholder">{t("modules.people.empty")}</p>
      ) : null}
    </div>
  );
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}
