// The UI messages of the first screen (web/i18n/sv-first.ts …), asked for by main.tsx beside the app's
// packages rather than once start.tsx has run (issue 24: on a phone the editor waited for them after its
// code). start.tsx's createAppI18n imports the same module and finds it loaded or loading.
import { loadFirstMessages } from "@web/i18n/message-parts";
import { pickUiLanguage } from "../ui-language";

export const firstMessages = loadFirstMessages(pickUiLanguage()).catch(() => undefined);
