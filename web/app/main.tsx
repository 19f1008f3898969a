// The owner app: one React root, each screen loaded lazily.
import "@fontsource/playfair-display/400.css";
import "@fontsource/source-sans-3/400.css";
import "@fontsource/source-sans-3/600.css";
import "@fontsource/source-sans-3/700.css";
import "@design/guest.css";
import "@design/guest-modules.css";
import "@design/guest-forms.css";
import "@design/guest-gifts.css";
import "@design/themes/index.css";
import "@design/guest-event-logo.css";
import "@design/guest-graphics.css";
import "@design/app.css";
import "@design/app-accounts.css";
import "@design/app-editor-images.css";
import "@design/app-editor-lists.css";
import "@design/app-editor-forms.css";
import "@design/app-editor-shell.css";
import "@design/app-onboarding.css";
import "@design/app-answers.css";
import "@design/app-address.css";
import "@design/app-design.css";
import "@design/app-event-logo.css";
import "@design/app-more.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createAppI18n, pickUiLanguage } from "./i18n";
import { PageError } from "./pages/PageError";

const router = createBrowserRouter([
  {
    errorElement: <PageError />,
    children: [
      { path: "/", lazy: async () => ({ Component: (await import("./pages/StartPage")).StartPage }) },
      { path: "/logga-in", lazy: async () => ({ Component: (await import("./pages/LoginPage")).LoginPage }) },
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
      {
        path: "/redigera/:siteId/*",
        lazy: async () => ({ Component: (await import("./editor/EditorPage")).EditorPage }),
      },
      // Quick start and the wizard (onboarding): QuickStartPage checks the whole path itself.
      ...["/snabbstart/*", "/:prefix/snabbstart/*", "/kom-igang/redigera/*"].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import("./quickstart/QuickStartPage")).QuickStartPage }),
      })),
      ...["/kom-igang", "/kom-igang/:step"].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import("./wizard/WizardPage")).WizardPage }),
      })),
      { path: "*", lazy: async () => ({ Component: (await import("./pages/NotFoundPage")).NotFoundPage }) },
    ],
  },
]);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

const i18n = await createAppI18n(pickUiLanguage());
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
