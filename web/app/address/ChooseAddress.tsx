// /valj-adress: the two products (SPEC §2 Address choice, §9 prices): a subdomain of the brand's
// domain or an own domain, each with its price (VAT included), how long it lasts and the address form.
import type { PaymentProduct } from "@core/payments";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { appConfig } from "../config";
import { formatKronor } from "../payments/money";
import { openModuleHref } from "../starting-texts/entries";
import { StartingTextList } from "../starting-texts/StartingTextList";
import type { AddressScreenProps } from "./AddressPage";
import { LiveAddress } from "./LiveAddress";
import { addressPaths } from "./paths";
import { quoteFor } from "./prices";

export function ChooseAddress({ siteId, site }: AddressScreenProps) {
  const { t } = useTranslation("app");
  const config = appConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const offer = (product: PaymentProduct) => {
    const quote = quoteFor(product, site, config);
    return quote
      ? { price: formatKronor(quote.amount, quote.currency), months: quote.months, free: quote.amount === 0 }
      : null;
  };
  const subdomain = offer("subdomain");
  const domain = offer("domain_name");

  return (
    <div className="address-screen">
      <h1 ref={heading} tabIndex={-1} className="address-screen__title">
        {t("address.choose.title")}
      </h1>
      <p className="address-screen__lead">{t("address.choose.lead")}</p>
      {site.active && site.host ? (
        <p className="address-screen__current">
          {t("address.choose.current")} <LiveAddress host={site.host} />
        </p>
      ) : null}
      {/* Before publishing: what is still a starting text or untranslated, each a link into the editor. */}
      <StartingTextList
        modules={site.siteModules}
        languages={site.availableLanguages.map((l) => l.languageCode)}
        hrefOf={(entry) => openModuleHref(addressPaths.editor(siteId), entry.module.id, entry.language)}
        variant="publish"
      />
      <ul className="address-products">
        <li className="address-product">
          <h2 className="address-product__name">{t("address.choose.subdomainName")}</h2>
          <p className="address-product__example">
            <span className="address-product__example-label">{t("address.choose.example")}</span>{" "}
            <strong>{t("address.choose.subdomainExample", { domain: config.domain })}</strong>
          </p>
          {subdomain ? (
            <p className="address-product__price">
              {subdomain.free ? t("address.choose.alreadyBought") : subdomain.price}
              {subdomain.free ? null : (
                <span className="address-product__vat"> {t("address.vatIncluded")}</span>
              )}
            </p>
          ) : null}
          <ul className="address-product__gives">
            {subdomain && subdomain.months > 0 ? (
              <li>{t("address.choose.months", { count: subdomain.months })}</li>
            ) : null}
            <li>{t("address.choose.subdomainGives")}</li>
            <li>{t("address.choose.instant")}</li>
          </ul>
          <Link className="button button--primary address-product__go" to={addressPaths.subdomain(siteId)}>
            {t("address.choose.subdomainGo")}
          </Link>
        </li>
        <li className="address-product address-product--domain">
          <h2 className="address-product__name">{t("address.choose.domainName")}</h2>
          <p className="address-product__example">
            <span className="address-product__example-label">{t("address.choose.example")}</span>{" "}
            <strong>{t("address.choose.domainExample")}</strong>
          </p>
          {domain ? (
            <p className="address-product__price">
              {domain.free ? t("address.free") : domain.price}
              {domain.free ? null : <span className="address-product__vat"> {t("address.vatIncluded")}</span>}
            </p>
          ) : null}
          <ul className="address-product__gives">
            {domain ? <li>{t("address.choose.months", { count: domain.months })}</li> : null}
            <li>{t("address.choose.domainGives")}</li>
            <li>{t("address.choose.domainOwned")}</li>
          </ul>
          <Link className="button button--primary address-product__go" to={addressPaths.domain(siteId)}>
            {t("address.choose.domainGo")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
