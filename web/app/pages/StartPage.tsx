import { Logo } from "@web/guest/Logo";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../components/document-title";
import { useMe, useShellConfig } from "./shell";

/**
 * The product's own start page on its editor host. The server renders it into the page when no one
 * is signed in (server/ssr/owner-app.ts), with the same title as here.
 */
export function StartPage() {
  const { t } = useTranslation("app");
  const config = useShellConfig();
  const me = useMe();
  const siteId = me.data?.site?._id;
  useDocumentTitle(`${config.displayName} - ${t("brandTagline")}`, { full: true });
  return (
    <main className="app-page app-page--center start-page">
      <div className="start-page__hero">
        <span className="start-page__logo">
          <Logo />
        </span>
        <h1>{config.displayName}</h1>
        <p className="start-page__tagline">{t("brandTagline")}</p>
        <p>{t("start.lead")}</p>
        <div className="start-page__actions">
          <a className="button button--primary" href="/demo">
            {t("start.demo")}
          </a>
          {siteId ? (
            <Link className="button" to={`/redigera/${siteId}/`}>
              {t("start.myPage")}
            </Link>
          ) : (
            <Link className="button" to="/logga-in">
              {t("start.login")}
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
