// /redigera/{siteId}/: the owner's editor. The canvas is the guest page itself (SitePage) in EDIT mode
// with per-module tools; Granska shows it as guests see it.
import { hasView } from "@modules/views";
import { SitePage } from "@web/guest/SitePage";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useBlocker, useNavigate, useParams } from "react-router";
import { ApiRequestError } from "../api";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { appConfig } from "../config";
import { ModuleEditorDialog } from "./ModuleEditorDialog";
import { ModuleTools } from "./ModuleTools";
import { useSiteDraft } from "./useSiteDraft";

const SCROLL_OFFSET = 100;

export function EditorPage() {
  const { siteId = "" } = useParams();
  const { t } = useTranslation("app");
  const navigate = useNavigate();
  const config = appConfig();
  const { site, draft, dirty, save, updateModule, move } = useSiteDraft(siteId);
  const [review, setReview] = useState(false);
  const [language, setLanguage] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const [savedNotice, setSavedNotice] = useState(false);

  useEffect(() => {
    if (!site.error) return;
    // Not logged in (or the session ended): to the login page; anything else is shown.
    if (site.error instanceof ApiRequestError && site.error.status === 401) navigate("/logga-in", { replace: true });
    else setError({ error: site.error, description: t("errors.siteLoad") });
  }, [site.error, t, navigate]);

  // Leaving with unsaved changes asks first: inside the app through the router, elsewhere the browser.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
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

  useEffect(() => {
    document.title = config.displayName;
  }, [config.displayName]);

  if (!draft) {
    return (
      <main className="app-page app-page--center">
        <p aria-live="polite">{site.error ? t("errors.siteLoad") : t("editor.loading")}</p>
        <ErrorDialog shown={error} />
      </main>
    );
  }

  const languages = draft.availableLanguages.map((l) => l.languageCode);
  const currentLanguage = language && languages.includes(language) ? language : (languages[0] ?? "sv");
  const editing = draft.siteModules.find((m) => m.id === editingId) ?? null;

  const onSave = () =>
    save.mutate(draft, {
      onSuccess: () => {
        setSavedNotice(true);
        window.setTimeout(() => setSavedNotice(false), 4000);
      },
      onError: (cause) => setError({ error: cause, description: t("errors.siteSave") }),
    });

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
    <div className={`editor${review ? " is-review" : ""}`}>
      <header className="action-bar">
        <Link className="action-bar__brand" to="/">
          {config.displayName}
        </Link>
        <div className="action-bar__actions">
          <button type="button" className={`action-button${review ? "" : " is-current"}`} aria-pressed={!review} onClick={() => setReview(false)}>
            {t("editor.edit")}
          </button>
          <button type="button" className={`action-button${review ? " is-current" : ""}`} aria-pressed={review} onClick={() => setReview((value) => !value)}>
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
          <button
            type="button"
            className={`action-button action-button--save${dirty ? " is-dirty" : ""}`}
            onClick={onSave}
            disabled={save.isPending}
            aria-describedby={dirty ? "unsaved-note" : undefined}
          >
            {save.isPending ? t("editor.saving") : t("editor.save")}
          </button>
          {dirty ? (
            <span id="unsaved-note" className="visually-hidden">
              {t("editor.unsaved")}
            </span>
          ) : null}
        </div>
      </header>
      <p className="editor__status" role="status">
        {savedNotice ? t("editor.saved") : review ? t("editor.reviewNote") : ""}
      </p>
      <SitePage
        site={draft}
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
                  {hasView(module.siteModuleType) ? view : <p className="module-placeholder">{t("guest:unsupportedModule")}</p>}
                </div>
              )
        }
      />
      <ModuleEditorDialog module={editing} language={currentLanguage} onChange={updateModule} onClose={() => setEditingId(null)} />
      <ErrorDialog shown={error} />
    </div>
  );
}
