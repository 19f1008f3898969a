// What the server hands the guest bundle to hydrate the page it rendered.
import type { UiLanguage } from "@core/languages";
import type { PublicSite } from "@core/site";

export type BrandInfo = { displayName: string; contactMail: string; landingUrl: string };

export type GuestPageState = {
  site: PublicSite;
  language: string;
  uiLanguage: UiLanguage;
  messages: Record<string, unknown>;
  brand: BrandInfo;
  /** Appended to in-site links so a local ?domainHost= preview keeps working. */
  linkQuery: string;
};

export const GUEST_STATE_ID = "guest-state";
