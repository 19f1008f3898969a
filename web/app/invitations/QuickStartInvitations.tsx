// Invitations in quick start (SPEC §2: /snabbstart/inbjudningar(/nytt), with the sms and
// digital-studentinbjudan prefixes, and /kom-igang/redigera/inbjudningar(/nytt)): the visitor designs a
// card from the quick-start page they are editing (its names, date, place, colours and fonts) before
// having an account. Saving (or ordering) opens the sign-up, which creates the account and the site
// from the quick-start draft; then the card is stored for that site and the owner goes on in their own
// invitations at /redigera/{siteId}/inbjudningar/{printId}.
import "@design/app-invitations.css";
import type { PrintDocument } from "@core/print/schema";
import { WIZARD_SITE_ID } from "@core/wizard";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Route, Routes, useLocation, useNavigate } from "react-router";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { SignUpDialog } from "../components/SignUpDialog";
import { appConfig, parseQuickStartPath } from "../config";
import { prepareForSave } from "../editor/save-prep";
import { clearStoredDraft, useQuickStartDraft } from "../editor/quick-start-draft";
import { NotFoundPage } from "../pages/NotFoundPage";
import { loadQuickStart } from "../quickstart/load";
import { clearWizardData } from "../wizard/storage";
import { CardEditor, type QuickStartCardSave } from "./CardEditor";
import { BackBar, type InvitationSite } from "./InvitationsPage";
import { PrintList } from "./PrintList";

/** '/sms/snabbstart' from '/sms/snabbstart/inbjudningar/nytt'; null for anything else. */
export function quickStartRootOf(pathname: string): string | null {
  const match = /^(.*?)\/inbjudningar(?:\/nytt)?\/?$/.exec(pathname);
  if (!match?.[1] || !parseQuickStartPath(match[1])) return null;
  return match[1];
}

export function QuickStartInvitations() {
  const { pathname } = useLocation();
  const root = quickStartRootOf(pathname);
  if (appConfig().brand !== "wedding" || root === null) return <NotFoundPage />;
  return <Invitations root={root} />;
}

type Pending = { print: PrintDocument; resolve: (made: { siteId: string; id: string } | null) => void };

function Invitations({ root }: { root: string }) {
  const { t } = useTranslation("app");
  const config = appConfig();
  const path = parseQuickStartPath(root);
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const created = useRef(false);
  useDocumentTitle(t("invitations.title"));
  const storageKey = path?.kind === "demo" ? (config.demoSiteId ?? "demo") : WIZARD_SITE_ID;
  const source = useQuery({
    queryKey: ["quick-start", path?.kind, config.demoSiteId, "invitations"],
    queryFn: () => (path ? loadQuickStart(path, config.demoSiteId) : Promise.reject(new Error("no path"))),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The page as the visitor has edited it in quick start (kept in this browser until saved).
  const { draft } = useQuickStartDraft(storageKey, source);

  if (!path) return <NotFoundPage />;
  if (!draft || !source.data) {
    return (
      <p className="invitations__loading" aria-live="polite">
        {source.error ? t("invitations.siteLoadFailed") : t("editor.loading")}
      </p>
    );
  }
  const site: InvitationSite = { ...source.data.site, ...draft, host: null };
  const save: QuickStartCardSave = (print) =>
    new Promise((resolve) => {
      created.current = false;
      setPending({ print, resolve });
    });

  const onCreated = async (siteId: string) => {
    if (!pending) return;
    created.current = true;
    clearStoredDraft(storageKey);
    if (path.kind === "wizard") clearWizardData();
    try {
      const { id } = await api.post<{ id: string }>("/api/prints/", { print: pending.print, site: siteId });
      pending.resolve({ siteId, id });
      setPending(null);
    } catch {
      // The site exists but the card was not stored: the owner makes it again in their own invitations.
      pending.resolve(null);
      setPending(null);
      navigate(`/redigera/${encodeURIComponent(siteId)}/inbjudningar/nytt`);
    }
  };

  return (
    <div className="invitations-page">
      <BackBar to={`${root}/`} />
      <Routes>
        <Route index element={<PrintList root={`${root}/inbjudningar`} prints={[]} />} />
        <Route path="nytt" element={<CardEditor site={site} printId={null} quickStart={save} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <SignUpDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (open || created.current) return;
          pending?.resolve(null);
          setPending(null);
        }}
        site={prepareForSave(draft)}
        wizardData={path.kind === "wizard" ? (source.data.site.wizardData ?? null) : null}
        onCreated={(siteId) => void onCreated(siteId)}
      />
    </div>
  );
}
