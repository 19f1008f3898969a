import { languageLabel } from "@core/language-names";
import { useTranslation } from "react-i18next";

type Props = { languages: string[]; current: string; linkQuery: string };

/**
 * Links to the page in the site's other languages, at /{languageCode}, each named in its own language
 * ('Deutsch', 'Dansk') by the built-in Intl data, so no name table ships in the guest bundle.
 */
export function LanguageSwitcher({ languages, current, linkQuery }: Props) {
  const { t } = useTranslation("guest");
  const others = languages.filter((code) => code !== current);
  if (others.length === 0) return null;
  return (
    <nav className="language-switcher" aria-label={t("languages")}>
      <ul>
        {others.map((code) => (
          <li key={code}>
            <a href={`/${code}${linkQuery}`} hrefLang={code} lang={code}>
              {languageLabel(code, code)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
