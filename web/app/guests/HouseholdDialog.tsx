// Add or edit a household (issue 25): its name, address and contact, extra guests, side, A/B and
// groups, and its guests (add, remove, move one to another household). For a saved household also its
// personal link (copy, off/on, renew after a confirmation), its print code, and delete (undone from the
// status bar). A saved household shows its guests' answers per part and "Ange svar" (set by hand); one
// made from an open answer is to review: merged into another household, or kept as it is. Under the
// title, who changed it last and when (issue 28): "Senast ändrad av anna@… 3 maj 14:05", "… av gästerna".
import {
  defaultGroups,
  GUEST_LIST_LIMITS,
  type GuestListSettings,
  LISTS,
  type ListMark,
  SIDES,
  type Side,
} from "@core/guest-list";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { useReturnFocus } from "../components/return-focus";
import { AnswerDialog } from "./AnswerDialog";
import { DeliveryProblems } from "./DeliveryBadges";
import { HouseholdAnswers } from "./HouseholdAnswers";
import { ReviewPanel } from "./ReviewPanel";
import type { Household } from "./types";

/**
 * "Last changed by … on …" of a saved household: the person (an owner's account, by its mail as the
 * Personer screen names people), the guests themselves, or only the time when who is not known.
 * The year only when it is not this year's.
 */
export function LastChange({ household }: { household: Household }) {
  const { t, i18n } = useTranslation("app");
  const at = new Date(household.updatedAt);
  if (Number.isNaN(at.getTime())) return null;
  const when = new Intl.DateTimeFormat(i18n.language === "en" ? "en-GB" : i18n.language, {
    day: "numeric",
    month: "short",
    ...(at.getFullYear() === new Date().getFullYear() ? {} : { year: "numeric" as const }),
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
  const by = household.updatedBy;
  const text =
    by?.kind === "account"
      ? t("guestList.edit.changedBy", { who: by.mail, when })
      : by?.kind === "guests"
        ? t("guestList.edit.changedByGuests", { when })
        : t("guestList.edit.changed", { when });
  return (
    <p className="household-form__hint household-dialog__changed">
      <time dateTime={household.updatedAt}>{text}</time>
    </p>
  );
}

type GuestDraft = {
  key: string;
  /** Mail, phone and note shown (open from the start when the guest has any). */
  more: boolean;
  id?: string;
  name: string;
  child: boolean;
  email: string;
  phone: string;
  note: string;
};
type Draft = {
  name: string;
  address: string;
  email: string;
  phone: string;
  extraGuests: number;
  side: Side | "";
  list: ListMark | "";
  groups: string[];
  guests: GuestDraft[];
};

let nextKey = 0;
const newKey = () => `g${++nextKey}`;
const emptyGuest = (): GuestDraft => ({
  key: newKey(),
  more: false,
  name: "",
  child: false,
  email: "",
  phone: "",
  note: "",
});

function draftOf(household: Household | null, settings: GuestListSettings): Draft {
  if (!household)
    return {
      name: "",
      address: "",
      email: "",
      phone: "",
      extraGuests: 0,
      side: "",
      list: "",
      groups: defaultGroups(settings),
      guests: [emptyGuest()],
    };
  return {
    name: household.name,
    address: household.address ?? "",
    email: household.email ?? "",
    phone: household.phone ?? "",
    extraGuests: household.extraGuests,
    side: household.side ?? "",
    list: household.list ?? "",
    groups: household.groups,
    guests: household.guests.map((guest) => ({
      key: newKey(),
      more: Boolean(guest.email || guest.phone || guest.note),
      id: guest.id,
      name: guest.name,
      child: guest.child,
      email: guest.email ?? "",
      phone: guest.phone ?? "",
      note: guest.note ?? "",
    })),
  };
}

const guestInput = (guest: GuestDraft) => ({
  ...(guest.id ? { id: guest.id } : {}),
  name: guest.name.trim(),
  child: guest.child,
  email: guest.email.trim() || null,
  phone: guest.phone.trim() || null,
  note: guest.note.trim() || null,
});

/** What POST and PUT take (householdInputSchema). */
export function householdBody(draft: Draft) {
  return {
    name: draft.name.trim(),
    address: draft.address.trim() || null,
    email: draft.email.trim() || null,
    phone: draft.phone.trim() || null,
    extraGuests: draft.extraGuests,
    side: draft.side || null,
    list: draft.list || null,
    groups: draft.groups,
    guests: draft.guests.filter((guest) => guest.name.trim()).map(guestInput),
  };
}

type Props = {
  base: string;
  household: Household | null;
  all: readonly Household[];
  settings: GuestListSettings;
  pageHost: string | null;
  sideLabel: (side: Side) => string;
  onClose: () => void;
  onSaved: (text: string) => Promise<void>;
  onDeleted: (household: Household) => Promise<void>;
  /** The household changed on the server (its link, a guest moved out): shown as it is now. */
  onChanged: (household: Household) => void;
  /** The household (one to review) went into another: the dialog closes. */
  onMerged: (from: Household, into: Household) => Promise<void>;
  onError: (cause: unknown, description: string) => void;
};

export function HouseholdDialog({
  base,
  household,
  all,
  settings,
  pageHost,
  sideLabel,
  onClose,
  onSaved,
  onDeleted,
  onChanged,
  onMerged,
  onError,
}: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const returnFocus = useReturnFocus();
  const [draft, setDraft] = useState(() => draftOf(household, settings));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const [confirmRenew, setConfirmRenew] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [moveTarget, setMoveTarget] = useState<Record<string, string>>({});
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const setGuest = (key: string, change: Partial<GuestDraft>) =>
    setDraft((current) => ({
      ...current,
      guests: current.guests.map((guest) => (guest.key === key ? { ...guest, ...change } : guest)),
    }));
  const others = all.filter((candidate) => candidate.id !== household?.id);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const body = householdBody(draft);
      if (household) await api.put(`${base}/households/${household.id}`, body);
      else await api.post(`${base}/households`, body);
      onClose();
      await onSaved(t("guestList.saved", { name: body.name }));
    } catch (cause) {
      onError(cause, t("guestList.saveFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!household) return;
    setBusy(true);
    try {
      await api.delete(`${base}/households/${household.id}`);
      await onDeleted(household);
    } catch (cause) {
      onError(cause, t("guestList.deleteFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function link(action: "renew" | "disable" | "enable") {
    if (!household) return;
    setBusy(true);
    try {
      const answer = await api.post<{ household: Household }>(`${base}/households/${household.id}/link`, {
        action,
      });
      onChanged(answer.household);
      setNote(t(`guestList.link.done.${action}`));
    } catch (cause) {
      onError(cause, t("guestList.link.failed"));
    } finally {
      setBusy(false);
      setConfirmRenew(false);
    }
  }

  /** Moves a saved guest to another household: that household is saved with the guest added. */
  async function move(guest: GuestDraft) {
    const target = others.find((candidate) => candidate.id === moveTarget[guest.key]);
    if (!target || !guest.id) return;
    setBusy(true);
    try {
      await api.put(`${base}/households/${target.id}`, {
        name: target.name,
        address: target.address,
        email: target.email,
        phone: target.phone,
        extraGuests: target.extraGuests,
        side: target.side,
        list: target.list,
        groups: target.groups,
        guests: [...target.guests, guestInput(guest)],
      });
      setDraft((current) => ({ ...current, guests: current.guests.filter((g) => g.key !== guest.key) }));
      setNote(t("guestList.move.done", { name: guest.name, household: target.name }));
      if (household) onChanged({ ...household, guests: household.guests.filter((g) => g.id !== guest.id) });
    } catch (cause) {
      onError(cause, t("guestList.move.failed"));
    } finally {
      setBusy(false);
    }
  }

  const url = household ? (pageHost ? `https://${pageHost}${household.link}` : household.link) : "";
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setNote(t("guestList.link.copied"));
    } catch {
      setNote(t("guestList.link.copyFailed"));
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--wide household-dialog"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <Dialog.Title className="dialog__title">
            {household
              ? t("guestList.edit.titleEdit", { name: household.name })
              : t("guestList.edit.titleNew")}
          </Dialog.Title>
          {household ? <LastChange household={household} /> : null}
          {household?.needsReview ? (
            <ReviewPanel
              base={base}
              household={household}
              others={others}
              body={{ ...householdBody(draftOf(household, settings)), needsReview: false }}
              onMerged={(into) => onMerged(household, into)}
              onKept={(kept) => {
                onChanged(kept);
                setNote(t("guestList.review.kept", { name: kept.name }));
              }}
              onError={onError}
            />
          ) : null}
          {household ? (
            <HouseholdAnswers
              household={household}
              settings={settings}
              onSetAnswers={() => setAnswering(true)}
            />
          ) : null}
          {household ? <DeliveryProblems household={household} headingId={`${id}-delivery`} /> : null}
          <form onSubmit={save} className="household-form">
            <div className="household-form__grid">
              <div className="field household-form__wide">
                <label htmlFor={`${id}-name`}>{t("guestList.edit.name")}</label>
                <input
                  id={`${id}-name`}
                  required
                  maxLength={GUEST_LIST_LIMITS.name}
                  value={draft.name}
                  onChange={(event) => set({ name: event.target.value })}
                />
              </div>
              <div className="field household-form__wide">
                <label htmlFor={`${id}-address`}>{t("guestList.edit.address")}</label>
                <input
                  id={`${id}-address`}
                  maxLength={GUEST_LIST_LIMITS.address}
                  autoComplete="off"
                  value={draft.address}
                  onChange={(event) => set({ address: event.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-email`}>{t("guestList.edit.email")}</label>
                <input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="off"
                  value={draft.email}
                  onChange={(event) => set({ email: event.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-phone`}>{t("guestList.edit.phone")}</label>
                <input
                  id={`${id}-phone`}
                  type="tel"
                  autoComplete="off"
                  maxLength={GUEST_LIST_LIMITS.phone}
                  value={draft.phone}
                  onChange={(event) => set({ phone: event.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-extra`}>{t("guestList.edit.extraGuests")}</label>
                <input
                  id={`${id}-extra`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={GUEST_LIST_LIMITS.extraGuests}
                  value={draft.extraGuests}
                  onChange={(event) =>
                    set({
                      extraGuests: Math.min(
                        GUEST_LIST_LIMITS.extraGuests,
                        Math.max(0, Math.trunc(Number(event.target.value) || 0)),
                      ),
                    })
                  }
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-side`}>{t("guestList.edit.side")}</label>
                <select
                  id={`${id}-side`}
                  value={draft.side}
                  onChange={(event) => set({ side: event.target.value as Draft["side"] })}
                >
                  <option value="">{t("guestList.edit.noSide")}</option>
                  {SIDES.map((side) => (
                    <option key={side} value={side}>
                      {sideLabel(side)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-list`}>{t("guestList.edit.list")}</label>
                <select
                  id={`${id}-list`}
                  value={draft.list}
                  onChange={(event) => set({ list: event.target.value as Draft["list"] })}
                >
                  <option value="">{t("guestList.edit.noList")}</option>
                  {LISTS.map((list) => (
                    <option key={list} value={list}>
                      {t("guestList.list.listMark", { list })}
                    </option>
                  ))}
                </select>
              </div>
            </div>

            <fieldset className="household-form__groups">
              <legend>{t("guestList.edit.groups")}</legend>
              {settings.groups.length === 0 ? (
                <p className="household-form__hint">{t("guestList.edit.noGroups")}</p>
              ) : (
                settings.groups.map((group) => (
                  <label key={group.id} className="guest-check">
                    <input
                      type="checkbox"
                      checked={draft.groups.includes(group.id)}
                      onChange={(event) =>
                        set({
                          groups: event.target.checked
                            ? [...draft.groups, group.id]
                            : draft.groups.filter((g) => g !== group.id),
                        })
                      }
                    />
                    {group.name}
                  </label>
                ))
              )}
            </fieldset>

            <h3 className="household-form__subtitle">{t("guestList.edit.guests")}</h3>
            <ol className="household-guests">
              {draft.guests.map((guest, index) => (
                <li key={guest.key} className="household-guest">
                  <fieldset>
                    <legend>{t("guestList.edit.guest", { n: index + 1 })}</legend>
                    <div className="household-form__grid">
                      <div className="field">
                        <label htmlFor={`${id}-${guest.key}-name`}>{t("guestList.edit.guestName")}</label>
                        <input
                          id={`${id}-${guest.key}-name`}
                          required={index === 0 || guest.id !== undefined}
                          maxLength={GUEST_LIST_LIMITS.name}
                          autoComplete="off"
                          value={guest.name}
                          onChange={(event) => setGuest(guest.key, { name: event.target.value })}
                        />
                      </div>
                      <label className="guest-check household-guest__child">
                        <input
                          type="checkbox"
                          checked={guest.child}
                          onChange={(event) => setGuest(guest.key, { child: event.target.checked })}
                        />
                        {t("guestList.edit.child")}
                      </label>
                    </div>
                    <details
                      className="household-guest__more"
                      open={guest.more}
                      onToggle={(event) => setGuest(guest.key, { more: event.currentTarget.open })}
                    >
                      <summary>{t("guestList.edit.more")}</summary>
                      <div className="household-form__grid">
                        <div className="field">
                          <label htmlFor={`${id}-${guest.key}-email`}>{t("guestList.edit.guestEmail")}</label>
                          <input
                            id={`${id}-${guest.key}-email`}
                            type="email"
                            autoComplete="off"
                            value={guest.email}
                            onChange={(event) => setGuest(guest.key, { email: event.target.value })}
                          />
                        </div>
                        <div className="field">
                          <label htmlFor={`${id}-${guest.key}-phone`}>{t("guestList.edit.guestPhone")}</label>
                          <input
                            id={`${id}-${guest.key}-phone`}
                            type="tel"
                            autoComplete="off"
                            maxLength={GUEST_LIST_LIMITS.phone}
                            value={guest.phone}
                            onChange={(event) => setGuest(guest.key, { phone: event.target.value })}
                          />
                        </div>
                        <div className="field household-form__wide">
                          <label htmlFor={`${id}-${guest.key}-note`}>{t("guestList.edit.note")}</label>
                          <input
                            id={`${id}-${guest.key}-note`}
                            maxLength={GUEST_LIST_LIMITS.note}
                            autoComplete="off"
                            value={guest.note}
                            onChange={(event) => setGuest(guest.key, { note: event.target.value })}
                          />
                        </div>
                      </div>
                    </details>
                    <div className="household-guest__tools">
                      {guest.id && others.length > 0 ? (
                        <div className="household-guest__move">
                          <label htmlFor={`${id}-${guest.key}-move`}>{t("guestList.move.label")}</label>
                          <select
                            id={`${id}-${guest.key}-move`}
                            value={moveTarget[guest.key] ?? ""}
                            onChange={(event) =>
                              setMoveTarget({ ...moveTarget, [guest.key]: event.target.value })
                            }
                          >
                            <option value="">{t("guestList.move.choose")}</option>
                            {others.map((other) => (
                              <option key={other.id} value={other.id}>
                                {other.name}
                              </option>
                            ))}
                          </select>
                          <button
                            type="button"
                            className="button guest-small-button"
                            disabled={busy || !moveTarget[guest.key]}
                            onClick={() => move(guest)}
                          >
                            {t("guestList.move.button", { name: guest.name })}
                          </button>
                        </div>
                      ) : null}
                      <button
                        type="button"
                        className="button guest-small-button guest-danger-button"
                        disabled={draft.guests.length <= 1}
                        onClick={() => set({ guests: draft.guests.filter((g) => g.key !== guest.key) })}
                      >
                        {t("guestList.edit.removeGuest", {
                          name: guest.name || t("guestList.edit.guest", { n: index + 1 }),
                        })}
                      </button>
                    </div>
                  </fieldset>
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="button"
              disabled={draft.guests.length >= GUEST_LIST_LIMITS.guestsPerHousehold}
              onClick={() => set({ guests: [...draft.guests, emptyGuest()] })}
            >
              {t("guestList.edit.addGuest")}
            </button>

            {household ? (
              <section className="household-link" aria-labelledby={`${id}-link`}>
                <h3 id={`${id}-link`} className="household-form__subtitle">
                  {t("guestList.link.title")}
                </h3>
                <div className="field">
                  <label htmlFor={`${id}-url`}>{t("guestList.link.url")}</label>
                  <div className="household-link__row">
                    <input id={`${id}-url`} readOnly value={url} onFocus={(event) => event.target.select()} />
                    <button type="button" className="button guest-small-button" onClick={copy}>
                      {t("guestList.link.copy")}
                    </button>
                  </div>
                </div>
                {pageHost ? null : <p className="household-form__hint">{t("guestList.link.noAddress")}</p>}
                <p className="household-link__code">
                  {t("guestList.link.code")} <strong>{household.code}</strong>
                </p>
                <p className="household-link__state">
                  {t(household.linkEnabled ? "guestList.link.isOn" : "guestList.link.isOff")}
                </p>
                <div className="household-link__actions">
                  <button
                    type="button"
                    className="button guest-small-button"
                    disabled={busy}
                    onClick={() => link(household.linkEnabled ? "disable" : "enable")}
                  >
                    {t(household.linkEnabled ? "guestList.link.disable" : "guestList.link.enable")}
                  </button>
                  <button
                    type="button"
                    className="button guest-small-button"
                    disabled={busy}
                    onClick={() => setConfirmRenew(true)}
                  >
                    {t("guestList.link.renew")}
                  </button>
                </div>
              </section>
            ) : null}

            <p className="household-form__note" role="status">
              {note}
            </p>
            <div className="dialog__actions household-form__actions">
              {household ? (
                <button
                  type="button"
                  className="button guest-danger-button household-form__delete"
                  disabled={busy}
                  onClick={remove}
                >
                  {t("guestList.edit.delete")}
                </button>
              ) : null}
              <Dialog.Close className="button">{t("guestList.cancel")}</Dialog.Close>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t("guestList.saving") : t("guestList.save")}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
      <ConfirmDialog
        open={confirmRenew}
        title={t("guestList.link.renewTitle")}
        text={t("guestList.link.renewText")}
        confirmLabel={t("guestList.link.renewConfirm")}
        onConfirm={() => link("renew")}
        onClose={() => setConfirmRenew(false)}
      />
      {answering && household ? (
        <AnswerDialog
          base={base}
          household={household}
          settings={settings}
          onClose={() => setAnswering(false)}
          onSaved={(saved) => {
            setAnswering(false);
            onChanged(saved);
            setNote(t("guestList.answers.saved", { name: saved.name }));
          }}
          onError={onError}
        />
      ) : null}
    </Dialog.Root>
  );
}
