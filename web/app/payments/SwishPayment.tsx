// Paying with Swish (SPEC §4 Swish, §5 number, §8 messages): 0 enter the number, 1 waiting for the
// owner to approve in the Swish app (polled every 5 s, time-out 300 s), 2 failed with a retry.
// The state lives in swish-state.ts; this component only sends requests and shows it.
// On a phone (a touch screen) paying for the site offers two ways first (issue 23): 'Swish på den här
// telefonen', Swish's m-commerce (no number: the waiting step's 'Öppna Swish' opens the request in the
// app with its token, and the app sends the owner back to /betalning/swish/{swishId}, swish-return.ts),
// and 'Swish på en annan enhet', the number as on a computer (e-commerce; on a touch screen its waiting
// step still offers 'Öppna Swish', the plain swish:// where the request waits for the number given).
import { normalizeSwishNumber, SWISH_NUMBER_PLACEHOLDER, SWISH_NUMBER_REQUIRED } from "@core/payments";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError } from "../api";
import { type PayFor, paymentsApi } from "./payments-api";
import { useSwishPolling } from "./swish-polling";
import { forgetPendingSwish, rememberPendingSwish, swishAppLink } from "./swish-return";
import { failureMessageKey, initialSwishState, type SwishState, swishReducer } from "./swish-state";

/**
 * Opens the Swish app after an e-commerce start: the payment request was sent to the payer's number, so
 * it waits in the app already; the app's own address is enough. A start on this phone (m-commerce)
 * opens its own request instead: swishAppLink (swish://paymentrequest?token=…&callbackurl=…).
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
  // Swish on this phone: on a touch screen, for the site's own products (an order's start takes a number).
  const phoneOffered = touch && !("orderId" in payFor);
  const [device, setDevice] = useState<"choose" | "other">(phoneOffered ? "choose" : "other");
  /** The started m-commerce request's link into the app (null: e-commerce). */
  const [appLink, setAppLink] = useState<string | null>(null);
  const pendingId = useRef<string | null>(null);
  const reset = () => {
    setAppLink(null);
    if (phoneOffered) setDevice("choose");
    dispatch({ type: "reset" });
  };

  useEffect(() => onStepChange(state.step), [state.step, onStepChange]);

  // Waiting: ask the server every 5 s; the reducer decides what each answer means.
  useSwishPolling(state.step === 1 ? state.swishId : null, dispatch, reference);

  useEffect(() => {
    // Reported once, even if the parent hands in a new callback while the paid state stays.
    // Settled here: the return page has nothing left to continue.
    if ((state.step === "paid" || state.step === 2) && pendingId.current) {
      forgetPendingSwish(pendingId.current);
      pendingId.current = null;
    }
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
    await begin(checked.payerAlias);
  }

  /** Starts the payment: to a number, or (null) in the Swish app on this phone. */
  async function begin(payerAlias: string | null) {
    dispatch({ type: "start" });
    try {
      const started = await paymentsApi.startSwish(payFor, payerAlias);
      reference.current = started.reference;
      const at = Date.now();
      if (payerAlias === null && started.appUrl) {
        // What the page the app sends the owner back to needs, should this tab be gone by then.
        rememberPendingSwish({
          swishId: started.swishId,
          reference: started.reference,
          payFor,
          amountText,
          startedOn: `${window.location.pathname}${window.location.search}`,
          startedAt: at,
        });
        pendingId.current = started.swishId;
        setAppLink(swishAppLink(started.appUrl, window.location.origin, started.swishId));
      } else setAppLink(null);
      dispatch({ type: "started", swishId: started.swishId, at });
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
          {state.step === "paid"
            ? t("payments.paid")
            : appLink
              ? t("payments.swish.openAppThisPhone", { amount: amountText })
              : t("payments.swish.openApp", { amount: amountText })}
        </p>
        {state.step === 1 && (appLink || touch) ? (
          <a className="button button--primary swish-payment__open-app" href={appLink ?? SWISH_APP_URL}>
            {t("payments.swish.openAppButton")}
          </a>
        ) : null}
        <p className="swish-payment__hint">{t("payments.swish.mayTake")}</p>
        <button type="button" className="link-button" onClick={reset}>
          {appLink ? t("payments.swish.cancelThisPhone") : t("payments.swish.cancel")}
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
          <button ref={retry} type="button" className="button button--primary" onClick={reset}>
            {t("payments.swish.retry")}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t("payments.cancel")}
          </button>
        </div>
      </div>
    );
  }

  if (device === "choose") {
    return (
      <div className="swish-payment swish-payment--devices">
        <button
          type="button"
          className="button button--primary swish-payment__device"
          onClick={() => void begin(null)}
          disabled={state.starting}
          aria-describedby={`${inputId}-this-phone`}
        >
          {state.starting ? t("payments.starting") : t("payments.swish.thisPhone")}
        </button>
        <p id={`${inputId}-this-phone`} className="field__hint">
          {t("payments.swish.thisPhoneHint", { amount: amountText })}
        </p>
        {state.validationMessage ? (
          <p className="payment-message payment-message--error" role="alert">
            {state.validationMessage}
          </p>
        ) : null}
        <button
          type="button"
          className="button swish-payment__device"
          onClick={() => {
            setDevice("other");
            // The number field is what comes next.
            window.setTimeout(() => input.current?.focus(), 0);
          }}
          disabled={state.starting}
        >
          {t("payments.swish.otherDevice")}
        </button>
        <div className="payment-actions">
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
      {phoneOffered ? <p className="swish-payment__device-title">{t("payments.swish.otherDevice")}</p> : null}
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
