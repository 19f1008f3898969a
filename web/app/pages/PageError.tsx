import { reportError } from "@web/guest/report";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

/** SPEC §8: an unhandled client error shows the generic error page ('Fel inträffat'), and is reported. */
export function PageError() {
  const error = useRouteError();
  const { t } = useTranslation("app");
  useEffect(() => {
    if (error instanceof Error) reportError(error, { where: "owner app" });
  }, [error]);
  return (
    <main className="app-page app-page--center">
      <div className="card">
        <h1>{t("errors.pageCrash")}</h1>
        <p>{t("errors.unknown")}</p>
        <a className="button button--primary" href="/">
          {t("errors.toStart")}
        </a>
      </div>
    </main>
  );
}
