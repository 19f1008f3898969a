// Paying for an own domain and putting the site on it (SPEC §4 Domain purchase): pay (or take a free
// registration), then for a domain we register: wait 5 s and POST register, retried on 402; for a
// domain at another registrar the payment itself points the site there and the confirmation shows the
// DNS settings.
import type { PaymentProduct } from "@core/payments";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { appConfig } from "../config";
import { formatKronor } from "../payments/money";
import { PaymentChooser } from "../payments/PaymentChooser";
import { paymentsApi } from "../payments/payments-api";
import { refreshSiteAndAccount } from "../payments/refresh";
import type { AddressScreenProps } from "./AddressPage";
import { hostsApi } from "./hosts-api";
import { oldAddressKept } from "./old-address";
import { addressPaths } from "./paths";
import { quoteFor } from "./prices";
import { registerWithRetry, sleep } from "./register-retry";

type Props = Pick<AddressScreenProps, "siteId" | "site"> & {
  domain: string;
  product: Extract<PaymentProduct, "domain_name" | "domain_name_other_registrar">;
};

export function DomainCheckout({ siteId, site, domain, product }: Props) {
  const { t } = useTranslation("app");
  const config = appConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [working, setWorking] = useState<"free" | "registering" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const quote = quoteFor(product, site, config);
  const ours = product === "domain_name";
  // The address guests already have keeps working, sending them on: said before paying.
  const kept = oldAddressKept(site, domain);

  const done = useCallback(
    async (reference: string) => {
      if (ours) {
        setWorking("registering");
        const outcome = await registerWithRetry({ register: () => hostsApi.register(siteId, domain), sleep });
        if (!outcome.ok) {
          setWorking(null);
          if (outcome.reason === "noPayment") setProblem(t("address.domain.noPayment"));
          else setError({ error: outcome.error, description: t("address.domain.registerFailed") });
          return;
        }
      }
      await refreshSiteAndAccount(queryClient, siteId);
      navigate(
        ours
          ? addressPaths.domainDone(siteId, reference)
          : addressPaths.otherRegistrarDone(siteId, domain, reference),
      );
    },
    [ours, siteId, domain, navigate, queryClient, t],
  );

  async function takeFree() {
    if (!quote) return;
    setWorking("free");
    try {
      const { reference } = await paymentsApi.free(siteId, {
        paymentProduct: quote.product,
        host: domain,
      });
      await done(reference);
    } catch (cause) {
      setWorking(null);
      setError({ error: cause, description: t("address.domain.registerFailed") });
    }
  }

  if (!quote) return null;
  return (
    <div className="domain-checkout">
      <p className="address-product__price">
        {quote.amount === 0 ? t("address.free") : formatKronor(quote.amount, quote.currency)}
        {quote.amount === 0 ? null : (
          <span className="address-product__vat"> {t("address.vatIncluded")}</span>
        )}
        <span className="address-product__months">
          {" "}
          · {t("address.choose.months", { count: quote.months })}
        </span>
      </p>
      {quote.rule === "table" && quote.product !== product ? (
        <p className="field__hint">{t("address.domain.upgradeNote")}</p>
      ) : null}
      {kept ? (
        <p className="field__hint">
          {t("address.domain.oldAddressKept", { host: kept.host, domain, date: kept.until })}
        </p>
      ) : null}
      {working ? (
        <p className="payment-message" role="status">
          <span className="payment-spinner" aria-hidden="true" />{" "}
          {working === "registering"
            ? t("address.domain.registering", { domain })
            : t("address.domain.working")}
        </p>
      ) : problem ? (
        <p className="payment-message payment-message--error" role="alert">
          {problem}
        </p>
      ) : quote.amount === 0 ? (
        <button type="button" className="button button--primary" onClick={takeFree}>
          {t("address.domain.takeFree", { domain })}
        </button>
      ) : (
        <PaymentChooser
          key={`${product}:${domain}`}
          payFor={{ siteId, purchase: { paymentProduct: quote.product, host: domain } }}
          amountText={formatKronor(quote.amount, quote.currency)}
          onPaid={done}
        />
      )}
      <ErrorDialog shown={error} />
    </div>
  );
}
