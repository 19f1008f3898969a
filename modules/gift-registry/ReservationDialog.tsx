// Reserve and cancel-reservation dialogs (SPEC §5 Reserve/cancel dialogs, §8 reserve/cancel failures):
// a password (required) and, when more than one unit is possible, a quantity from 1 to the maximum;
// with only one unit possible the quantity field is hidden and 1 is used. Outside the public page
// (editor, review) nothing is sent: an info message says so.

import { useTranslation } from "@web/i18n/use-translation";
import { type FormEvent, useId, useState } from "react";
import { useSiteContext } from "../site-context";
import { changeReservation } from "./api";
import { Modal } from "./Modal";

type Props = {
  action: "reserve" | "cancel";
  moduleId: string;
  itemId: string;
  itemTitle: string;
  /** Most units this dialog may take (reserve: quantity minus reserved, or null when unlimited; cancel: reserved). */
  max: number | null;
  labels: { quantity: string; password: string; submit: string };
  onClose: () => void;
  onDone: (message: string) => void;
};

type Problem = { field: "quantity" | "password" | null; text: string; kind: "error" | "info" };

export function ReservationDialog({
  action,
  moduleId,
  itemId,
  itemTitle,
  max,
  labels,
  onClose,
  onDone,
}: Props) {
  const { t, i18n } = useTranslation("guest");
  const site = useSiteContext();
  const id = useId();
  const [quantity, setQuantity] = useState("1");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const showQuantity = max === null || max > 1;
  const reserve = action === "reserve";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const amount = showQuantity ? Number(quantity) : 1;
    if (!Number.isInteger(amount) || amount < 1 || (max !== null && amount > max)) {
      const text =
        max === null
          ? t("giftRegistry.quantityInvalid", { max: 10000 })
          : t("giftRegistry.quantityInvalid", { max });
      setProblem({ field: "quantity", text, kind: "error" });
      return;
    }
    if (!password.trim()) {
      setProblem({ field: "password", text: t("giftRegistry.passwordRequired"), kind: "error" });
      return;
    }
    if (site.mode !== "PUBLIC" || !site.siteId || site.quickStart) {
      setProblem({ field: null, text: t("giftRegistry.blocked"), kind: "info" });
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await changeReservation(
      action,
      { siteId: site.siteId, moduleId, itemId },
      { quantity: amount, password },
    );
    setBusy(false);
    if (result.ok) {
      site.setGiftRegistryReservations(result.reservations);
      onDone(t(reserve ? "giftRegistry.reserved" : "giftRegistry.cancelled", { title: itemTitle }));
      return;
    }
    const base = t(reserve ? "giftRegistry.reserveFailed" : "giftRegistry.cancelFailed");
    const detail = result.description?.[i18n.language] ?? result.description?.en;
    setProblem({
      field: result.status === 403 ? "password" : null,
      text: detail ? `${base}. ${detail}` : base,
      kind: "error",
    });
  }

  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const invalid = (field: "quantity" | "password") => (problem?.field === field ? true : undefined);
  const describedBy = (field: "quantity" | "password") => (problem?.field === field ? messageId : undefined);

  return (
    <Modal labelledBy={titleId} describedBy={hintId} onClose={onClose} className="gift-modal--form">
      <form className="gift-form" onSubmit={submit} noValidate>
        <p className="gift-form__eyebrow">
          {t(reserve ? "giftRegistry.reserveTitle" : "giftRegistry.cancelTitle")}
        </p>
        <h2 className="gift-form__title" id={titleId}>
          {itemTitle}
        </h2>
        <p className="gift-form__hint" id={hintId}>
          {t(reserve ? "giftRegistry.reserveHint" : "giftRegistry.cancelHint")}
          {reserve && max !== null && max > 1 ? ` ${t("giftRegistry.available", { count: max })}.` : ""}
        </p>
        {showQuantity ? (
          <div className="gift-form__field">
            <label htmlFor={`${id}-quantity`}>{labels.quantity}</label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max ?? undefined}
              step={1}
              required
              value={quantity}
              aria-invalid={invalid("quantity")}
              aria-describedby={describedBy("quantity")}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </div>
        ) : null}
        <div className="gift-form__field">
          <label htmlFor={`${id}-password`}>{labels.password}</label>
          <input
            id={`${id}-password`}
            type="password"
            required
            maxLength={200}
            autoComplete={reserve ? "new-password" : "current-password"}
            value={password}
            aria-invalid={invalid("password")}
            aria-describedby={describedBy("password")}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <p
          id={messageId}
          className={`gift-form__message${problem?.kind === "info" ? " is-info" : ""}`}
          role={problem?.kind === "info" ? "status" : "alert"}
        >
          {problem?.text}
        </p>
        <div className="gift-form__actions">
          <button type="button" className="gift-button gift-button--quiet" onClick={onClose}>
            {t("giftRegistry.abort")}
          </button>
          <button
            type="submit"
            className="gift-button gift-button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t("giftRegistry.sending") : labels.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
