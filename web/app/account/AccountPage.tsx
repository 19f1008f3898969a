// /redigera/{siteId}/konto/ (SPEC §2 Account page) from GET /api/sites/{siteId}/account/: the account's
// mail and registration date, log out, a link to password reset, the visitor count; for an active site
// its publication and expiry dates, then either the first custom domain with its expiry and a
// contact-us note, or an extend button (/konto/forlang: the extend dialog over this page); the live
// address with link and copy; every custom domain with its expiry. Then changing the password, the
// download of every guest answer and deleting the account (issue 12: PasswordChange, AccountData).
import type { AccountOfSite } from "@core/account";
import type { Site } from "@core/site";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Route, Routes, useParams } from "react-router";
import { LiveAddress } from "../address/LiveAddress";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useLoadError } from "../components/load-error";
import { appConfig } from "../config";
import { SideMenu } from "../editor/SideMenu";
import { AccountData } from "./AccountData";
import { ExtendConfirmation, ExtendDialog } from "./ExtendDialog";
import { logOutAndLeave } from "./logout";
import { PasswordChange } from "./PasswordChange";

export function AccountPage() {
  const { siteId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const account = useQuery({
    queryKey: ["account", siteId],
    queryFn: () => api.get<AccountOfSite>(`/api/sites/${encodeURIComponent(siteId)}/account/`),
  });
  // The host is the site's, not the account's: the editor's query, shared.
  const site = useQuery({ queryKey: ["site", siteId], queryFn: () => api.get<Site>(`/api/sites/${siteId}`) });
  const [error, setError] = useState<ShownError | null>(null);
  const [leaving, setLeaving] = useState(false);
  const base = `/redigera/${siteId}`;

  useDocumentTitle(t("account.pageTitle", { brand: config.displayName }), { full: true });

  useLoadError(account.error, t("account.loadFailed"), setError);

  async function logOut() {
    setLeaving(true);
    try {
      await logOutAndLeave();
    } catch (cause) {
      setLeaving(false);
      setError({ error: cause, description: t("account.logoutFailed") });
    }
  }

  const data = account.data;
  const domains = data?.site.customDomains ?? [];
  const domain = domains[0];
  const host = site.data?.active ? site.data.host : null;
  const number = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : i18n.language);

  return (
    <div className="account-page">
      <header className="action-bar">
        <div className="action-bar__start">
          <SideMenu siteId={siteId} />
          <Link className="action-bar__brand" to={`${base}/`}>
            {config.displayName}
          </Link>
        </div>
        <Link className="action-button" to={`${base}/`}>
          {t("account.back")}
        </Link>
      </header>
      <main className="account-page__main">
        <h1 className="account-page__title">{t("account.title")}</h1>
        {!data ? (
          <p aria-live="polite">{account.error ? t("account.loadFailed") : t("account.loading")}</p>
        ) : (
          <div className="account-page__grid">
            <section className="card account-card" aria-labelledby="account-you">
              <h2 id="account-you">{t("account.yourAccount")}</h2>
              <dl className="facts">
                <div>
                  <dt>{t("account.mail")}</dt>
                  <dd className="facts__mail">{data.mail}</dd>
                </div>
                <div>
                  <dt>{t("account.registered")}</dt>
                  <dd>{data.registered.date}</dd>
                </div>
              </dl>
              <div className="account-card__actions">
                <Link className="button" to="/aterstall-losenord">
                  {t("account.changePassword")}
                </Link>
                <button type="button" className="button" onClick={logOut} disabled={leaving}>
                  {t("account.logout")}
                </button>
              </div>
            </section>

            <section className="card account-card account-card--visitors" aria-labelledby="account-visitors">
              <h2 id="account-visitors">{t("account.visitorsTitle")}</h2>
              <p className="account-card__count">
                <strong>{number.format(data.site.visitorCount)}</strong>{" "}
                <span>{t("account.visitors", { count: data.site.visitorCount })}</span>
              </p>
              <p className="account-card__hint">{t("account.visitorsHint")}</p>
            </section>

            <section className="card account-card account-card--wide" aria-labelledby="account-publication">
              <h2 id="account-publication">{t("account.publicationTitle")}</h2>
              {data.site.active ? (
                <>
                  {host ? (
                    <div className="account-card__address">
                      <span className="account-card__address-label">{t("address.account.liveAddress")}</span>
                      <LiveAddress host={host} />
                    </div>
                  ) : null}
                  <dl className="facts">
                    <div>
                      <dt>{t("account.published")}</dt>
                      <dd>{data.site.activeDate ?? "-"}</dd>
                    </div>
                    <div>
                      <dt>{t("account.expires")}</dt>
                      <dd>{data.site.activeExpireDate}</dd>
                    </div>
                    {domains.map((owned) => (
                      <Fragment key={owned.domain}>
                        <div>
                          <dt>{t("account.domain")}</dt>
                          <dd>{owned.domain}</dd>
                        </div>
                        <div>
                          <dt>{t("account.domainExpires")}</dt>
                          <dd>{owned.expires}</dd>
                        </div>
                        {owned.registrar === "other" ? (
                          <div>
                            <dt>{t("account.domainSettings")}</dt>
                            <dd>
                              <Link
                                to={`${base}/valj-adress/doman-annan-registrar/bekraftelse/?doman=${encodeURIComponent(owned.domain)}`}
                              >
                                {t("account.domainSettingsLink")}
                              </Link>
                            </dd>
                          </div>
                        ) : null}
                      </Fragment>
                    ))}
                  </dl>
                  {domain ? (
                    <p className="account-card__hint">
                      {t("account.contactNote")}{" "}
                      <a href={`mailto:${config.contactMail}`}>{config.contactMail}</a>
                    </p>
                  ) : (
                    <Link className="button button--primary" to={`${base}/konto/forlang`}>
                      {t("account.extend")}
                    </Link>
                  )}
                </>
              ) : (
                <>
                  <p className="account-card__hint">{t("account.notPublished")}</p>
                  <Link className="button button--primary" to={`${base}/valj-adress`}>
                    {t("account.chooseAddress")}
                  </Link>
                </>
              )}
            </section>

            <PasswordChange />
            <AccountData siteId={siteId} />
          </div>
        )}
      </main>
      <Routes>
        <Route path="forlang" element={<ExtendDialog />} />
        <Route path="forlang/subdoman/bekraftelse/:reference?" element={<ExtendConfirmation />} />
      </Routes>
      <ErrorDialog shown={error} />
    </div>
  );
}
