import { useQuery } from "@tanstack/react-query";
import { Logo } from "@web/guest/Logo";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api, type Me } from "../api";
import { appConfig } from "../config";

/** The product's own start page on its editor host. */
export function StartPage() {
  const { t } = useTranslation("app");
  const config = appConfig();
  const me = useQuery({ queryKey: ["me"], queryFn: () => api.get<Me>("/api/accounts/me/") });
  const siteId = me.data?.site?._id;
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
