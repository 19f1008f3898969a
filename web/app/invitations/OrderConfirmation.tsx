// The order's confirmation (SPEC §2 /inbjudningar/bekraftelse/{orderId}): thanks, what was ordered at
// what price, where it goes and when it is expected (not guaranteed), the receipt of the payment, and
// where the order is now (paid, sent to print, shipped), from GET /api/orders/{id}. Customers see the
// order by its payment's short reference, never our 24-character id; the receipt names the seller. An
// order of one card per household lists its households (issue 25), as the order keeps them.
import "./household-card.css";
import { carrierName, type Order, type OrderStatus } from "@core/orders/schema";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useLoadError } from "../components/load-error";
import { SellerDetails } from "../payments/ReceiptView";
import { deliveryDays, PriceLines } from "./Checkout";

const STEPS: Exclude<OrderStatus, "CREATED">[] = ["PAID", "SENT_TO_PRINT", "SHIPPED"];

export function OrderConfirmation({ siteId }: { siteId: string }) {
  const { orderId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const [error, setError] = useState<ShownError | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const order = useQuery({
    queryKey: ["order", orderId],
    queryFn: () => api.get<Order>(`/api/orders/${encodeURIComponent(orderId)}`),
    // A payment that has just been confirmed may still be applying: ask again until it is PAID.
    refetchInterval: (query) => (query.state.data?.status === "CREATED" ? 2000 : false),
  });
  useLoadError(order.error, t("invitations.confirmation.loadFailed"), setError);
  useDocumentTitle(t("invitations.confirmation.title"));
  useEffect(() => heading.current?.focus(), []);
  const language = (["sv", "en", "da"].includes(i18n.language) ? i18n.language : "sv") as "sv" | "en" | "da";
  const root = `/redigera/${encodeURIComponent(siteId)}/inbjudningar`;
  const data = order.data;
  const reached = data ? STEPS.indexOf(data.status as (typeof STEPS)[number]) : -1;

  return (
    <main className="order-confirmation">
      <h1 className="order-confirmation__title" ref={heading} tabIndex={-1}>
        {t("invitations.confirmation.title")}
      </h1>
      {!data ? (
        <p aria-live="polite">{order.isPending ? t("editor.loading") : ""}</p>
      ) : (
        <>
          <p className="order-confirmation__lead">
            {t(
              data.status === "CREATED"
                ? "invitations.confirmation.waiting"
                : "invitations.confirmation.lead",
              {
                mail: data.shippingAddress.email,
              },
            )}
          </p>
          <ol className="order-steps" aria-label={t("invitations.confirmation.status")}>
            {STEPS.map((step, index) => (
              <li
                key={step}
                className={`order-steps__step${index <= reached ? " order-steps__step--done" : ""}`}
                aria-current={index === reached ? "step" : undefined}
              >
                <span className="order-steps__mark" aria-hidden="true">
                  {index <= reached ? "✓" : index + 1}
                </span>
                {t(`invitations.confirmation.steps.${step}`)}
              </li>
            ))}
          </ol>
          <div className="order-confirmation__grid">
            <section aria-labelledby="order-what">
              <h2 id="order-what">
                {data.receipt
                  ? t("invitations.confirmation.order", { reference: data.receipt.reference })
                  : t("invitations.confirmation.orderPending")}
              </h2>
              <PriceLines order={data} language={language} />
              {data.perHousehold && data.households && data.households.length > 0 ? (
                <details className="order-confirmation__households">
                  <summary>
                    {t("invitations.confirmation.perHousehold", { count: data.households.length })}
                  </summary>
                  <ol>
                    {data.households.map((household) => (
                      <li key={household.id}>
                        {household.name} <span className="checkout__unit">{household.code}</span>
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
            </section>
            <section aria-labelledby="order-delivery">
              <h2 id="order-delivery">{t("invitations.confirmation.delivery")}</h2>
              <address className="checkout__address">
                {data.shippingAddress.firstName} {data.shippingAddress.lastName}
                <br />
                {data.shippingAddress.addressLine1}
                <br />
                {data.shippingAddress.postCode} {data.shippingAddress.city}
              </address>
              <p>
                <strong>{carrierName(data.shipment.carrier).name}</strong> {data.shipment.name},{" "}
                {deliveryDays(t, data.shipment)}
              </p>
              {data.shipmentReference ? (
                <p>{t("invitations.confirmation.tracking", { reference: data.shipmentReference })}</p>
              ) : null}
              <p className="checkout__note">{t("invitations.checkout.notGuaranteed")}</p>
            </section>
            {data.receipt ? (
              <section aria-labelledby="order-receipt">
                <h2 id="order-receipt">{t("invitations.confirmation.receipt")}</h2>
                <dl className="receipt__facts">
                  <dt>{t("invitations.confirmation.reference")}</dt>
                  <dd>{data.receipt.reference}</dd>
                  <dt>{t("invitations.confirmation.method")}</dt>
                  <dd>{t(`invitations.confirmation.methods.${data.receipt.paymentMethod}`)}</dd>
                  <dt>{t("invitations.confirmation.date")}</dt>
                  <dd>{data.receipt.date}</dd>
                </dl>
                <SellerDetails seller={data.receipt.seller} />
              </section>
            ) : null}
          </div>
          <p>
            <Link className="button" to={root}>
              {t("invitations.confirmation.backToCards")}
            </Link>
          </p>
        </>
      )}
      <ErrorDialog shown={error} />
    </main>
  );
}
