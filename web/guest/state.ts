// What the server renders a guest page from. Only the password gate's state and the islands' props
// (web/guest/islands) reach the browser; the site document stays on the server.
import type { PublicSite } from "@core/site";
import type { IslandKind } from "./islands/islands";

export type BrandInfo = {
  displayName: string;
  contactMail: string;
  landingUrl: string;
  termsUrl: string;
  privacyUrl: string;
  /** Only on the brand's demo page: where a visitor who is not a guest begins a page of their own. */
  demoStartUrl?: string;
};

/** An island already rendered on its own: SitePage puts its HTML into the module's section. */
export type RenderedIsland = { kind: IslandKind; key: string; html: string };

export type GuestPageState = {
  site: PublicSite;
  language: string;
  brand: BrandInfo;
  /** Appended to in-site links so a local ?domainHost= preview keeps working. */
  linkQuery: string;
  /** By module id. */
  islands: ReadonlyMap<string, RenderedIsland>;
  /** A household that came by its personal link (issue 25), greeted at the top; null on the open page. */
  invitation?: PageInvitation | null;
};

/**
 * A household that came by its personal link (issue 25): greeted by name, and its RSVP filled in with
 * its guests (each answers per part), up to `extraGuests` more. No groups, token, code or contact details.
 */
export type PageInvitation = {
  householdName: string;
  firstNames: string[];
  guests: { id: string; name: string; child: boolean }[];
  extraGuests: number;
  /** The event's parts this household is invited to, in the owner's order (none: the RSVP as before). */
  parts: { id: string; name: string }[];
  /**
   * The household's current answer (issue 26), when it has one: its RSVP is filled in with it, to be
   * changed and sent again until the last day. Only on the household's own page.
   */
  answered?: PageAnswered;
};

/** A household's current answer as its own page fills its RSVP in with it (issue 26). */
export type PageAnswered = {
  /** The day it was given, YYYY-MM-DD in the event's time zone. */
  on: string;
  /** The guests who answered: the household's own (by id), then extra guests (guestId null), in order. */
  guests: {
    guestId: string | null;
    /** Coming or not per part id ('' for the whole event when the site names no parts). */
    parts: Record<string, boolean>;
    /** The questions' answers by question id: a written value or a chosen option. */
    answers: Record<string, { value?: string; optionId?: string }>;
  }[];
};

/** The password gate's state in the page (its island hydrates from it). */
export const GUEST_STATE_ID = "guest-state";
