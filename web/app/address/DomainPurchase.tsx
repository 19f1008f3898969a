// /valj-adress/doman/ (SPEC §4 Domain search): search a name among se, nu, com and eu. States 0 idle,
// 1 available (buy it), 2 unavailable, 3 offer to use a domain the couple already owns (another
// registrar; any top-level domain, since the couple bought it elsewhere). A site that already has an
// own domain is told to contact support to change it.
import { OFFERED_TLDS, type OfferedTld } from "@core/hosts";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError } from "../api";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { appConfig } from "../config";
import type { AddressScreenProps } from "./AddressPage";
import { AddressSearch } from "./AddressSearch";
import { DomainCheckout } from "./DomainCheckout";
import { type DomainField, domainOf, ownDomainOf, typeDomainName } from "./domain-input";
import { type DomainAnswer, hostsApi } from "./hosts-api";

type SearchState =
  | { state: 0 }
  | { state: 1; domain: string }
  | { state: 2; domain: string; reason: NonNullable<DomainAnswer["reason"]> | "CURRENT" }
  /** 'We already own it': `typed` is the owner's own field, prefilled with the name searched. */
  | { state: 3; typed: string };

export function DomainPurchase({ siteId, site, account }: AddressScreenProps) {
  const { t } = useTranslation("app");
  const config = appConfig();
  const [field, setField] = useState<DomainField>({ name: "", tld: "se" });
  const [search, setSearch] = useState<SearchState>({ state: 0 });
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const inputId = useId();
  const ownInputId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A new answer takes the focus (and is read out); typing in the 'we own it' field is not a new answer.
  const answerKey =
    search.state === 0 || search.state === 3 ? String(search.state) : `${search.state}:${search.domain}`;
  useEffect(() => {
    if (answerKey !== "0") answer.current?.focus();
  }, [answerKey]);

  const owned = account?.site.customDomains[0];
  if (owned) {
    return (
      <div className="address-screen">
        <h1 ref={heading} tabIndex={-1} className="address-screen__title">
          {t("address.domain.title")}
        </h1>
        <p className="address-screen__lead">{t("address.domain.alreadyOwned", { domain: owned.domain })}</p>
        <p>
          <a className="button button--primary" href={`mailto:${config.contactMail}`}>
            {t("address.domain.contact", { mail: config.contactMail })}
          </a>
        </p>
      </div>
    );
  }

  const domain = domainOf(field);
  const owned3 = search.state === 3 ? ownDomainOf(search.typed) : null;
  const ownInvalid = search.state === 3 && search.typed.trim() !== "" && !owned3;
  const change = (next: DomainField) => {
    setField(next);
    setSearch({ state: 0 });
  };

  async function find(event: React.FormEvent) {
    event.preventDefault();
    if (!domain || searching) return;
    setSearching(true);
    try {
      const result = await hostsApi.domainAvailable(siteId, domain);
      if (result.available && !result.current) setSearch({ state: 1, domain: result.domain ?? domain });
      else setSearch({ state: 2, domain, reason: result.current ? "CURRENT" : (result.reason ?? "TAKEN") });
    } catch (cause) {
      const registrar = cause instanceof ApiRequestError && cause.status === 502;
      setError({
        error: cause,
        description: t(registrar ? "address.domain.registrarFailed" : "address.domain.searchFailed"),
      });
    } finally {
      setSearching(false);
    }
  }

  return (
    <div className="address-screen">
      <h1 ref={heading} tabIndex={-1} className="address-screen__title">
        {t("address.domain.title")}
      </h1>
      <p className="address-screen__lead">{t("address.domain.lead")}</p>
      <AddressSearch
        inputId={inputId}
        label={t("address.domain.label")}
        value={field.name}
        suffix={`.${field.tld}`}
        onInput={(raw) => change(typeDomainName(raw, field.tld))}
        onSubmit={find}
        canSearch={Boolean(domain)}
        searching={searching}
      >
        <fieldset className="tld-choice">
          <legend>{t("address.domain.tld")}</legend>
          {OFFERED_TLDS.map((tld) => (
            <label key={tld} className="tld-choice__option">
              <input
                type="radio"
                name="tld"
                value={tld}
                checked={field.tld === tld}
                onChange={() => change({ ...field, tld: tld as OfferedTld })}
              />
              <span>.{tld}</span>
            </label>
          ))}
        </fieldset>
      </AddressSearch>

      <div ref={answer} tabIndex={-1} className="address-answer" aria-live="polite">
        {search.state === 1 ? (
          <p className="address-answer__ok">{t("address.domain.available", { domain: search.domain })}</p>
        ) : null}
        {search.state === 2 ? (
          <>
            <p className="address-answer__no">
              {t(`address.domain.reason.${search.reason}`, { domain: search.domain })}
            </p>
            {search.reason === "TAKEN" ? (
              <button
                type="button"
                className="button"
                onClick={() => setSearch({ state: 3, typed: search.domain })}
              >
                {t("address.domain.ownIt", { domain: search.domain })}
              </button>
            ) : null}
          </>
        ) : null}
        {search.state === 3 ? (
          <>
            <h2 className="address-answer__title">
              {owned3
                ? t("address.domain.otherTitle", { domain: owned3 })
                : t("address.domain.otherTitleAny")}
            </h2>
            <p>{t("address.domain.otherText")}</p>
            <div className="field own-domain-field">
              <label htmlFor={ownInputId}>{t("address.domain.ownLabel")}</label>
              <input
                id={ownInputId}
                type="text"
                inputMode="url"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={search.typed}
                aria-describedby={`${ownInputId}-hint`}
                aria-invalid={ownInvalid}
                onChange={(event) => setSearch({ state: 3, typed: event.target.value })}
                // A pasted address is shown as the domain it gives once the owner leaves the field.
                onBlur={() => (owned3 ? setSearch({ state: 3, typed: owned3 }) : undefined)}
              />
              <p id={`${ownInputId}-hint`} className={ownInvalid ? "field__error" : "field__hint"}>
                {ownInvalid ? t("address.domain.ownInvalid") : t("address.domain.ownHint")}
              </p>
            </div>
          </>
        ) : null}
      </div>

      {search.state === 1 ? (
        <DomainCheckout siteId={siteId} site={site} domain={search.domain} product="domain_name" />
      ) : null}
      {owned3 ? (
        <DomainCheckout siteId={siteId} site={site} domain={owned3} product="domain_name_other_registrar" />
      ) : null}
      {search.state === 0 ? (
        <p className="address-screen__aside">
          <button
            type="button"
            className="link-button"
            onClick={() => setSearch({ state: 3, typed: domain ?? "" })}
          >
            {domain ? t("address.domain.ownIt", { domain }) : t("address.domain.ownAny")}
          </button>
        </p>
      ) : null}
      <ErrorDialog shown={error} />
    </div>
  );
}
