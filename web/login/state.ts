// What the server puts into the light /logga-in page (server/ssr/owner-app.ts) for its script
// (web/login/main.ts): the language the screen was rendered in and the few texts the script shows
// itself. Everything else of the screen is in the server's markup. It carries the UI languages too, so
// the script imports no module beyond its entry (one file on the wire, no chunk shared with the app).
import type { UiLanguage } from "@core/languages";

export const LOGIN_PAGE_STATE_ID = "login-page";

export type LoginTexts = {
  submit: string;
  loggingIn: string;
  /** A failed login whose answer says nothing better (SPEC §8: the supplied description). */
  failed: string;
  /** The last fallback (SPEC §8: 'Ett okänt fel har uppstått.'). */
  unknown: string;
  mailRequired: string;
  mailInvalid: string;
  passwordRequired: string;
};

export type LoginPageState = {
  language: UiLanguage;
  /** Every UI language (core/languages.ts UI_LANGUAGES). */
  languages: readonly UiLanguage[];
  texts: LoginTexts;
};

const TEXT_KEYS: readonly (keyof LoginTexts)[] = [
  "submit",
  "loggingIn",
  "failed",
  "unknown",
  "mailRequired",
  "mailInvalid",
  "passwordRequired",
];

/** The state as the page carries it, or null when it is missing or not what the server writes. */
export function parseLoginPageState(text: string | null | undefined): LoginPageState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { language, languages, texts } = value as Record<string, unknown>;
  if (!Array.isArray(languages) || !languages.every((code) => typeof code === "string")) return null;
  if (typeof language !== "string" || !languages.includes(language)) return null;
  if (typeof texts !== "object" || texts === null) return null;
  const record = texts as Record<string, unknown>;
  if (!TEXT_KEYS.every((key) => typeof record[key] === "string")) return null;
  return { language, languages, texts: record } as unknown as LoginPageState;
}

/**
 * The UI language this browser wants that the server could not know (web/app/i18n.ts's choice, less
 * what the request said): ?lang= is remembered and was already the server's choice; else a language
 * stored by an earlier ?lang= wins over the browser's, which the server read from Accept-Language.
 * Returns what to store (or null) and the language to show the page in instead (or null: as it is).
 */
export function languageChoice(
  state: Pick<LoginPageState, "language" | "languages">,
  query: string | null,
  stored: string | null,
): { store: UiLanguage | null; switchTo: UiLanguage | null } {
  const known = (value: string | null) => {
    const code = value?.trim().toLowerCase();
    return state.languages.find((language) => language === code) ?? null;
  };
  const fromQuery = known(query);
  // The server chose by the same query: never sent elsewhere (nor round in circles).
  if (fromQuery) return { store: fromQuery, switchTo: null };
  const fromStorage = known(stored);
  return { store: null, switchTo: fromStorage && fromStorage !== state.language ? fromStorage : null };
}
