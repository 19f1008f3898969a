import { useTranslation } from "react-i18next";

type Props = { languages: string[]; current: string; linkQuery: string };

const NAMES: Record<string, string> = { sv: "Svenska", en: "English", da: "Dansk", no: "Norsk", fi: "Suomi", de: "Deutsch" };

/** Links to the page in the site's other languages, at /{languageCode}. */
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
              {NAMES[code] ?? code.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
