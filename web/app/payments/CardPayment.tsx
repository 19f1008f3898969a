// Paying by card (SPEC §4 Card, §8; /work/notes/card-contract.md): obtain the client secret (POST
// .../payment/stripe), let the provider take the card — Stripe's CardElement with a real publishable
// key, else the local simulator's card form in an iframe — then poll the server every 3 s until it has
// seen the payment (time-out 150 s). A declined card leaves the form for another card. The simulator's
// form shows the decline itself, beside its Pay button (and announces it), so only Stripe's CardElement,
// which shows none, gets the message here: the owner reads it once (issue 23 item 10).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { errorMessage } from "../components/ErrorDialog";
import { isRealStripeKey, pollCardPayment } from "./card-poll";
import { type CardStart, type PayFor, paymentsApi } from "./payments-api";
import { SimulatorCardFrame } from "./SimulatorCardFrame";

const StripeCardForm = lazy(() => import("./StripeCardForm"));

type Phase =
  | { kind: "starting" }
  | { kind: "form"; start: CardStart; declined: string | null }
  | { kind: "confirming"; start: CardStart }
  | { kind: "failed"; message: string };

type Props = {
  payFor: PayFor;
  amountText: string;
  onPaid: (reference: string) => void;
  onCancel: () => void;
};

export function CardPayment({ payFor, amountText, onPaid, onCancel }: Props) {
  const { t, i18n } = useTranslation("app");
  const [phase, setPhase] = useState<Phase>({ kind: "starting" });
  const attempt = useRef(0);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const payForKey = JSON.stringify(payFor);
  const startFailed = t("payments.card.startFailed");
  const language = i18n.language;

  // Each attempt starts a new payment on the server; only the newest attempt's answers count, and
  // leaving the screen ends the current one (its poll stops).
  const begin = useCallback(() => {
    const mine = ++attempt.current;
    setPhase({ kind: "starting" });
    paymentsApi
      .startCard(JSON.parse(payForKey) as PayFor, language)
      .then((start) => {
        if (mine !== attempt.current) return;
        // Neither the simulator's form nor a real Stripe key: nothing could take the card.
        const usable = start.card_form_url || isRealStripeKey(start.stripe_public_key);
        setPhase(usable ? { kind: "form", start, declined: null } : { kind: "failed", message: startFailed });
      })
      .catch((error) => {
        if (mine !== attempt.current) return;
        console.error("Card start failed", error);
        setPhase({ kind: "failed", message: errorMessage(error, language, startFailed, startFailed) });
      });
  }, [payForKey, language, startFailed]);
  useEffect(() => {
    begin();
    return () => {
      attempt.current++;
    };
  }, [begin]);

  useEffect(() => {
    if (phase.kind === "failed" || (phase.kind === "form" && phase.declined)) messageRef.current?.focus();
  }, [phase]);

  async function confirmed(start: CardStart) {
    const mine = attempt.current;
    setPhase({ kind: "confirming", start });
    try {
      const outcome = await pollCardPayment({
        check: async () => (await paymentsApi.cardStatus(payFor, start.reference)).paymentConfirmed,
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        now: () => Date.now(),
        cancelled: () => mine !== attempt.current,
      });
      if (outcome === "confirmed") onPaid(start.reference);
      if (outcome === "timeout") {
        reportTimeout(start.reference);
        setPhase({ kind: "failed", message: t("payments.card.timeout") });
      }
    } catch (error) {
      console.error("Card poll failed", error);
      setPhase({ kind: "failed", message: t("payments.card.pollFailed") });
    }
  }

  const declined = (start: CardStart) => (message: string) =>
    setPhase({ kind: "form", start, declined: message });

  return (
    <div className="card-payment">
      {phase.kind === "starting" ? (
        <p className="payment-message" role="status">
          <span className="payment-spinner" aria-hidden="true" /> {t("payments.card.loading")}
        </p>
      ) : null}
      {phase.kind === "form" ? (
        <>
          {phase.declined && !phase.start.card_form_url ? (
            <p ref={messageRef} tabIndex={-1} className="payment-message payment-message--error" role="alert">
              {phase.declined}
            </p>
          ) : null}
          {phase.start.card_form_url ? (
            <SimulatorCardFrame
              formUrl={phase.start.card_form_url}
              onConfirmed={() => confirmed(phase.start)}
              onDeclined={declined(phase.start)}
            />
          ) : (
            <Suspense fallback={<p role="status">{t("payments.card.loading")}</p>}>
              <StripeCardForm
                publishableKey={phase.start.stripe_public_key}
                clientSecret={phase.start.client_secret}
                amountText={amountText}
                onConfirmed={() => confirmed(phase.start)}
                onFailed={declined(phase.start)}
              />
            </Suspense>
          )}
        </>
      ) : null}
      {phase.kind === "confirming" ? (
        <div className="swish-payment--waiting">
          <span className="payment-spinner" aria-hidden="true" />
          <p role="status">{t("payments.card.confirming")}</p>
        </div>
      ) : null}
      {phase.kind === "failed" ? (
        <>
          <p ref={messageRef} tabIndex={-1} className="payment-message payment-message--error" role="alert">
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
