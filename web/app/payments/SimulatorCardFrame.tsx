// The local card simulator's form in an iframe (the default card provider, SPEC §4 Card): the form
// takes the card, has its own Pay button and confirms with the simulator; this frame listens for its
// result, trusting only messages from the iframe's window on our own origin (simulator-messages.ts).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseSimulatorMessage } from "./simulator-messages";

type Props = {
  formUrl: string;
  onConfirmed: () => void;
  /** Declined: the form stays for another card. */
  onDeclined: (message: string) => void;
};

export function SimulatorCardFrame({ formUrl, onConfirmed, onDeclined }: Props) {
  const { t } = useTranslation("app");
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  // About the form's height on a phone until it says its own (card contract).
  const [height, setHeight] = useState(360);
  const callbacks = useRef({ onConfirmed, onDeclined });
  callbacks.current = { onConfirmed, onDeclined };

  useEffect(() => {
    const origin = new URL(formUrl, window.location.href).origin;
    const listen = (event: MessageEvent) => {
      const message = parseSimulatorMessage(event, { origin, source: frame.current?.contentWindow ?? null });
      if (message?.type === "height") setHeight(Math.min(Math.max(Math.ceil(message.height), 200), 900));
      if (message?.type === "succeeded") callbacks.current.onConfirmed();
      if (message?.type === "failed")
        callbacks.current.onDeclined(message.message || t("payments.card.failed"));
      // Input errors are shown by the form itself, next to its fields.
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [formUrl, t]);

  return (
    <div className="card-payment__simulator">
      {ready ? null : (
        <p role="status" className="payment-message">
          <span className="payment-spinner" aria-hidden="true" /> {t("payments.card.loading")}
        </p>
      )}
      <iframe
        ref={frame}
        className="card-payment__frame"
        title={t("payments.card.frameTitle")}
        src={formUrl}
        style={{ height }}
        onLoad={() => setReady(true)}
      />
    </div>
  );
}
