// "Ange svar" (issue 25): the owner sets a household's answer by hand, say after a phone call. Per
// guest, per part it is invited to (or the whole event on a site without parts): Kommer, Kommer inte or
// Inget svar, and an optional note; saved with PUT …/households/{id}/answers and marked as the owner's.
import { GUEST_LIST_LIMITS, type GuestListSettings, WHOLE_EVENT } from "@core/guest-list";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { useReturnFocus } from "../components/return-focus";
import { type AnswerGrid, answerParts, type Choice, gridOf, handSetBody, ownerNote } from "./answers";
import type { Household } from "./types";

const CHOICES: { value: Choice; key: string }[] = [
  { value: "yes", key: "guestList.answers.coming" },
  { value: "no", key: "guestList.answers.notComing" },
  { value: "", key: "guestList.answers.noAnswer" },
];

type Props = {
  base: string;
  household: Household;
  settings: Pick<GuestListSettings, "parts" | "groups">;
  onClose: () => void;
  /** The household as the server answered it, with its new answers. */
  onSaved: (household: Household) => void;
  onError: (cause: unknown, description: string) => void;
};

export function AnswerDialog({ base, household, settings, onClose, onSaved, onError }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const returnFocus = useReturnFocus();
  const parts = useMemo(() => answerParts(settings, household), [settings, household]);
  const before = useMemo(() => gridOf(household, parts), [household, parts]);
  const [grid, setGrid] = useState<AnswerGrid>(before);
  const [note, setNote] = useState(() => ownerNote(household.answers));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const wholeEvent = parts.length === 1 && parts[0]?.id === WHOLE_EVENT;

  const choose = (guestId: string, partId: string, choice: Choice) => {
    setProblem("");
    setGrid((current) => ({ ...current, [guestId]: { ...current[guestId], [partId]: choice } }));
  };
  const allBlank = (source: AnswerGrid, guestId: string) =>
    parts.every((part) => !source[guestId]?.[part.id]);

  async function save(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const body = handSetBody(household.guests, parts, grid, note, before);
    if (!body) {
      setProblem(t("guestList.answers.chooseOne"));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.put<{ household: Household }>(
        `${base}/households/${household.id}/answers`,
        body,
      );
      onSaved(answer.household);
    } catch (cause) {
      onError(cause, t("guestList.answers.saveFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay answer-dialog-overlay" />
        <Dialog.Content className="dialog answer-dialog" {...returnFocus}>
          <Dialog.Title className="dialog__title">
            {t("guestList.answers.title", { name: household.name })}
          </Dialog.Title>
          <Dialog.Description className="household-form__hint">
            {t("guestList.answers.lead")}
          </Dialog.Description>
          <form onSubmit={save} className="answer-form">
            <ul className="answer-form__guests">
              {household.guests.map((guest) => {
                const keeps = allBlank(grid, guest.id) && !allBlank(before, guest.id);
                return (
                  <li key={guest.id}>
                    <fieldset
                      className="answer-form__guest"
                      aria-describedby={keeps ? `${id}-${guest.id}-keeps` : undefined}
                    >
                      <legend>{guest.name}</legend>
                      {parts.map((part) => {
                        const name = `${id}-${guest.id}-${part.id || "all"}`;
                        return (
                          <fieldset key={part.id} className="answer-form__part">
                            <legend>{wholeEvent ? t("guestList.answers.wholeEvent") : part.name}</legend>
                            <div className="answer-form__choices">
                              {CHOICES.map((choice) => (
                                <label
                                  key={choice.value || "none"}
                                  className="guest-check answer-form__choice"
                                >
                                  <input
                                    type="radio"
                                    name={name}
                                    value={choice.value}
                                    checked={(grid[guest.id]?.[part.id] ?? "") === choice.value}
                                    onChange={() => choose(guest.id, part.id, choice.value)}
                                  />
                                  {t(choice.key)}
                                </label>
                              ))}
                            </div>
                          </fieldset>
                        );
                      })}
                      {keeps ? (
                        <p id={`${id}-${guest.id}-keeps`} className="household-form__hint">
                          {t("guestList.answers.keeps", { name: guest.name })}
                        </p>
                      ) : null}
                    </fieldset>
                  </li>
                );
              })}
            </ul>
            <div className="field">
              <label htmlFor={`${id}-note`}>{t("guestList.answers.note")}</label>
              <textarea
                id={`${id}-note`}
                className="answer-form__note"
                maxLength={GUEST_LIST_LIMITS.note}
                rows={2}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            <p className="answer-form__problem" role="alert">
              {problem}
            </p>
            <div className="dialog__actions">
              <Dialog.Close className="button">{t("guestList.cancel")}</Dialog.Close>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t("guestList.saving") : t("guestList.answers.save")}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
