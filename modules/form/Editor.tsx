// The Form editor (SPEC §2 Module editors, §3 Form): tabs questions (title, text and the questions, as
// in the RSVP), confirmation (what a guest sees after sending, who gets a mail) and buttons.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useGuestDefaults } from "../shared/editor/questions/guest-defaults";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { EditorTabs } from "../shared/editor/questions/EditorTabs";
import { FormRecipientsField } from "../shared/editor/questions/FormRecipientsField";
import { QuestionsEditor } from "../shared/editor/questions/QuestionsEditor";
import { TextWithDefault } from "../shared/editor/questions/TextWithDefault";

type Tab = "questions" | "confirmation" | "buttons";

export const FormEditor: ModuleEditorFor<"Form"> = ({ module, language, onChange, focus }) => {
  const { t } = useTranslation("app");
  const guest = useGuestDefaults(language);
  const [tab, setTab] = useState<Tab>(() =>
    focus?.view === "confirmation" || focus?.view === "buttons" ? focus.view : "questions",
  );
  return (
    <EditorTabs
      label={t("formsEditor.tabsLabel")}
      tabs={[
        { id: "questions", label: t("formsEditor.tabs.questions") },
        { id: "confirmation", label: t("formsEditor.tabs.confirmation") },
        { id: "buttons", label: t("formsEditor.tabs.buttons") },
      ]}
      current={tab}
      onChange={setTab}
    >
      {tab === "questions" ? (
        <>
          <ModuleTextField
            module={module}
            language={language}
            onChange={onChange}
            field="title"
            label="title"
          />
          <ModuleTextField
            module={module}
            language={language}
            onChange={onChange}
            field="text"
            label="text"
            rich
          />
          <QuestionsEditor
            form={module.form}
            language={language}
            onChange={(form) => onChange({ ...module, form })}
          />
        </>
      ) : tab === "confirmation" ? (
        <>
          <TextWithDefault
            label={t("formsEditor.confirmationTitle")}
            value={module.confirmationTitle}
            language={language}
            defaultText={guest("forms.formConfirmationTitle")}
            onChange={(confirmationTitle) => onChange({ ...module, confirmationTitle })}
          />
          <TextWithDefault
            rich
            label={t("formsEditor.confirmationText")}
            value={module.confirmationText}
            language={language}
            defaultText={guest("forms.formConfirmationText")}
            onChange={(confirmationText) => onChange({ ...module, confirmationText })}
          />
          <FormRecipientsField formId={module.id} />
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
    </EditorTabs>
  );
};

export default FormEditor;
