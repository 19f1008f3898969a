// The guest page's islands (issue 11): the server renders the whole page as HTML; only the interactive
// modules are hydrated in the browser, each on its own, with only its own props, once it nears the
// viewport or is first touched. Shared by the server (which renders them) and the browser (which hydrates).
import type { EventLogo } from "@core/design";
import type { UiLanguage } from "@core/languages";
import type { RsvpInvitation } from "@modules/rsvp/page-context";
import type { SiteModule, SiteModuleType } from "@modules/schemas";
import type { GiftReservation } from "@modules/site-context";

/** The module kinds with behaviour in the browser; every other kind is HTML and CSS only. */
export const ISLAND_KINDS = ["Rsvp", "Form", "GiftRegistry", "ImageGallery", "Countdown", "Video"] as const;
export type IslandKind = (typeof ISLAND_KINDS)[number];

export function isIslandKind(kind: SiteModuleType): kind is IslandKind {
  return (ISLAND_KINDS as readonly string[]).includes(kind);
}

/**
 * Islands whose browser code is plain DOM code working on the server's markup, not React: the
 * countdown only ticks (web/guest/islands/countdown.ts). The page carries no props for them.
 */
export const DOM_ISLAND_KINDS = ["Countdown"] as const satisfies readonly IslandKind[];
export type ReactIslandKind = Exclude<IslandKind, (typeof DOM_ISLAND_KINDS)[number]>;

export function isReactIsland(kind: IslandKind): kind is ReactIslandKind {
  return !(DOM_ISLAND_KINDS as readonly string[]).includes(kind);
}

/** The kind of the password gate's island (a protected site before its password). */
export const GATE_ISLAND = "PasswordGate";

/** What every island of a page shares: which site and language, and the page's own UI texts. */
export type IslandPage = {
  siteId: string;
  language: string;
  uiLanguage: UiLanguage;
  quickStart: boolean;
  theme: string;
  eventLogo: EventLogo | null;
  /** The module crash message and where to write (SPEC §8). */
  crash: { message: string; contactMail: string };
};

/** One island's own props: its module, localized to the page language, and what only it needs. */
export type IslandProps = {
  module: SiteModule;
  isFirst: boolean;
  /** The gift registry's reservation counts, as they were when the page was rendered. */
  reservations?: GiftReservation[];
  /**
   * The RSVP of a household that came by its personal link (issue 25): its guests, allowance and parts.
   * Only on that household's own page, which is never cached (server/ssr/routes.ts).
   */
  invitation?: RsvpInvitation;
  /** The RSVP on the open page of a site whose guests may find their invitation by name (issue 25). */
  findInvitation?: true;
  /** The RSVP's last day (issue 26), YYYY-MM-DD. */
  rsvpDeadline?: string;
  /** A gift registry with Swish gifts: the couple's Swish number (issue 27). */
  swishNumber?: string;
};

/** The JSON the page carries for its islands (only when it has any). */
export type IslandsState = {
  page: IslandPage;
  /** The guest texts in the page's UI language only. */
  messages: Record<string, unknown>;
  islands: Record<string, IslandProps>;
};

export const ISLANDS_STATE_ID = "guest-islands";

/** React's useId prefix of an island: the server renders and the browser hydrates with the same one. */
export function islandIdPrefix(key: string): string {
  return `i${key}-`;
}
