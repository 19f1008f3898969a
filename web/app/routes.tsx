// The owner app's screens and their addresses, each loaded lazily (start.tsx makes the router from
// them). The owners' screens under /redigera/{siteId}/ are drawn inside OwnersOnly (owners-only.tsx):
// a helper who opens one is sent to their own screen (issue 28).
import type { RouteObject } from "react-router";
import { ownersOnly } from "./owners-only";
import { PageError } from "./pages/PageError";

/** The editor's address: it loads without waiting for the app's later messages (start.tsx). */
export const EDITOR_PATH = "/redigera/:siteId/*";

export const routes: RouteObject[] = [
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
        lazy: ownersOnly(async () => (await import("./account/AccountPage")).AccountPage),
      },
      // Address choice and its purchases and confirmations (SPEC §2 Address choice).
      {
        path: "/redigera/:siteId/valj-adress/*",
        lazy: ownersOnly(async () => (await import("./address/AddressPage")).AddressPage),
      },
      // The saved versions: preview and restore (SPEC §2 Versions).
      {
        path: "/redigera/:siteId/versioner",
        lazy: ownersOnly(async () => (await import("./versions/VersionsPage")).VersionsPage),
      },
      // The guest list: households, groups, import and export (issue 25).
      {
        path: "/redigera/:siteId/gaster",
        lazy: ownersOnly(async () => (await import("./guests/GuestListPage")).GuestListPage),
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
        lazy: ownersOnly(async () => (await import("./seating/SeatingPage")).SeatingPage),
      },
      // Guests' photos: sharing, the link and QR code, the gallery and the slideshow (issue 27).
      {
        path: "/redigera/:siteId/bilder",
        lazy: ownersOnly(async () => (await import("./photos/PhotosPage")).PhotosPage),
      },
      {
        path: "/redigera/:siteId/visa-osa/*",
        lazy: ownersOnly(async () => (await import("./answers/AnswersPage")).AnswersPage),
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
        lazy: ownersOnly(async () => (await import("./invitations/InvitationsPage")).InvitationsPage),
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
