// The RSVP module on the guest page (SPEC §2, §4 Public RSVP/form, §5 max guests): the form is hidden
// until the show button; the guest chooses how many they are (a dropdown from 1 to the module's
// maximum, or a single button when the maximum is 1), then fills in one form per guest, headed
// 'Gäst 1', 'Gäst 2', ... when more than one; all of them go in one submission (POST .../v4/).
// The confirmation speaks to one guest or to several ('fira med dig!' / 'fira med er!', issue 23
// item 10), and fits a No when every guest declined (decline.ts).
// A household that came by its personal link (issue 25) gets its own guests instead of the number of
// guests (PersonalRsvp.tsx, personal.ts); the open page of a site with a guest list may offer "Hitta
// din inbjudan" below the form (FindInvitation.tsx). Both come from the page (RsvpPageContext).
import { type Translation, translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { useContext, useEffect, useId, useRef, useState } from "react";
import { toSubmittedElements } from "../shared/guest-form/answers";
import { FormFields } from "../shared/guest-form/FormFields";
import { GuestFormFrame } from "../shared/guest-form/GuestFormFrame";
import { useGuestSubmission } from "../shared/guest-form/useGuestSubmission";
import type { ModuleViewFor } from "../view-types";
import { formatDeadline, isRsvpClosed } from "./deadline";
import { declineAnswerOf, everyGuestDeclined } from "./decline";
import { FindInvitation } from "./FindInvitation";
import { PersonalGuests } from "./PersonalRsvp";
import { RsvpPageContext } from "./page-context";
import {
  type AttendQuestion,
  answeredFields,
  attendQuestionOf,
  everyPersonalGuestDeclined,
  personalBodyGuests,
  personalGuests,
  type RsvpInvitation,
} from "./personal";

/** 1, 2, ..., n */
const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * A confirmation field for several guests: the module's own when it has one (empty there means the
 * UI's words for several), else, on a page saved before the field existed, its one-guest text as before.
 */
const forSeveral = (several: Translation | undefined, one: Translation | undefined) =>
  several === undefined ? one : several;

export const RsvpView: ModuleViewFor<"Rsvp"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  const submission = useGuestSubmission("rsvp", mode);
  const countId = useId();
  const page = useContext(RsvpPageContext);
  // Only on the guest page: the editor's canvas shows the RSVP as the open page has it.
  const invitation =
    mode === "PUBLIC" && page.invitation && page.invitation.guests.length > 0 ? page.invitation : null;
  const elements = module.form.formElements;
  const max = invitation
    ? invitation.guests.length + invitation.extraGuests
    : Math.min(Math.max(module.maxNumberOfGuests, 1), 5);
  const count = Math.min(submission.guestCount, max);
  const guestTitle = translate(module.guestIndexTitle, language) || t("forms.guestTitle");
  const prefix = `rsvp-${module.id}-`;
  // Whether the guests just sent all said No: decided when the body is built, as the answers are
  // cleared once the send succeeds.
  const [declined, setDeclined] = useState(false);
  // Whether more than one guest answered, kept for the same reason.
  const [several, setSeveral] = useState(false);
  // With one guest at most, the single button goes away when pressed: focus the first question.
  const guestsRef = useRef<HTMLDivElement>(null);
  const previousCount = useRef(count);
  useEffect(() => {
    if (max === 1 && previousCount.current === 0 && count === 1) {
      guestsRef.current?.querySelector<HTMLElement>("input")?.focus();
    }
    previousCount.current = count;
  }, [count, max]);
  // The last day to answer (issue 26): shown above the form; once it has ended, the form is closed
  // (also when the server says so because the day ended while the page was open).
  const deadline = mode === "PUBLIC" ? (page.deadline ?? null) : null;
  const [closedAtLoad] = useState(() => isRsvpClosed(deadline));
  const closed =
    closedAtLoad || submission.stage === "late" ? (
      <div className="guest-form">
        <div className="guest-outcome guest-outcome--closed">
          <h3 className="guest-outcome__title">{t("forms.rsvpClosedTitle")}</h3>
          <p className="guest-outcome__text">
            {deadline
              ? t("forms.rsvpClosedText", { date: formatDeadline(deadline, language) })
              : t("forms.rsvpClosedTextNoDate")}
          </p>
        </div>
      </div>
    ) : undefined;
  // A household that has answered (issue 26): when, and that sending again changes it, until the last day.
  const answered = invitation?.answered && submission.stage !== "success" ? invitation.answered : null;
  const note =
    answered && !closed ? (
      <div className="guest-rsvp-answered">
        <p className="guest-rsvp-answered__text">
          {t("forms.rsvpAnswered", { date: formatDeadline(answered.on, language) })}
        </p>
        {deadline ? (
          <p className="guest-rsvp-deadline">
            {t("forms.rsvpChangeUntil", { date: formatDeadline(deadline, language) })}
          </p>
        ) : null}
      </div>
    ) : deadline && !closed ? (
      <p className="guest-rsvp-deadline">
        {t("forms.rsvpDeadline", { date: formatDeadline(deadline, language) })}
      </p>
    ) : undefined;

  const buildBody = (groupIdentifier: string) => {
    if (invitation) {
      const decline = declineAnswerOf(module);
      const guests = personalBodyGuests(
        elements,
        invitation,
        personalGuests(invitation, count),
        submission.answers,
        language,
        attendQuestionOf(elements, decline),
      );
      setDeclined(everyPersonalGuestDeclined(invitation, guests, decline));
      setSeveral(guests.length > 1);
      return { guests, groupIdentifier };
    }
    const guests = Array.from({ length: count }, (_, guest) => submission.answers[guest] ?? {});
    setDeclined(everyGuestDeclined(declineAnswerOf(module), guests));
    setSeveral(guests.length > 1);
    return {
      guests: guests.map((answers) => ({ formElements: toSubmittedElements(elements, answers, language) })),
      groupIdentifier,
    };
  };

  const frame = (
    <GuestFormFrame
      kind="rsvp"
      module={answered ? { ...module, showFormButton: { [language]: t("forms.rsvpChange") } } : module}
      submission={submission}
      language={language}
      ready={count > 0}
      buildBody={buildBody}
      note={note}
      closed={closed}
      confirmation={
        declined && several
          ? {
              title: forSeveral(module.confirmationTitleNoMany, module.confirmationTitleNo),
              text: forSeveral(module.confirmationTextNoMany, module.confirmationTextNo),
              fallback: { title: t("forms.rsvpDeclinedTitleMany"), text: t("forms.rsvpDeclinedTextMany") },
            }
          : declined
            ? {
                title: module.confirmationTitleNo,
                text: module.confirmationTextNo,
                fallback: { title: t("forms.rsvpDeclinedTitle"), text: t("forms.rsvpDeclinedText") },
              }
            : several
              ? {
                  title: forSeveral(module.confirmationTitleMany, module.confirmationTitle),
                  text: forSeveral(module.confirmationTextMany, module.confirmationText),
                  fallback: {
                    title: t("forms.rsvpConfirmationTitle"),
                    text: t("forms.rsvpConfirmationTextMany"),
                  },
                }
              : undefined
      }
    >
      {invitation ? (
        submission.stage === "open" && count === 0 ? (
          <OpenWithHousehold
            invitation={invitation}
            attend={attendQuestionOf(elements, declineAnswerOf(module))}
            submission={submission}
          />
        ) : (
          <PersonalGuests
            elements={elements}
            language={language}
            invitation={invitation}
            submission={submission}
            attend={attendQuestionOf(elements, declineAnswerOf(module))}
            prefix={prefix}
          />
        )
      ) : max > 1 ? (
        <div className="guest-field guest-count">
          <label className="guest-field__label" htmlFor={countId}>
            {translate(module.selectNumberOfGuestsText, language) || t("forms.chooseGuests")}
          </label>
          <select
            id={countId}
            className="guest-field__input guest-count__select"
            value={count || ""}
            onChange={(event) => submission.setGuestCount(Number(event.target.value))}
          >
            <option value="" disabled>
              {t("forms.chooseGuestsPlaceholder")}
            </option>
            {numbers(max).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      ) : count === 0 ? (
        <button type="button" className="guest-button" onClick={() => submission.setGuestCount(1)}>
          {translate(module.oneGuestRsvpButton, language) || t("forms.oneGuest")}
        </button>
      ) : null}
      {invitation ? null : (
        <div ref={guestsRef} className="guest-form__guests">
          {numbers(count).map((n) => {
            const guest = n - 1;
            const headingId = `${prefix}guest-${guest + 1}`;
            return (
              <section
                key={n}
                className="guest-form__guest"
                aria-labelledby={count > 1 ? headingId : undefined}
              >
                {count > 1 ? (
                  <h3 className="guest-form__guest-title" id={headingId}>
                    {guestTitle} {guest + 1}
                  </h3>
                ) : null}
                <FormFields
                  elements={elements}
                  answers={submission.answers[guest] ?? {}}
                  language={language}
                  namePrefix={`${prefix}g${guest + 1}-`}
                  errors={submission.errors}
                  onChange={(id, answer, name) => submission.setAnswer(guest, id, answer, name)}
                />
              </section>
            );
          })}
        </div>
      )}
    </GuestFormFrame>
  );
  // "Hitta din inbjudan" only on the guest page's open page, never beside a household's own RSVP.
  if (mode !== "PUBLIC" || invitation || !page.findInvitation || closed) return frame;
  return (
    <>
      {frame}
      <FindInvitation />
    </>
  );
};

/**
 * The form opens with the household's own guests (the show button opens it with none chosen), filled
 * in with its current answer when it has one (issue 26): each guest's Yes or No per part and answers.
 */
function OpenWithHousehold({
  invitation,
  attend,
  submission,
}: {
  invitation: RsvpInvitation;
  attend: AttendQuestion | null;
  submission: Pick<ReturnType<typeof useGuestSubmission>, "setGuestCount" | "setAnswer">;
}) {
  const { setGuestCount, setAnswer } = submission;
  // Once: `attend` is made anew on each render of the form.
  const filledIn = useRef(false);
  useEffect(() => {
    if (filledIn.current) return;
    filledIn.current = true;
    const filled = answeredFields(invitation, attend);
    setGuestCount(filled.count);
    for (const field of filled.fields) setAnswer(field.guest, field.key, field.answer, "");
  }, [invitation, attend, setGuestCount, setAnswer]);
  return null;
}
