// The payment chooser (SPEC §2, §4): Swish (Swedish market only) or card (Mastercard/Visa). While a
// Swish payment waits or has failed (its steps 1 and 2) the card option is hidden. The state of the
// payment is announced in live regions inside each method.
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { appConfig } from "../config";
import { CardPayment } from "./CardPayment";
import type { PayFor } from "./payments-api";
import { SwishPayment } from "./SwishPayment";
import type { SwishState } from "./swish-state";

export type PaymentMethodChoice = "swish" | "card";

type Props = {
  payFor: PayFor;
  amountText: string;
  onPaid: (reference: string, method: PaymentMethodChoice) => void;
  /** Leaving the payment where there is no other method to go back to (card only, dk). */
  onCancel?: () => void;
};

export function PaymentChooser({ payFor, amountText, onPaid, onCancel }: Props) {
  const { t } = useTranslation("app");
  const swishOffered = appConfig().market === "se";
  const [method, setMethod] = useState<PaymentMethodChoice | null>(swishOffered ? null : "card");
  const [swishStep, setSwishStep] = useState<SwishState["step"]>(0);
  const headingId = useId();
  const onSwishStep = useCallback((step: SwishState["step"]) => setSwishStep(step), []);
  const paidSwish = useCallback((reference: string) => onPaid(reference, "swish"), [onPaid]);
  const paidCard = useCallback((reference: string) => onPaid(reference, "card"), [onPaid]);
  const back = () => {
    setSwishStep(0);
    setMethod(swishOffered ? null : "card");
  };
  const cardHidden = method === "swish" && swishStep !== 0;

  return (
    <section className="payment-chooser" aria-labelledby={headingId}>
      <h2 id={headingId} className="payment-chooser__title">
        {t("payments.title")}
      </h2>
      <p className="payment-chooser__amount">{t("payments.toPay", { amount: amountText })}</p>
      {method === null ? (
        <div className="payment-chooser__methods">
          <button type="button" className="payment-method" onClick={() => setMethod("swish")}>
            <span className="payment-method__mark payment-method__mark--swish" aria-hidden="true">
              S
            </span>
            <span className="payment-method__name">{t("payments.swish.name")}</span>
          </button>
          <button type="button" className="payment-method" onClick={() => setMethod("card")}>
            <span className="payment-method__mark" aria-hidden="true">
              ▭
            </span>
            <span className="payment-method__name">{t("payments.card.name")}</span>
          </button>
        </div>
      ) : null}
      {method === "swish" ? (
        <SwishPayment
          payFor={payFor}
          amountText={amountText}
          onStepChange={onSwishStep}
          onPaid={paidSwish}
          onCancel={back}
        />
      ) : null}
      {method === "swish" && !cardHidden ? (
        <button type="button" className="link-button" onClick={() => setMethod("card")}>
          {t("payments.card.instead")}
        </button>
      ) : null}
      {method === "card" ? (
        <CardPayment
          payFor={payFor}
          amountText={amountText}
          onPaid={paidCard}
          onCancel={swishOffered ? back : () => onCancel?.()}
        />
      ) : null}
    </section>
  );
}
