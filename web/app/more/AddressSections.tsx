// The Mer drawer's address block and QR code (SPEC §2, §7): the live address to open and copy, or the
// way to choose one (/redigera/{id}/valj-adress); the QR code of the address with downloads as PNG (to
// share) and SVG (to print at any size), from the owner-only GET /api/sites/{id}/qr/{host}/{png|svg}.
// Neither is shown in quick start, where the page has no address.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LiveAddress } from "../address/LiveAddress";
import { addressPaths } from "../address/paths";

type Props = { siteId: string; host: string | null };

/** The PNG offered for download: large enough to print sharply on an invitation card. */
const PNG_DOWNLOAD_SIZE = 1200;
/** The preview's pixels: twice its shown size, for sharp edges on high-density screens. */
const PREVIEW_SIZE = 320;

export const qrUrl = (siteId: string, host: string, format: "png" | "svg", size: number) =>
  `/api/sites/${encodeURIComponent(siteId)}/qr/${encodeURIComponent(host)}/${format}?size=${size}`;

export function AddressSection({ siteId, host }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  return (
    <section className="more-section" aria-labelledby={id}>
      <h3 className="more-section__title" id={id}>
        {t("more.address.title")}
      </h3>
      {host ? (
        <>
          <p className="more-section__lead">{t("more.address.live")}</p>
          <LiveAddress host={host} />
        </>
      ) : (
        <>
          <p className="more-section__lead">{t("more.address.none")}</p>
          <Link className="button button--primary" to={addressPaths.choose(siteId)}>
            {t("more.address.choose")}
          </Link>
        </>
      )}
    </section>
  );
}

export function QrSection({ siteId, host }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  return (
    <section className="more-section" aria-labelledby={id}>
      <h3 className="more-section__title" id={id}>
        {t("more.qr.title")}
      </h3>
      {host ? (
        <div className="more-qr">
          <img
            className="more-qr__image"
            src={qrUrl(siteId, host, "png", PREVIEW_SIZE)}
            alt={t("more.qr.alt", { host })}
            width={PREVIEW_SIZE / 2}
            height={PREVIEW_SIZE / 2}
            loading="lazy"
          />
          <div className="more-qr__text">
            <p className="more-section__lead">{t("more.qr.lead")}</p>
            <p className="more-qr__downloads">
              <a
                className="button"
                href={qrUrl(siteId, host, "png", PNG_DOWNLOAD_SIZE)}
                download={`qr-${host}.png`}
              >
                {t("more.qr.png")}
              </a>
              <a
                className="button"
                href={qrUrl(siteId, host, "svg", PNG_DOWNLOAD_SIZE)}
                download={`qr-${host}.svg`}
              >
                {t("more.qr.svg")}
              </a>
            </p>
            <p className="field__hint">{t("more.qr.formatHint")}</p>
          </div>
        </div>
      ) : (
        <p className="more-section__note">{t("more.qr.needsAddress")}</p>
      )}
    </section>
  );
}
