// The owner app's start, loaded by main.tsx: one React root, each screen loaded lazily. The screen the
// URL names is loaded at start, beside the UI messages, and a screen the server rendered into #root
// (server/ssr/owner-app.ts) is hydrated rather than drawn again, so nothing moves when it runs.
import type { Site } from "@core/site";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { preloadFirstViews } from "./editor/lazy-views";
import { accountQuery, editorSiteIdOf, siteQuery } from "./editor/queries";
import { createAppI18n, pickUiLanguage, whenAllMessages } from "./i18n";
import { editorPageData, ownerPageState } from "./page-state";
import { PageError } from "./pages/PageError";

const routes: RouteObject[] = [
  {
    errorElement: <PageError />,
    children: [
      { path: "/", lazy: async () => ({ Component: (await import("./pages/StartPage")).StartPage }) },
      { path: "/logga-in", lazy: async () => ({ Component: (await import("./pages/LoginPage")).LoginPage }) },
      { path: "/villkor", lazy: async () => ({ Component: (await import("./legal/LegalPage")).TermsPage }) },
      {
        path: "/integritet",
        lazy: async () => ({ Component: (await import("./legal/LegalPage")).PrivacyPage }),
      },
      {
        path: "/aterstall-losenord",
        lazy: async () => ({ Component: (await import("./pages/ResetPasswordPage")).ResetPasswordPage }),
      },
      {
        path: "/aterstall-losenord/:token",
        lazy: async () => ({
          Component: (await import("./pages/ResetPasswordSetPage")).ResetPasswordSetPage,
        }),
      },
      {
        path: "/redigera/:siteId/konto/*",
        lazy: async () => ({ Component: (await import("./account/AccountPage")).AccountPage }),
      },
      // Address choice and its purchases and confirmations (SPEC §2 Address choice).
      {
        path: "/redigera/:siteId/valj-adress/*",
        lazy: async () => ({ Component: (await import("./address/AddressPage")).AddressPage }),
      },
      // The saved versions: preview and restore (SPEC §2 Versions).
      {
        path: "/redigera/:siteId/versioner",
        lazy: async () => ({ Component: (await import("./versions/VersionsPage")).VersionsPage }),
      },
      // The guest list: households, groups, import and export (issue 25).
      {
        path: "/redigera/:siteId/gaster",
        lazy: async () => ({ Component: (await import("./guests/GuestListPage")).GuestListPage }),
      },
      // The people of a page and an invitation's link (issue 28).
      {
        path: "/redigera/:siteId/personer",
        lazy: async () => ({ Component: (await import("./members/MembersPage")).MembersPage }),
      },
      // The toastmaster's screen (issue 28): a helper lands here from the editor's address.
      {
        path: "/redigera/:siteId/toastmaster",
        lazy: async () => ({ Component: (await import("./toastmaster/ToastmasterPage")).ToastmasterPage }),
      },
      {
        path: "/medlem/:token",
        lazy: async () => ({ Component: (await import("./members/AcceptPage")).AcceptPage }),
      },
      // The caterer's screen: counts and the caterer's summary per part (issue 28).
      {
        path: "/redigera/:siteId/catering",
        lazy: async () => ({ Component: (await import("./catering/CateringPage")).CateringPage }),
      },
      // The seating plan and its prints (issue 27).
      {
        path: "/redigera/:siteId/placering",
        lazy: async () => ({ Component: (await import("./seating/SeatingPage")).SeatingPage }),
      },
      // Guests' photos: sharing, the link and QR code, the gallery and the slideshow (issue 27).
      {
        path: "/redigera/:siteId/bilder",
        lazy: async () => ({ Component: (await import("./photos/PhotosPage")).PhotosPage }),
      },
      {
        path: "/redigera/:siteId/visa-osa/*",
        lazy: async () => ({ Component: (await import("./answers/AnswersPage")).AnswersPage }),
      },
      // The RSVP answers in quick start (the side menu's show-part link there): examples only.
      ...["/snabbstart/visa-osa/*", "/:prefix/snabbstart/visa-osa/*", "/kom-igang/redigera/visa-osa/*"].map(
        (path) => ({
          path,
          lazy: async () => ({ Component: (await import("./answers/AnswersPage")).AnswersPage }),
        }),
      ),
      // The wedding brand's printed invitations: the list, a new card and the card editor.
      {
        path: "/redigera/:siteId/inbjudningar/*",
        lazy: async () => ({ Component: (await import("./invitations/InvitationsPage")).InvitationsPage }),
      },
      // A card's two pages for the print renderer (server/prints/pdf.ts), read with the card's own key.
      {
        path: "/print-pdf/:printId/:key",
        lazy: async () => ({ Component: (await import("./invitations/PrintPdfPage")).PrintPdfPage }),
      },
      {
        path: "/redigera/:siteId/*",
        lazy: async () => ({ Component: (await import("./editor/EditorPage")).EditorPage }),
      },
      // Printed invitations designed in quick start: saving creates the account and the site first.
      ...[
        "/snabbstart/inbjudningar/*",
        "/:prefix/snabbstart/inbjudningar/*",
        "/kom-igang/redigera/inbjudningar/*",
      ].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import("./invitations/QuickStartInvitations")).QuickStartInvitations,
        }),
      })),
      // Quick start and the wizard (onboarding): QuickStartPage checks the whole path itself.
      ...["/snabbstart/*", "/:prefix/snabbstart/*", "/kom-igang/redigera/*"].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import("./quickstart/QuickStartPage")).QuickStartPage }),
      })),
      ...["/kom-igang", "/kom-igang/:step"].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import("./wizard/WizardPage")).WizardPage }),
      })),
      // Where the Swish app sends the owner back after paying on this phone (payments/swish-return.ts).
      {
        path: "/betalning/swish/:swishId",
        lazy: async () => ({ Component: (await import("./payments/SwishReturnPage")).SwishReturnPage }),
      },
      { path: "*", lazy: async () => ({ Component: (await import("./pages/NotFoundPage")).NotFoundPage }) },
    ],
  },
];

// Every screen but the editor waits for the app's other messages too (web/app/i18n.ts); the editor
// starts with the first part and its dialogs and drawers wait for the rest when opened (LazyPart).
const EDITOR_PATH = "/redigera/:siteId/*";
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
