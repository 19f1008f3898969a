// "Utskick" in the guest list (issue 26): every send, newest first, with its date, kind, channel and
// counts, and per household its status (queued, sent, delivered, failed, skipped with the reason).
// The data is the screen's GET …/sends (it polls while something is queued); this dialog's code is
// loaded only when opened (LazyPart in GuestListPage).
import { DELIVERY_STATUSES, type DeliveryView, type SendView } from "@core/sends";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/return-focus";

export type SendLogDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sends: readonly SendView[] | undefined;
  loading: boolean;
  failed: boolean;
};

const dateFormat = (language: string) =>
  new Intl.DateTimeFormat(language === "en" ? "en-GB" : language, {
    dateStyle: "medium",
    timeStyle: "short",
  });

export function SendLogDialog({ open, onOpenChange, sends, loading, failed }: SendLogDialogProps) {
  const { t, i18n } = useTranslation("app");
  const returnFocus = useReturnFocus();
  const format = dateFormat(i18n.language);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide guest-sends guest-send-log" {...returnFocus}>
          <Dialog.Title className="dialog__title">{t("guestSends.logTitle")}</Dialog.Title>
          <Dialog.Description className="dialog__text">{t("guestSends.logLead")}</Dialog.Description>
          {failed ? (
            <p className="guest-sends__error">{t("guestSends.logFailed")}</p>
          ) : loading ? (
            <p role="status">{t("guestSends.logLoading")}</p>
          ) : !sends || sends.length === 0 ? (
            <p>{t("guestSends.logEmpty")}</p>
          ) : (
            <ol className="guest-send-log__list">
              {sends.map((send) => (
                <li key={send.id} className="guest-send-log__send">
                  <h3 className="guest-send-log__title">
                    {t("guestSends.logSummary", {
                      kind: t(`guestSends.kind.${send.kind}`),
                      channel: t(`guestSends.channel.${send.channel}`),
                    })}
                    {send.test ? <span className="guest-tag">{t("guestSends.logTest")}</span> : null}
                  </h3>
                  <p className="guest-send-log__date">
                    <time dateTime={send.createdAt}>{format.format(new Date(send.createdAt))}</time>
                  </p>
                  <p className="guest-send-log__counts">
                    {DELIVERY_STATUSES.filter((status) => send.counts[status] > 0)
                      .map((status) => t(`guestSends.logCount.${status}`, { n: send.counts[status] }))
                      .join(" · ")}
                  </p>
                  {send.text ? (
                    <p className="guest-send-log__text">{t("guestSends.logText", { text: send.text })}</p>
                  ) : null}
                  <details className="guest-send-log__details">
                    <summary>
                      {t("guestSends.logHouseholds")} ({send.deliveries.length})
                    </summary>
                    <ul className="guest-send-log__deliveries">
                      {send.deliveries.map((delivery) => (
                        <li key={delivery.householdId} className="guest-send-log__delivery">
                          <span className="guest-send-log__name">{delivery.name}</span>
                          {delivery.address ? (
                            <span className="guest-sends__address">{delivery.address}</span>
                          ) : null}
                          <DeliveryStatus delivery={delivery} format={format} />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ol>
          )}
          <div className="dialog__actions">
            <Dialog.Close className="button button--primary">{t("guestSends.close")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DeliveryStatus({ delivery, format }: { delivery: DeliveryView; format: Intl.DateTimeFormat }) {
  const { t } = useTranslation("app");
  const reason =
    delivery.status === "skipped" && delivery.reason
      ? t(`guestSends.reason.${delivery.reason}`, { defaultValue: delivery.reason })
      : delivery.status === "failed"
        ? delivery.error
        : null;
  const at = delivery.deliveredAt ?? delivery.sentAt;
  return (
    <span className="guest-send-log__state">
      <span className={`send-status send-status--${delivery.status}`}>
        {t(`guestSends.status.${delivery.status}`)}
      </span>
      {reason ? <span className="guest-send-log__reason">{reason}</span> : null}
      {at ? <time dateTime={at}>{format.format(new Date(at))}</time> : null}
    </span>
  );
}
