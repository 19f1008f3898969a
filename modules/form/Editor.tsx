// The Form editor (SPEC §2 Module editors, §3 Form): tabs questions (title, text and the questions, as
// in the RSVP), confirmation (what a guest sees after sending, who gets a mail) and buttons.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { startTab } from "../shared/editor/questions/EditorTabs";
import { FormRecipientsField } from "../shared/editor/questions/FormRecipientsField";
import { ConfirmationFields, FormEditorTabs, QuestionsTab } from "../shared/editor/questions/FormTabs";
import { useGuestDefaults } from "../shared/editor/questions/guest-defaults";
import { TextWithDefault } from "../shared/editor/questions/TextWithDefault";

const TABS = ["questions", "confirmation", "buttons"] as const;

export const FormEditor: ModuleEditorFor<"Form"> = ({ module, language, onChange, focus }) => {
  const { t } = useTranslation("app");
  const guest = useGuestDefaults(language);
  const [tab, setTab] = useState(() => startTab(TABS, focus?.view));
  const shareId = useId();
  return (
    <FormEditorTabs tabs={TABS} current={tab} onChange={setTab}>
      {tab === "questions" ? (
        <QuestionsTab module={module} language={language} onChange={onChange} />
      ) : tab === "confirmation" ? (
        <>
          <ConfirmationFields
            module={module}
            language={language}
            onChange={onChange}
            defaults={{ title: "forms.formConfirmationTitle", text: "forms.formConfirmationText" }}
          />
          <FormRecipientsField formId={module.id} />
          {/* Issue 28: the owner chooses whether the toastmaster sees this form's answers; never pre-checked. */}
          <div className="field">
            <label className="switch" htmlFor={shareId}>
              <input
                id={shareId}
                type="checkbox"
                checked={module.shareWithToastmaster === true}
                aria-describedby={`${shareId}-hint`}
                onChange={(event) => onChange({ ...module, shareWithToastmaster: event.target.checked })}
              />
              <span className="switch__track" aria-hidden="true" />
              {t("formsEditor.shareWithToastmaster")}
            </label>
            <p className="field__hint" id={`${shareId}-hint`}>
              {t("formsEditor.shareWithToastmasterHint")}
            </p>
          </div>
        </>
      ) : (
        <>
          <TextWithDefault
            label={t("formsEditor.texts.showFormButton")}
            value={module.showFormButton}
            language={language}
            defaultText={guest("forms.formShow")}
            onChange={(showFormButton) => onChange({ ...module, showFormButton })}
          />
          <TextWithDefault
            label={t("formsEditor.texts.sendButton")}
            value={module.sendButton}
            language={language}
            defaultText={guest("forms.send")}
            onChange={(sendButton) => onChange({ ...module, sendButton })}
          />
        </>
      )}
    </FormEditorTabs>
  );
};

export default FormEditor;
