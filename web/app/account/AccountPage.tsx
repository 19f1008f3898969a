// /redigera/{siteId}/konto/ (SPEC §2 Account page) from GET /api/sites/{siteId}/account/: the account's
// mail and registration date, log out, a link to password reset, the visitor count; for an active site
// its publication and expiry dates, then either the first custom domain with its expiry and a
// contact-us note, or an extend button (/konto/forlang, a later screen).
import type { AccountOfSite } from "@core/account";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useLoadError } from "../components/load-error";
import { appConfig } from "../config";
import { SideMenu } from "../editor/SideMenu";
import { logOutAndLeave } from "./logout";

export function AccountPage() {
  const { siteId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const account = useQuery({
    queryKey: ["account", siteId],
    queryFn: () => api.get<AccountOfSite>(`/api/sites/${encodeURIComponent(siteId)}/account/`),
  });
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
  const domain = data?.site.customDomains[0];
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
                  <dl className="facts">
                    <div>
                      <dt>{t("account.published")}</dt>
                      <dd>{data.site.activeDate ?? "-"}</dd>
                    </div>
                    <div>
                      <dt>{t("account.expires")}</dt>
                      <dd>{data.site.activeExpireDate}</dd>
                    </div>
                    {domain ? (
                      <>
                        <div>
                          <dt>{t("account.domain")}</dt>
                          <dd>{domain.domain}</dd>
                        </div>
                        <div>
                          <dt>{t("account.domainExpires")}</dt>
                          <dd>{domain.expires}</dd>
                        </div>
                      </>
                    ) : null}
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
          </div>
        )}
      </main>
      <ErrorDialog shown={error} />
    </div>
  );
}
