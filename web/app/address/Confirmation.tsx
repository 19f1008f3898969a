// The confirmations after buying an address (SPEC §2: /subdoman/bekraftelse/{ref?},
// /doman/bekraftelse/{ref?}): a headline, the live address (link and copy) and, when there is a
// payment reference, its receipt.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ReceiptView } from "../payments/ReceiptView";
import type { AddressScreenProps } from "./AddressPage";
import { LiveAddress } from "./LiveAddress";
import { addressPaths } from "./paths";

type Props = AddressScreenProps & { kind: "subdomain" | "domain" };

export function Confirmation({ siteId, site, kind }: Props) {
  const { t } = useTranslation("app");
  const { reference } = useParams();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="address-screen address-confirmation">
      <div className="address-confirmation__hero">
        <span className="address-confirmation__tick" aria-hidden="true">
          ✓
        </span>
        <h1 ref={heading} tabIndex={-1} className="address-screen__title">
          {t(`address.done.${kind}Title`)}
        </h1>
        <p className="address-screen__lead">{t(`address.done.${kind}Text`)}</p>
        {site.host ? (
          <div className="address-confirmation__address">
            <span className="address-confirmation__label">{t("address.done.yourAddress")}</span>
            <LiveAddress host={site.host} />
          </div>
        ) : null}
        {kind === "domain" ? <p className="field__hint">{t("address.done.domainDelay")}</p> : null}
      </div>
      {reference ? <ReceiptView siteId={siteId} reference={reference} /> : null}
      <div className="address-screen__actions">
        <Link className="button button--primary" to={addressPaths.editor(siteId)}>
          {t("address.backToEditor")}
        </Link>
        <Link className="button" to={addressPaths.account(siteId)}>
          {t("address.toAccount")}
        </Link>
      </div>
    </div>
  );
}
