// /redigera/{siteId}/inbjudningar (SPEC §2 Invitations, wedding brand): the site's printed cards and
// what they are (the info), /inbjudningar/nytt for a new card and /inbjudningar/{printId} for one card
// in the card editor. Other brands have no invitations: the not-found screen.
import "@design/app-invitations.css";
import type { printFactsOf } from "@core/print/facts";
import type { Print } from "@core/print/schema";
import type { Site } from "@core/site";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Route, Routes, useParams } from "react-router";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useLoadError } from "../components/load-error";
import { appConfig } from "../config";
import { NotFoundPage } from "../pages/NotFoundPage";
import { CardEditor } from "./CardEditor";
import { Checkout } from "./Checkout";
import { OrderConfirmation } from "./OrderConfirmation";
import { PrintList } from "./PrintList";

/** The owner's site as GET /api/sites/{id} answers it, with what a card is made from. */
export type InvitationSite = Site & { wizardData?: Parameters<typeof printFactsOf>[0]["wizardData"] };

/** The invitations' top bar: back to the page, and the brand. */
export function BackBar({ to }: { to: string }) {
  const { t } = useTranslation("app");
  return (
    <header className="action-bar">
      <Link className="action-bar__back" to={to}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t("invitations.backToSite")}
      </Link>
      <span className="action-bar__brand">{appConfig().displayName}</span>
    </header>
  );
}

export function InvitationsPage() {
  const { siteId = "" } = useParams();
  if (appConfig().brand !== "wedding") return <NotFoundPage />;
  return <Invitations siteId={siteId} />;
}

function Invitations({ siteId }: { siteId: string }) {
  const { t } = useTranslation("app");
  const [error, setError] = useState<ShownError | null>(null);
  const site = useQuery({
    queryKey: ["site", siteId],
    queryFn: () => api.get<InvitationSite>(`/api/sites/${encodeURIComponent(siteId)}`),
  });
  const prints = useQuery({
    queryKey: ["prints", siteId],
    queryFn: () => api.get<{ prints: Print[] }>(`/api/sites/${encodeURIComponent(siteId)}/prints/`),
  });
  useLoadError(site.error, t("invitations.siteLoadFailed"), setError);
  useLoadError(prints.error, t("invitations.printsLoadFailed"), setError);
  useDocumentTitle(t("invitations.title"));
  const root = `/redigera/${encodeURIComponent(siteId)}`;

  return (
    <div className="invitations-page">
      <BackBar to={`${root}/`} />
      {site.data ? (
        <Routes>
          <Route
            index
            element={<PrintList root={`${root}/inbjudningar`} prints={prints.data?.prints ?? null} />}
          />
          <Route path="nytt" element={<CardEditor site={site.data} printId={null} />} />
          <Route path="bekraftelse/:orderId" element={<OrderConfirmation siteId={siteId} />} />
          <Route path=":printId/bestall" element={<Checkout site={site.data} />} />
          <Route path=":printId" element={<CardEditor site={site.data} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      ) : site.isPending ? (
        <p className="invitations__loading" aria-live="polite">
          {t("editor.loading")}
        </p>
      ) : null}
      <ErrorDialog shown={error} />
    </div>
  );
}
