// The records an owner sets at their own registrar (SPEC §9: an A record address and a CNAME target
// from configuration), one card per record so a phone never breaks an address in the middle, each
// value with a copy button: these are typed into another company's control panel, where a typo
// silently keeps the domain away.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DnsSettings } from "./hosts-api";

type DnsRecord = { type: string; name: string; value: string };

/** The records to set: the domain itself (A, or an ALIAS to the target when no A record is configured) and www. */
export function dnsRecordsFor(domain: string, settings: DnsSettings, aliasType: string): DnsRecord[] {
  return [
    settings.aRecord
      ? { type: "A", name: domain, value: settings.aRecord }
      : { type: aliasType, name: domain, value: settings.cnameTarget },
    { type: "CNAME", name: `www.${domain}`, value: settings.cnameTarget },
  ];
}

export function DnsRecords({ domain, settings }: { domain: string; settings: DnsSettings }) {
  const { t } = useTranslation("app");
  const [copied, setCopied] = useState<{ value: string; ok: boolean } | null>(null);
  const records = dnsRecordsFor(domain, settings, t("address.other.aliasType"));

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied({ value, ok: true });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the value stays selectable.
      setCopied({ value, ok: false });
    }
  }

  return (
    <>
      <ul className="dns-records">
        {records.map((record) => (
          <li key={record.name} className="dns-record">
            <dl className="dns-record__fields">
              <div>
                <dt>{t("address.other.type")}</dt>
                <dd>{record.type}</dd>
              </div>
              <div>
                <dt>{t("address.other.name")}</dt>
                <dd className="dns-record__name">{record.name}</dd>
              </div>
              <div>
                <dt>{t("address.other.value")}</dt>
                <dd className="dns-record__value">
                  <code>{record.value}</code>
                  <button
                    type="button"
                    className="button dns-record__copy"
                    onClick={() => copy(record.value)}
                    aria-label={t("address.other.copyValue", { value: record.value })}
                  >
                    {t("address.live.copy")}
                  </button>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="dns-records__status" role="status">
        {copied
          ? copied.ok
            ? t("address.other.copied", { value: copied.value })
            : t("address.other.copyFailed")
          : ""}
      </p>
      <p className="field__hint">
        {settings.aRecord ? t("address.other.nameHint") : t("address.other.aliasHint")}{" "}
        {t("address.other.delay")}
      </p>
    </>
  );
}
