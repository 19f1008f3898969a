// Language names from the browser's or Node's own Intl data (SPEC §2 language switcher, §9 languages):
// no name table ships with the code. On its own, apart from the ISO code list in iso-languages.ts, so the
// guest bundle's language switcher gets the names without the list (bundlers split by module, not export).

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(uiLanguage: string): Intl.DisplayNames | null {
  let names = displayNames.get(uiLanguage);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([uiLanguage], { type: "language", fallback: "code" });
    } catch {
      names = null;
    }
    displayNames.set(uiLanguage, names);
  }
  return names;
}

/**
 * The language's name in the UI language as Intl spells it ('de' in sv → 'tyska', in en → 'German');
 * the code in upper case when Intl does not know it. For a name in the language itself, pass the code
 * twice: languageName('de', 'de') → 'Deutsch'.
 */
export function languageName(code: string, uiLanguage: string): string {
  let name: string | undefined;
  try {
    name = namesIn(uiLanguage)?.of(code);
  } catch {
    name = undefined;
  }
  return name && name.toLowerCase() !== code.toLowerCase() ? name : code.toUpperCase();
}

/** The name as a list item or link starts: 'Tyska', 'Deutsch', 'Dansk'. */
export function languageLabel(code: string, uiLanguage: string): string {
  const name = languageName(code, uiLanguage);
  let first: string;
  try {
    first = name.charAt(0).toLocaleUpperCase(uiLanguage);
  } catch {
    first = name.charAt(0).toUpperCase();
  }
  return first + name.slice(1);
}
