// The RSVP editor (SPEC §2 Module editors, §3 Rsvp, §5): tabs questions (title, text and the
// questions), confirmation (what a guest sees after sending, one guest or several, the No
// confirmation, who gets a mail)
// and other (number of guests, buttons and headings). Each question, like the module, may be limited
// to guest groups ("Visas för", web/app/editor/GroupVisibility.tsx).
import { GroupVisibilityField } from "@web/app/editor/GroupVisibility";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { startTab } from "../shared/editor/questions/EditorTabs";
import { FormRecipientsField } from "../shared/editor/questions/FormRecipientsField";
import { ConfirmationFields, FormEditorTabs, QuestionsTab } from "../shared/editor/questions/FormTabs";
import { DeclineFields } from "./DeclineFields";
import { RsvpOtherTab } from "./RsvpOtherTab";
import { SeveralGuestsFields } from "./SeveralGuestsFields";
import type { RsvpFormElement } from "./schema";

const TABS = ["questions", "confirmation", "other"] as const;

export const RsvpEditor: ModuleEditorFor<"Rsvp"> = ({ module, language, onChange, focus }) => {
  const { t } = useTranslation("app");
  const [tab, setTab] = useState(() => startTab(TABS, focus?.view));
  return (
    <FormEditorTabs tabs={TABS} current={tab} onChange={setTab}>
      {tab === "questions" ? (
        <QuestionsTab
          module={module}
          language={language}
          onChange={onChange}
          // Each question: shown to everyone, or to chosen guest groups (issue 25).
          questionExtra={(element, update) => (
            <GroupVisibilityField item={element as RsvpFormElement} what="question" onChange={update} />
          )}
        />
      ) : tab === "confirmation" ? (
        <>
          <h3 className="editor-section-title">{t("formsEditor.confirmationYes")}</h3>
          <ConfirmationFields
            module={module}
            language={language}
            onChange={onChange}
            defaults={{ title: "forms.rsvpConfirmationTitle", text: "forms.rsvpConfirmationText" }}
          />
          <SeveralGuestsFields which="yes" module={module} language={language} onChange={onChange} />
          <DeclineFields module={module} language={language} onChange={onChange} />
          <FormRecipientsField formId={module.id} />
        </>
      ) : (
        <RsvpOtherTab module={module} language={language} onChange={onChange} />
      )}
    </FormEditorTabs>
  );
};

export default RsvpEditor;
