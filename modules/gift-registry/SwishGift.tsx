// A Swish gift's part of its card (issue 27): the amount (a fixed share, or 'Valfritt belopp') and the
// fund's goal; on a phone a 'Swisha' button that opens the Swish app pre-filled (payee, amount, message
// naming the gift), on a wide screen the pre-filled Swish QR code to scan (an image the server draws: no
// code in the browser), the number and message written out for anyone typing them, a line saying that no
// money passes through the page, and 'Jag har swishat'. Which of button and QR shows is CSS only
// (design/guest-gifts.css), so it works before and without the island's JavaScript.
import { formatKronor, formatSwishNumber, swishAppLink, swishMessage, swishQrText } from "@core/swish";
import { useTranslation } from "@web/i18n/use-translation";
import type { ViewMode } from "../view-types";

type Props = {
  swish: { amount: number | null; goal: number | null };
  /** The gift's title in the page language: the payment's message. */
  title: string;
  language: string;
  mode: ViewMode;
  /** The couple's Swish number (normalised); null where the page does not have it (editor, review). */
  number: string | null;
  titleId: string;
  onTell: () => void;
};

export function SwishGift({ swish, title, language, mode, number, titleId, onTell }: Props) {
  const { t } = useTranslation("guest");
  const kr = (amount: number) => formatKronor(amount, language);
  const payment = { number: number ?? "", amount: swish.amount, message: title };
  const message = swishMessage(title);
  return (
    <div className="gift-swish">
      <p className="gift-swish__amount">
        <span>
          {swish.amount === null
            ? t("giftRegistry.swish.amountFree")
            : t("giftRegistry.swish.amountShare", { amount: kr(swish.amount) })}
        </span>
        {swish.goal !== null ? <span>{t("giftRegistry.swish.goal", { amount: kr(swish.goal) })}</span> : null}
      </p>
      {number ? (
        <>
          <a
            className="gift-button gift-button--primary gift-swish__app"
            href={swishAppLink(payment)}
            aria-describedby={titleId}
          >
            {swish.amount === null
              ? t("giftRegistry.swish.button")
              : t("giftRegistry.swish.buttonAmount", { amount: kr(swish.amount) })}
          </a>
          <figure className="gift-swish__qr">
            <img
              src={`/api/gift-registry/swish-qr?text=${encodeURIComponent(swishQrText(payment))}`}
              alt={t("giftRegistry.swish.qrAlt", { number: formatSwishNumber(number), title })}
              width={168}
              height={168}
              loading="lazy"
              decoding="async"
            />
            <figcaption>{t("giftRegistry.swish.scan")}</figcaption>
          </figure>
          <dl className="gift-swish__details">
            <div>
              <dt>{t("giftRegistry.swish.number")}</dt>
              <dd>{formatSwishNumber(number)}</dd>
            </div>
            {message ? (
              <div>
                <dt>{t("giftRegistry.swish.message")}</dt>
                <dd>{message}</dd>
              </div>
            ) : null}
          </dl>
          <a className="gift-swish__open-app" href={swishAppLink(payment)}>
            {t("giftRegistry.swish.openApp")}
          </a>
        </>
      ) : mode !== "PUBLIC" ? (
        <p className="gift-swish__preview">{t("giftRegistry.swish.preview")}</p>
      ) : null}
      <p className="gift-swish__direct">{t("giftRegistry.swish.direct")}</p>
      {number || mode !== "PUBLIC" ? (
        <button
          type="button"
          className="gift-button gift-button--quiet gift-swish__tell"
          onClick={onTell}
          aria-describedby={titleId}
        >
          {t("giftRegistry.swish.tell")}
        </button>
      ) : null}
    </div>
  );
}
