// Paying by card (SPEC §4 Card, §8): obtain the client secret (POST .../payment/stripe), let the
// provider take the card — Stripe's CardElement with a real publishable key, else the local
// simulator's card form in an iframe — then poll the server every 3 s until it has seen the payment
// (time-out 150 s).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { errorMessage } from "../components/ErrorDialog";
import { isRealStripeKey, pollCardPayment } from "./card-poll";
import { type CardStart, type Purchase, paymentsApi } from "./payments-api";
import { SimulatorCardFrame } from "./SimulatorCardFrame";

const StripeCardForm = lazy(() => import("./StripeCardForm"));

type Phase =
  | { kind: "starting" }
  | { kind: "form"; start: CardStart }
  | { kind: "confirming"; start: CardStart }
  | { kind: "failed"; message: string; start: CardStart | null };

type Props = {
  siteId: string;
  purchase: Purchase;
  amountText: string;
  onPaid: (reference: string) => void;
  onCancel: () => void;
};

export function CardPayment({ siteId, purchase, amountText, onPaid, onCancel }: Props) {
  const { t, i18n } = useTranslation("app");
  const [phase, setPhase] = useState<Phase>({ kind: "starting" });
  const left = useRef(false);
  const failedRef = useRef<HTMLParagraphElement>(null);
  const purchaseKey = JSON.stringify(purchase);
  const startFailed = t("payments.card.startFailed");

  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  // A new attempt (or the first) starts a new payment on the server: a refused card cannot be retried
  // on a settled intent. Only the newest attempt's answer counts.
  const attempt = useRef(0);
  const begin = useCallback(() => {
    const mine = ++attempt.current;
    setPhase({ kind: "starting" });
    paymentsApi
      .startCard(siteId, JSON.parse(purchaseKey) as Purchase)
      .then((start) => mine === attempt.current && setPhase({ kind: "form", start }))
      .catch((error) => {
        if (mine !== attempt.current) return;
        console.error("Card start failed", error);
        const message = errorMessage(error, i18n.language, startFailed, startFailed);
        setPhase({ kind: "failed", start: null, message });
      });
  }, [siteId, purchaseKey, i18n.language, startFailed]);
  useEffect(() => {
    begin();
    return () => {
      attempt.current++;
    };
  }, [begin]);

  useEffect(() => {
    if (phase.kind === "failed") failedRef.current?.focus();
  }, [phase.kind]);

  async function confirmed(start: CardStart) {
    setPhase({ kind: "confirming", start });
    try {
      const outcome = await pollCardPayment({
        check: async () => (await paymentsApi.cardStatus(siteId, start.reference)).paymentConfirmed,
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        now: () => Date.now(),
        cancelled: () => left.current,
      });
      if (outcome === "confirmed") onPaid(start.reference);
      if (outcome === "timeout") {
        reportTimeout(start.reference);
        setPhase({ kind: "failed", start, message: t("payments.card.timeout") });
      }
    } catch (error) {
      console.error("Card poll failed", error);
      setPhase({ kind: "failed", start, message: t("payments.card.pollFailed") });
    }
  }

  const failed = (start: CardStart) => (message: string) => setPhase({ kind: "failed", start, message });

  return (
    <div className="card-payment">
      {phase.kind === "starting" ? (
        <p className="payment-message" role="status">
          <span className="payment-spinner" aria-hidden="true" /> {t("payments.card.loading")}
        </p>
      ) : null}
      {phase.kind === "form" ? (
        isRealStripeKey(phase.start.stripe_public_key) ? (
          <Suspense fallback={<p role="status">{t("payments.card.loading")}</p>}>
            <StripeCardForm
              publishableKey={phase.start.stripe_public_key}
              clientSecret={phase.start.client_secret}
              amountText={amountText}
              onConfirmed={() => confirmed(phase.start)}
              onFailed={failed(phase.start)}
            />
          </Suspense>
        ) : (
          <SimulatorCardFrame
            start={phase.start}
            amountText={amountText}
            onConfirmed={() => confirmed(phase.start)}
            onFailed={failed(phase.start)}
          />
        )
      ) : null}
      {phase.kind === "confirming" ? (
        <div className="swish-payment--waiting">
          <span className="payment-spinner" aria-hidden="true" />
          <p role="status">{t("payments.card.confirming")}</p>
        </div>
      ) : null}
      {phase.kind === "failed" ? (
        <>
          <p ref={failedRef} tabIndex={-1} className="payment-message payment-message--error" role="alert">
            {phase.message}
          </p>
          <button type="button" className="button button--primary" onClick={begin}>
            {t("payments.card.retry")}
          </button>
        </>
      ) : null}
      <div className="payment-actions">
        <button type="button" className="button" onClick={onCancel} disabled={phase.kind === "confirming"}>
          {t("payments.cancel")}
        </button>
      </div>
    </div>
  );
}

// SPEC §8: a card poll over 150 s logs 'Timed out (localy)'.
function reportTimeout(reference: string) {
  console.error("Timed out (localy)", reference);
  void api
    .post("/api/logs/", {
      url: window.location.href,
      severity: 3,
      originId: "card-payment",
      userAgent: navigator.userAgent,
      errorObject: { message: "Timed out (localy)" },
      info: reference,
    })
    .catch(() => {});
}
