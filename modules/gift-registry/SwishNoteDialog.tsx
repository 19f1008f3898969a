// "Jag har swishat" (issue 27): a guest tells the couple they have swished for a gift: their name, and
// if they like the amount and a greeting. Nothing is checked with Swish; the couple sees it beside the
// reservations. Outside the public page (editor, review) nothing is sent: an info message says so.

import { useTranslation } from "@web/i18n/use-translation";
import { type FormEvent, useId, useState } from "react";
import { useSiteContext } from "../site-context";
import { tellSwished } from "./api";
import { Modal } from "./Modal";

type Props = {
  moduleId: string;
  itemId: string;
  itemTitle: string;
  /** The fixed share, offered as the amount; null: empty. */
  amount: number | null;
  onClose: () => void;
  onDone: (message: string) => void;
};

type Problem = { field: "name" | "amount" | null; text: string; kind: "error" | "info" };

export function SwishNoteDialog({ moduleId, itemId, itemTitle, amount: share, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation("guest");
  const site = useSiteContext();
  const id = useId();
  const [name, setName] = useState("");
  const [amount, setAmount] = useState(share === null ? "" : String(share));
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setProblem({ field: "name", text: t("giftRegistry.swish.nameRequired"), kind: "error" });
      return;
    }
    const kronor = amount.trim() === "" ? null : Number(amount.trim().replace(/\s/g, ""));
    if (kronor !== null && (!Number.isInteger(kronor) || kronor < 1 || kronor > 150_000)) {
      setProblem({ field: "amount", text: t("giftRegistry.swish.amountInvalid"), kind: "error" });
      return;
    }
    if (site.mode !== "PUBLIC" || !site.siteId || site.quickStart) {
      setProblem({ field: null, text: t("giftRegistry.swish.blocked"), kind: "info" });
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await tellSwished(
      { siteId: site.siteId, moduleId, itemId },
      { name: name.trim(), amount: kronor, message: message.trim() || null },
    );
    setBusy(false);
    if (result.ok) {
      onDone(t("giftRegistry.swish.told", { name: name.trim() }));
      return;
    }
    const base = t("giftRegistry.swish.tellFailed");
    const detail = result.description?.[i18n.language] ?? result.description?.en;
    setProblem({ field: null, text: detail ? `${base}. ${detail}` : base, kind: "error" });
  }

  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const invalid = (field: "name" | "amount") => (problem?.field === field ? true : undefined);
  const describedBy = (field: "name" | "amount") => (problem?.field === field ? messageId : undefined);

  return (
    <Modal labelledBy={titleId} describedBy={hintId} onClose={onClose} className="gift-modal--form">
      <form className="gift-form" onSubmit={submit} noValidate>
        <p className="gift-form__eyebrow">{t("giftRegistry.swish.tellTitle")}</p>
        <h2 className="gift-form__title" id={titleId}>
          {itemTitle}
        </h2>
        <p className="gift-form__hint" id={hintId}>
          {t("giftRegistry.swish.tellHint")}
        </p>
        <div className="gift-form__field">
          <label htmlFor={`${id}-name`}>{t("giftRegistry.swish.name")}</label>
          <input
            id={`${id}-name`}
            type="text"
            required
            maxLength={100}
            autoComplete="name"
            value={name}
            aria-invalid={invalid("name")}
            aria-describedby={describedBy("name")}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="gift-form__field">
          <label htmlFor={`${id}-amount`}>{t("giftRegistry.swish.amount")}</label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            min={1}
            max={150000}
            step={1}
            value={amount}
            aria-invalid={invalid("amount")}
            aria-describedby={describedBy("amount")}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="gift-form__field">
          <label htmlFor={`${id}-greeting`}>{t("giftRegistry.swish.greeting")}</label>
          <textarea
            id={`${id}-greeting`}
            maxLength={500}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
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
            {busy ? t("giftRegistry.sending") : t("giftRegistry.swish.send")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
