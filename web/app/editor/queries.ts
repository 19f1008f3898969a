// The editor's two reads, shared by the screen (useSiteDraft, EditorPage, the action bar) and by the
// app's start (start.tsx), which asks for them beside the editor's code rather than after it has run
// (issue 24: on a phone the editor then waits for one round trip less).
import type { AccountOfSite } from "@core/account";
import type { Site } from "@core/site";
import { api } from "../api";

// Fresh for a few seconds: the editor's screen, mounted a moment after start.tsx asked, takes that answer
// rather than asking again (each load read the site and the account twice, and drew the page twice).
// A change made elsewhere still reaches them: what changes the site sets or invalidates these queries.
const FRESH_MS = 10_000;

export const siteQuery = (siteId: string) => ({
  queryKey: ["site", siteId],
  queryFn: () => api.get<Site>(`/api/sites/${siteId}`),
  staleTime: FRESH_MS,
});

export const accountQuery = (siteId: string) => ({
  queryKey: ["account", siteId],
  queryFn: () => api.get<AccountOfSite>(`/api/sites/${encodeURIComponent(siteId)}/account/`),
  staleTime: FRESH_MS,
});

// Where the app's start finds which site the path opens (also read by the server, page-state.ts).
export { editorSiteIdOf } from "../page-state";
