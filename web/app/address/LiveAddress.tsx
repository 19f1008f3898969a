// The site's live address (SPEC §2, issue 9 item 7): a link that opens it in a new tab and a copy
// button whose result is announced. Used by the action bar, the account page and the confirmations.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { liveUrlHere } from "./live-url";

type Props = { host: string; variant?: "bar" | "block" };

export function LiveAddress({ host, variant = "block" }: Props) {
  const { t } = useTranslation("app");
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const url = liveUrlHere(host);
  const shown = `https://${host}`;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown);
      setCopied("yes");
    } catch {
      // No clipboard (an insecure origin, a refused permission): say so; the address stays selectable.
      setCopied("no");
    }
  }

  return (
    <span className={`live-address live-address--${variant}`}>
      {variant === "bar" ? (
        // In the crowded action bar a phone shows 'Öppna sidan', a wide screen the host; the name
        // holds both (WCAG 2.5.3 label in name).
        <a
          className="live-address__link"
          href={url}
          target="_blank"
          rel="noopener"
          aria-label={t("address.live.openLabel", { host })}
        >
          <span className="live-address__host">{host}</span>
          <span className="live-address__short">{t("address.live.open")}</span>
        </a>
      ) : (
        <a className="live-address__link" href={url} target="_blank" rel="noopener">
          <span className="live-address__host">{host}</span>
          <span className="visually-hidden"> {t("address.live.opensNewTab")}</span>
        </a>
      )}
      <button
        type="button"
        className={variant === "bar" ? "action-button" : "button"}
        onClick={copy}
        aria-label={t("address.live.copyLabel", { host })}
      >
        {t("address.live.copy")}
      </button>
      <span className="live-address__status" role="status">
        {copied === "yes" ? t("address.live.copied") : copied === "no" ? t("address.live.copyFailed") : ""}
      </span>
    </span>
  );
}
