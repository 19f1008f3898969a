// The owner app's two message parts per language (sv-first.ts, sv-later.ts …), loaded apart from
// i18next (index.ts re-exports these): the editor's start asks for its first part beside its code
// (web/app/main.tsx, issue 24), before the i18n that takes it is there.
import type { UiLanguage } from "@core/languages";

/** The messages the owner app needs from its first screen on (sv-first.ts); the rest is `loadLaterMessages`. */
export async function loadFirstMessages(language: UiLanguage): Promise<Record<string, unknown>> {
  switch (language) {
    case "sv":
      return (await import("./sv-first")).default;
    case "en":
      return (await import("./en-first")).default;
    case "da":
      return (await import("./da-first")).default;
  }
}

/** The owner app's other messages (sv-later.ts): screens and parts opened later. */
export async function loadLaterMessages(language: UiLanguage): Promise<Record<string, unknown>> {
  switch (language) {
    case "sv":
      return (await import("./sv-later")).default;
    case "en":
      return (await import("./en-later")).default;
    case "da":
      return (await import("./da-later")).default;
  }
}
