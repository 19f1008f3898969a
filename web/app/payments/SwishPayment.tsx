// Paying with Swish (SPEC §4 Swish, §5 number, §8 messages): 0 enter the number, 1 waiting for the
// owner to approve in the Swish app (polled every 5 s, time-out 300 s), 2 failed with a retry.
// The state lives in swish-state.ts; this component only sends requests and shows it.
// On a phone (a touch screen) the waiting step offers 'Öppna Swish', a link to the app (swish://) where
// the request is already waiting for the number given: the owner need not find the app themselves
// (issue 23 item 10). The e-commerce flow (the payer's number) is kept; see SWISH_APP_URL.
import { normalizeSwishNumber, SWISH_NUMBER_PLACEHOLDER, SWISH_NUMBER_REQUIRED } from "@core/payments";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError } from "../api";
import { type PayFor, paymentsApi } from "./payments-api";
import {
  failureMessageKey,
  initialSwishState,
  SWISH_POLL_INTERVAL_MS,
  type SwishState,
  swishReducer,
} from "./swish-state";

/**
 * Opens the Swish app. The payment request was sent to the payer's number (Swish's e-commerce flow), so
 * it waits in the app already; the app's own address is enough. Swish's m-commerce flow (no number,
 * swish://paymentrequest?token=…&callbackurl=… from the PaymentRequestToken header) would also bring the
 * payer back to us, but needs another request to Swish and a number-less start: not done yet.
 */
export const SWISH_APP_URL = "swish://";

/** A touch screen (a phone or tablet), where the Swish app may be on this very device. */
export function onTouchDevice(): boolean {
  try {
    return typeof window !== "undefined" && !!window.matchMedia?.("(pointer: coarse)").matches;
  } catch {
    return false;
  }
}

type Props = {
  payFor: PayFor;
  amountText: string;
  /** The step changed: the chooser hides the card option in steps 1 and 2 (SPEC §4). */
  onStepChange: (step: SwishState["step"]) => void;
  onPaid: (reference: string) => void;
  onCancel: () => void;
};

export function SwishPayment({ payFor, amountText, onStepChange, onPaid, onCancel }: Props) {
  const { t } = useTranslation("app");
  const [state, dispatch] = useReducer(swishReducer, initialSwishState);
  const [number, setNumber] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const reference = useRef<string | null>(null);
  const paidReported = useRef(false);
  const [touch] = useState(onTouchDevice);

  useEffect(() => onStepChange(state.step), [state.step, onStepChange]);

  // Waiting: ask the server every 5 s; the reducer decides what each answer means.
  const swishId = state.step === 1 ? state.swishId : null;
  useEffect(() => {
    if (!swishId) return;
    let stopped = false;
    const poll = async () => {
      // A request that hangs must not hold off the 300 s time-out.
      dispatch({ type: "tick", at: Date.now() });
      try {
        const answer = await paymentsApi.swishStatus(swishId);
        if (answer.reference) reference.current = answer.reference;
        if (!stopped)
          dispatch({
            type: "status",
            status: answer.status,
            errorMessage: answer.errorMessage,
            at: Date.now(),
          });
      } catch {
        if (!stopped) dispatch({ type: "pollFailed" });
      }
    };
    const timer = window.setInterval(poll, SWISH_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [swishId]);

  useEffect(() => {
    // Reported once, even if the parent hands in a new callback while the paid state stays.
    if (state.step === "paid" && !paidReported.current) {
      paidReported.current = true;
      onPaid(reference.current ?? state.swishId);
    }
    if (state.step === 2) retry.current?.focus();
    if (state.step === 0 && state.validationMessage) input.current?.focus();
  }, [state, onPaid]);

  async function start(event: React.FormEvent) {
    event.preventDefault();
    const checked = normalizeSwishNumber(number);
    if (!checked.ok) {
      setFieldError(
        checked.validationMessage === SWISH_NUMBER_REQUIRED
          ? t("payments.swish.required")
          : t("payments.swish.invalid"),
      );
      input.current?.focus();
      return;
    }
    setFieldError(null);
    dispatch({ type: "start" });
    try {
      const started = await paymentsApi.startSwish(payFor, checked.payerAlias);
      reference.current = started.reference;
      dispatch({ type: "started", swishId: started.swishId, at: Date.now() });
    } catch (error) {
      const validation =
        error instanceof ApiRequestError && error.status === 422 ? validationMessageOf(error) : null;
      if (validation) dispatch({ type: "invalid", validationMessage: validation });
      else {
        console.error("Swish start failed", error);
        dispatch({ type: "startFailed" });
      }
    }
  }

  if (state.step === 1 || state.step === "paid") {
    return (
      <div className="swish-payment swish-payment--waiting">
        <span className="payment-spinner" aria-hidden="true" />
        <p className="swish-payment__title" role="status">
          {state.step === "paid" ? t("payments.paid") : t("payments.swish.openApp", { amount: amountText })}
        </p>
        {state.step === 1 && touch ? (
          <a className="button button--primary swish-payment__open-app" href={SWISH_APP_URL}>
            {t("payments.swish.openAppButton")}
          </a>
        ) : null}
        <p className="swish-payment__hint">{t("payments.swish.mayTake")}</p>
        <button type="button" className="link-button" onClick={() => dispatch({ type: "reset" })}>
          {t("payments.swish.cancel")}
        </button>
      </div>
    );
  }

  if (state.step === 2) {
    const key = failureMessageKey(state.failure);
    const message = key ? t(key) : state.failure.kind === "server" ? state.failure.message : "";
    return (
      <div className="swish-payment swish-payment--failed">
        <p className="payment-message payment-message--error" role="alert">
          {message}
        </p>
        <div className="payment-actions">
          <button
            ref={retry}
            type="button"
            className="button button--primary"
            onClick={() => dispatch({ type: "reset" })}
          >
            {t("payments.swish.retry")}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t("payments.cancel")}
          </button>
        </div>
      </div>
    );
  }

  const shownError = fieldError ?? state.validationMessage;
  return (
    <form className="swish-payment form" onSubmit={start} noValidate>
      <div className="field">
        <label htmlFor={inputId}>{t("payments.swish.number")}</label>
        <input
          ref={input}
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={SWISH_NUMBER_PLACEHOLDER}
          required
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${inputId}-error` : `${inputId}-hint`}
        />
        {shownError ? (
          <p id={`${inputId}-error`} className="field__error" role="alert">
            {shownError}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="field__hint">
            {t("payments.swish.numberHint")}
          </p>
        )}
      </div>
      <div className="payment-actions">
        <button type="submit" className="button button--primary" disabled={state.starting}>
          {state.starting ? t("payments.starting") : t("payments.swish.pay", { amount: amountText })}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("payments.cancel")}
        </button>
      </div>
    </form>
  );
}

function validationMessageOf(error: ApiRequestError): string | null {
  const body = error.body as { validationMessage?: unknown } | null;
  return typeof body?.validationMessage === "string" ? body.validationMessage : (error.body?.message ?? null);
}
