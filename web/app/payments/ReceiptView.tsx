// The receipt of a payment (SPEC §3 Receipt, §9): GET .../payment/receipt/{reference}, amounts in kronor
// with the VAT split, date (YYYY-MM-DD HH:mm), method and reference, the address bought, and the seller
// (name, address, organisation and VAT numbers, as bookkeeping rules ask of a receipt); printable (the
// print stylesheet in design/app-address.css shows only the receipt).
import { type PaymentProduct, PRODUCT_NAMES } from "@core/payments";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { trackPurchase } from "../analytics";
import { appConfig } from "../config";
import { currencyOfMarket, formatKronor } from "./money";
import { paymentsApi, type ReceiptSeller } from "./payments-api";

/** The company that sold, as every receipt names it (also the order confirmation's receipt). */
export function SellerDetails({ seller, contact }: { seller: ReceiptSeller; contact?: string }) {
  const { t } = useTranslation("app");
  // An 8-digit number is a Danish CVR number; a Swedish organisation number is NNNNNN-NNNN.
  const orgLabel = /^\d{8}$/.test(seller.orgNumber)
    ? t("payments.receipt.seller.cvrNumber")
    : t("payments.receipt.seller.orgNumber");
  return (
    <p className="receipt__seller">
      <span className="visually-hidden">{t("payments.receipt.seller.label")}: </span>
      <strong>{seller.name}</strong>
      <br />
      {seller.address}
      <br />
      {orgLabel} {seller.orgNumber} · {t("payments.receipt.seller.vatNumber")} {seller.vatNumber}
      {contact ? (
        <>
          <br />
          {contact}
        </>
      ) : null}
    </p>
  );
}

export function ReceiptView({ siteId, reference }: { siteId: string; reference: string }) {
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const headingId = useId();
  const receipt = useQuery({
    queryKey: ["receipt", siteId, reference],
    queryFn: () => paymentsApi.receipt(siteId, reference),
  });
  const shown = receipt.data;
  useEffect(() => {
    // A payment paid back bought nothing: no purchase is counted.
    if (!shown || shown.refund) return;
    void trackPurchase({ ...shown, currency: shown.currency ?? currencyOfMarket(config.market) });
  }, [shown, config.market]);
  if (receipt.isPending) return <p role="status">{t("payments.receipt.loading")}</p>;
  if (!receipt.data) {
    return (
      <p className="payment-message payment-message--error" role="alert">
        {t("payments.receipt.loadFailed")}
      </p>
    );
  }
  const data = receipt.data;
  const currency = data.currency ?? currencyOfMarket(config.market);
  const money = (amount: number) => formatKronor(amount, currency, { decimals: true });
  const names = (PRODUCT_NAMES as Record<string, Record<string, string>>)[data.product as PaymentProduct];
  const productName = names?.[i18n.language] ?? names?.sv ?? data.product;
  const method = ["swish", "card", "free"].includes(data.paymentMethod)
    ? t(`payments.receipt.method.${data.paymentMethod}`)
    : data.paymentMethod;

  return (
    <section className="receipt" aria-labelledby={headingId}>
      <div className="receipt__head">
        <h2 id={headingId}>{t("payments.receipt.title")}</h2>
        {data.seller ? (
          <SellerDetails seller={data.seller} contact={`${config.displayName} · ${config.contactMail}`} />
        ) : (
          <p className="receipt__seller">
            {config.displayName} · {config.contactMail}
          </p>
        )}
      </div>
      {data.refund ? (
        <div className="payment-message payment-message--error" role="alert">
          <p>
            <strong>{t("payments.receipt.refund.title")}</strong>
          </p>
          <p>
            {t(`payments.receipt.refund.reason.${data.refund.reason}`, {
              defaultValue: t("payments.receipt.refund.reason.other"),
              target: data.target ?? "",
            })}{" "}
            {t(
              data.refund.status === "REFUNDED"
                ? "payments.receipt.refund.done"
                : data.refund.status === "FAILED"
                  ? "payments.receipt.refund.byHand"
                  : "payments.receipt.refund.onItsWay",
              { mail: config.contactMail },
            )}
          </p>
        </div>
      ) : null}
      <dl className="receipt__facts">
        <div>
          <dt>{t("payments.receipt.product")}</dt>
          <dd>{productName}</dd>
        </div>
        {data.target ? (
          <div>
            <dt>{t("payments.receipt.target")}</dt>
            <dd>{data.target}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("payments.receipt.date")}</dt>
          <dd>{data.date}</dd>
        </div>
        <div>
          <dt>{t("payments.receipt.method.label")}</dt>
          <dd>{method}</dd>
        </div>
        <div>
          <dt>{t("payments.receipt.reference")}</dt>
          <dd>{data.reference}</dd>
        </div>
        {data.paidBy ? (
          <div>
            <dt>{t("payments.receipt.paidBy")}</dt>
            <dd>{data.paidBy}</dd>
          </div>
        ) : null}
      </dl>
      <table className="receipt__amounts">
        <tbody>
          <tr>
            <th scope="row">{t("payments.receipt.withoutVat")}</th>
            <td>{money(data.amountWithoutVat)}</td>
          </tr>
          <tr>
            <th scope="row">{t("payments.receipt.vat")}</th>
            <td>{money(data.amountVat)}</td>
          </tr>
          <tr className="receipt__total">
            <th scope="row">{t("payments.receipt.total")}</th>
            <td>{money(data.amountWithVat)}</td>
          </tr>
        </tbody>
      </table>
      <button type="button" className="button receipt__print" onClick={() => window.print()}>
        {t("payments.receipt.print")}
      </button>
    </section>
  );
}
