// A household's answers in its dialog (issue 25): per guest, compactly per part ("Vigsel ✓ · Middag ✗"),
// marked "satt av er" when the owner set it by hand, the owner's note, and the button to set it.
import { type GuestListSettings, WHOLE_EVENT } from "@core/guest-list";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { answerParts, type Choice, choiceOf, extraGuestIds, ownerNote, setByOwner } from "./answers";
import type { Household } from "./types";

const MARK: Record<Choice, string> = { yes: "✓", no: "✗", "": "–" };

type Props = {
  household: Household;
  settings: Pick<GuestListSettings, "parts" | "groups">;
  onSetAnswers: () => void;
};

export function HouseholdAnswers({ household, settings, onSetAnswers }: Props) {
  const { t } = useTranslation("app");
  const titleId = useId();
  const parts = answerParts(settings, household);
  const wholeEvent = parts.length === 1 && parts[0]?.id === WHOLE_EVENT;
  const word = (choice: Choice) =>
    t(
      choice === "yes"
        ? "guestList.answers.coming"
        : choice === "no"
          ? "guestList.answers.notComing"
          : "guestList.answers.noAnswer",
    );
  const rows = [
    ...household.guests.map((guest) => ({ id: guest.id, name: guest.name })),
    ...extraGuestIds(household.answers).map((id, index) => ({
      id,
      name: t("guestList.answers.extraGuest", { n: index + 1 }),
    })),
  ];
  const note = ownerNote(household.answers);

  return (
    <section className="household-answers" aria-labelledby={titleId}>
      <div className="household-answers__head">
        <h3 id={titleId} className="household-form__subtitle">
          {t("guestList.answers.heading")}
        </h3>
        <span className={`guest-status guest-status--${household.status}`}>
          {t(`guestList.status.${household.status}`)}
        </span>
      </div>
      <ul className="household-answers__list">
        {rows.map((row) => (
          <li key={row.id} className="household-answers__guest">
            <span className="household-answers__name">{row.name}</span>{" "}
            <span className="household-answers__parts">
              {parts.map((part, index) => {
                const choice = choiceOf(household.answers, row.id, part.id);
                return (
                  <span key={part.id} className={`household-answer household-answer--${choice || "none"}`}>
                    {index > 0 ? (
                      <span className="household-answer__sep" aria-hidden="true">
                        {" · "}
                      </span>
                    ) : null}
                    {wholeEvent ? (
                      <>
                        <span aria-hidden="true">{MARK[choice]} </span>
                        {word(choice)}
                      </>
                    ) : (
                      <>
                        {part.name} <span aria-hidden="true">{MARK[choice]}</span>
                        <span className="visually-hidden">: {word(choice)}</span>
                      </>
                    )}
                  </span>
                );
              })}
            </span>
            {setByOwner(household.answers, row.id) ? (
              <>
                {" "}
                <span className="guest-tag household-answers__owner">{t("guestList.answers.byOwner")}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {note ? (
        <p className="household-answers__note">
          {t("guestList.answers.noteShown")} {note}
        </p>
      ) : null}
      {household.guests.length > 0 ? (
        <button
          type="button"
          className="button guest-small-button household-answers__set"
          onClick={onSetAnswers}
        >
          {t("guestList.answers.open")}
        </button>
      ) : null}
    </section>
  );
}
