// What is still a starting text or untranslated, per module and language, each with a link that opens
// that module's editor in that language (issue 23 item 3). The editor shows it folded above the page
// (only when there is something to do); the address screen shows it open before the owner publishes.
import { languageName } from "@core/iso-languages";
import { translate } from "@core/translation";
import type { SiteModule } from "@modules/schemas";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  countTexts,
  type FieldLabel,
  fieldLabel,
  type StartingTextEntry,
  startingTextEntries,
} from "./entries";

type Props = {
  modules: readonly SiteModule[];
  /** The site's languages, the first being the page's main language. */
  languages: readonly string[];
  /** Where an entry's link goes: the editor with the module and language to open. */
  hrefOf: (entry: StartingTextEntry) => string;
  /** 'editor': folded, and nothing at all when nothing is left; 'publish': open, says when all is done. */
  variant: "editor" | "publish";
};

export function StartingTextList({ modules, languages, hrefOf, variant }: Props) {
  const { t, i18n } = useTranslation("app");
  const entries = useMemo(() => startingTextEntries(modules, languages), [modules, languages]);
  const label = (field: FieldLabel): string =>
    t(`startingTexts.${field.key}`, {
      ...field.values,
      ...(field.within ? { field: label(field.within) } : {}),
    });
  const moduleName = (module: SiteModule, language: string) => {
    const kind = t(`editor.moduleKinds.${module.siteModuleType}`);
    const title = translate(module.title, language) || translate(module.title, languages[0] ?? language);
    return title ? t("editorShell.moduleName", { kind, title }) : kind;
  };
  const count = countTexts(entries);

  if (variant === "editor" && entries.length === 0) return null;
  const list = (
    <ul className="starting-texts__list">
      {entries.map((entry) => (
        <li key={`${entry.module.id}-${entry.language}`} className="starting-texts__entry">
          <Link className="starting-texts__link" to={hrefOf(entry)}>
            {t("startingTexts.entry", {
              module: moduleName(entry.module, entry.language),
              language: languageName(entry.language, i18n.language),
            })}
          </Link>
          <span className="starting-texts__fields">
            {entry.fields
              .map((field) =>
                t("startingTexts.fieldWithKind", {
                  field: label(fieldLabel(field.path)),
                  kind: t(`startingTexts.kinds.${field.kind}`),
                }),
              )
              .join(", ")}
          </span>
        </li>
      ))}
    </ul>
  );

  if (variant === "editor") {
    return (
      <details className="starting-texts starting-texts--editor">
        <summary className="starting-texts__summary">{t("startingTexts.summary", { count })}</summary>
        <p className="starting-texts__lead">{t("startingTexts.lead")}</p>
        {list}
      </details>
    );
  }
  return (
    <section className="starting-texts starting-texts--publish" aria-labelledby="starting-texts-title">
      <h2 className="starting-texts__title" id="starting-texts-title">
        {t("startingTexts.title")}
      </h2>
      {entries.length === 0 ? (
        <p className="starting-texts__none">{t("startingTexts.none")}</p>
      ) : (
        <>
          <p className="starting-texts__summary">{t("startingTexts.summary", { count })}</p>
          <p className="starting-texts__lead">{t("startingTexts.lead")}</p>
          {list}
        </>
      )}
    </section>
  );
}
