// What the server knew when it sent this owner-app page (server/ssr/owner-app.ts), read once:
// whether a session was signed in (said only on the screens it renders, so they need not ask
// GET /api/accounts/me/, whose 401 the browser logs as an error), and which screen it rendered into
// #root in which UI language (the client then hydrates that markup instead of drawing it again).
// Checked by hand rather than with zod: this runs in the entry chunk of every owner page.
import type { AccountOfSite } from "@core/account";
import { isUiLanguage, type UiLanguage } from "@core/languages";
import type { Site } from "@core/site";

export const OWNER_PAGE_STATE_ID = "owner-page";

export type OwnerPageState = { signedIn?: boolean; rendered?: { path: string; language: UiLanguage } };

function parse(value: unknown): OwnerPageState {
  if (typeof value !== "object" || value === null) return {};
  const { signedIn, rendered } = value as Record<string, unknown>;
  const state: OwnerPageState = {};
  if (typeof signedIn === "boolean") state.signedIn = signedIn;
  if (typeof rendered === "object" && rendered !== null) {
    const { path, language } = rendered as Record<string, unknown>;
    if (typeof path === "string" && isUiLanguage(language)) state.rendered = { path, language };
  }
  return state;
}

let cached: OwnerPageState | null = null;

export function ownerPageState(): OwnerPageState {
  if (cached) return cached;
  const element = typeof document === "undefined" ? null : document.getElementById(OWNER_PAGE_STATE_ID);
  try {
    cached = element?.textContent ? parse(JSON.parse(element.textContent)) : {};
  } catch {
    // Unreadable: a page the server said nothing about.
    cached = {};
  }
  return cached;
}

/** The editor's site and account, sent in the editor's page to its owner (server/ssr/editor-data.ts). */
export const EDITOR_DATA_ID = "editor-data";

export type EditorPageData = { siteId: string; site: Site; account: AccountOfSite };

/** The site the path opens in the editor (/redigera/{id} or /redigera/{id}/), else null. */
export function editorSiteIdOf(pathname: string): string | null {
  const id = /^\/redigera\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

/**
 * What the editor's page carries for this site, read once (start.tsx), or null: none sent (not the owner,
 * another screen), another site's, or unreadable. The API's own answers, so they are taken as they are.
 */
export function editorPageData(siteId: string): EditorPageData | null {
  const element = typeof document === "undefined" ? null : document.getElementById(EDITOR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<EditorPageData> | null;
    if (data?.siteId !== siteId || typeof data.site !== "object" || typeof data.account !== "object")
      return null;
    if (data.site === null || data.account === null) return null;
    return data as EditorPageData;
  } catch {
    return null;
  }
}
