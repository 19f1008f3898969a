// The owner app's HTML per request (issue 11 item 4): the built index.html with this path's head (title,
// description, robots) in the request's UI language, and, for the public entry screens of a visitor who
// is not signed in, the screen itself rendered into #root (owner-screens.ts) with what the client needs
// to hydrate it (web/app/page-state.ts).
//
// /logga-in for a visitor who is not signed in is the light login page (issue 24): the same screen with
// only web/login/main.ts (a few KB, no React) and the login screen's own stylesheet, not the owner app,
// which the visitor reaches by logging in. A signed-in visitor gets the owner app as on every path.
//
// Robots: only the public entry pages may be indexed (the start page, log-in, quick start and the
// wizard's first page, as robots.txt allows them); the editor, account, answers, password-reset and
// every other path say noindex.
import type { BrandDefinition } from "@core/brands";
import { chooseUiLanguage, parseAcceptLanguage, UI_LANGUAGES, type UiLanguage } from "@core/languages";
import { type AppConfig, parseQuickStartPath, quickStartTitle } from "@web/app/config";
import { LEGAL } from "@web/app/legal/legal-texts";
import { OWNER_PAGE_STATE_ID, type OwnerPageState } from "@web/app/page-state";
import { LOGIN_PAGE_STATE_ID, type LoginPageState } from "@web/login/state";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { FONT_FALLBACK_METRICS } from "./font-fallback-metrics";
import { escapeHtml, htmlDocument, scriptJson } from "./html";
import type { LoginAssets } from "./manifest";
import { renderOwnerScreen, rendersOwnerScreen } from "./owner-screens";

const MESSAGES = { sv, en, da } as const;

export type OwnerPageHead = {
  title: string;
  description: string | null;
  robots: "all" | "noindex, nofollow";
};

/** The UI language the client will choose (web/app/i18n.ts), as far as a request shows it: ?lang=, then Accept-Language. */
export function ownerUiLanguage(url: URL, acceptLanguage: string | undefined): UiLanguage {
  return chooseUiLanguage({
    query: url.searchParams.get("lang"),
    stored: null,
    browserLanguages: parseAcceptLanguage(acceptLanguage),
  }).language;
}

export function ownerPageHead(pathname: string, language: UiLanguage, brand: string): OwnerPageHead {
  const app = MESSAGES[language].app;
  const fill = (text: string) => text.replaceAll("{{brand}}", brand);
  const path = pathname.replace(/\/+$/, "") || "/";
  const indexed = (title: string, description: string): OwnerPageHead => ({
    title,
    description: fill(description),
    robots: "all",
  });
  if (path === "/") return indexed(`${brand} - ${app.brandTagline}`, app.head.startDescription);
  if (path === "/logga-in") return indexed(`${app.login.title} - ${brand}`, app.head.loginDescription);
  if (path === "/kom-igang") return indexed(brand, app.head.wizardDescription);
  if (path === "/villkor" || path === "/integritet") {
    const legal = LEGAL[language][path === "/villkor" ? "terms" : "privacy"];
    return indexed(`${legal.title} - ${brand}`, legal.lead);
  }
  const quickStart = parseQuickStartPath(path);
  if (quickStart?.kind === "demo")
    return indexed(quickStartTitle(language, brand), app.head.quickStartDescription);
  const noindex = (title: string): OwnerPageHead => ({
    title,
    description: null,
    robots: "noindex, nofollow",
  });
  // The wizard's editor and the quick start's answers view keep the quick-start title (the client's too).
  if (/^(\/[^/]+)?\/snabbstart(\/|$)/.test(path) || /^\/kom-igang\/redigera(\/|$)/.test(path))
    return noindex(quickStartTitle(language, brand));
  if (path === "/aterstall-losenord" || path.startsWith("/aterstall-losenord/"))
    return noindex(`${app.reset.title} - ${brand}`);
  return noindex(brand);
}

const LOCAL_SANS = "local('Arial'),local('Liberation Sans'),local('Arimo')";
const LOCAL_SERIF = "local('Times New Roman'),local('Liberation Serif'),local('Tinos')";

function fallbackFace(font: string, local: string): string {
  const m = FONT_FALLBACK_METRICS[font];
  if (!m) return "";
  return `@font-face{font-family:'${font} fallback';src:${local};size-adjust:${m.sizeAdjust}%;ascent-override:${m.ascent}%;descent-override:${m.descent}%;line-gap-override:${m.lineGap}%}`;
}

/**
 * The owner app's text is in Source Sans 3 and its titles in Playfair Display, swapped in when their
 * files arrive: a local face sized to each font's metrics stands in until then, so the swap moves
 * nothing (the guest pages' way, server/ssr/fonts.ts). Placed after the stylesheets, it puts those
 * faces into design/app-design.css's font variables (same fonts, same order) and into the login and
 * start screens' titles, which name Playfair Display themselves.
 */
export const OWNER_FONT_FALLBACK_CSS =
  fallbackFace("Source Sans 3", LOCAL_SANS) +
  fallbackFace("Playfair Display", LOCAL_SERIF) +
  `:root{--app-font:'Source Sans 3','Source Sans 3 fallback','Segoe UI',system-ui,-apple-system,Roboto,sans-serif;` +
  `--app-font-title:'Playfair Display','Playfair Display fallback',Georgia,serif}` +
  `.auth-page__brand,.auth-card h1,.start-page h1{font-family:var(--app-font-title)}`;

export type OwnerAppRequest = {
  url: URL;
  acceptLanguage: string | undefined;
  brand: BrandDefinition;
  config: AppConfig;
  /** Whether a session is signed in; asked only for a path whose screen is rendered here. */
  signedIn: () => Promise<boolean>;
  /** The light login page's files (manifest.ts); without them /logga-in is the owner app's page. */
  login?: LoginAssets | null;
};

export const LOGIN_PATH = "/logga-in";

/** The texts web/login/main.ts shows itself, in the language the screen was rendered in. */
export function loginPageState(language: UiLanguage): LoginPageState {
  const app = MESSAGES[language].app;
  return {
    language,
    languages: UI_LANGUAGES,
    texts: {
      submit: app.login.submit,
      loggingIn: app.login.loggingIn,
      failed: app.login.failed,
      unknown: app.errors.unknown,
      mailRequired: app.login.mailRequired,
      mailInvalid: app.login.mailInvalid,
      passwordRequired: app.login.passwordRequired,
    },
  };
}

/** The light /logga-in page: the server's login screen, its stylesheet and its one small script. */
function lightLoginPage(login: LoginAssets, language: UiLanguage, head: OwnerPageHead, screen: string) {
  return htmlDocument({
    language,
    title: head.title,
    robots: head.robots,
    description: head.description ?? undefined,
    styles: login.styles,
    // After the stylesheet, as on the owner app's page: the size-matched stand-ins for its fonts.
    inlineStyle: OWNER_FONT_FALLBACK_CSS,
    preloads: login.preloads,
    script: login.script,
    body: screen,
    state: { id: LOGIN_PAGE_STATE_ID, value: loginPageState(language) },
  });
}

/** The owner app's page for this request, from the built index.html (with its app config already in). */
export async function ownerAppPage(template: string, request: OwnerAppRequest): Promise<string> {
  const { url, brand } = request;
  const language = ownerUiLanguage(url, request.acceptLanguage);
  const head = ownerPageHead(url.pathname, language, brand.displayName);
  const state: OwnerPageState = {};
  let screen: string | null = null;
  if (rendersOwnerScreen(url.pathname)) {
    state.signedIn = await request.signedIn();
    if (!state.signedIn) {
      screen = renderOwnerScreen(url.pathname, language, request.config, url.searchParams);
      if (screen !== null) state.rendered = { path: url.pathname, language };
    }
  }
  if (screen !== null && url.pathname === LOGIN_PATH && request.login)
    return lightLoginPage(request.login, language, head, screen);
  const headTags = [
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : "",
    `<style>${OWNER_FONT_FALLBACK_CSS}</style>`,
    `<script type="application/json" id="${OWNER_PAGE_STATE_ID}">${scriptJson(state)}</script>`,
  ].join("");
  // Replacer functions: a '$' in a text or the markup is not a replacement pattern.
  return template
    .replace(/<html lang="[a-z]+">/, () => `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="robots" content="[^"]*"\s*\/?>/,
      () => `<meta name="robots" content="${head.robots}">`,
    )
    .replace("</head>", () => `${headTags}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen ?? ""}</div>`);
}
