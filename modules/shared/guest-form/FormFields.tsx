// The questions of one form (one RSVP guest, or a form module): ShortText as a labelled text field (a
// multi-line textarea for a longer text such as a message, issue 23 item 9), SingleSelect as radio buttons in a fieldset with a legend. Questions hidden by a show condition are
// not rendered (so the browser does not check them either). Errors come from the browser's validity
// check on submit and sit under their field, linked with aria-describedby.
import { answerInputAttributes, isMultiline } from "@core/answer-kinds";
import type { FormElement } from "@core/form";
import { translate } from "@core/translation";
import { type Answers, shownElements } from "./answers";
import { MAX_ANSWER_LENGTH } from "./constants";

type Props = {
  elements: readonly FormElement[];
  answers: Answers;
  language: string;
  /** Unique per form on the page: input names and ids start with it. */
  namePrefix: string;
  errors: Readonly<Record<string, string>>;
  onChange: (elementId: string, answer: { value?: string; optionId?: string }, inputName: string) => void;
};

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="guest-field__required" aria-hidden="true">
      {" *"}
    </span>
  ) : null;
}

export function FormFields({ elements, answers, language, namePrefix, errors, onChange }: Props) {
  return (
    <div className="guest-fields">
      {shownElements(elements, answers).map((element) => {
        const name = `${namePrefix}${element.id}`;
        const error = errors[name];
        const errorId = `${name}-error`;
        const label = translate(element.label, language);
        const errorText = error ? (
          <p className="guest-field__error" id={errorId}>
            {error}
          </p>
        ) : null;
        if (element.formElementType === "SingleSelect") {
          return (
            <fieldset
              key={element.id}
              className={`guest-field guest-field--choice${error ? " is-invalid" : ""}`}
            >
              <legend className="guest-field__label">
                {label}
                <RequiredMark required={element.required} />
              </legend>
              <div className="guest-field__options">
                {element.options.map((option) => (
                  <label key={option.id} className="guest-choice" htmlFor={`${name}-${option.id}`}>
                    <input
                      id={`${name}-${option.id}`}
                      type="radio"
                      name={name}
                      value={option.id}
                      required={element.required}
                      checked={answers[element.id]?.optionId === option.id}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      onChange={() => onChange(element.id, { optionId: option.id }, name)}
                    />
                    <span className="guest-choice__text">{translate(option.text, language)}</span>
                  </label>
                ))}
              </div>
              {errorText}
            </fieldset>
          );
        }
        return (
          <div key={element.id} className={`guest-field${error ? " is-invalid" : ""}`}>
            <label className="guest-field__label" htmlFor={name}>
              {label}
              <RequiredMark required={element.required} />
            </label>
            {isMultiline(element.inputKind) ? (
              // Several lines at once, growing with the text where the browser can (guest-forms.css).
              <textarea
                id={name}
                name={name}
                rows={4}
                data-answer-kind={element.inputKind}
                className="guest-field__input guest-field__input--long"
                required={element.required}
                maxLength={MAX_ANSWER_LENGTH}
                value={answers[element.id]?.value ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onChange(element.id, { value: event.target.value }, name)}
              />
            ) : (
              <input
                id={name}
                name={name}
                // The phone's keyboard, autofill and the check the server makes too (issue 15 item 2).
                {...answerInputAttributes(element.inputKind)}
                data-answer-kind={element.inputKind ?? "text"}
                className="guest-field__input"
                required={element.required}
                maxLength={MAX_ANSWER_LENGTH}
                value={answers[element.id]?.value ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onChange(element.id, { value: event.target.value }, name)}
              />
            )}
            {errorText}
          </div>
        );
      })}
    </div>
  );
}
