// The personal RSVP's guests (issue 25): a household that came by its personal link answers for its
// own guests, each in a fieldset named by the guest: a Yes or No per part the household is invited to
// (or, with no parts, the RSVP's own "Kommer du?"), then the RSVP's questions as the answers show them.
// Known names answer the name questions; "Lägg till gäst" adds up to the household's extra guests, each
// with their name and the same questions. Everything lives in the submission's answers (personal.ts).
import type { FormElement } from "@core/form";
import { useTranslation } from "@web/i18n/use-translation";
import { useEffect, useRef } from "react";
import { type Answers, shownElements } from "../shared/guest-form/answers";
import { FormFields } from "../shared/guest-form/FormFields";
import type { GuestSubmission } from "../shared/guest-form/useGuestSubmission";
import {
  type AttendQuestion,
  EXTRA_NAME_KEY,
  effectiveAnswers,
  nameQuestionsOf,
  PART_NO,
  PART_YES,
  partKey,
  personalGuests,
  questionsFor,
  type RsvpInvitation,
} from "./personal";

type Props = {
  elements: readonly FormElement[];
  language: string;
  invitation: RsvpInvitation;
  submission: GuestSubmission;
  attend: AttendQuestion | null;
  /** Unique per RSVP on the page: input names and ids start with it. */
  prefix: string;
};

export function PersonalGuests({ elements, language, invitation, submission, attend, prefix }: Props) {
  const { t } = useTranslation("guest");
  const names = nameQuestionsOf(elements);
  const known = invitation.guests.length;
  const count = Math.min(submission.guestCount, known + invitation.extraGuests);
  const guests = personalGuests(invitation, count);
  const canAdd = count < known + invitation.extraGuests;
  // A guest added or removed: focus that guest's first field, or the add button.
  const listRef = useRef<HTMLDivElement>(null);
  const focusGuest = useRef<number | null>(null);
  useEffect(() => {
    const index = focusGuest.current;
    if (index === null) return;
    focusGuest.current = null;
    const list = listRef.current;
    const target =
      list?.querySelector<HTMLElement>(`[data-guest="${index}"] input`) ??
      list?.parentElement?.querySelector<HTMLElement>(".personal-rsvp__add");
    target?.focus();
  });

  // The form opened with the household's guests: its first choice takes the focus the show button had.
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body)
      listRef.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, []);

  const add = () => {
    focusGuest.current = count;
    submission.setGuestCount(count + 1);
  };
  const remove = (index: number) => {
    // The guests after it move up one place with their answers; the last place is emptied.
    for (let next = index; next < count; next++) {
      const from: Answers = submission.answers[next + 1] ?? {};
      const to: Answers = submission.answers[next] ?? {};
      for (const key of new Set([...Object.keys(to), ...Object.keys(from)]))
        submission.setAnswer(next, key, from[key] ?? {}, "");
    }
    focusGuest.current = index < count - 1 ? index : -1;
    submission.setGuestCount(count - 1);
  };

  return (
    <div className="personal-rsvp">
      <div ref={listRef} className="guest-form__guests">
        {guests.map((guest, index) => {
          const own = submission.answers[index] ?? {};
          const answers = effectiveAnswers(invitation, guest, own, names, attend);
          const shown = new Set(shownElements(elements, answers).map((element) => element.id));
          const questions = questionsFor(elements, invitation, guest, names, attend).filter((element) =>
            shown.has(element.id),
          );
          const guestPrefix = `${prefix}g${index + 1}-`;
          const extraNumber = index - known + 1;
          const nameInput = `${guestPrefix}name`;
          // The name questions first (an extra guest's, or a part a known name cannot answer), then the parts.
          const fields = (list: FormElement[]) =>
            list.length > 0 ? (
              <FormFields
                elements={list}
                answers={answers}
                language={language}
                namePrefix={guestPrefix}
                errors={submission.errors}
                onChange={(id, answer, name) => submission.setAnswer(index, id, answer, name)}
              />
            ) : null;
          return (
            <fieldset
              // Extra guests move up when one is removed: keyed by place, their answers move with them.
              key={guest.guestId ?? `extra-${index}`}
              className="guest-form__guest personal-guest"
              data-guest={index}
            >
              <legend className="guest-form__guest-title personal-guest__name">
                {guest.name ?? t("personalRsvp.extraGuest", { number: extraNumber })}
                {guest.child ? <span className="personal-guest__tag">{t("personalRsvp.child")}</span> : null}
              </legend>
              {fields(questions.filter((element) => names.has(element.id)))}
              {guest.guestId === null && names.size === 0 ? (
                <div className={`guest-field${submission.errors[nameInput] ? " is-invalid" : ""}`}>
                  <label className="guest-field__label" htmlFor={nameInput}>
                    {t("personalRsvp.name")}
                    <span className="guest-field__required" aria-hidden="true">
                      {" *"}
                    </span>
                  </label>
                  <input
                    id={nameInput}
                    name={nameInput}
                    className="guest-field__input"
                    type="text"
                    autoComplete="off"
                    required
                    maxLength={200}
                    value={own[EXTRA_NAME_KEY]?.value ?? ""}
                    aria-invalid={submission.errors[nameInput] ? true : undefined}
                    aria-describedby={submission.errors[nameInput] ? `${nameInput}-error` : undefined}
                    onChange={(event) =>
                      submission.setAnswer(index, EXTRA_NAME_KEY, { value: event.target.value }, nameInput)
                    }
                  />
                  {submission.errors[nameInput] ? (
                    <p className="guest-field__error" id={`${nameInput}-error`}>
                      {submission.errors[nameInput]}
                    </p>
                  ) : null}
                </div>
              ) : null}
              {invitation.parts.map((part) => {
                const name = `${guestPrefix}part-${part.id}`;
                const error = submission.errors[name];
                const chosen = own[partKey(part.id)]?.optionId;
                return (
                  <fieldset
                    key={part.id}
                    className={`guest-field guest-field--choice personal-part${error ? " is-invalid" : ""}`}
                  >
                    <legend className="guest-field__label">
                      {part.name}
                      <span className="guest-field__required" aria-hidden="true">
                        {" *"}
                      </span>
                    </legend>
                    <div className="guest-field__options">
                      {[PART_YES, PART_NO].map((value) => (
                        <label key={value} className="guest-choice" htmlFor={`${name}-${value}`}>
                          <input
                            id={`${name}-${value}`}
                            type="radio"
                            name={name}
                            value={value}
                            required
                            checked={chosen === value}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${name}-error` : undefined}
                            onChange={() =>
                              submission.setAnswer(index, partKey(part.id), { optionId: value }, name)
                            }
                          />
                          <span className="guest-choice__text">
                            {t(value === PART_YES ? "personalRsvp.coming" : "personalRsvp.notComing")}
                          </span>
                        </label>
                      ))}
                    </div>
                    {error ? (
                      <p className="guest-field__error" id={`${name}-error`}>
                        {error}
                      </p>
                    ) : null}
                  </fieldset>
                );
              })}
              {fields(questions.filter((element) => !names.has(element.id)))}
              {guest.guestId === null ? (
                <div className="personal-guest__actions">
                  <button type="button" className="guest-button" onClick={() => remove(index)}>
                    {t("personalRsvp.removeGuest", { number: extraNumber })}
                  </button>
                </div>
              ) : null}
            </fieldset>
          );
        })}
      </div>
      {canAdd ? (
        <div className="personal-rsvp__more">
          <button type="button" className="guest-button personal-rsvp__add" onClick={add}>
            {t("personalRsvp.addGuest")}
          </button>
          <p className="personal-rsvp__hint">
            {t("personalRsvp.extraAllowed", { count: known + invitation.extraGuests - count })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
