import { startPathFor } from "@core/brands";
import { isUiLanguage } from "@core/languages";
import { Logo } from "@web/guest/Logo";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../components/document-title";
import { subdomainOffer } from "../legal/offer";
import { LEGAL_PATHS } from "../legal/paths";
import { useMe, useShellConfig } from "./shell";

const FEATURES = ["address", "rsvp", "gifts", "design"] as const;

/**
 * The product's own start page on its editor host: what it does, where to begin, a real page on a
 * phone, the price and the demo. The server renders it into the page when no one is signed in
 * (server/ssr/owner-app.ts), with the same title as here.
 */
export function StartPage() {
  const { t, i18n } = useTranslation("app");
  const config = useShellConfig();
  const me = useMe();
  const siteId = me.data?.site?._id;
  const language = isUiLanguage(i18n.language) ? i18n.language : "sv";
  const offer = subdomainOffer(config, language);
  useDocumentTitle(`${config.displayName} - ${t("brandTagline")}`, { full: true });
  const features = FEATURES.filter((feature) => feature !== "gifts" || config.brand !== "event");
  return (
    <main className="app-page start-page">
      <section className="start-page__hero" aria-labelledby="start-title">
        <div className="start-page__intro">
          <span className="start-page__logo">
            <Logo />
          </span>
          <h1 id="start-title">{config.displayName}</h1>
          <p className="start-page__tagline">{t("brandTagline")}</p>
          <p className="start-page__lead">{t("start.lead")}</p>
          <div className="start-page__actions">
            {siteId ? (
              <Link className="button button--primary" to={`/redigera/${siteId}/`}>
                {t("start.myPage")}
              </Link>
            ) : (
              <a className="button button--primary" href={startPathFor(config.brand)}>
                {t("start.create")}
              </a>
            )}
            <a className="button" href="/demo">
              {t("start.demo")}
            </a>
          </div>
          <p className="start-page__note">{t("start.createNote")}</p>
          {siteId ? null : (
            <p className="start-page__login">
              {t("start.haveAccount")} <Link to="/logga-in">{t("start.login")}</Link>
            </p>
          )}
        </div>
        <figure className="start-page__phone">
          <div className="start-page__phone-screen">
            {/* The real demo page, as a guest's phone shows it; a picture of it here, not a second page to tab through. */}
            <iframe src="/demo" title={t("start.previewLabel")} loading="lazy" tabIndex={-1} inert />
          </div>
          <figcaption>
            <a href="/demo">{t("start.previewOpen")}</a>
          </figcaption>
        </figure>
      </section>
      <section className="start-page__features" aria-labelledby="start-features">
        <h2 id="start-features">{t("start.featuresTitle")}</h2>
        <ul>
          {features.map((feature) => (
            <li key={feature}>
              <h3>{t(`start.features.${feature}.title`)}</h3>
              <p>{t(`start.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="start-page__price" aria-labelledby="start-price">
        <h2 id="start-price">{t("start.priceTitle")}</h2>
        <p className="start-page__price-figure">
          {t("start.priceFigure", { price: offer.price, months: offer.months })}
        </p>
        <p>{t("start.priceText", { domain: config.domain })}</p>
        {siteId ? null : (
          <a className="button button--primary" href={startPathFor(config.brand)}>
            {t("start.create")}
          </a>
        )}
      </section>
      <footer className="start-page__footer">
        <Link to={LEGAL_PATHS.terms}>{t("start.terms")}</Link>
        <Link to={LEGAL_PATHS.privacy}>{t("start.privacy")}</Link>
        <a href={`mailto:${config.contactMail}`}>{config.contactMail}</a>
      </footer>
    </main>
  );
}
