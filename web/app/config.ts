// Brand facts the server puts into the owner app's HTML (server/ssr/routes.ts).
import type { Brand } from "@core/brands";
import type { BrandInfo } from "@web/guest/state";

export type AppConfig = {
  brand: Brand;
  market: string;
  displayName: string;
  domain: string;
  contactMail: string;
  demoHost: string;
  /** The brand's demo site: the site quick start copies (GET /api/sites/quick-start/{id}); null before it exists. */
  demoSiteId: string | null;
  /** Months guests' answers are kept after a publication ends (the privacy notice says it). */
  answersRetentionMonths: number;
  /** Whether the page loads the analytics tracker (off in local development; core/analytics.ts). */
  analytics: boolean;
};

export const APP_CONFIG_ID = "app-config";

/** The brand facts a page shown inside the owner app (editor, previews, versions) links to: this host's own pages. */
export function previewBrand(config: AppConfig): BrandInfo {
  return {
    displayName: config.displayName,
    contactMail: config.contactMail,
    landingUrl: "/",
    termsUrl: "/villkor",
    privacyUrl: "/integritet",
  };
}

let cached: AppConfig | null = null;

export function appConfig(): AppConfig {
  if (cached) return cached;
  const element = typeof document === "undefined" ? null : document.getElementById(APP_CONFIG_ID);
  cached = element?.textContent
    ? (JSON.parse(element.textContent) as AppConfig)
    : {
        brand: "wedding",
        market: "se",
        displayName: "Bröllopssidan",
        domain: "brollopssidan.se",
        contactMail: "info@brollopssidan.se",
        demoHost: "demo.brollopssidan.se",
        demoSiteId: null,
        answersRetentionMonths: 6,
        analytics: false,
      };
  return cached;
}

// Quick start (SPEC §2): /snabbstart with an optional language or campaign prefix, and the wizard's editor.
const QUICK_START_PREFIXES = ["sv", "en", "da", "sms", "digital-studentinbjudan"] as const;
export type QuickStartPrefix = (typeof QUICK_START_PREFIXES)[number];

export type QuickStartPath = { kind: "demo"; prefix: QuickStartPrefix | null } | { kind: "wizard" };

/** Which quick start a path is, or null when it matches neither pattern. */
export function parseQuickStartPath(pathname: string): QuickStartPath | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/kom-igang/redigera") return { kind: "wizard" };
  const match = /^(?:\/([a-z-]+))?\/snabbstart$/.exec(path);
  if (!match) return null;
  const prefix = match[1] ?? null;
  if (prefix !== null && !(QUICK_START_PREFIXES as readonly string[]).includes(prefix)) return null;
  return { kind: "demo", prefix: prefix as QuickStartPrefix | null };
}

/** Paths the server gives the quick-start page title (also the ones that do not parse: they show an error). */
export const isQuickStartRoute = (pathname: string): boolean =>
  /^(\/[^/]+)?\/snabbstart(\/|$)/.test(pathname) || /^\/kom-igang\/redigera(\/|$)/.test(pathname);

const QUICK_START_TITLES: Record<string, string> = {
  sv: "Prova gratis utan registrering - {brand}",
  en: "Try it free without registering - {brand}",
  da: "Prøv gratis uden registrering - {brand}",
};

/** 'Prova gratis utan registrering - Bröllopssidan' (SPEC §2 Public site, page title in quick start). */
export function quickStartTitle(language: string, displayName: string): string {
  return (QUICK_START_TITLES[language] ?? (QUICK_START_TITLES.sv as string)).replace("{brand}", displayName);
}
