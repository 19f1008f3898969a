// The account page's card for the guests' answers and the account itself (issue 12): one download of
// every answer, how long answers are kept after the publication expires, and deleting the account.
// Deleting asks in a dialog (focus moves into it) that says it cannot be undone and takes the password;
// once deleted the session is gone, and the browser leaves for the start page with a full load.
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError, api } from "../api";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { landingUrl } from "./logout";

type Retention = { answersRetentionDays: number; noticeDays: number };

export function AccountData({ siteId }: { siteId: string }) {
  const { t, i18n } = useTranslation("app");
  const id = useId();
  const [open, setOpen] = useState(false);
  const retention = useQuery({
    queryKey: ["answers-retention"],
    queryFn: () => api.get<Retention>("/api/accounts/me/retention/"),
  });
  const language = ["sv", "en", "da"].includes(i18n.language) ? i18n.language : "sv";
  const exportUrl = `/api/sites/${encodeURIComponent(siteId)}/answers/export.xlsx?language=${language}`;

  return (
    <>
      <section className="card account-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t("accountData.dataTitle")}</h2>
        <p className="account-card__hint">{t("accountData.exportLead")}</p>
        {retention.data ? (
          <p className="account-card__hint">
            {t("accountData.retentionNote", { days: retention.data.answersRetentionDays })}
          </p>
        ) : null}
        <div className="account-card__actions">
          <a className="button" href={exportUrl} download>
            {t("accountData.exportAll")}
          </a>
        </div>
      </section>
      <section className="card account-card" aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`}>{t("accountData.deleteSection")}</h2>
        <p className="account-card__hint">{t("accountData.deleteLead")}</p>
        <div className="account-card__actions">
          <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
            {t("accountData.deleteAccount")}
          </button>
        </div>
        <DeleteAccountDialog open={open} onOpenChange={setOpen} />
      </section>
    </>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("app");
  const id = useId();
  const password = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState<string | null>(null);
  const [error, setError] = useState<ShownError | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setWrong(null);
    try {
      await api.post("/api/accounts/me/delete/", { password: password.current?.value ?? "" });
      // A full load: nothing of the deleted account stays in memory.
      window.location.assign(landingUrl());
    } catch (cause) {
      setBusy(false);
      const code = cause instanceof ApiRequestError ? cause.body?.code : undefined;
      if (code === "WRONG_CREDENTIALS" || code === "TOO_MANY_REQUESTS") {
        setWrong(
          code === "WRONG_CREDENTIALS" ? t("accountData.wrongPassword") : t("accountData.tooManyAttempts"),
        );
        setTimeout(() => password.current?.focus());
      } else setError({ error: cause, description: t("accountData.deleteFailed") });
    }
  }

  const changeOpen = (next: boolean) => {
    if (!next) setWrong(null);
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={`${id}-warning`} role="alertdialog">
          <form className="form" onSubmit={submit}>
            <Dialog.Title className="dialog__title">{t("accountData.deleteTitle")}</Dialog.Title>
            <p id={`${id}-warning`} className="dialog__text">
              {t("accountData.deleteWarning")}
            </p>
            <label className="field">
              <span>{t("accountData.deletePassword")}</span>
              <input
                ref={password}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={200}
                aria-invalid={wrong ? true : undefined}
                aria-describedby={wrong ? `${id}-error` : undefined}
              />
              {wrong ? (
                <span className="field__error" id={`${id}-error`} role="alert">
                  {wrong}
                </span>
              ) : null}
            </label>
            <div className="dialog__actions">
              <Dialog.Close className="button">{t("accountData.cancel")}</Dialog.Close>
              <button className="button button--danger" type="submit" disabled={busy}>
                {busy ? t("accountData.deleting") : t("accountData.confirmDelete")}
              </button>
            </div>
          </form>
          <ErrorDialog shown={error} returnFocusTo={() => password.current} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
