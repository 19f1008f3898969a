import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFoundPage() {
  const { t } = useTranslation("guest");
  return (
    <main className="app-page app-page--center">
      <div className="card">
        <h1>{t("notFoundTitle")}</h1>
        <p>{t("notFoundText")}</p>
        <Link className="button button--primary" to="/">
          {t("notFoundLink")}
        </Link>
      </div>
    </main>
  );
}
