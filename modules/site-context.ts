// What a module view may need beyond its own module: which site it is on (for the guest API calls of
// RSVP, forms and the gift registry), the view mode, and the gift reservations, which change when a
// guest reserves. SitePage provides it, on the guest page and in the editor canvas alike.
import type { EventLogo } from "@core/design";
import { createContext, useContext } from "react";
import type { ViewMode } from "./view-types";

export type GiftReservation = { giftRegistryId: string; quantityReserved: number };

/** What an edit-mode click on a module asks the editor to open (SPEC §2: a countdown opens its date
 * dialog, a gift item its edit dialog). */
export type EditFocus = { itemId?: string; view?: string };

export type SiteContextValue = {
  /** The site's id; null only for a page that was never saved (never sent anywhere then). */
  siteId: string | null;
  mode: ViewMode;
  language: string;
  /** Quick start: a visitor's unsaved copy of the demo site. */
  quickStart: boolean;
  /** The site's theme (theme4 … theme12); null when a view is rendered outside a page. */
  theme?: string | null;
  /** The site's event logo (SPEC §3), shown by the Header instead of its title text; null when none. */
  eventLogo?: EventLogo | null;
  giftRegistryReservations: readonly GiftReservation[];
  /** Replace the reservations with the server's answer after a reserve or cancel. */
  setGiftRegistryReservations: (reservations: readonly GiftReservation[]) => void;
  /**
   * The couple's Swish number for gift money (issue 27), normalised; only on the guest page, and only
   * where a Swish gift is shown. Absent: Swish gifts are not shown to guests.
   */
  swishNumber?: string | null;
  /** Edit mode only: open the module's editor (at an item or view). Undefined on guest pages. */
  requestEdit?: (moduleId: string, focus?: EditFocus) => void;
};

export const SiteContext = createContext<SiteContextValue>({
  siteId: null,
  mode: "PUBLIC",
  language: "sv",
  quickStart: false,
  theme: null,
  eventLogo: null,
  giftRegistryReservations: [],
  setGiftRegistryReservations: () => {},
});

export function useSiteContext(): SiteContextValue {
  return useContext(SiteContext);
}
