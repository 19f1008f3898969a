// The contract between the Design drawer (DesignDrawer.tsx) and its tabs, and between the editor and
// the Mer drawer: each tab edits the draft through `update`, which records one undo step per `group`
// (history.ts coalesces edits of the same group), so a burst of slider moves undoes as one.
import type { Brand } from "@core/brands";
import type { SiteDocument } from "@core/site";

export type DraftUpdate = (change: (document: SiteDocument) => SiteDocument, group?: string) => void;

export type DesignTabProps = {
  /** The editor's current draft; the page beside the drawer shows every change at once. */
  draft: SiteDocument;
  update: DraftUpdate;
  brand: Brand;
  /** The language the editor is showing (for texts such as an event logo's date). */
  language: string;
};

/**
 * The Mer drawer (web/app/more/MoreDrawer.tsx). It renders its own <Drawer> (web/app/design/Drawer.tsx,
 * shared with the Design drawer: a side panel on wide screens, a bottom sheet under 1336 px).
 */
export type MoreDrawerProps = {
  open: boolean;
  onClose: () => void;
  siteId: string;
  quickStart: boolean;
  draft: SiteDocument;
  update: DraftUpdate;
  translateMode: boolean;
  setTranslateMode: (on: boolean) => void;
};
