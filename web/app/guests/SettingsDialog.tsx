// The guest list's settings (issue 25): the event's parts ("Vigsel", "Middag", "Fest": add, rename,
// remove, reorder), the guest groups (a name, the parts they are invited to, one default group for new
// households) and "only personal links" (no "find your invitation" by name).
import { GUEST_LIST_LIMITS, type GuestListSettings } from "@core/guest-list";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { useReturnFocus } from "../components/return-focus";

type Props = {
  base: string;
  settings: GuestListSettings;
  /** The RSVP's last day (issue 26), YYYY-MM-DD, or null. */
  deadline: string | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
  onError: (cause: unknown, description: string) => void;
};

/** A new local id for a part or a group (letters, digits and '-'). */
export const localId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

export function SettingsDialog({ base, settings, deadline, onClose, onSaved, onError }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const returnFocus = useReturnFocus();
  const [draft, setDraft] = useState<GuestListSettings>(settings);
  const [busy, setBusy] = useState(false);
  const [lastDay, setLastDay] = useState(deadline ?? "");
  const [note, setNote] = useState("");
  const set = (change: Partial<GuestListSettings>) => setDraft((current) => ({ ...current, ...change }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await api.put(`${base.replace(/\/$/, "")}/guest-list/settings`, {
        parts: draft.parts.map((part) => ({ ...part, name: part.name.trim() })),
        groups: draft.groups.map((group) => ({ ...group, name: group.name.trim() })),
        onlyPersonalLinks: draft.onlyPersonalLinks,
      });
      if (lastDay !== (deadline ?? ""))
        await api.put(`${base.replace(/\/$/, "")}/rsvp-deadline`, { date: lastDay === "" ? null : lastDay });
      await onSaved();
    } catch (cause) {
      onError(cause, t("guestList.settings.saveFailed"));
    } finally {
      setBusy(false);
    }
  }

  const renamePart = (partId: string, name: string) =>
    set({ parts: draft.parts.map((part) => (part.id === partId ? { ...part, name } : part)) });
  const removePart = (partId: string, name: string) => {
    set({
      parts: draft.parts.filter((part) => part.id !== partId),
      groups: draft.groups.map((group) => ({ ...group, partIds: group.partIds.filter((p) => p !== partId) })),
    });
    setNote(t("guestList.settings.partRemoved", { name }));
  };
  const movePart = (from: number, to: number) => {
    set({ parts: moved(draft.parts, from, to) });
    setNote(t("guestList.settings.partMoved", { name: draft.parts[from]?.name ?? "", n: to + 1 }));
  };
  const setGroup = (groupId: string, change: Partial<GuestListSettings["groups"][number]>) =>
    set({ groups: draft.groups.map((group) => (group.id === groupId ? { ...group, ...change } : group)) });

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide guest-settings" {...returnFocus}>
          <Dialog.Title className="dialog__title">{t("guestList.settings.title")}</Dialog.Title>
          <Dialog.Description className="dialog__text">{t("guestList.settings.lead")}</Dialog.Description>
          <form onSubmit={save}>
            <fieldset className="guest-settings__section">
              <legend>{t("guestList.settings.parts")}</legend>
              <p className="household-form__hint">{t("guestList.settings.partsHint")}</p>
              <ol className="guest-settings__list">
                {draft.parts.map((part, index) => (
                  <li key={part.id} className="guest-settings__part">
                    <div className="field">
                      <label htmlFor={`${id}-${part.id}`}>
                        {t("guestList.settings.partName", { n: index + 1 })}
                      </label>
                      <input
                        id={`${id}-${part.id}`}
                        required
                        maxLength={GUEST_LIST_LIMITS.partName}
                        value={part.name}
                        onChange={(event) => renamePart(part.id, event.target.value)}
                      />
                    </div>
                    <div className="guest-settings__tools">
                      <button
                        type="button"
                        className="button guest-small-button"
                        disabled={index === 0}
                        aria-label={t("guestList.settings.moveUp", { name: part.name })}
                        onClick={() => movePart(index, index - 1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="button guest-small-button"
                        disabled={index === draft.parts.length - 1}
                        aria-label={t("guestList.settings.moveDown", { name: part.name })}
                        onClick={() => movePart(index, index + 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="button guest-small-button guest-danger-button"
                        aria-label={t("guestList.settings.removePart", { name: part.name })}
                        onClick={() => removePart(part.id, part.name)}
                      >
                        {t("guestList.settings.remove")}
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
              <button
                type="button"
                className="button"
                disabled={draft.parts.length >= GUEST_LIST_LIMITS.parts}
                onClick={() => set({ parts: [...draft.parts, { id: localId("part"), name: "" }] })}
              >
                {t("guestList.settings.addPart")}
              </button>
            </fieldset>

            <fieldset className="guest-settings__section">
              <legend>{t("guestList.settings.groups")}</legend>
              <p className="household-form__hint">{t("guestList.settings.groupsHint")}</p>
              <ol className="guest-settings__list">
                {draft.groups.map((group, index) => (
                  <li key={group.id} className="guest-settings__group">
                    <div className="field">
                      <label htmlFor={`${id}-${group.id}`}>
                        {t("guestList.settings.groupName", { n: index + 1 })}
                      </label>
                      <input
                        id={`${id}-${group.id}`}
                        required
                        maxLength={GUEST_LIST_LIMITS.partName}
                        value={group.name}
                        onChange={(event) => setGroup(group.id, { name: event.target.value })}
                      />
                    </div>
                    {draft.parts.length > 0 ? (
                      <fieldset className="guest-settings__parts">
                        <legend>
                          {t("guestList.settings.invitedTo", { name: group.name || index + 1 })}
                        </legend>
                        {draft.parts.map((part) => (
                          <label key={part.id} className="guest-check">
                            <input
                              type="checkbox"
                              checked={group.partIds.includes(part.id)}
                              onChange={(event) =>
                                setGroup(group.id, {
                                  partIds: event.target.checked
                                    ? draft.parts
                                        .map((p) => p.id)
                                        .filter((p) => p === part.id || group.partIds.includes(p))
                                    : group.partIds.filter((p) => p !== part.id),
                                })
                              }
                            />
                            {part.name || t("guestList.settings.unnamedPart")}
                          </label>
                        ))}
                      </fieldset>
                    ) : null}
                    <div className="guest-settings__tools">
                      <label className="guest-check">
                        <input
                          type="checkbox"
                          checked={group.isDefault}
                          onChange={(event) =>
                            set({
                              groups: draft.groups.map((g) => ({
                                ...g,
                                isDefault:
                                  g.id === group.id
                                    ? event.target.checked
                                    : event.target.checked
                                      ? false
                                      : g.isDefault,
                              })),
                            })
                          }
                        />
                        {t("guestList.settings.default")}
                      </label>
                      <button
                        type="button"
                        className="button guest-small-button guest-danger-button"
                        aria-label={t("guestList.settings.removeGroup", { name: group.name })}
                        onClick={() => {
                          set({ groups: draft.groups.filter((g) => g.id !== group.id) });
                          setNote(t("guestList.settings.groupRemoved", { name: group.name }));
                        }}
                      >
                        {t("guestList.settings.remove")}
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
              <button
                type="button"
                className="button"
                disabled={draft.groups.length >= GUEST_LIST_LIMITS.groups}
                onClick={() =>
                  set({
                    groups: [
                      ...draft.groups,
                      {
                        id: localId("group"),
                        name: "",
                        partIds: draft.parts.map((p) => p.id),
                        isDefault: false,
                      },
                    ],
                  })
                }
              >
                {t("guestList.settings.addGroup")}
              </button>
            </fieldset>

            <div className="field guest-settings__deadline">
              <label htmlFor={`${id}-deadline`}>{t("guestList.settings.deadline")}</label>
              <input
                id={`${id}-deadline`}
                type="date"
                min="2000-01-01"
                max="2100-12-31"
                value={lastDay}
                onChange={(event) => setLastDay(event.target.value)}
                aria-describedby={`${id}-deadline-hint`}
              />
              <span id={`${id}-deadline-hint`} className="household-form__hint">
                {t("guestList.settings.deadlineHint")}
              </span>
            </div>

            <label className="guest-check guest-settings__only">
              <input
                type="checkbox"
                checked={draft.onlyPersonalLinks}
                onChange={(event) => set({ onlyPersonalLinks: event.target.checked })}
              />
              <span>
                {t("guestList.settings.onlyPersonalLinks")}
                <span className="household-form__hint guest-settings__only-hint">
                  {t("guestList.settings.onlyPersonalLinksHint")}
                </span>
              </span>
            </label>
            <p className="household-form__note" role="status">
              {note}
            </p>
            <div className="dialog__actions">
              <Dialog.Close className="button">{t("guestList.cancel")}</Dialog.Close>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t("guestList.saving") : t("guestList.save")}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
