// What a module editor needs beyond its module: where to send uploads and map requests, the site's
// languages (for translate mode and new texts), the brand, the site-level form recipients and event logo.
// The editor shell (web/app/editor) provides it; owner-app code only, never imported by views.
import type { Brand } from "@core/brands";
import type { EventLogo } from "@core/design";
import type { SiteDocument } from "@core/site";
import { createContext, useContext } from "react";

export type FormRecipients = SiteDocument["formRecipients"];

export type EditorContextValue = {
  /** The owner's site id, or the quick-start copy's id (demo site id or START-WIZARD). */
  siteId: string;
  quickStart: boolean;
  /** Base of the image and map routes: `/api/sites/{siteId}`, or `/api/sites/quick-start` in quick start. */
  apiBase: string;
  /** The site's languages; the first is the page's main language. */
  languages: string[];
  /** The language being edited. */
  language: string;
  /** Translate mode: fields show the first language's text beside them. */
  translateMode: boolean;
  brand: Brand;
  /** The site's theme: some fields matter only in some themes (the title placement in theme9). */
  theme?: string;
  /** The owner's mail (default form recipient); null in quick start before an account exists. */
  ownerMail: string | null;
  formRecipients: FormRecipients;
  setFormRecipients: (recipients: FormRecipients) => void;
  /** The site's event logo, which the Header shows instead of its title; null without one. */
  eventLogo?: EventLogo | null;
  /** Changes the site's event logo (the Header's dialog edits its names and date). */
  setEventLogo?: (logo: EventLogo) => void;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditorContext outside the editor");
  return value;
}

/** The API base for a site id, or quick start's. */
export function editorApiBase(siteId: string, quickStart: boolean): string {
  return quickStart ? "/api/sites/quick-start" : `/api/sites/${encodeURIComponent(siteId)}`;
}
