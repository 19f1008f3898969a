// /doman-annan-registrar/bekraftelse/{ref?} (SPEC §2, §9): the couple keeps their domain at their own
// registrar, so this shows what to set there — an A record and a CNAME for www — and a check that
// says when the domain points here.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { ReceiptView } from "../payments/ReceiptView";
import type { AddressScreenProps } from "./AddressPage";
import { hostsApi } from "./hosts-api";
import { addressPaths } from "./paths";

type Check =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "done"; pointsHere: boolean }
  | { state: "failed" };

export function OtherRegistrarConfirmation({ siteId, site, account }: AddressScreenProps) {
  const { t } = useTranslation("app");
  const { reference } = useParams();
  const [params] = useSearchParams();
  const domain = params.get("doman") ?? account?.site.customDomains[0]?.domain ?? site.host ?? "";
  const settings = useQuery({
    queryKey: ["dns-settings", siteId],
    queryFn: () => hostsApi.dnsSettings(siteId),
  });
  const [check, setCheck] = useState<Check>({ state: "idle" });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function checkNow() {
    setCheck({ state: "checking" });
    try {
      const answer = await hostsApi.dnsCheck(siteId, domain);
      setCheck({ state: "done", pointsHere: answer.pointsHere });
    } catch {
      setCheck({ state: "failed" });
    }
  }

  return (
    <div className="address-screen address-confirmation">
      <h1 ref={heading} tabIndex={-1} className="address-screen__title">
        {t("address.other.title")}
      </h1>
      <p className="address-screen__lead">{t("address.other.lead", { domain })}</p>
      <section className="dns-settings" aria-labelledby="dns-settings-title">
        <h2 id="dns-settings-title">{t("address.other.settingsTitle")}</h2>
        {settings.data ? (
          <table className="dns-settings__table">
            <thead>
              <tr>
                <th scope="col">{t("address.other.type")}</th>
                <th scope="col">{t("address.other.name")}</th>
                <th scope="col">{t("address.other.value")}</th>
              </tr>
            </thead>
            <tbody>
              {settings.data.aRecord ? (
                <tr>
                  <td>A</td>
                  <td>{domain}</td>
                  <td className="dns-settings__value">{settings.data.aRecord}</td>
                </tr>
              ) : null}
              <tr>
                <td>CNAME</td>
                <td>www.{domain}</td>
                <td className="dns-settings__value">{settings.data.cnameTarget}</td>
              </tr>
            </tbody>
          </table>
        ) : (
          <p role="status">{settings.error ? t("address.other.settingsFailed") : t("address.loading")}</p>
        )}
        <p className="field__hint">{t("address.other.delay")}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={checkNow}
          disabled={check.state === "checking" || !domain}
        >
          {check.state === "checking" ? t("address.other.checking") : t("address.other.checkNow")}
        </button>
        <p className="address-answer" role="status">
          {check.state === "done"
            ? check.pointsHere
              ? t("address.other.pointsHere", { domain })
              : t("address.other.notYet", { domain })
            : check.state === "failed"
              ? t("address.other.checkFailed")
              : ""}
        </p>
      </section>
      {reference ? <ReceiptView siteId={siteId} reference={reference} /> : null}
      <div className="address-screen__actions">
        <Link className="button" to={addressPaths.editor(siteId)}>
          {t("address.backToEditor")}
        </Link>
      </div>
    </div>
  );
}
