// The local card simulator's form in an iframe (the default card provider, SPEC §4 Card): the form
// takes the card and confirms it with the simulator; this frame listens for its result, checking the
// message's origin and window (simulator-messages.ts).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CardStart } from "./payments-api";
import { parseSimulatorMessage, simulatorFormUrl } from "./simulator-messages";

type Props = {
  start: CardStart & { card_form_url?: string | null };
  amountText: string;
  onConfirmed: () => void;
  onFailed: (message: string) => void;
};

export function SimulatorCardFrame({ start, amountText, onConfirmed, onFailed }: Props) {
  const { t, i18n } = useTranslation("app");
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(320);
  const src = simulatorFormUrl(start, i18n.language);
  const callbacks = useRef({ onConfirmed, onFailed });
  callbacks.current = { onConfirmed, onFailed };

  useEffect(() => {
    const origin = new URL(src, window.location.href).origin;
    const listen = (event: MessageEvent) => {
      const message = parseSimulatorMessage(event, { origin, source: frame.current?.contentWindow ?? null });
      if (!message) return;
      if (message.type === "ready") setReady(true);
      if (message.type === "height") setHeight(Math.min(Math.max(message.height, 200), 900));
      if (message.type === "succeeded") callbacks.current.onConfirmed();
      if (message.type === "failed") callbacks.current.onFailed(message.message || t("payments.card.failed"));
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [src, t]);

  return (
    <div className="card-payment__simulator">
      <p className="field__hint">{t("payments.card.simulatorNote", { amount: amountText })}</p>
      {ready ? null : (
        <p role="status" className="payment-message">
          <span className="payment-spinner" aria-hidden="true" /> {t("payments.card.loading")}
        </p>
      )}
      <iframe
        ref={frame}
        className="card-payment__frame"
        title={t("payments.card.frameTitle")}
        src={src}
        style={{ height }}
      />
    </div>
  );
}
