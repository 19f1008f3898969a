// "Utskick" in the guest list (issue 26): every send, newest first, with its date, kind, channel and
// counts (and how many households opened their link since), and per household its status (queued,
// sent, delivered, failed, skipped with the reason) and when it opened its link.
// The newest page is the screen's GET …/sends (it polls while something is queued); "Visa äldre
// utskick" loads the pages before it here (?before= the last send's id, the API's `next`), shown
// while there are more. This dialog's code is loaded only when opened (LazyPart in GuestListPage).
import { type DeliveryView, SENDS_PAGE, type SendsPage, type SendView } from "@core/sends";
import * as Dialog from "@radix-ui/react-dialog";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { api } from "../api";
import { useReturnFocus } from "../components/return-focus";

export type SendLogDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The newest page (GET …/sends). */
  sends: readonly SendView[] | undefined;
  /**
   * Its `next` (null: nothing older). Left out, older pages are looked for when the newest page is
   * full (SENDS_PAGE.default sends).
   */
  next?: string | null | undefined;
  loading: boolean;
  failed: boolean;
  /** The sends' address (/api/sites/{siteId}); else the route's siteId. */
  base?: string;
};

const COUNTED = ["queued", "sent", "delivered", "failed", "skipped", "opened"] as const;

const dateFormat = (language: string) =>
  new Intl.DateTimeFormat(language === "en" ? "en-GB" : language, {
    dateStyle: "medium",
    timeStyle: "short",
  });

export function SendLogDialog({
  open,
  onOpenChange,
  sends,
  next,
  loading,
  failed,
  base,
}: SendLogDialogProps) {
  const { t, i18n } = useTranslation("app");
  const returnFocus = useReturnFocus();
  const format = dateFormat(i18n.language);
  const { siteId = "" } = useParams();
  const url = `${base ?? `/api/sites/${encodeURIComponent(siteId)}`}/sends`;
  const last = sends?.[sends.length - 1]?.id ?? null;
  const firstNext = next !== undefined ? next : sends && sends.length >= SENDS_PAGE.default ? last : null;
  // The pages before the newest one, from its cursor; a new newest page starts them again.
  const older = useInfiniteQuery({
    queryKey: ["sends-older", url, firstNext],
    queryFn: ({ pageParam }) =>
      api.get<SendsPage>(
        `${url}?${new URLSearchParams({ before: pageParam, limit: String(SENDS_PAGE.default) })}`,
      ),
    initialPageParam: firstNext ?? "",
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: false,
  });
  const olderSends = older.data?.pages.flatMap((page) => page.sends) ?? [];
  const shown = [...(sends ?? []), ...olderSends.filter((send) => !sends?.some((s) => s.id === send.id))];
  const more = older.data ? older.hasNextPage : firstNext !== null;
  const loadMore = () => void (older.data ? older.fetchNextPage() : older.refetch());
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
          ) : shown.length === 0 ? (
            <p>{t("guestSends.logEmpty")}</p>
          ) : (
            <ol className="guest-send-log__list">
              {shown.map((send) => (
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
                    {COUNTED.filter((status) => (send.counts[status] ?? 0) > 0)
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
          {!failed && !loading && more ? (
            <p className="guest-send-log__more">
              <button type="button" className="button" disabled={older.isFetching} onClick={loadMore}>
                {older.isFetching ? t("guestSends.logMoreLoading") : t("guestSends.logMore")}
              </button>
            </p>
          ) : null}
          {older.isError ? (
            <p className="guest-sends__error" role="alert">
              {t("guestSends.logMoreFailed")}
            </p>
          ) : null}
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
      {delivery.openedAt ? (
        <span className="guest-send-log__opened">
          {t("guestSends.logOpened", { time: format.format(new Date(delivery.openedAt)) })}
        </span>
      ) : null}
    </span>
  );
}
