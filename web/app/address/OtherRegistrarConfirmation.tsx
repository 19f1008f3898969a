// /doman-annan-registrar/bekraftelse/{ref?} (SPEC §2, §9): the couple keeps their domain at their own
// registrar, so this shows what to set there — an A record and a CNAME for www — and a check that
// says when the domain points here, what it points at while it does not, and whether www. follows.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { ReceiptView } from "../payments/ReceiptView";
import type { AddressScreenProps } from "./AddressPage";
import { DnsRecords } from "./DnsRecords";
import { type DnsCheck, hostsApi } from "./hosts-api";
import { LiveAddress } from "./LiveAddress";
import { addressPaths } from "./paths";

type Check =
  | { state: "idle" }
  | { state: "checking"; last: DnsCheck | null }
  | { state: "done"; answer: DnsCheck }
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
    // The last answer stays on screen while the next is asked, so the text does not blink away.
    setCheck((current) => ({ state: "checking", last: current.state === "done" ? current.answer : null }));
    try {
      setCheck({ state: "done", answer: await hostsApi.dnsCheck(siteId, domain) });
    } catch {
      setCheck({ state: "failed" });
    }
  }

  const answer = check.state === "done" ? check.answer : check.state === "checking" ? check.last : null;
  return (
    <div className="address-screen address-confirmation">
      <h1 ref={heading} tabIndex={-1} className="address-screen__title">
        {t("address.other.title")}
      </h1>
      <p className="address-screen__lead">{t("address.other.lead", { domain })}</p>
      <section className="dns-settings" aria-labelledby="dns-settings-title">
        <h2 id="dns-settings-title">{t("address.other.settingsTitle")}</h2>
        {settings.data ? (
          <DnsRecords domain={domain} settings={settings.data} />
        ) : (
          <p role="status">{settings.error ? t("address.other.settingsFailed") : t("address.loading")}</p>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={checkNow}
          disabled={check.state === "checking" || !domain}
        >
          {check.state === "checking" ? t("address.other.checking") : t("address.other.checkNow")}
        </button>
        <div className="address-answer dns-check" role="status">
          {check.state === "failed" ? <p>{t("address.other.checkFailed")}</p> : null}
          {answer ? <CheckAnswer domain={domain} answer={answer} /> : null}
        </div>
        {answer?.pointsHere ? <LiveAddress host={domain} /> : null}
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

function CheckAnswer({ domain, answer }: { domain: string; answer: DnsCheck }) {
  const { t } = useTranslation("app");
  if (!answer.pointsHere) {
    return (
      <>
        <p className="address-answer__no">{t("address.other.notYet", { domain })}</p>
        <p>
          {answer.aRecords.length > 0
            ? t("address.other.pointsAt", { domain, addresses: answer.aRecords.join(", ") })
            : t("address.other.noRecord", { domain })}
        </p>
      </>
    );
  }
  return (
    <>
      <p className="address-answer__ok">{t("address.other.pointsHere", { domain })}</p>
      {answer.wwwPointsHere ? null : <p>{t("address.other.wwwNotYet", { domain })}</p>}
    </>
  );
}
