// The owner app's start, loaded by main.tsx: one React root, each screen loaded lazily. The screen the
// URL names is loaded at start, beside the UI messages, and a screen the server rendered into #root
// (server/ssr/owner-app.ts) is hydrated rather than drawn again, so nothing moves when it runs.
import type { Site } from "@core/site";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { preloadFirstViews } from "./editor/lazy-views";
import { accountQuery, editorSiteIdOf, siteQuery } from "./editor/queries";
import { createAppI18n, pickUiLanguage, whenAllMessages } from "./i18n";
import { ownersScreenSiteIdOf } from "./owners-only";
import { editorPageData, ownerPageState } from "./page-state";
import { EDITOR_PATH, routes } from "./routes";

// Every screen but the editor waits for the app's other messages too (web/app/i18n.ts); the editor
// starts with the first part and its dialogs and drawers wait for the rest when opened (LazyPart).
for (const route of routes[0]?.children ?? []) {
  const load = route.lazy;
  if (typeof load !== "function" || route.path === EDITOR_PATH) continue;
  route.lazy = async () => (await Promise.all([load(), whenAllMessages()]))[0];
}

/**
 * Loads the lazy routes the path matches and puts what they load on the routes, so the router's first
 * render is the screen itself (hydration needs exactly that). A chunk that fails to load stays lazy:
 * the router tries again and shows the error page.
 */
async function resolveMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // Left lazy on purpose (see above).
      }
    }),
  );
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

// The server knew no one was signed in: the screens need not ask (shell.ts, useMe).
const pageState = ownerPageState();
if (pageState.signedIn === false) queryClient.setQueryData(["me"], null);
// The editor's site and account are asked for now, beside the messages and the editor's code, rather
// than once the editor has run (issue 24); the editor's own queries then find them (or their error).
const editorSiteId = pageState.signedIn === false ? null : editorSiteIdOf(window.location.pathname);
// The owner's full load of the editor carries both in the page (server/ssr/editor-data.ts): taken as
// those answers, fresh as they are, with no round trip before the canvas.
const editorData = editorSiteId ? editorPageData(editorSiteId) : null;
if (editorData) {
  queryClient.setQueryData(siteQuery(editorData.siteId).queryKey, editorData.site);
  queryClient.setQueryData(accountQuery(editorData.siteId).queryKey, editorData.account);
  preloadFirstViews(editorData.site.siteModules);
} else if (editorSiteId) {
  // With the site, the views of its first modules (lazy-views.ts), before the editor's code asks for them.
  void queryClient
    .prefetchQuery(siteQuery(editorSiteId))
    .then(() => preloadFirstViews(queryClient.getQueryData<Site>(["site", editorSiteId])?.siteModules));
  void queryClient.prefetchQuery(accountQuery(editorSiteId));
}
// An owners' screen waits for the site's answer (its role, owners-only.tsx): asked now, beside the
// screen's code and the messages.
const ownersScreenSiteId =
  pageState.signedIn === false ? null : ownersScreenSiteIdOf(window.location.pathname);
if (ownersScreenSiteId) void queryClient.prefetchQuery(siteQuery(ownersScreenSiteId));

const language = pickUiLanguage();
const [i18n] = await Promise.all([createAppI18n(language), resolveMatchedRoutes(window.location.pathname)]);
const router = createBrowserRouter(routes);
// Every new screen opens at its top (issue 15 item 6: the answers page opened scrolled down, wizard
// steps kept the previous step's offset); back and forward leave the browser's own restoring alone.
let shownPath = window.location.pathname;
router.subscribe((state) => {
  if (state.navigation.state !== "idle" || state.location.pathname === shownPath) return;
  shownPath = state.location.pathname;
  if (state.historyAction !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
});
const root = document.getElementById("root");
if (root) {
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
  // The server's markup is this screen only in the language it was rendered in (a language stored in
  // this browser can differ from the one the server read from the request): otherwise draw anew.
  const rendered = pageState.rendered;
  if (rendered && rendered.path === window.location.pathname && rendered.language === language) {
    // In a transition: hydration then yields to the browser between pieces of work instead of
    // holding the main thread while the visitor may already be typing.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // In a transition too: the first render (the editor's whole page on a phone) is done in slices
    // between which the browser paints and answers input, not in one long task (issue 24, TBT).
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
}
