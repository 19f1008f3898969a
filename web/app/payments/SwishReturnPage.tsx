// /betalning/swish/{swishId}: where the Swish app sends the owner back after paying on this phone
// (m-commerce, issue 23; swish-return.ts says why a page of its own). It continues the waiting step:
// the same states and texts (swish-state.ts), a poll at once and then every 5 s, the 300 s time-out
// counted from the start. Paid: it does what the screen the payment began on does after a payment
// (the subdomain put on the site, a domain of ours registered) and goes on to that screen's
// confirmation. Failed: the message, and back to where the payment began to try again.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { hostsApi } from "../address/hosts-api";
import { putHostWithRetry, registerWithRetry, sleep } from "../address/register-retry";
import { useDocumentTitle } from "../components/document-title";
import { appConfig } from "../config";
import { refreshSiteAndAccount } from "./refresh";
import { afterSwishPaid, forgetPendingSwish, type PendingSwish, pendingSwish } from "./swish-return";
import { useSwishPolling } from "./swish-polling";
import { failureMessageKey, type SwishState, swishReducer } from "./swish-state";

export function SwishReturnPage() {
  const { swishId = "" } = useParams();
  const { t } = useTranslation("app");
  useDocumentTitle(`${t("payments.swishReturn.title")} – ${appConfig().displayName}`, { full: true });
  const [pending] = useState(() => pendingSwish(swishId));
  const [state, dispatch] = useReducer(
    swishReducer,
    null,
    (): SwishState => ({
      step: 1,
      swishId,
      startedAt: pending?.startedAt ?? Date.now(),
    }),
  );
  const reference = useRef<string | null>(pending?.reference ?? null);
  const [finishing, setFinishing] = useState<"working" | "failed" | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Waiting: ask at once (the owner is back, most often after paying), then every 5 s as the step does.
  useSwishPolling(state.step === 1 ? swishId : null, dispatch, reference, { askAtOnce: true });

  // Paid: the screen's own steps after a payment, then its confirmation.
  const paid = state.step === "paid";
  useEffect(() => {
    if (!paid || !pending) return;
    let cancelled = false;
    setFinishing("working");
    void finish(pending, reference.current ?? pending.reference, queryClient).then((next) => {
      if (cancelled) return;
      forgetPendingSwish(swishId);
      if (next) navigate(next, { replace: true });
      else setFinishing("failed");
    });
    return () => {
      cancelled = true;
    };
  }, [paid, pending, swishId, queryClient, navigate]);

  useEffect(() => {
    if (state.step === 2) forgetPendingSwish(swishId);
  }, [state.step, swishId]);

  let body: React.ReactNode;
  if (state.step === 2) {
    const key = failureMessageKey(state.failure);
    body = (
      <>
        <p className="payment-message payment-message--error" role="alert">
          {key ? t(key) : state.failure.kind === "server" ? state.failure.message : ""}
        </p>
        <Link className="button button--primary" to={pending?.startedOn ?? "/"}>
          {pending ? t("payments.swishReturn.back") : t("payments.swishReturn.toStart")}
        </Link>
      </>
    );
  } else if (paid && !pending) {
    body = (
      <>
        <p role="status">{t("payments.paid")}</p>
        <p>{t("payments.swishReturn.notFound")}</p>
        <Link className="button button--primary" to="/">
          {t("payments.swishReturn.toStart")}
        </Link>
      </>
    );
  } else if (paid && finishing === "failed") {
    body = (
      <>
        <p className="payment-message payment-message--error" role="alert">
          {t("payments.swishReturn.afterFailed")}
        </p>
        <Link className="button button--primary" to={pending?.startedOn ?? "/"}>
          {t("payments.swishReturn.back")}
        </Link>
      </>
    );
  } else {
    body = (
      <div className="swish-payment swish-payment--waiting">
        <span className="payment-spinner" aria-hidden="true" />
        <p className="swish-payment__title" role="status">
          {paid ? t("payments.swishReturn.finishing") : t("payments.swishReturn.waiting")}
        </p>
        {pending ? (
          <p className="payment-chooser__amount">{t("payments.toPay", { amount: pending.amountText })}</p>
        ) : null}
        <p className="swish-payment__hint">{t("payments.swish.mayTake")}</p>
        {pending && !paid ? (
          <Link className="link-button" to={pending.startedOn}>
            {t("payments.swish.cancelThisPhone")}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <main className="app-page app-page--center">
      <section className="card payment-chooser" aria-labelledby="swish-return-title">
        <h1 id="swish-return-title" className="payment-chooser__title">
          {t("payments.swishReturn.title")}
        </h1>
        {body}
      </section>
    </main>
  );
}

/** The screen's steps after a payment; the path to go on to, or null when a step failed. */
async function finish(
  pending: PendingSwish,
  reference: string,
  queryClient: ReturnType<typeof useQueryClient>,
): Promise<string | null> {
  const after = afterSwishPaid(pending, reference);
  try {
    if (after.siteId && after.action?.kind === "putHost") {
      const { siteId, action } = after;
      await putHostWithRetry({ register: () => hostsApi.putHost(siteId, action.host), sleep });
    }
    if (after.siteId && after.action?.kind === "registerDomain") {
      const { siteId, action } = after;
      const outcome = await registerWithRetry({
        register: () => hostsApi.register(siteId, action.domain),
        sleep,
      });
      if (!outcome.ok) return null;
    }
    if (after.siteId) await refreshSiteAndAccount(queryClient, after.siteId);
    return after.next;
  } catch (error) {
    console.error("Finishing a Swish purchase failed", error);
    return null;
  }
}
