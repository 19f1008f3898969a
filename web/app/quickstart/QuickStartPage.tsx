// Quick start (SPEC §2): /snabbstart (optionally /{sv|en|da|sms|digital-studentinbjudan}/snabbstart)
// lets an anonymous visitor edit a copy of the brand's demo site; /kom-igang/redigera does the same
// with the page the wizard generated. Nothing is stored on the server until the visitor saves: then
// the sign-up dialog creates the account and the site, and the owner continues in their own editor.

import { WIZARD_SITE_ID } from "@core/wizard";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { IntroDialog } from "../components/IntroDialog";
import { SignUpDialog } from "../components/SignUpDialog";
import {
  appConfig,
  isQuickStartRoute,
  parseQuickStartPath,
  type QuickStartPath,
  quickStartTitle,
} from "../config";
import type { EditorArrival } from "../editor/EditorPage";
import { EditorShell } from "../editor/EditorShell";
import { useLeaveGuard } from "../editor/leave-guard";
import { prepareForSave } from "../editor/save-prep";
import { clearStoredDraft, readStoredDraft, useQuickStartDraft } from "../editor/quick-start-draft";
import { clearWizardData, readWizardData } from "../wizard/storage";
import { clearIntroSeen, introSeen, markIntroSeen } from "./intro-seen";
import { loadQuickStart, type QuickStartResponse } from "./load";
import { useUiLanguageFromPath } from "./ui-language";

export type { QuickStartResponse };

export function QuickStartPage() {
  const location = useLocation();
  const config = appConfig();
  const path = parseQuickStartPath(location.pathname);
  if (!path) return <QuickStartError />;
  if (path.kind === "wizard" && config.brand !== "wedding") return <Navigate to="/snabbstart" replace />;
  if (path.kind === "demo" && !config.demoSiteId) return <QuickStartError />;
  return <QuickStartEditor key={location.pathname} path={path} />;
}

function QuickStartEditor({ path }: { path: QuickStartPath }) {
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useUiLanguageFromPath(path.kind === "demo" ? path.prefix : null);

  const storageKey = path.kind === "demo" ? (config.demoSiteId ?? "demo") : WIZARD_SITE_ID;
  // Read once per visit of this screen, not on every render.
  const [wizardAnswers] = useState(() => (path.kind === "wizard" ? JSON.stringify(readWizardData()) : ""));
  const source = useQuery({
    // The wizard's answers are part of the key: changed answers make a new page, not a cached one.
    queryKey: ["quick-start", path.kind, config.demoSiteId, wizardAnswers],
    queryFn: () => loadQuickStart(path, config.demoSiteId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { draft, dirty, edits } = useQuickStartDraft(storageKey, source);
  // Quick start's own screens (its answers view, and back) keep the draft: only leaving them asks.
  const { allowLeaving } = useLeaveGuard(dirty, isQuickStartRoute);

  const registerAccount = searchParams.get("registerAccount") === "true";
  const [signUpOpen, setSignUpOpen] = useState(registerAccount);
  // Not again for a draft restored from this browser once the intro was seen (./intro-seen.ts).
  const [introOpen, setIntroOpen] = useState(
    () => !registerAccount && !introSeen(storageKey, readStoredDraft(storageKey) !== null),
  );

  if (source.error) return <QuickStartError loadFailed />;
  if (!draft || !source.data) {
    return (
      <main className="app-page app-page--center">
        <p aria-live="polite">{t("editor.loading")}</p>
      </main>
    );
  }

  const ownSiteId = source.data.loggedInUsersSiteId;
  const onCreated = (siteId: string) => {
    clearStoredDraft(storageKey);
    clearIntroSeen(storageKey);
    if (path.kind === "wizard") clearWizardData();
    const state: EditorArrival = { createdFromQuickStart: true };
    // Saved as the new site: nothing is left to lose.
    allowLeaving();
    navigate(`/redigera/${siteId}/`, { state });
  };

  return (
    <EditorShell
      siteId={source.data.site._id}
      draft={draft}
      dirty={dirty}
      saving={false}
      onSave={() => setSignUpOpen(true)}
      edits={edits}
      quickStart
      chooseAddressHref={null}
      status={null}
      title={quickStartTitle(i18n.language, config.displayName)}
      notice={
        ownSiteId ? (
          <div className="quick-start-notice" role="note">
            <p>{t("onboarding.loggedInNotice")}</p>
            <Link className="button button--primary" to={`/redigera/${ownSiteId}/`}>
              {t("onboarding.goToMyPage")}
            </Link>
          </div>
        ) : null
      }
    >
      <IntroDialog
        open={introOpen}
        fromWizard={path.kind === "wizard"}
        returnFocusTo={() => document.getElementById("main")}
        onOpenChange={(open) => {
          setIntroOpen(open);
          if (!open) markIntroSeen(storageKey);
        }}
      />
      <SignUpDialog
        open={signUpOpen}
        onOpenChange={setSignUpOpen}
        site={prepareForSave(draft)}
        wizardData={path.kind === "wizard" ? source.data.site.wizardData : null}
        onCreated={onCreated}
      />
    </EditorShell>
  );
}

/** A quick-start address that matches no pattern, a brand without a demo site, or a failed load. */
function QuickStartError({ loadFailed = false }: { loadFailed?: boolean }) {
  const { t } = useTranslation("app");
  return (
    <main className="app-page app-page--center">
      <div className="card">
        <h1>{t("onboarding.error.title")}</h1>
        <p>{loadFailed ? t("onboarding.error.loadFailed") : t("onboarding.error.badAddress")}</p>
        <div className="card__actions">
          <a className="button button--primary" href="/snabbstart">
            {t("onboarding.error.tryAgain")}
          </a>
          <Link className="button" to="/">
            {t("errors.toStart")}
          </Link>
        </div>
      </div>
    </main>
  );
}
