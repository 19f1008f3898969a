// /redigera/{siteId}/: the owner's editor. The canvas is the guest page itself (SitePage) in EDIT mode
// with per-module tools; Granska shows it as guests see it. The editor itself is EditorShell, shared
// with quick start (web/app/quickstart/QuickStartPage.tsx), which edits an unsaved copy instead.

import { helperScreenOf } from "@core/roles";
import { headerTitle } from "@core/site-helpers";
import { useQuery } from "@tanstack/react-query";
import { reportError } from "@web/guest/report";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { ApiRequestError } from "../api";
import type { ShownError } from "../components/ErrorDialog";
import { LazyErrorDialog as ErrorDialog } from "../components/LazyErrorDialog";
import { LazyPart, lazyPart } from "../components/LazyPart";
import { useLoadError } from "../components/load-error";
import { appConfig } from "../config";
import { whenAllMessages } from "../i18n";
import { EditorShell } from "./EditorShell";
import { useLeaveGuard } from "./leave-guard";
import { accountQuery } from "./queries";
import { prepareForSave } from "./save-prep";
import { useSiteDraft } from "./useSiteDraft";

export { EditorShell, type EditorShellProps } from "./EditorShell";

const LegacySitePage = lazy(async () => {
  // With the app's other messages (the legacy screen's among them).
  const [m] = await Promise.all([import("../legacy/LegacySitePage"), whenAllMessages()]);
  return { default: m.LegacySitePage };
});

// Dialogs are loaded when first shown, not with the editor (issue 24).
const welcomeDialog = lazyPart(
  "welcome",
  async () => (await import("../components/WelcomeDialog")).WelcomeDialog,
);

/** The save confirmation is seen first; then the welcome dialog opens (SPEC §2). */
const WELCOME_DELAY_MS = 1200;

/** Navigation state set by quick start after it created the visitor's site. */
export type EditorArrival = { createdFromQuickStart?: boolean };

export function EditorPage() {
  const { siteId = "" } = useParams();
  const { t } = useTranslation("app");
  const navigate = useNavigate();
  const location = useLocation();
  // Kept from the first render: the navigation state is cleared below so a reload does not repeat it.
  const [arrivedFromQuickStart] = useState(
    (location.state as EditorArrival | null)?.createdFromQuickStart === true,
  );
  const { site, draft, dirty, save, edits, mergeStored } = useSiteDraft(siteId);
  // The owner's mail is the default recipient of form notifications (shared with the account page's query).
  const account = useQuery(accountQuery(siteId));
  const [error, setError] = useState<ShownError | null>(null);
  const [savedNotice, setSavedNotice] = useState(arrivedFromQuickStart);
  // After another owner's save came first (issue 28): what the merge did, until the next save.
  const [mergeNotice, setMergeNotice] = useState<string | null>(null);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  // A second click on Spara before the first save has answered must not send the page twice.
  const saving = useRef(false);

  useLoadError(site.error, t("errors.siteLoad"), setError);
  // SPEC §8: a site that fails to load is shown and logged, except on 403 (not the owner's; 401 sends
  // the owner to the login page).
  useEffect(() => {
    if (!site.error) return;
    const status = site.error instanceof ApiRequestError ? site.error.status : null;
    if (status === 401 || status === 403) return;
    reportError(site.error, { where: "editor: site load", siteId, status });
  }, [site.error, siteId]);

  // The tab says which page is edited: '{page} – Redigera – {brand}' (the header's title in the
  // page's first language, as guests' tab shows it); EditorShell sets it (a version-1 site's screen
  // keeps its own).
  const pageName = draft ? headerTitle(draft, draft.availableLanguages[0]?.languageCode ?? "sv") : "";
  const title = pageName
    ? t("editorShell.pageTitle", { page: pageName, brand: appConfig().displayName })
    : t("editorShell.pageTitleUnnamed", { brand: appConfig().displayName });

  // Just created from quick start: the save confirmation, then the welcome dialog, once (a reload
  // does not show them again).
  useEffect(() => {
    if (!arrivedFromQuickStart) return;
    navigate(location.pathname, { replace: true, state: null });
    const welcome = window.setTimeout(() => setWelcomeOpen(true), WELCOME_DELAY_MS);
    const notice = window.setTimeout(() => setSavedNotice(false), 6000);
    return () => {
      window.clearTimeout(welcome);
      window.clearTimeout(notice);
    };
  }, [arrivedFromQuickStart, location.pathname, navigate]);

  // A helper (issue 28) lands on their own screen: the toastmaster's, the caterer's.
  const helperScreen = helperScreenOf((site.data as { role?: string } | undefined)?.role);
  useEffect(() => {
    if (helperScreen) navigate(`/redigera/${siteId}/${helperScreen}`, { replace: true });
  }, [helperScreen, navigate, siteId]);

  // Leaving with unsaved changes asks first: inside the app through the router, elsewhere the browser.
  useLeaveGuard(dirty);

  if (!draft || !site.data || helperScreen) {
    return (
      <main className="app-page app-page--center">
        <p aria-live="polite">{site.error ? t("errors.siteLoad") : t("editor.loading")}</p>
        <ErrorDialog shown={error} />
      </main>
    );
  }

  // A site made with the old editor has its own screen until it is upgraded (issue 14).
  if (site.data.usesSiteModules === false) {
    return (
      <Suspense fallback={<p aria-live="polite">{t("editor.loading")}</p>}>
        <LegacySitePage site={site.data} />
      </Suspense>
    );
  }

  const onSave = () => {
    // Nothing to save, or already saving: once is enough.
    if (!dirty || saving.current || save.isPending) return;
    saving.current = true;
    // The stored form of the page (incomplete conditions cleared) becomes the draft too, so the draft
    // equals what was saved and is clean afterwards.
    const prepared = prepareForSave(draft);
    if (prepared !== draft) edits.updateDocument(() => prepared);
    save.mutate(prepared, {
      onSuccess: () => {
        setMergeNotice(null);
        setSavedNotice(true);
        window.setTimeout(() => setSavedNotice(false), 4000);
      },
      onError: (cause) => {
        if (cause instanceof ApiRequestError && cause.body?.code === "SAVE_CONFLICT") {
          // Another owner saved first: their page and this draft are merged, to be checked and saved.
          mergeStored().then(
            (merged) => {
              const language = merged.document.availableLanguages[0]?.languageCode ?? "sv";
              const names = merged.conflictModules
                .map((id) => merged.document.siteModules.find((module) => module.id === id))
                .map((module) =>
                  module
                    ? (module as { title?: Record<string, string> }).title?.[language]?.trim() ||
                      t(`editor.moduleKinds.${module.siteModuleType}`)
                    : "",
                )
                .filter(Boolean);
              setMergeNotice(
                names.length > 0 || merged.conflictFields.length > 0
                  ? t("editor.mergedConflicts", {
                      names: [...names, ...merged.conflictFields.map(() => t("editor.design"))].join(", "),
                    })
                  : t("editor.mergedTheirs"),
              );
            },
            (failure) => setError({ error: failure, description: t("errors.siteSave") }),
          );
          return;
        }
        setError({ error: cause, description: t("errors.siteSave") });
      },
      onSettled: () => {
        saving.current = false;
      },
    });
  };

  return (
    <EditorShell
      siteId={siteId}
      draft={draft}
      dirty={dirty}
      saving={save.isPending}
      onSave={onSave}
      edits={edits}
      ownerMail={account.data?.mail ?? null}
      quickStart={false}
      chooseAddressHref={site.data.active ? null : `/redigera/${siteId}/valj-adress`}
      status={mergeNotice ?? (savedNotice ? t("editor.saved") : null)}
      title={title}
      giftRegistryReservations={site.data.giftRegistryReservations}
    >
      <LazyPart
        code={welcomeDialog}
        open={welcomeOpen}
        props={{ open: welcomeOpen, onOpenChange: setWelcomeOpen, siteId }}
      />
      <ErrorDialog shown={error} />
    </EditorShell>
  );
}
