// The card form with a real Stripe publishable key (SPEC §7 'a card payment provider element loads for
// the card form (locale Swedish)'): Stripe's CardElement, confirmed with stripe.confirmCardPayment.
// Its own lazy chunk, so Stripe.js loads only for an owner who pays by card with a real key.
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  publishableKey: string;
  clientSecret: string;
  amountText: string;
  /** The provider accepted the card: the caller polls the server. */
  onConfirmed: () => void;
  /** The provider's own message (declined, wrong number), shown as it is. */
  onFailed: (message: string) => void;
};

export default function StripeCardForm(props: Props) {
  const stripe = useMemo(() => loadStripe(props.publishableKey, { locale: "sv" }), [props.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: "sv" }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ clientSecret, amountText, onConfirmed, onFailed }: Props) {
  const { t } = useTranslation("app");
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [elementError, setElementError] = useState<string | null>(null);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    // SPEC §4: Pay before the provider has loaded does nothing.
    if (!stripe || !card || !ready || busy) return;
    setBusy(true);
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    setBusy(false);
    if (result.error) onFailed(result.error.message ?? t("payments.card.failed"));
    else onConfirmed();
  }

  return (
    <form className="card-payment__form form" onSubmit={pay}>
      <fieldset className="field card-payment__fieldset">
        <legend className="field__label">{t("payments.card.details")}</legend>
        <div className="card-payment__element">
          <CardElement
            options={{ hidePostalCode: true, style: { base: { fontSize: "16px" } } }}
            onReady={() => setReady(true)}
            onChange={(event) => setElementError(event.error?.message ?? null)}
          />
        </div>
        {elementError ? (
          <p className="field__error" role="alert">
            {elementError}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={!stripe || !ready || busy}>
        {busy ? t("payments.card.paying") : t("payments.card.pay", { amount: amountText })}
      </button>
    </form>
  );
}
