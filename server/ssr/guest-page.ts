// Renders guest pages to complete HTML before any script runs; the guest bundle then hydrates them.
import { type BrandDefinition, startPathFor } from "@core/brands";
import type { Fonts } from "@core/fonts";
import { choosePageLanguage, parseAcceptLanguage, type UiLanguage } from "@core/languages";
import type { PublicSite } from "@core/site";
import { headerTitle } from "@core/site";
import { translate } from "@core/translation";
import { GuestApp } from "@web/guest/GuestApp";
import {
  GATE_ISLAND,
  ISLANDS_STATE_ID,
  type IslandPage,
  type IslandProps,
  type IslandsState,
  islandIdPrefix,
  isReactIsland,
} from "@web/guest/islands/islands";
import { GateIsland, type GateProblem, type PasswordGateState } from "@web/guest/PasswordGate";
import { StatusPage } from "@web/guest/StatusPage";
import { type BrandInfo, GUEST_STATE_ID, type RenderedIsland } from "@web/guest/state";
import { createI18n, uiLanguageFor } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import type { TFunction } from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { InvitationGreeting } from "../operations/invitations";
import { fontFaceCss, headingFontPreload } from "./fonts";
import { htmlDocument, scriptJson } from "./html";
import {
  islandPropsOf,
  type PageIsland,
  pageIslands,
  type RsvpIslandFacts,
  renderIsland,
  renderIslands,
} from "./islands";
import { type ClientAssets, guestStyles } from "./manifest";

const MESSAGES = { sv, en, da } as const;
type GuestMessages = (typeof sv)["guest"];

export function guestMessages(language: UiLanguage): GuestMessages {
  return MESSAGES[language].guest;
}

export function brandInfo(brand: BrandDefinition, isDemo = false): BrandInfo {
  const landingUrl = `https://${brand.domain}/`;
  return {
    displayName: brand.displayName,
    contactMail: brand.contactMail,
    landingUrl,
    termsUrl: `${landingUrl}villkor`,
    privacyUrl: `${landingUrl}integritet`,
    // The demo page offers a visitor who is not a guest the start page's way in (issue 15 item 1).
    ...(isDemo ? { demoStartUrl: `${landingUrl}${startPathFor(brand.brand).slice(1)}` } : {}),
  };
}

function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
}

/** SPEC §2: the site title; 'Demosida - {brand}' (per language) on demo hosts. */
export function pageTitle(
  site: PublicSite,
  language: string,
  brand: BrandDefinition,
  isDemo: boolean,
): string {
  if (isDemo)
    return interpolate(guestMessages(uiLanguageFor(language)).demoTitle, { brand: brand.displayName });
  return headerTitle(site, language) || brand.displayName;
}

function pageDescription(site: PublicSite, language: string): string | undefined {
  const header = site.siteModules.find((module) => module.siteModuleType === "Header");
  return header?.siteModuleType === "Header"
    ? translate(header.secondLine, language) || undefined
    : undefined;
}

// One i18next instance per UI language, made once: a render only reads it (renderToString runs to its
// end without yielding, and nothing changes its language), so every page in that language shares it.
const GUEST_I18N = new Map<UiLanguage, ReturnType<typeof createI18n>>();

function guestI18n(language: UiLanguage) {
  let instance = GUEST_I18N.get(language);
  if (!instance) {
    instance = withRememberedTexts(createI18n(language, { [language]: { guest: guestMessages(language) } }));
    GUEST_I18N.set(language, instance);
  }
  return instance;
}

/** Texts one fixed `t` remembers; past this it forgets them all (values put into texts vary by site). */
const MAX_REMEMBERED_TEXTS = 4096;

/**
 * The key a call's text is remembered by: the key alone, or with a default text or options whose values
 * are all strings, numbers or booleans; null (not remembered) for anything else.
 */
function rememberedAs(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return key;
  if (typeof options === "string") return `${key}\u0000${options}`;
  if (typeof options !== "object" || options === null) return null;
  let memo = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean") return null;
    memo += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return memo;
}

/**
 * The server's i18n hands out fixed `t`s that remember their texts: an i18n that never changes language
 * gives the same text for the same key and values, and i18next's own `t` (key resolution, plurals,
 * interpolation, nesting) was about a fifth of an uncached page render's CPU (issue 24).
 */
function withRememberedTexts(instance: ReturnType<typeof createI18n>): ReturnType<typeof createI18n> {
  const original = instance.getFixedT.bind(instance);
  const fixed = new Map<string, TFunction>();
  instance.getFixedT = ((
    lng: string | readonly string[] | null,
    ns?: string | readonly string[] | null,
    keyPrefix?: string,
  ) => {
    const name = `${String(lng)}\u0000${String(ns)}\u0000${keyPrefix ?? ""}`;
    let t = fixed.get(name);
    if (!t) {
      const base = original(lng, ns ?? null, keyPrefix);
      const call = base as unknown as (...args: unknown[]) => unknown;
      const texts = new Map<string, unknown>();
      const remembering = (key: unknown, options?: unknown, more?: unknown) => {
        const memo = more === undefined ? rememberedAs(key, options) : null;
        if (memo === null) return call(key, options, more);
        if (texts.has(memo)) return texts.get(memo);
        const text = call(key, options);
        if (texts.size >= MAX_REMEMBERED_TEXTS) texts.clear();
        texts.set(memo, text);
        return text;
      };
      t = Object.assign(remembering, base) as unknown as TFunction;
      fixed.set(name, t);
    }
    return t;
  }) as typeof instance.getFixedT;
  return instance;
}

type RenderOptions = {
  brand: BrandDefinition;
  assets: ClientAssets;
  isDemo: boolean;
  linkQuery: string;
  /** A household that came by its personal link (issue 25): greeted at the top of its own page. */
  invitation?: InvitationGreeting;
  /** What the request adds to the RSVP islands: that household's RSVP, or the open page's search. */
  rsvp?: RsvpIslandFacts;
};

/** Observable effects for tests and profiling: household pages made from a template. */
export const guestPageStats = { fromTemplate: 0 };

export function renderGuestPage(site: PublicSite, language: string, options: RenderOptions): string {
  if (options.invitation) {
    const personal = renderFromTemplate(site, language, options);
    if (personal !== null) {
      guestPageStats.fromTemplate += 1;
      return personal;
    }
  }
  return renderWholePage(site, language, options);
}

/** The page rendered from the site in one go: every part of it for this request. */
export function renderWholePage(site: PublicSite, language: string, options: RenderOptions): string {
  const uiLanguage = uiLanguageFor(language);
  const messages = guestMessages(uiLanguage);
  const brand = brandInfo(options.brand, options.isDemo);
  const i18n = guestI18n(uiLanguage);
  const islands = renderIslands(
    site,
    islandPage(site, language, uiLanguage, brand),
    messages,
    i18n,
    options.rsvp,
  );
  const body = renderToString(
    createElement(GuestApp, {
      state: {
        site,
        language,
        brand,
        linkQuery: options.linkQuery,
        islands: islands.rendered,
        invitation: options.invitation ?? null,
      },
      i18n,
    }),
  );
  return documentOf(
    site,
    language,
    options,
    body,
    islands.state ? islandsStateJson(islands.state, uiLanguage) : null,
  );
}

function islandPage(
  site: PublicSite,
  language: string,
  uiLanguage: UiLanguage,
  brand: BrandInfo,
): IslandPage {
  return {
    siteId: site._id,
    language,
    uiLanguage,
    quickStart: site.quickStart,
    theme: site.theme,
    eventLogo: site.eventLogo ?? null,
    crash: { message: guestMessages(uiLanguage).moduleCrash, contactMail: brand.contactMail },
  };
}

/** The HTML document around a rendered body and its islands' state JSON (already made script-safe). */
function documentOf(
  site: PublicSite,
  language: string,
  options: RenderOptions,
  body: string,
  stateJson: string | null,
): string {
  const fonts = fontHead(site.fonts);
  return htmlDocument({
    language,
    title: pageTitle(site, language, options.brand, options.isDemo),
    robots: site.metaNoindex ? "noindex, noimageindex, nofollow" : "all",
    description: pageDescription(site, language),
    styles: guestStyles(options.assets.guest, site.theme, !!site.siteGraphic),
    preloads: options.assets.guest?.preloads ?? [],
    script: options.assets.guest?.script ?? null,
    inlineStyle: fonts.css,
    headExtra: fonts.preload,
    body,
    ...(stateJson !== null ? { state: { id: ISLANDS_STATE_ID, json: stateJson } } : {}),
  });
}

// A household's own page (issue 25) differs from every other household's page of the same site version
// only in its greeting, its RSVP island (its guests and answer) and what depends on the moment (the
// countdown). Everything else is rendered once per site version, language and link query into a
// template with slots for those parts: a personal link's page then renders only its own parts.

/** Islands rendered for each request: the household's RSVP, and the countdown (it shows the moment). */
const PER_REQUEST_ISLANDS: ReadonlySet<string> = new Set(["Rsvp", "Countdown"]);

/** A slot's marker in the template's text; NUL never comes out of the render otherwise (checked). */
const slotMarker = (index: number) => `\u0000${index}\u0000`;

type Slot = { kind: "greeting" } | { kind: "html"; entry: number } | { kind: "props"; entry: number };

/** A page's text between its slots (parts.length === slots.length + 1). */
type Template = { parts: string[]; slots: Slot[]; assets: RenderOptions["assets"] } | null;

/**
 * Templates per site object: the renders of a personal link's pages share the version's prepared site
 * (page-cache.ts preparedSite), so a template lives exactly as long as that (dropped by every change
 * to the site). A site object made for one render takes its templates with it.
 */
const TEMPLATES = new WeakMap<PublicSite, Map<string, Template | "seen">>();

/** Markers that tell a rendered part would change the page's head (its LCP picture): no template then. */
const HEAD_MARKERS = ['fetchPriority="high"', 'fetchpriority="high"', '<link rel="preload" as="image"'];

/** Where a household's greeting goes: first in the page's main region (SitePage). */
const MAIN_OPEN = '<main id="main" tabindex="-1">';

function renderFromTemplate(site: PublicSite, language: string, options: RenderOptions): string | null {
  const invitation = options.invitation;
  if (!invitation) return null;
  const uiLanguage = uiLanguageFor(language);
  const brand = brandInfo(options.brand, options.isDemo);
  const i18n = guestI18n(uiLanguage);
  const page = islandPage(site, language, uiLanguage, brand);
  const islands = pageIslands(site);
  const template = templateFor(site, language, options, islands, page);
  if (!template) return null;
  // The per-request islands' props, each made once for its markup and its state.
  const props = new Map<number, IslandProps>();
  const propsOf = (index: number) => {
    let made = props.get(index);
    if (!made) {
      made = islandPropsOf(site, islands[index] as PageIsland, language, options.rsvp);
      props.set(index, made);
    }
    return made;
  };
  let out = template.parts[0] ?? "";
  for (let index = 0; index < template.slots.length; index++) {
    const slot = template.slots[index] as Slot;
    if (slot.kind === "greeting") {
      const greeting = greetingHtml(site, language, options, brand, i18n);
      if (greeting === null) return null;
      out += greeting;
    } else {
      const island = propsOf(slot.entry);
      if (slot.kind === "props") out += scriptJson(island);
      else {
        const html = renderIsland(islands[slot.entry] as PageIsland, island, page, i18n);
        if (HEAD_MARKERS.some((marker) => html.includes(marker))) return null;
        out += html;
      }
    }
    out += template.parts[index + 1] ?? "";
  }
  return out;
}

function templateFor(
  site: PublicSite,
  language: string,
  options: RenderOptions,
  islands: PageIsland[],
  page: IslandPage,
): Template {
  let templates = TEMPLATES.get(site);
  if (!templates) {
    templates = new Map();
    TEMPLATES.set(site, templates);
  }
  const key = `${language}\n${options.isDemo}\n${options.linkQuery}\n${options.brand.brand}\n${options.brand.domain}`;
  const kept = templates.get(key);
  // A site object's first household page is rendered whole: only a second one (the version's prepared
  // site, shared) makes the template, so a site object made for one render never pays for one.
  if (kept === undefined) {
    templates.set(key, "seen");
    return null;
  }
  if (kept !== "seen" && (kept === null || kept.assets === options.assets)) return kept;
  const template = makeTemplate(site, language, options, islands, page);
  templates.set(key, template);
  return template;
}

/** The page with slots for its per-request parts; null when they cannot be told apart exactly. */
function makeTemplate(
  site: PublicSite,
  language: string,
  options: RenderOptions,
  islands: PageIsland[],
  page: IslandPage,
): Template {
  const uiLanguage = uiLanguageFor(language);
  const brand = brandInfo(options.brand, options.isDemo);
  const i18n = guestI18n(uiLanguage);
  // Keys 1, 2, 3… in page order (a repeated module id would repeat one: not worth a template).
  if (islands.some((entry, index) => entry.key !== String(index + 1))) return null;
  const slots: Slot[] = [{ kind: "greeting" }];
  const rendered = new Map<string, RenderedIsland>();
  const stateParts: string[] = [];
  islands.forEach((entry, index) => {
    const perRequest = PER_REQUEST_ISLANDS.has(entry.kind);
    // Props of the islands kept in the template: the same for every household (only the RSVP reads
    // what the request adds).
    const island = perRequest ? null : islandPropsOf(site, entry, language, options.rsvp);
    let html: string;
    if (perRequest) {
      html = slotMarker(slots.length);
      slots.push({ kind: "html", entry: index });
    } else html = renderIsland(entry, island as IslandProps, page, i18n);
    rendered.set(entry.module.id, { kind: entry.kind, key: entry.key, html });
    if (!isReactIsland(entry.kind)) return;
    let props: string;
    if (perRequest) {
      props = slotMarker(slots.length);
      slots.push({ kind: "props", entry: index });
    } else props = scriptJson(island);
    stateParts.push(`"${entry.key}":${props}`);
  });
  const body = renderToString(
    createElement(GuestApp, {
      state: { site, language, brand, linkQuery: options.linkQuery, islands: rendered, invitation: null },
      i18n,
    }),
  );
  const main = body.indexOf(MAIN_OPEN);
  if (main < 0 || body.indexOf(MAIN_OPEN, main + 1) >= 0) return null;
  const marked = `${body.slice(0, main + MAIN_OPEN.length)}${slotMarker(0)}${body.slice(main + MAIN_OPEN.length)}`;
  // The islands state as islandsStateJson writes it: JSON.stringify puts integer keys in ascending order.
  const stateJson =
    stateParts.length > 0
      ? `{"page":${scriptJson(page)},"messages":${messagesJson(uiLanguage)},"islands":{${stateParts.join(",")}}}`
      : null;
  const html = documentOf(site, language, options, marked, stateJson);
  const pieces = html.split("\u0000");
  // Text, marker, text, marker, …: each slot's marker exactly once, in order, and no other NUL.
  if (pieces.length !== 2 * slots.length + 1) return null;
  const parts: string[] = [];
  for (let index = 0; index < pieces.length; index += 2) parts.push(pieces[index] as string);
  // The slots in the order their markers came out (the RSVP's props come after the page's islands).
  const order = pieces.filter((_, index) => index % 2 === 1).map(Number);
  if (new Set(order).size !== slots.length || order.some((slot) => !(slot >= 0 && slot < slots.length)))
    return null;
  return { parts, slots: order.map((slot) => slots[slot] as Slot), assets: options.assets };
}

/** A household's greeting as SitePage renders it: the whole page's render of a site with no modules. */
function greetingHtml(
  site: PublicSite,
  language: string,
  options: RenderOptions,
  brand: BrandInfo,
  i18n: ReturnType<typeof guestI18n>,
): string | null {
  const html = renderToString(
    createElement(GuestApp, {
      state: {
        site: { ...site, siteModules: [] },
        language,
        brand,
        linkQuery: options.linkQuery,
        islands: new Map(),
        invitation: options.invitation ?? null,
      },
      i18n,
    }),
  );
  const start = html.indexOf(MAIN_OPEN);
  const end = html.indexOf("</main>", start);
  return start < 0 || end < 0 ? null : html.slice(start + MAIN_OPEN.length, end);
}

/** A site's two fonts' @font-face rules and the heading font's preload: the same for every site using them. */
const FONT_HEADS = new Map<string, { css: string; preload: string | undefined }>();

function fontHead(fonts: Fonts): { css: string; preload: string | undefined } {
  const key = `${fonts.heading}\n${fonts.text}`;
  let head = FONT_HEADS.get(key);
  if (!head) {
    const preload = headingFontPreload(fonts);
    head = {
      css: fontFaceCss(fonts),
      preload: preload
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${preload}">`
        : undefined,
    };
    // Font names come from a closed list; the bound only guards against a document that names others.
    if (FONT_HEADS.size >= 1024) FONT_HEADS.clear();
    FONT_HEADS.set(key, head);
  }
  return head;
}

/** The guest texts' JSON per UI language: the same part of every page's islands state. */
const MESSAGES_JSON = new Map<UiLanguage, string>();

/**
 * The islands state as scriptJson(state) writes it ({page, messages, islands}, in that order), with the
 * guest texts' JSON (6 KB) made once per language.
 */
function islandsStateJson(state: IslandsState, language: UiLanguage): string {
  if (state.messages !== guestMessages(language)) return scriptJson(state);
  return `{"page":${scriptJson(state.page)},"messages":${messagesJson(language)},"islands":${scriptJson(state.islands)}}`;
}

function messagesJson(language: UiLanguage): string {
  let messages = MESSAGES_JSON.get(language);
  if (messages === undefined) {
    messages = scriptJson(guestMessages(language));
    MESSAGES_JSON.set(language, messages);
  }
  return messages;
}

/** The wrong-address page (SPEC §2), in sv, en or da, with a link to the start page. */
export function renderNotFoundPage(
  language: UiLanguage,
  options: { brand: BrandDefinition; assets: ClientAssets },
): string {
  const messages = guestMessages(language);
  const brand = brandInfo(options.brand);
  const props = {
    title: messages.notFoundTitle,
    text: messages.notFoundText,
    link: { href: brand.landingUrl, label: messages.notFoundLink },
    icon: "compass" as const,
  };
  return htmlDocument({
    language,
    title: props.title,
    robots: "noindex, nofollow",
    styles: options.assets.guest?.styles ?? [],
    body: renderToString(createElement(StatusPage, { brand, ...props })),
  });
}

/**
 * The language of a protected site's password page: the page's language when the URL names one of
 * the site's languages, else the browser's choice among them, else the site's first (SPEC §2).
 */
export function passwordGateLanguage(
  languages: readonly string[],
  url: URL,
  acceptLanguage: string | undefined,
  fallback: UiLanguage,
): UiLanguage {
  const [segment] = url.pathname.split("/").filter(Boolean);
  if (segment && languages.includes(segment)) return uiLanguageFor(segment);
  const chosen = choosePageLanguage(languages, parseAcceptLanguage(acceptLanguage)) ?? languages[0];
  return chosen ? uiLanguageFor(chosen) : fallback;
}

/**
 * Where the gate's form posts and where the guest returns once in: the page's language path (or
 * '/' when the URL names none of the site's languages) with the query (?domainHost= locally). Built
 * only from a language code, never from the requested path, so it cannot lead off this host.
 */
export function passwordGateAction(languages: readonly string[], url: URL): string {
  const [segment] = url.pathname.split("/").filter(Boolean);
  const path = segment && languages.includes(segment) ? `/${segment}` : "/";
  return `${path}${url.search}`;
}

/**
 * A password-protected site before its password: the gate only (lock, one required field, submit),
 * hydrated so the form can log in (and a plain form post before that). Nothing of the site is in
 * it: no title, no modules, no site state; the site id is there only to address the login call.
 */
export function renderPasswordPage(
  siteId: string,
  language: UiLanguage,
  options: { brand: BrandDefinition; assets: ClientAssets },
  form: { action: string; problem?: GateProblem },
): string {
  const messages = guestMessages(language);
  const state: PasswordGateState = {
    gate: "password",
    siteId,
    uiLanguage: language,
    // Only the gate's own texts: small, and nothing that could be mistaken for site content.
    messages: {
      passwordTitle: messages.passwordTitle,
      passwordText: messages.passwordText,
      passwordGate: messages.passwordGate,
    },
    brand: brandInfo(options.brand),
    action: form.action,
    ...(form.problem ? { problem: form.problem } : {}),
  };
  return htmlDocument({
    language,
    title: messages.passwordTitle,
    robots: "noindex, nofollow",
    styles: options.assets.guest?.styles ?? [],
    preloads: options.assets.guest?.preloads ?? [],
    script: options.assets.guest?.script ?? null,
    // The gate is the page's one island, woken at once (it is all there is to see).
    body: `<div data-island="${GATE_ISLAND}" data-island-key="gate">${renderToString(
      createElement(GateIsland, { state }),
      { identifierPrefix: islandIdPrefix("gate") },
    )}</div>`,
    state: { id: GUEST_STATE_ID, value: state },
  });
}
