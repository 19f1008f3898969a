// The card's item editors: a text (plain text; a new line where the card breaks the line) and the QR
// code (its address, required unless the code is hidden). Each edits a copy: Klar keeps it, Avbryt
// (and Escape) leaves the card as it was.
import { isQrUrl, PRINT_TEXT_MAX, PRINT_URL_MAX, type PrintQr } from "@core/print/schema";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/return-focus";
import { DoneCancelActions } from "../editor/DoneCancelActions";

function ItemDialog({
  title,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => boolean;
  children: React.ReactNode;
}) {
  const returnFocus = useReturnFocus();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (onSubmit()) onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined} {...returnFocus}>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <form className="form" onSubmit={submit} noValidate>
            {children}
            <DoneCancelActions onCancel={onClose} onDone={() => submit()} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function TextDialog({
  label,
  value,
  onDone,
  onClose,
}: {
  label: string;
  value: string;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(value);
  return (
    <ItemDialog
      title={label}
      onClose={onClose}
      onSubmit={() => {
        onDone(text);
        return true;
      }}
    >
      <label className="field">
        <span>{label}</span>
        <textarea
          value={text}
          maxLength={PRINT_TEXT_MAX}
          rows={4}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
    </ItemDialog>
  );
}

export function QrDialog({
  value,
  onDone,
  onClose,
}: {
  value: PrintQr;
  onDone: (qr: PrintQr) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("app");
  const [url, setUrl] = useState(value.url);
  const [hidden, setHidden] = useState(value.hidden);
  const [invalid, setInvalid] = useState(false);
  const problemId = useId();
  return (
    <ItemDialog
      title={t("invitations.position.qr")}
      onClose={onClose}
      onSubmit={() => {
        const ok = hidden || isQrUrl(url.trim());
        setInvalid(!ok);
        if (ok) onDone({ url: url.trim(), hidden });
        return ok;
      }}
    >
      <label className="field">
        <span>{t("invitations.qrUrl")}</span>
        <input
          type="url"
          inputMode="url"
          value={url}
          maxLength={PRINT_URL_MAX}
          required={!hidden}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? problemId : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            setInvalid(false);
          }}
        />
      </label>
      {invalid ? (
        <p className="form-failure" id={problemId} role="alert">
          {t("invitations.qrInvalid")}
        </p>
      ) : null}
      <label className="choice">
        <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
        <span>{t("invitations.qrHidden")}</span>
      </label>
    </ItemDialog>
  );
}

/** A question before ordering ('Osparade ändringar', the QR check): cancel or go on. */
export function ChoiceDialog({
  title,
  text,
  cancelLabel,
  confirmLabel,
  busy = false,
  onCancel,
  onConfirm,
}: {
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog" {...returnFocus}>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="dialog__text">{text}</Dialog.Description>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
