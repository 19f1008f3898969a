// /redigera/{siteId}/valj-adress/* (SPEC §2 Address choice): the two products, the subdomain and own
// domain searches and purchases, and their confirmations, under one frame with the editor's bar.
import type { AccountOfSite } from "@core/account";
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
import { SideMenu } from "../editor/SideMenu";
import { ChooseAddress } from "./ChooseAddress";
import { Confirmation } from "./Confirmation";
import { DomainPurchase } from "./DomainPurchase";
import { OtherRegistrarConfirmation } from "./OtherRegistrarConfirmation";
import { addressPaths } from "./paths";
import { SubdomainPurchase } from "./SubdomainPurchase";

export type AddressScreenProps = { siteId: string; site: Site; account: AccountOfSite | undefined };

export function AddressPage() {
  const { siteId = "" } = useParams();
  const { t } = useTranslation("app");
  const config = appConfig();
  // The same queries as the editor and the account page: what is bought here shows there at once.
  const site = useQuery({ queryKey: ["site", siteId], queryFn: () => api.get<Site>(`/api/sites/${siteId}`) });
  const account = useQuery({
    queryKey: ["account", siteId],
    queryFn: () => api.get<AccountOfSite>(`/api/sites/${encodeURIComponent(siteId)}/account/`),
  });
  const [error, setError] = useState<ShownError | null>(null);
  useDocumentTitle(t("address.pageTitle"));
  useLoadError(site.error, t("errors.siteLoad"), setError);

  const props = site.data ? { siteId, site: site.data, account: account.data } : null;
  return (
    <div className="address-page">
      <header className="action-bar">
        <div className="action-bar__start">
          <SideMenu siteId={siteId} />
          <Link className="action-bar__brand" to={addressPaths.editor(siteId)}>
            {config.displayName}
          </Link>
        </div>
        <Link className="action-button" to={addressPaths.editor(siteId)}>
          {t("address.backToEditor")}
        </Link>
      </header>
      <main className="address-page__main" id="address-main">
        {!props ? (
          <p aria-live="polite">{site.error ? t("errors.siteLoad") : t("address.loading")}</p>
        ) : (
          <Routes>
            <Route index element={<ChooseAddress {...props} />} />
            <Route path="subdoman" element={<SubdomainPurchase {...props} />} />
            <Route
              path="subdoman/bekraftelse/:reference?"
              element={<Confirmation {...props} kind="subdomain" />}
            />
            <Route path="doman" element={<DomainPurchase {...props} />} />
            <Route path="doman/bekraftelse/:reference?" element={<Confirmation {...props} kind="domain" />} />
            <Route
              path="doman-annan-registrar/bekraftelse/:reference?"
              element={<OtherRegistrarConfirmation {...props} />}
            />
            <Route path="*" element={<ChooseAddress {...props} />} />
          </Routes>
        )}
      </main>
      <ErrorDialog shown={error} />
    </div>
  );
}
