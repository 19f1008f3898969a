// The light /logga-in page's only script (issue 24): a signed-out visitor's full load of /logga-in gets
// the login screen rendered on the server (server/ssr/owner-app.ts) with this small entry instead of the
// owner app, which it reaches only after logging in. Plain DOM, no React (enhance.ts).
import "@design/login-page.css";
import { enhanceLoginForm } from "./enhance";
import { LOGIN_PAGE_STATE_ID, languageChoice, parseLoginPageState } from "./state";

// The owner app's key for the chosen UI language (web/app/i18n.ts): ?lang= is remembered for its pages.
const STORAGE_KEY = "uiLanguage";

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused: the query and the browser decide.
    return null;
  }
}

const state = parseLoginPageState(document.getElementById(LOGIN_PAGE_STATE_ID)?.textContent);
const form = document.querySelector<HTMLFormElement>('form[action="/logga-in"]');
if (state && form) {
  const query = new URLSearchParams(window.location.search).get("lang");
  const { store, switchTo } = languageChoice(state, query, storedLanguage());
  if (store) {
    try {
      localStorage.setItem(STORAGE_KEY, store);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
  if (switchTo) {
    // A language chosen earlier in this browser, which the server could not know: the same page in it,
    // as the owner app would draw it.
    const url = new URL(window.location.href);
    url.searchParams.set("lang", switchTo);
    window.location.replace(url.href);
  } else {
    enhanceLoginForm(form, state, {
      fetch: (input, init) => fetch(input, init),
      go: (path) => window.location.assign(path),
      afterFrame: (run) => requestAnimationFrame(() => run()),
    });
  }
}
