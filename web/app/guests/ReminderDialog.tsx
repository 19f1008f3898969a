// "Påminnelser" in the guest list (issue 26): reminders before the RSVP's last day. The owner turns
// them on, picks up to four days before the last day (e.g. 14 and 3), mail and/or SMS and an optional
// short text; PUT …/reminders saves them. Without a last day the dialog says so and sets one here
// (PUT …/rsvp-deadline) or sends the owner to "Delar och grupper". The preview is the server's next
// reminder (GET …/reminders): when it goes and, per channel, who gets it, who is skipped and why (the
// send dialog's words) and an SMS's cost; then the reminders that went or were skipped.
// Loaded only when opened (LazyPart in GuestListPage).
import {
  REMINDER_LIMITS,
  type ReminderRunView,
  type ReminderSettingsInput,
  type RemindersView,
} from "@core/reminders";
import { SEND_CHANNELS, SEND_TEXT_MAX, type SendChannel, type SendPreview } from "@core/sends";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { errorMessage } from "../components/error-message";
import { useReturnFocus } from "../components/return-focus";
import { appConfig } from "../config";
import { currencyOfMarket, formatKronor } from "../payments/money";
import { PreviewHouseholds, SampleMessage } from "./PreviewHouseholds";

export type ReminderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  base: string;
  onSaved: (text: string) => void | Promise<void>;
  /** Closes this dialog and opens "Delar och grupper" (where the last day is set too). */
  onOpenSettings: () => void;
};

/** The days offered; a saved day outside them is shown as well. */
export const REMINDER_DAY_CHOICES = [30, 14, 7, 3, 1, 0] as const;

/** The PUT body of the owner's choices (days largest first, channels in their usual order). */
export function reminderBodyOf(draft: {
  enabled: boolean;
  days: ReadonlySet<number>;
  channels: ReadonlySet<SendChannel>;
  text: string;
}): ReminderSettingsInput {
  const text = draft.text.trim();
  return {
    enabled: draft.enabled,
    daysBefore: [...draft.days].sort((a, b) => b - a),
    channels: SEND_CHANNELS.filter((channel) => draft.channels.has(channel)),
    text: text ? text : null,
  };
}

export function ReminderDialog({ open, onOpenChange, ...props }: ReminderDialogProps) {
  const { t } = useTranslation("app");
  const returnFocus = useReturnFocus();
  const view = useQuery({
    queryKey: ["reminders", props.base],
    queryFn: () => api.get<RemindersView>(`${props.base}/reminders`),
    enabled: open,
  });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide guest-sends guest-reminders" {...returnFocus}>
          <Dialog.Title className="dialog__title">{t("guestReminders.title")}</Dialog.Title>
          <Dialog.Description className="dialog__text">{t("guestReminders.lead")}</Dialog.Description>
          {view.error ? (
            <>
              <p className="guest-sends__error" role="alert">
                {t("guestReminders.loadFailed")}
              </p>
              <div className="dialog__actions">
                <Dialog.Close className="button" type="button">
                  {t("guestReminders.close")}
                </Dialog.Close>
              </div>
            </>
          ) : !view.data ? (
            <p role="status">{t("guestReminders.loading")}</p>
          ) : (
            <ReminderForm {...props} view={view.data} onDone={() => onOpenChange(false)} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type FormProps = Omit<ReminderDialogProps, "open" | "onOpenChange"> & {
  view: RemindersView;
  onDone: () => void;
};

const locale = (language: string) => (language === "en" ? "en-GB" : language);

function ReminderForm({ base, view, onSaved, onOpenSettings, onDone }: FormProps) {
  const { t, i18n } = useTranslation("app");
  const queryClient = useQueryClient();
  const id = useId();
  const [enabled, setEnabled] = useState(view.settings.enabled);
  const [days, setDays] = useState<ReadonlySet<number>>(() => new Set(view.settings.daysBefore));
  const [channels, setChannels] = useState<ReadonlySet<SendChannel>>(
    () => new Set(view.settings.channels.length > 0 ? view.settings.channels : ["mail"]),
  );
  const [text, setText] = useState(view.settings.text ?? "");
  const [lastDay, setLastDay] = useState("");
  const [busy, setBusy] = useState<"save" | "deadline" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<"days" | "channels" | null>(null);
  // The last day set here: its field goes, so focus goes to the words that now name it.
  const [deadlineSet, setDeadlineSet] = useState(false);
  const deadlineLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (deadlineSet && view.deadline) deadlineLine.current?.focus();
  }, [deadlineSet, view.deadline]);

  const choices = [...new Set([...REMINDER_DAY_CHOICES, ...view.settings.daysBefore])].sort((a, b) => b - a);
  const full = days.size >= REMINDER_LIMITS.count;
  const dayLabel = (n: number) =>
    n === 0 ? t("guestReminders.days.lastDay") : t("guestReminders.days.before", { count: n });

  function toggle<T>(set: ReadonlySet<T>, value: T, on: boolean): Set<T> {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  }

  async function setDeadline() {
    if (!lastDay) return;
    setBusy("deadline");
    setError(null);
    try {
      await api.put(`${base}/rsvp-deadline`, { date: lastDay });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["reminders", base] }),
        queryClient.invalidateQueries({ queryKey: ["site"] }),
      ]);
      setDeadlineSet(true);
    } catch (cause) {
      setError(errorMessage(cause, i18n.language, t("guestReminders.deadlineFailed"), t("errors.unknown")));
    } finally {
      setBusy(null);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = reminderBodyOf({ enabled, days, channels, text });
    if (enabled && body.daysBefore.length === 0) return setProblem("days");
    if (enabled && body.channels.length === 0) return setProblem("channels");
    setProblem(null);
    setBusy("save");
    setError(null);
    try {
      const saved = await api.put<RemindersView>(`${base}/reminders`, body);
      queryClient.setQueryData(["reminders", base], saved);
      await onSaved(enabled ? t("guestReminders.savedOn") : t("guestReminders.savedOff"));
      onDone();
    } catch (cause) {
      setError(errorMessage(cause, i18n.language, t("guestReminders.failed"), t("errors.unknown")));
      setBusy(null);
    }
  }

  const deadlineText = view.deadline
    ? new Intl.DateTimeFormat(locale(i18n.language), { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${view.deadline}T00:00:00Z`),
      )
    : null;

  return (
    <form className="guest-sends__form" onSubmit={save} noValidate>
      <div className="guest-sends__layout">
        <div className="guest-sends__choices">
          {deadlineText ? (
            <p ref={deadlineLine} tabIndex={-1} className="guest-reminders__deadline">
              {t("guestReminders.deadline", { date: deadlineText })}
            </p>
          ) : (
            <div className="guest-reminders__no-deadline">
              <p className="guest-sends__warning">{t("guestReminders.noDeadline")}</p>
              <div className="field">
                <label htmlFor={`${id}-deadline`}>{t("guestReminders.deadlineLabel")}</label>
                <input
                  id={`${id}-deadline`}
                  type="date"
                  value={lastDay}
                  onChange={(event) => setLastDay(event.target.value)}
                />
              </div>
              <div className="guest-reminders__row">
                <button
                  type="button"
                  className="button"
                  disabled={busy !== null || !lastDay}
                  onClick={setDeadline}
                >
                  {busy === "deadline"
                    ? t("guestReminders.deadlineSaving")
                    : t("guestReminders.deadlineSave")}
                </button>
                <button type="button" className="button" onClick={onOpenSettings}>
                  {t("guestReminders.openSettings")}
                </button>
              </div>
            </div>
          )}

          <label className="guest-check guest-reminders__enabled">
            <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
            {t("guestReminders.enabled")}
          </label>

          <fieldset
            className="guest-sends__group"
            disabled={!enabled}
            aria-describedby={`${id}-days-hint${problem === "days" ? ` ${id}-days-error` : ""}`}
          >
            <legend>{t("guestReminders.days.legend")}</legend>
            <div className="guest-sends__pills">
              {choices.map((n) => (
                <label key={n} className="guest-sends__pill">
                  <input
                    type="checkbox"
                    value={n}
                    checked={days.has(n)}
                    disabled={!days.has(n) && full}
                    onChange={(event) => {
                      setDays(toggle(days, n, event.target.checked));
                      setProblem(null);
                    }}
                  />
                  <span>{dayLabel(n)}</span>
                </label>
              ))}
            </div>
            <p id={`${id}-days-hint`} className="guest-sends__hint">
              {full
                ? t("guestReminders.days.full", { max: REMINDER_LIMITS.count })
                : t("guestReminders.days.hint", { max: REMINDER_LIMITS.count })}
            </p>
            {problem === "days" ? (
              <p id={`${id}-days-error`} className="guest-sends__field-error">
                {t("guestReminders.days.required")}
              </p>
            ) : null}
          </fieldset>

          <fieldset
            className="guest-sends__group"
            disabled={!enabled}
            aria-describedby={problem === "channels" ? `${id}-channels-error` : undefined}
          >
            <legend>{t("guestReminders.channels.legend")}</legend>
            <div className="guest-sends__pills">
              {SEND_CHANNELS.map((channel) => (
                <label key={channel} className="guest-sends__pill">
                  <input
                    type="checkbox"
                    value={channel}
                    checked={channels.has(channel)}
                    onChange={(event) => {
                      setChannels(toggle(channels, channel, event.target.checked));
                      setProblem(null);
                    }}
                  />
                  <span>{t(`guestSends.channel.${channel}`)}</span>
                </label>
              ))}
            </div>
            {problem === "channels" ? (
              <p id={`${id}-channels-error`} className="guest-sends__field-error">
                {t("guestReminders.channels.required")}
              </p>
            ) : null}
          </fieldset>

          <div className="field guest-sends__text">
            <label htmlFor={`${id}-text`}>{t("guestReminders.text.label")}</label>
            <textarea
              id={`${id}-text`}
              rows={3}
              value={text}
              maxLength={SEND_TEXT_MAX.sms}
              disabled={!enabled}
              aria-describedby={`${id}-text-hint ${id}-text-count`}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={`${id}-text-hint`} className="guest-sends__hint">
              {t("guestReminders.text.hint")}
            </p>
            <p id={`${id}-text-count`} className="guest-sends__hint guest-sends__count">
              {t("guestSends.text.count", { count: text.length, max: SEND_TEXT_MAX.sms })}
            </p>
          </div>
        </div>

        <section className="guest-sends__preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="guest-sends__preview-title">
            {t("guestReminders.preview.title")}
          </h3>
          <NextReminder view={view} />
          <h3 id={`${id}-runs`} className="guest-sends__preview-title guest-reminders__runs-title">
            {t("guestReminders.runs.title")}
          </h3>
          <Runs runs={view.runs} labelledBy={`${id}-runs`} />
        </section>
      </div>

      <div className="guest-sends__messages">
        <div role="alert">{error ? <p className="guest-sends__error">{error}</p> : null}</div>
      </div>

      <div className="dialog__actions">
        <Dialog.Close className="button" type="button">
          {t("guestReminders.cancel")}
        </Dialog.Close>
        <button type="submit" className="button button--primary" disabled={busy !== null}>
          {busy === "save" ? t("guestReminders.saving") : t("guestReminders.save")}
        </button>
      </div>
    </form>
  );
}

function NextReminder({ view }: { view: RemindersView }) {
  const { t, i18n } = useTranslation("app");
  const currency = currencyOfMarket(appConfig().market);
  const { next } = view;
  if (!next) return <p className="guest-sends__summary">{t(`guestReminders.idle.${view.idle ?? "off"}`)}</p>;
  const when = new Intl.DateTimeFormat(locale(i18n.language), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Stockholm",
  }).format(new Date(next.dueAt));
  return (
    <div className="guest-sends__preview-body">
      <p className="guest-sends__summary guest-reminders__when">
        {t("guestReminders.preview.when", {
          when,
          day:
            next.daysBefore === 0
              ? t("guestReminders.days.lastDay").toLocaleLowerCase(i18n.language)
              : t("guestReminders.days.before", { count: next.daysBefore }),
        })}
      </p>
      <p className="guest-sends__hint">{t("guestReminders.preview.savedOnly")}</p>
      {next.channels.map((preview) => (
        <ChannelPreview
          key={preview.channel}
          preview={preview}
          overCap={next.overCap.includes(preview.channel)}
          currency={currency}
        />
      ))}
    </div>
  );
}

function ChannelPreview({
  preview,
  overCap,
  currency,
}: {
  preview: SendPreview;
  overCap: boolean;
  currency: ReturnType<typeof currencyOfMarket>;
}) {
  const { t } = useTranslation("app");
  const { recipients, skipped, sms, sample } = preview;
  return (
    <div className="guest-reminders__channel">
      <h4 className="guest-reminders__channel-title">{t(`guestSends.channel.${preview.channel}`)}</h4>
      <p className="guest-reminders__count">
        {recipients.length === 0
          ? t("guestReminders.preview.nobody")
          : t("guestReminders.preview.recipients", { count: recipients.length })}
      </p>
      <PreviewHouseholds
        recipients={recipients}
        skipped={skipped}
        recipientsSummary={t("guestReminders.preview.who")}
      />
      {sample ? (
        <details className="guest-sends__who">
          <summary>{t("guestReminders.preview.sample")}</summary>
          <div className="guest-sends__sample">
            <SampleMessage sample={sample} />
          </div>
        </details>
      ) : null}
      {sms ? (
        <p className="guest-sends__cost">
          {t("guestSends.preview.smsParts", { parts: sms.parts, total: sms.totalParts })}{" "}
          <strong>
            {t("guestSends.preview.smsCost", {
              cost: formatKronor(sms.total, currency),
              price: formatKronor(sms.pricePerPart, currency),
            })}
          </strong>
        </p>
      ) : null}
      {overCap ? <p className="guest-sends__warning">{t("guestReminders.preview.overCap")}</p> : null}
    </div>
  );
}

function Runs({ runs, labelledBy }: { runs: readonly ReminderRunView[]; labelledBy: string }) {
  const { t, i18n } = useTranslation("app");
  if (runs.length === 0) return <p className="guest-sends__hint">{t("guestReminders.runs.empty")}</p>;
  const format = new Intl.DateTimeFormat(locale(i18n.language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Stockholm",
  });
  return (
    <ul className="guest-reminders__runs" aria-labelledby={labelledBy}>
      {runs.map((run) => (
        <li key={`${run.deadline}-${run.daysBefore}-${run.channel}-${run.createdAt}`}>
          <time dateTime={run.dueAt}>{format.format(new Date(run.dueAt))}</time>
          {" · "}
          {t(`guestSends.channel.${run.channel}`)}
          {" · "}
          {run.status === "sent"
            ? t("guestReminders.runs.sent")
            : t("guestReminders.runs.skipped", {
                reason: t(`guestReminders.skip.${run.reason ?? "invalid"}`),
              })}
        </li>
      ))}
    </ul>
  );
}
