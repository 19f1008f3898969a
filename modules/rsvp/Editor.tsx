// The RSVP editor (SPEC §2 Module editors, §3 Rsvp, §5): tabs questions (title, text and the
// questions), confirmation (what a guest sees after sending, the No confirmation, who gets a mail)
// and other (number of guests, buttons and headings).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useGuestDefaults } from "../shared/editor/questions/guest-defaults";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { EditorTabs } from "../shared/editor/questions/EditorTabs";
import { FormRecipientsField } from "../shared/editor/questions/FormRecipientsField";
import { QuestionsEditor } from "../shared/editor/questions/QuestionsEditor";
import { TextWithDefault } from "../shared/editor/questions/TextWithDefault";
import { DeclineFields } from "./DeclineFields";
import { RsvpOtherTab } from "./RsvpOtherTab";

type Tab = "questions" | "confirmation" | "other";

export const RsvpEditor: ModuleEditorFor<"Rsvp"> = ({ module, language, onChange, focus }) => {
  const { t } = useTranslation("app");
  const guest = useGuestDefaults(language);
  const [tab, setTab] = useState<Tab>(() =>
    focus?.view === "confirmation" || focus?.view === "other" ? focus.view : "questions",
  );
  return (
    <EditorTabs
      label={t("formsEditor.tabsLabel")}
      tabs={[
        { id: "questions", label: t("formsEditor.tabs.questions") },
        { id: "confirmation", label: t("formsEditor.tabs.confirmation") },
        { id: "other", label: t("formsEditor.tabs.other") },
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
          <h3 className="editor-section-title">{t("formsEditor.confirmationYes")}</h3>
          <TextWithDefault
            label={t("formsEditor.confirmationTitle")}
            value={module.confirmationTitle}
            language={language}
            defaultText={guest("forms.rsvpConfirmationTitle")}
            onChange={(confirmationTitle) => onChange({ ...module, confirmationTitle })}
          />
          <TextWithDefault
            rich
            label={t("formsEditor.confirmationText")}
            value={module.confirmationText}
            language={language}
            defaultText={guest("forms.rsvpConfirmationText")}
            onChange={(confirmationText) => onChange({ ...module, confirmationText })}
          />
          <DeclineFields module={module} language={language} onChange={onChange} />
          <FormRecipientsField formId={module.id} />
        </>
      ) : (
        <RsvpOtherTab module={module} language={language} onChange={onChange} />
      )}
    </EditorTabs>
  );
};

export default RsvpEditor;
