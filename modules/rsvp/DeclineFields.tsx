// The No confirmation in the RSVP editor (issue 8): which answer means a guest is not coming
// (automatic, an answer the owner names, or none) and the title and text those guests get instead of
// the Yes confirmation. See decline.ts for the rule.
import { translate } from "@core/translation";
import { useId } from "react";
import { useTranslation } from "@web/i18n/use-translation";
import type { ModuleEditorProps } from "../editor-types";
import { useGuestDefaults } from "../shared/editor/questions/guest-defaults";
import { TextWithDefault } from "../shared/editor/questions/TextWithDefault";
import { automaticDeclineAnswer, declineAnswerOf } from "./decline";
import { SeveralGuestsFields } from "./SeveralGuestsFields";
import type { RsvpModule } from "./schema";

const AUTO = "auto";
const NONE = "none";
const key = (questionId: string, optionId: string) => `${questionId}:${optionId}`;

export function DeclineFields({ module, language, onChange }: Omit<ModuleEditorProps<RsvpModule>, "focus">) {
  const { t } = useTranslation("app");
  const guest = useGuestDefaults(language);
  const id = useId();
  const elements = module.form.formElements;
  const questions = elements.flatMap((e) => (e.formElementType === "SingleSelect" ? [e] : []));
  const label = (questionId: string, optionId: string) => {
    const question = questions.find((q) => q.id === questionId);
    const option = question?.options.find((o) => o.id === optionId);
    return `${translate(question?.label, language) || "–"} → ${translate(option?.text, language) || "–"}`;
  };
  const automatic = automaticDeclineAnswer(elements);
  const effective = declineAnswerOf(module);
  const chosen = module.declineOption;
  const value =
    chosen === null
      ? NONE
      : chosen && effective === chosen
        ? key(chosen.formElementId, chosen.formElementOptionId)
        : AUTO;

  const choose = (next: string) => {
    if (next === AUTO) {
      const { declineOption: _, ...rest } = module;
      onChange(rest);
    } else if (next === NONE) onChange({ ...module, declineOption: null });
    else {
      const [formElementId = "", formElementOptionId = ""] = next.split(":");
      onChange({ ...module, declineOption: { formElementId, formElementOptionId } });
    }
  };

  return (
    <section className="decline-fields" aria-labelledby={`${id}-title`}>
      <h3 className="editor-section-title" id={`${id}-title`}>
        {t("formsEditor.decline.title")}
      </h3>
      <div className="field">
        <label htmlFor={id}>{t("formsEditor.decline.answer")}</label>
        <select
          id={id}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choose(event.target.value)}
        >
          <option value={AUTO}>
            {automatic
              ? t("formsEditor.decline.auto", {
                  answer: label(automatic.formElementId, automatic.formElementOptionId),
                })
              : t("formsEditor.decline.autoNone")}
          </option>
          {questions.map((q) =>
            q.options.map((o) => (
              <option key={key(q.id, o.id)} value={key(q.id, o.id)}>
                {label(q.id, o.id)}
              </option>
            )),
          )}
          <option value={NONE}>{t("formsEditor.decline.none")}</option>
        </select>
        <p className="field__hint" id={`${id}-hint`}>
          {t("formsEditor.decline.hint")}
        </p>
      </div>
      {effective ? (
        <>
          <TextWithDefault
            label={t("formsEditor.confirmationTitle")}
            value={module.confirmationTitleNo}
            language={language}
            defaultText={guest("forms.rsvpDeclinedTitle")}
            onChange={(confirmationTitleNo) => onChange({ ...module, confirmationTitleNo })}
          />
          <TextWithDefault
            rich
            label={t("formsEditor.confirmationText")}
            value={module.confirmationTextNo}
            language={language}
            defaultText={guest("forms.rsvpDeclinedText")}
            onChange={(confirmationTextNo) => onChange({ ...module, confirmationTextNo })}
          />
          <SeveralGuestsFields which="no" module={module} language={language} onChange={onChange} />
        </>
      ) : null}
    </section>
  );
}
