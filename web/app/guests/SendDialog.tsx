// "Skicka" in the guest list (issue 26): an invitation, a reminder or a message, by mail, SMS or both,
// to all households, those not invited yet, those who have not answered, those coming or who declined
// (the whole event or one part), a group, those who answered a question of the RSVP a certain way, or
// households picked by hand; the segments are the server's (core/sends.ts), resolved when it sends.
// The preview (POST …/sends/preview, one per channel) follows the choices: who gets it, who is skipped
// and why, the message as one household gets it, an SMS's parts and cost, and what is left of the
// day's cap. "Skicka ett test till mig först" sends the same to the owner only (test: true); the send
// itself is POST …/sends (202: the outbox delivers it), or POST …/sends/batch for mail and SMS (both
// are stored or neither: one channel's cap or nobody to send to by it refuses both). The parts and
// the RSVP's questions come from the guest list's and the site's queries (already loaded by the page).
// Errors are told by their code, in the dialog.
// Loaded only when opened (LazyPart in GuestListPage).

import { SIDES, type Side } from "@core/guest-list";
import {
  rsvpQuestionsOf,
  SEND_KINDS,
  SEND_TEXT_MAX,
  type SendChannel,
  type SendKind,
  type SendPreview,
  type SendView,
} from "@core/sends";
import type { Site } from "@core/site";
import { translate } from "@core/translation";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { useReturnFocus } from "../components/return-focus";
import { appConfig } from "../config";
import { currencyOfMarket, formatKronor } from "../payments/money";
import { PreviewHouseholds, SampleMessage } from "./PreviewHouseholds";
import {
  AUDIENCE_CHOICES,
  type AudienceChoice,
  audienceIds,
  CHANNEL_CHOICES,
  type ChannelChoice,
  channelsOf,
  invitedHouseholds,
  type SendBody,
  sendErrorText,
  sendRequestOf,
} from "./send-state";
import type { GuestListData, Household } from "./types";

export type SendDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  base: string;
  households: readonly Household[];
  /** The households the list shows now (its search and filters): "Välj de som listan visar nu". */
  shownIds: readonly string[];
  groups: readonly { id: string; name: string }[];
  /** A side as the guest list names it (the couple's names where the wizard has them). */
  sideLabel: (side: Side) => string;
  sends: readonly SendView[];
  onSent: (text: string) => void | Promise<void>;
};

export function SendDialog({ open, onOpenChange, ...props }: SendDialogProps) {
  const { t } = useTranslation("app");
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide guest-sends" {...returnFocus}>
          <Dialog.Title className="dialog__title">{t("guestSends.title")}</Dialog.Title>
          <Dialog.Description className="dialog__text">{t("guestSends.lead")}</Dialog.Description>
          <SendForm {...props} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The value once it has stayed the same for `ms` (the preview does not follow every key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type FormProps = Omit<SendDialogProps, "open" | "onOpenChange"> & { onDone: () => void };

function SendForm({ base, households, shownIds, groups, sideLabel, sends, onSent, onDone }: FormProps) {
  const { t, i18n } = useTranslation("app");
  const queryClient = useQueryClient();
  const id = useId();
  const currency = currencyOfMarket(appConfig().market);
  const [kind, setKind] = useState<SendKind>("invitation");
  const [channelChoice, setChannel] = useState<ChannelChoice>("mail");
  const channels = channelsOf(channelChoice);
  // The first channel's request is the draft; "both" makes one more, by SMS, from the same draft.
  const channel: SendChannel = channels[0] ?? "mail";
  const both = channelChoice === "both";
  const [choice, setChoice] = useState<AudienceChoice>("all");
  const [group, setGroup] = useState(groups[0]?.id ?? "");
  // The sides households are marked with, in the list's order of sides.
  const sides = useMemo(
    () => SIDES.filter((value) => households.some((household) => household.side === value)),
    [households],
  );
  const [side, setSide] = useState<Side | "">(sides[0] ?? "");
  const [part, setPart] = useState("");
  const [question, setQuestion] = useState("");
  const [option, setOption] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(shownIds));
  const [text, setText] = useState("");
  const [testPhone, setTestPhone] = useState("");
  const [textMissing, setTextMissing] = useState(false);
  const [busy, setBusy] = useState<"test" | "send" | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [tested, setTested] = useState<string | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  const invited = useMemo(() => invitedHouseholds(sends), [sends]);
  const ids = useMemo(
    () => audienceIds(choice, households, invited, chosen),
    [choice, households, invited, chosen],
  );
  // The event's parts and the RSVP's questions with options: the page's own queries (same keys).
  const siteId = decodeURIComponent(base.split("/").pop() ?? "");
  const siteQuery = useQuery({
    queryKey: ["site", siteId],
    queryFn: () => api.get<Site>(base),
    staleTime: 60_000,
  });
  const listQuery = useQuery({
    queryKey: ["households", siteId],
    queryFn: () => api.get<GuestListData>(`${base}/households`),
    staleTime: 60_000,
  });
  const parts = listQuery.data?.settings?.parts ?? [];
  const questions = useMemo(() => rsvpQuestionsOf(siteQuery.data), [siteQuery.data]);
  const chosenQuestion = questions.find((item) => item.id === question) ?? questions[0];
  const questionId = chosenQuestion?.id ?? "";
  const optionId = chosenQuestion?.options.some((item) => item.id === option)
    ? option
    : (chosenQuestion?.options[0]?.id ?? "");
  const said = (text: Record<string, string>) => translate(text, i18n.language);
  const notInvitedCount = useMemo(
    () => audienceIds("notInvited", households, invited, chosen).length,
    [households, invited, chosen],
  );
  const notAnsweredCount = useMemo(
    () => households.filter((household) => household.status === "not_answered").length,
    [households],
  );

  const draft = {
    kind,
    channel,
    choice,
    group,
    side,
    ids,
    text,
    part,
    question: questionId,
    option: optionId,
  };
  const settledText = useSettled(text, 400);
  const forPreview = sendRequestOf({ ...draft, text: settledText });
  const previewOf = (by: SendChannel) =>
    forPreview.request && channels.includes(by) ? { ...forPreview.request, channel: by } : null;
  const mailRequest = previewOf("mail");
  const smsRequest = previewOf("sms");
  const mailPreview = useQuery({
    queryKey: ["send-preview", base, mailRequest],
    queryFn: () => api.post<SendPreview>(`${base}/sends/preview`, mailRequest),
    enabled: mailRequest !== null,
    retry: false,
    staleTime: 10_000,
  });
  const smsPreview = useQuery({
    queryKey: ["send-preview", base, smsRequest],
    queryFn: () => api.post<SendPreview>(`${base}/sends/preview`, smsRequest),
    enabled: smsRequest !== null,
    retry: false,
    staleTime: 10_000,
  });
  const previews = { mail: mailPreview, sms: smsPreview };
  const preview = previews[channel];
  const shown = forPreview.request ? (preview.data ?? null) : null;
  const smsShown = both && forPreview.request ? (smsPreview.data ?? null) : null;
  // With both, the error speaks of the channel whose cap was reached: no single "left" to tell.
  const cap = both ? null : (shown?.cap ?? null);
  // The words go by every chosen channel: the shorter limit (SMS) when both.
  const maxText = Math.min(...channels.map((by) => SEND_TEXT_MAX[by]));

  // A change of the choices is a new send: an earlier error or test no longer speaks of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the send changes
  useEffect(() => {
    setError(null);
    setTested(null);
  }, [kind, channelChoice, choice, group, side, part, questionId, optionId, ids.length]);

  const channelLabel = (value: ChannelChoice) => t(`guestSends.channel.${value}`);
  const kindLabel = (value: SendKind) => t(`guestSends.kind.${value}`);

  function requestNow() {
    const made = sendRequestOf(draft);
    if (made.problem === "text") {
      setTextMissing(true);
      textArea.current?.focus();
      return null;
    }
    if (made.problem === "nobody") {
      setError(null);
      return null;
    }
    return made.request;
  }

  /** POST the send, or both sends of "mail and SMS" as one batch (stored together or not at all). */
  function post(request: SendBody, extra: Partial<SendBody> = {}) {
    if (!both) return api.post(`${base}/sends`, { ...request, ...extra });
    return api.post(`${base}/sends/batch`, {
      sends: channels.map((by) => ({
        ...request,
        channel: by,
        ...(extra.test ? { test: true } : {}),
        ...(by === "sms" && extra.testPhone !== undefined ? { testPhone: extra.testPhone } : {}),
      })),
    });
  }

  async function sendTest() {
    const request = requestNow();
    if (!request) return;
    setBusy("test");
    setError(null);
    setTested(null);
    try {
      await post(request, { test: true, ...(channels.includes("sms") ? { testPhone } : {}) });
      void queryClient.invalidateQueries({ queryKey: ["send-preview", base] });
      setTested(
        both
          ? t("guestSends.testedBoth", { address: testPhone })
          : channel === "sms"
            ? t("guestSends.tested", { address: testPhone })
            : t("guestSends.testedMail"),
      );
    } catch (cause) {
      setError(cause);
    } finally {
      setBusy(null);
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const request = requestNow();
    if (!request) return;
    setBusy("send");
    setError(null);
    try {
      await post(request);
      // The day's cap and "not invited yet" have changed: the next preview asks again.
      void queryClient.invalidateQueries({ queryKey: ["send-preview", base] });
      const count = shown?.recipients.length ?? ids.length;
      await onSent(
        both
          ? t("guestSends.sentBoth", {
              kind: kindLabel(kind),
              mail: count,
              sms: smsShown?.recipients.length ?? 0,
            })
          : t("guestSends.sent", { kind: kindLabel(kind), count }),
      );
      onDone();
    } catch (cause) {
      setError(cause);
      setBusy(null);
    }
  }

  const recipients = shown?.recipients.length ?? 0;
  const smsRecipients = smsShown?.recipients.length ?? 0;
  // Each channel's preview past what is left of its cap (with both, each is told).
  const overCaps = channels.flatMap((by) => {
    const over = forPreview.request ? previews[by].data?.cap : undefined;
    return over && over.adds > Math.max(0, over.limit - over.used) ? [{ by, cap: over }] : [];
  });
  const textId = `${id}-text`;
  const problem = sendRequestOf(draft).problem;

  return (
    <form className="guest-sends__form" onSubmit={send} noValidate>
      <div className="guest-sends__layout">
        <div className="guest-sends__choices">
          <fieldset className="guest-sends__group">
            <legend>{t("guestSends.kind.legend")}</legend>
            <div className="guest-sends__pills">
              {SEND_KINDS.map((value) => (
                <label key={value} className="guest-sends__pill">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={value}
                    checked={kind === value}
                    onChange={() => setKind(value)}
                  />
                  <span>{kindLabel(value)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="guest-sends__group">
            <legend>{t("guestSends.channel.legend")}</legend>
            <div className="guest-sends__pills">
              {CHANNEL_CHOICES.map((value) => (
                <label key={value} className="guest-sends__pill">
                  <input
                    type="radio"
                    name={`${id}-channel`}
                    value={value}
                    checked={channelChoice === value}
                    onChange={() => setChannel(value)}
                  />
                  <span>{channelLabel(value)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="guest-sends__group">
            <legend>{t("guestSends.audience.legend")}</legend>
            {AUDIENCE_CHOICES.filter(
              (value) =>
                (value !== "group" || groups.length > 0) &&
                (value !== "side" || sides.length > 0) &&
                (value !== "question" || questions.length > 0),
            ).map((value) => (
              <label key={value} className="guest-check guest-sends__audience">
                <input
                  type="radio"
                  name={`${id}-audience`}
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                />
                {value === "notInvited"
                  ? t("guestSends.audience.notInvited", { n: notInvitedCount })
                  : value === "notAnswered"
                    ? t("guestSends.audience.notAnswered", { n: notAnsweredCount })
                    : t(`guestSends.audience.${value}`)}
              </label>
            ))}
            {choice === "group" ? (
              <div className="field guest-sends__sub">
                <label htmlFor={`${id}-group`}>{t("guestSends.audience.groupLabel")}</label>
                <select id={`${id}-group`} value={group} onChange={(event) => setGroup(event.target.value)}>
                  {groups.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {choice === "side" ? (
              <div className="field guest-sends__sub">
                <label htmlFor={`${id}-side`}>{t("guestSends.audience.sideLabel")}</label>
                <select
                  id={`${id}-side`}
                  value={side}
                  onChange={(event) => setSide(event.target.value as Side)}
                >
                  {sides.map((value) => (
                    <option key={value} value={value}>
                      {sideLabel(value)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {(choice === "attending" || choice === "declined") && parts.length > 0 ? (
              <div className="field guest-sends__sub">
                <label htmlFor={`${id}-part`}>{t("guestSends.audience.partLabel")}</label>
                <select id={`${id}-part`} value={part} onChange={(event) => setPart(event.target.value)}>
                  <option value="">
                    {choice === "attending"
                      ? t("guestSends.audience.anyPartAttending")
                      : t("guestSends.audience.anyPartDeclined")}
                  </option>
                  {parts.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {choice === "question" && chosenQuestion ? (
              <div className="guest-sends__sub">
                <div className="field">
                  <label htmlFor={`${id}-question`}>{t("guestSends.audience.questionLabel")}</label>
                  <select
                    id={`${id}-question`}
                    value={questionId}
                    onChange={(event) => setQuestion(event.target.value)}
                  >
                    {questions.map((item) => (
                      <option key={item.id} value={item.id}>
                        {said(item.label)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${id}-option`}>{t("guestSends.audience.optionLabel")}</label>
                  <select
                    id={`${id}-option`}
                    value={optionId}
                    onChange={(event) => setOption(event.target.value)}
                  >
                    {chosenQuestion.options.map((item) => (
                      <option key={item.id} value={item.id}>
                        {said(item.text)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            ) : null}
            {choice === "chosen" ? (
              <ChosenHouseholds
                households={households}
                shownIds={shownIds}
                chosen={chosen}
                onChange={setChosen}
              />
            ) : null}
            {(choice === "notInvited" && ids.length === 0) ||
            (choice === "notAnswered" && notAnsweredCount === 0) ? (
              <p className="guest-sends__hint">{t("guestSends.audience.noneLeft")}</p>
            ) : null}
          </fieldset>

          <div className="field guest-sends__text">
            <label htmlFor={textId}>
              {kind === "message" ? t("guestSends.text.message") : t("guestSends.text.greeting")}
            </label>
            <textarea
              ref={textArea}
              id={textId}
              rows={4}
              value={text}
              maxLength={maxText}
              aria-invalid={textMissing && kind === "message" && !text.trim() ? true : undefined}
              aria-describedby={`${id}-text-hint ${id}-text-count${textMissing ? ` ${id}-text-error` : ""}`}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value.trim()) setTextMissing(false);
              }}
            />
            <p id={`${id}-text-hint`} className="guest-sends__hint">
              {kind === "message" ? t("guestSends.text.messageHint") : t("guestSends.text.hint")}
            </p>
            <p id={`${id}-text-count`} className="guest-sends__hint guest-sends__count">
              {t("guestSends.text.count", { count: text.length, max: maxText })}
            </p>
            {textMissing && kind === "message" && !text.trim() ? (
              <p id={`${id}-text-error`} className="guest-sends__field-error">
                {t("guestSends.text.required")}
              </p>
            ) : null}
          </div>
        </div>

        <section className="guest-sends__preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="guest-sends__preview-title">
            {t("guestSends.preview.title")}
          </h3>
          {channels.map((by) => (
            <div key={by} className="guest-sends__channel-preview">
              {both ? <h4 className="guest-sends__channel-title">{channelLabel(by)}</h4> : null}
              <PreviewBody
                waiting={forPreview.request === null}
                nobodyChosen={forPreview.problem === "nobody"}
                loading={forPreview.request !== null && previews[by].isPending}
                failed={previews[by].error ? sendErrorText(t, i18n.language, previews[by].error, null) : null}
                preview={forPreview.request ? (previews[by].data ?? null) : null}
                currency={currency}
                showOther={!both}
              />
            </div>
          ))}
        </section>
      </div>

      <div className="guest-sends__test">
        {channels.includes("sms") ? (
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t("guestSends.testPhone")}</label>
            <input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              value={testPhone}
              aria-describedby={`${id}-phone-hint`}
              onChange={(event) => setTestPhone(event.target.value)}
            />
            <p id={`${id}-phone-hint`} className="guest-sends__hint">
              {t("guestSends.testPhoneHint")}
            </p>
          </div>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={busy !== null || problem === "nobody" || (channels.includes("sms") && !testPhone.trim())}
          onClick={sendTest}
        >
          {busy === "test" ? t("guestSends.testing") : t("guestSends.test")}
        </button>
      </div>

      <div className="guest-sends__messages">
        <p role="status" className="guest-sends__tested">
          {tested}
        </p>
        <div role="alert">
          {error ? <p className="guest-sends__error">{sendErrorText(t, i18n.language, error, cap)}</p> : null}
        </div>
        {overCaps.map(({ by, cap: over }) => (
          <p key={by} className="guest-sends__warning">
            {both
              ? t("guestSends.preview.capOverChannel", {
                  channel: channelLabel(by),
                  left: Math.max(0, over.limit - over.used),
                  limit: over.limit,
                })
              : t("guestSends.preview.capOver", {
                  left: Math.max(0, over.limit - over.used),
                  limit: over.limit,
                })}
          </p>
        ))}
      </div>

      <div className="dialog__actions">
        <Dialog.Close className="button" type="button">
          {t("guestSends.cancel")}
        </Dialog.Close>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy !== null || problem === "nobody"}
        >
          {busy === "send"
            ? t("guestSends.sending")
            : both && shown && smsShown && (recipients > 0 || smsRecipients > 0)
              ? t("guestSends.sendBoth", { mail: recipients, sms: smsRecipients })
              : !both && shown && recipients > 0
                ? t("guestSends.send", { count: recipients })
                : t("guestSends.sendNone")}
        </button>
      </div>
    </form>
  );
}

function ChosenHouseholds({
  households,
  shownIds,
  chosen,
  onChange,
}: {
  households: readonly Household[];
  shownIds: readonly string[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
}) {
  const { t } = useTranslation("app");
  const id = useId();
  const toggle = (householdId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(householdId);
    else next.delete(householdId);
    onChange(next);
  };
  return (
    <fieldset className="guest-sends__chosen" aria-describedby={`${id}-count`}>
      <legend>{t("guestSends.audience.chosenLabel")}</legend>
      <div className="guest-sends__chosen-tools">
        <button
          type="button"
          className="button guest-small-button"
          onClick={() => onChange(new Set(shownIds))}
        >
          {t("guestSends.audience.chooseShown", { n: shownIds.length })}
        </button>
        <button type="button" className="button guest-small-button" onClick={() => onChange(new Set())}>
          {t("guestSends.audience.chooseNone")}
        </button>
      </div>
      <p id={`${id}-count`} className="guest-sends__hint" aria-live="polite">
        {chosen.size === 0
          ? t("guestSends.audience.noneChosen")
          : t("guestSends.audience.chosenCount", { count: chosen.size })}
      </p>
      <ul className="guest-sends__chosen-list">
        {households.map((household) => (
          <li key={household.id}>
            <label className="guest-check">
              <input
                type="checkbox"
                checked={chosen.has(household.id)}
                onChange={(event) => toggle(household.id, event.target.checked)}
              />
              {household.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PreviewBody({
  waiting,
  nobodyChosen,
  loading,
  failed,
  preview,
  currency,
  showOther,
}: {
  waiting: boolean;
  nobodyChosen: boolean;
  loading: boolean;
  failed: string | null;
  preview: SendPreview | null;
  currency: ReturnType<typeof currencyOfMarket>;
  /** The same household's words by the other channel (not when both channels have a preview). */
  showOther: boolean;
}) {
  const { t } = useTranslation("app");
  if (waiting)
    return (
      <p className="guest-sends__hint">
        {nobodyChosen ? t("guestSends.audience.noneChosen") : t("guestSends.preview.waiting")}
      </p>
    );
  if (failed) return <p className="guest-sends__error">{failed}</p>;
  if (loading || !preview)
    return (
      <p className="guest-sends__hint" role="status">
        {t("guestSends.preview.loading")}
      </p>
    );
  const { recipients, skipped, sample, sms, cap } = preview;
  // A send to a page guests cannot open is refused (SEND_PAGE_NOT_PUBLISHED); a test still goes.
  const published = preview.published !== false;
  // The same household's words by the other channel (a preview per channel).
  const otherChannel: SendChannel = preview.channel === "mail" ? "sms" : "mail";
  const other = showOther ? (preview.samples?.[otherChannel] ?? null) : null;
  const left = Math.max(0, cap.limit - cap.used);
  const recipientName = recipients.find((recipient) => recipient.householdId === sample?.householdId)?.name;
  return (
    <div className="guest-sends__preview-body">
      {!published && !preview.test ? (
        <p className="guest-sends__warning">{t("guestSends.preview.notPublished")}</p>
      ) : null}
      {recipients.length === 0 ? (
        <p className="guest-sends__summary">{t("guestSends.preview.nobody")}</p>
      ) : null}
      <PreviewHouseholds
        recipients={recipients}
        skipped={skipped}
        recipientsSummary={t("guestSends.preview.recipients", { count: recipients.length })}
      />
      {sample ? (
        <figure className="guest-sends__sample">
          <figcaption>{t("guestSends.preview.sampleFor", { name: recipientName ?? "" })}</figcaption>
          <SampleMessage sample={sample} />
        </figure>
      ) : null}
      {other ? (
        <details className="guest-sends__who guest-sends__other">
          <summary>{t(`guestSends.preview.otherChannel.${otherChannel}`)}</summary>
          <div className="guest-sends__sample">
            <SampleMessage sample={other} />
          </div>
        </details>
      ) : null}
      {sms ? (
        <div className="guest-sends__cost">
          <p>{t("guestSends.preview.smsParts", { parts: sms.parts, total: sms.totalParts })}</p>
          <p>
            <strong>
              {t("guestSends.preview.smsCost", {
                cost: formatKronor(sms.total, currency),
                price: formatKronor(sms.pricePerPart, currency),
              })}
            </strong>
          </p>
          {sms.encoding === "ucs2" && sms.nonGsm.length > 0 ? (
            <p className="guest-sends__hint">
              {t("guestSends.preview.smsUnicode", { chars: sms.nonGsm.join(" ") })}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="guest-sends__cap">
        {t("guestSends.preview.cap", { left, limit: cap.limit, adds: cap.adds })}
      </p>
    </div>
  );
}
