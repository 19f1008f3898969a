// /valj-adress/subdoman/ (SPEC §4 Subdomain): the owner types a name (sanitised as they type into a
// DNS label), searches, and when it is free pays for it (or takes it free when the subdomain is already
// bought); then the host is set (PUT host) and the confirmation shows.
import {
  checkSubdomainLabel,
  finalLabel,
  sanitizeLabelInput,
  subdomainHost,
  subdomainLabelOf,
} from "@core/hosts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { appConfig } from "../config";
import { formatKronor } from "../payments/money";
import { PaymentChooser } from "../payments/PaymentChooser";
import { refreshSiteAndAccount } from "../payments/refresh";
import type { AddressScreenProps } from "./AddressPage";
import { AddressSearch } from "./AddressSearch";
import { hostsApi, type SubdomainAnswer } from "./hosts-api";
import { addressPaths } from "./paths";
import { quoteFor } from "./prices";
import { putHostWithRetry, sleep } from "./register-retry";

type Search = { label: string; answer: SubdomainAnswer };

export function SubdomainPurchase({ siteId, site }: AddressScreenProps) {
  const { t } = useTranslation("app");
  const config = appConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currentLabel = site.host ? subdomainLabelOf(site.host, config.domain) : null;
  const [value, setValue] = useState("");
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState<Search | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const inputId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const label = finalLabel(value);
  const canSearch = label !== "" && label !== currentLabel;
  const quote = quoteFor("subdomain", site, config);

  async function find(event: React.FormEvent) {
    event.preventDefault();
    if (!canSearch || searching) return;
    const checked = checkSubdomainLabel(label);
    if (!checked.ok) {
      setSearch({ label, answer: { available: false, host: null, reason: checked.reason } });
      return;
    }
    setSearching(true);
    try {
      setSearch({ label, answer: await hostsApi.subdomainAvailable(siteId, label) });
    } catch (cause) {
      setError({ error: cause, description: t("address.subdomain.searchFailed") });
    } finally {
      setSearching(false);
    }
  }
  useEffect(() => {
    if (search) answerRef.current?.focus();
  }, [search]);

  const publish = useCallback(
    async (host: string, reference: string | null) => {
      setPublishing(true);
      try {
        await putHostWithRetry({ register: () => hostsApi.putHost(siteId, host), sleep });
        await refreshSiteAndAccount(queryClient, siteId);
        navigate(addressPaths.subdomainDone(siteId, reference));
      } catch (cause) {
        setPublishing(false);
        setError({ error: cause, description: t("address.subdomain.publishFailed") });
      }
    },
    [siteId, queryClient, navigate, t],
  );

  const found =
    search?.label === label && search.answer.available && search.answer.host ? search.answer.host : null;
  const onPaid = useCallback((reference: string) => found && publish(found, reference), [found, publish]);

  return (
    <div className="address-screen">
      <h1 ref={heading} tabIndex={-1} className="address-screen__title">
        {t("address.subdomain.title")}
      </h1>
      <p className="address-screen__lead">{t("address.subdomain.lead")}</p>
      <AddressSearch
        inputId={inputId}
        label={t("address.subdomain.label")}
        value={value}
        suffix={`.${config.domain}`}
        onInput={(raw) => {
          setValue(sanitizeLabelInput(raw));
          setSearch(null);
        }}
        onSubmit={find}
        canSearch={canSearch}
        searching={searching}
        disabled={publishing}
        describedBy={`${inputId}-preview`}
      >
        <p id={`${inputId}-preview`} className="address-search__preview">
          {label
            ? t("address.subdomain.preview", { host: subdomainHost(label, config.domain) })
            : t("address.subdomain.rules")}
        </p>
      </AddressSearch>

      <div ref={answerRef} tabIndex={-1} className="address-answer" aria-live="polite">
        {search && search.label === label ? (
          found ? (
            <p className="address-answer__ok">{t("address.subdomain.available", { host: found })}</p>
          ) : (
            <p className="address-answer__no">
              {search.answer.current
                ? t("address.subdomain.current")
                : t(`address.subdomain.reason.${search.answer.reason ?? "TAKEN"}`, {
                    host: subdomainHost(search.label, config.domain),
                  })}
            </p>
          )
        ) : null}
      </div>

      {found && quote && !publishing ? (
        quote.amount === 0 ? (
          <div className="address-free">
            <p>{t("address.subdomain.freeChange")}</p>
            <button type="button" className="button button--primary" onClick={() => publish(found, null)}>
              {t("address.subdomain.useIt", { host: found })}
            </button>
          </div>
        ) : (
          <PaymentChooser
            key={found}
            payFor={{ siteId, purchase: { paymentProduct: "subdomain", host: found } }}
            amountText={formatKronor(quote.amount, quote.currency)}
            onPaid={onPaid}
          />
        )
      ) : null}
      {publishing ? (
        <p className="payment-message" role="status">
          <span className="payment-spinner" aria-hidden="true" /> {t("address.subdomain.publishing")}
        </p>
      ) : null}
      <ErrorDialog shown={error} />
    </div>
  );
}
