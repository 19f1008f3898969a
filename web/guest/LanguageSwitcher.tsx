import { languageLabel as intlLabel } from "@core/language-names";
import { LANGUAGE_NAMES } from "@core/language-table";
import { useTranslation } from "@web/i18n/use-translation";

type Props = { languages: string[]; current: string; linkQuery: string };

const COLUMN: Readonly<Record<string, 0 | 1 | 2>> = { sv: 0, en: 1, da: 2 };

/**
 * What a language's link says, and in which language it is written: its own name ('Deutsch', 'Dansk')
 * from the owner app's table (core/language-table.ts), the same names the couple chose the language by.
 * Where the table has no name in the language itself, the name in the page's language (sv, en, da; else
 * English), marked as written in that language. A code outside the table (none today) is named by Intl.
 *
 * The table stays out of the guests' browser bundle: the site bar is rendered on the server only (the
 * browser hydrates module islands, web/guest/islands, never SitePage), and the owner app's canvas has the
 * table already.
 */
export function switcherName(code: string, pageLanguage: string): { name: string; lang: string } {
  // A few codes and page languages, asked on every page: looked up once each (ICU's locale-aware
  // upper-casing is not cheap).
  const key = `${code}\n${pageLanguage}`;
  let found = SWITCHER_NAMES.get(key);
  if (!found) {
    found = lookUpSwitcherName(code, pageLanguage);
    if (SWITCHER_NAMES.size >= 2048) SWITCHER_NAMES.clear();
    SWITCHER_NAMES.set(key, found);
  }
  return { ...found };
}

const SWITCHER_NAMES = new Map<string, { name: string; lang: string }>();

function lookUpSwitcherName(code: string, pageLanguage: string): { name: string; lang: string } {
  const row = LANGUAGE_NAMES[code];
  if (!row) return { name: intlLabel(code, code), lang: code };
  if (row[3]) return { name: capitalised(row[3], code), lang: code };
  const ownColumn = COLUMN[code];
  if (ownColumn !== undefined) return { name: capitalised(row[ownColumn], code), lang: code };
  const pageColumn = COLUMN[pageLanguage];
  const lang = pageColumn === undefined ? "en" : pageLanguage;
  return { name: capitalised(row[pageColumn ?? 1], lang), lang };
}

function capitalised(name: string, language: string): string {
  let first: string;
  try {
    first = name.charAt(0).toLocaleUpperCase(language);
  } catch {
    first = name.charAt(0).toUpperCase();
  }
  return first + name.slice(1);
}

/** Links to the page in the site's other languages, at /{languageCode}, each named by switcherName. */
export function LanguageSwitcher({ languages, current, linkQuery }: Props) {
  const { t } = useTranslation("guest");
  const others = languages.filter((code) => code !== current);
  if (others.length === 0) return null;
  return (
    <nav className="language-switcher" aria-label={t("languages")}>
      <ul>
        {others.map((code) => {
          const { name, lang } = switcherName(code, current);
          return (
            <li key={code}>
              <a href={`/${code}${linkQuery}`} hrefLang={code} lang={lang}>
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
