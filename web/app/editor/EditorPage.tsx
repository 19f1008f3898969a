// /redigera/{siteId}/: the owner's editor. The canvas is the guest page itself (SitePage) in EDIT mode
// with per-module tools; Granska shows it as guests see it. EditorShell is the editor itself, shared
// with quick start (web/app/quickstart/QuickStartPage.tsx), which edits an unsaved copy instead.
import type { SiteDocument } from "@core/site";
import type { SiteModule } from "@modules/schemas";
import { EditorContext, type EditorContextValue, editorApiBase } from "@modules/shared/editor/context";
import { hasView } from "@modules/views";
import { SitePage } from "@web/guest/SitePage";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useBlocker, useLocation, useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useLoadError } from "../components/load-error";
import { WelcomeDialog } from "../components/WelcomeDialog";
import { appConfig } from "../config";
import { useFontFaces } from "../font-faces";
import { ModuleEditorDialog } from "./ModuleEditorDialog";
import { ModuleTools } from "./ModuleTools";
import { SideMenu } from "./SideMenu";
import { useSiteDraft } from "./useSiteDraft";

const SCROLL_OFFSET = 100;
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
  const { site, draft, dirty, save, updateModule, move, updateDocument } = useSiteDraft(siteId);
  const [error, setError] = useState<ShownError | null>(null);
  const [savedNotice, setSavedNotice] = useState(arrivedFromQuickStart);
  const [welcomeOpen, setWelcomeOpen] = useState(false);

  useLoadError(site.error, t("errors.siteLoad"), setError);

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

  // Leaving with unsaved changes asks first: inside the app through the router, elsewhere the browser.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("editor.unsavedLeave"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t("editor.unsavedLeave");
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, t]);

  if (!draft || !site.data) {
    return (
      <main className="app-page app-page--center">
        <p aria-live="polite">{site.error ? t("errors.siteLoad") : t("editor.loading")}</p>
        <ErrorDialog shown={error} />
      </main>
    );
  }

  const onSave = () =>
    save.mutate(draft, {
      onSuccess: () => {
        setSavedNotice(true);
        window.setTimeout(() => setSavedNotice(false), 4000);
      },
      onError: (cause) => setError({ error: cause, description: t("errors.siteSave") }),
    });

  return (
    <EditorShell
      siteId={siteId}
      draft={draft}
      dirty={dirty}
      saving={save.isPending}
      onSave={onSave}
      updateModule={updateModule}
      move={move}
      updateDocument={updateDocument}
      quickStart={false}
      chooseAddressHref={site.data.active ? null : `/redigera/${siteId}/valj-adress`}
      status={savedNotice ? t("editor.saved") : null}
    >
      <WelcomeDialog open={welcomeOpen} onOpenChange={setWelcomeOpen} siteId={siteId} />
      <ErrorDialog shown={error} />
    </EditorShell>
  );
}

export type EditorShellProps = {
  /** The site's id; for quick start the id of the copied site (or START-WIZARD). */
  siteId: string;
  draft: SiteDocument;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  updateModule: (module: SiteModule) => void;
  move: (index: number, step: -1 | 1) => void;
  updateDocument: (change: (document: SiteDocument) => SiteDocument) => void;
  /** The owner's mail, the default recipient of form notifications; null in quick start. */
  ownerMail?: string | null;
  /** Quick start: no address choice, no feedback or account link (SPEC §2). */
  quickStart: boolean;
  /** 'Välj adress', shown only while the site is not published and not in quick start. */
  chooseAddressHref: string | null;
  /** A short message under the action bar ('Ändringarna är sparade'). */
  status: string | null;
  /** Shown above the canvas (quick start's notice for a logged-in visitor). */
  notice?: ReactNode;
  title?: string;
  /** Dialogs of the screen using the shell. */
  children?: ReactNode;
};

export function EditorShell({
  siteId,
  draft,
  dirty,
  saving,
  onSave,
  updateModule,
  move,
  updateDocument,
  ownerMail = null,
  quickStart,
  chooseAddressHref,
  status,
  notice,
  title,
  children,
}: EditorShellProps) {
  const { t } = useTranslation("app");
  const config = appConfig();
  const [review, setReview] = useState(false);
  const [language, setLanguage] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);

  useDocumentTitle(title, { full: true });
  useFontFaces([draft.fonts]);

  const languages = draft.availableLanguages.map((l) => l.languageCode);
  const currentLanguage = language && languages.includes(language) ? language : (languages[0] ?? "sv");
  const editing = draft.siteModules.find((m) => m.id === editingId) ?? null;
  const editorContext: EditorContextValue = {
    siteId,
    quickStart,
    apiBase: editorApiBase(siteId, quickStart),
    languages,
    language: currentLanguage,
    translateMode: false,
    brand: config.brand,
    ownerMail,
    formRecipients: draft.formRecipients,
    setFormRecipients: (formRecipients) => updateDocument((document) => ({ ...document, formRecipients })),
  };

  const onMove = (index: number, step: -1 | 1) => {
    const id = draft.siteModules[index]?.id;
    move(index, step);
    requestAnimationFrame(() => {
      const element = id ? document.querySelector(`[data-module-frame="${id}"]`) : null;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
      window.scrollTo({ top, behavior: "smooth" });
    });
  };

  return (
    <div className={`editor${review ? " is-review" : ""}${quickStart ? " is-quick-start" : ""}`}>
      <header className="action-bar">
        <div className="action-bar__start">
          <SideMenu siteId={siteId} quickStart={quickStart} />
          <Link className="action-bar__brand" to="/">
            {config.displayName}
          </Link>
        </div>
        <div className="action-bar__actions">
          <button
            type="button"
            className={`action-button${review ? "" : " is-current"}`}
            aria-pressed={!review}
            onClick={() => setReview(false)}
          >
            {t("editor.edit")}
          </button>
          <button
            type="button"
            className={`action-button${review ? " is-current" : ""}`}
            aria-pressed={review}
            onClick={() => setReview((value) => !value)}
          >
            {t("editor.review")}
          </button>
          {languages.length > 1 ? (
            <label className="action-bar__language">
              <span className="visually-hidden">{t("editor.editingLanguage")}</span>
              <select value={currentLanguage} onChange={(event) => setLanguage(event.target.value)}>
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {code.toUpperCase()}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {chooseAddressHref && !quickStart ? (
            <Link className="action-button" to={chooseAddressHref}>
              {t("editor.chooseAddress")}
            </Link>
          ) : null}
          <button
            type="button"
            className={`action-button action-button--save${dirty ? " is-dirty" : ""}`}
            onClick={onSave}
            disabled={saving}
            aria-describedby={dirty ? "unsaved-note" : undefined}
          >
            {saving ? t("editor.saving") : t("editor.save")}
          </button>
          {dirty ? (
            <span id="unsaved-note" className="visually-hidden">
              {t("editor.unsaved")}
            </span>
          ) : null}
        </div>
      </header>
      <p className="editor__status" role="status">
        {status ?? (review ? t("editor.reviewNote") : "")}
      </p>
      {notice}
      <SitePage
        site={{ ...draft, _id: siteId, quickStart }}
        language={currentLanguage}
        mode={review ? "REVIEW" : "EDIT"}
        brand={{ displayName: config.displayName, contactMail: config.contactMail, landingUrl: "/" }}
        linkQuery=""
        decorateModule={
          review
            ? undefined
            : (module, index, view) => (
                <div data-module-frame={module.id}>
                  <ModuleTools
                    module={module}
                    index={index}
                    count={draft.siteModules.length}
                    onEdit={() => setEditingId(module.id)}
                    onMove={(step) => onMove(index, step)}
                  />
                  {module.hide ? <p className="module-note">{t("guest:hiddenModule")}</p> : null}
                  {hasView(module.siteModuleType) ? (
                    view
                  ) : (
                    <p className="module-placeholder">{t("guest:unsupportedModule")}</p>
                  )}
                </div>
              )
        }
      />
      <EditorContext.Provider value={editorContext}>
        <ModuleEditorDialog
          module={editing}
          language={currentLanguage}
          onChange={updateModule}
          onClose={() => setEditingId(null)}
        />
      </EditorContext.Provider>
      {children}
    </div>
  );
}
