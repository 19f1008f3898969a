// The parts the Form and RSVP editors share (SPEC §2 Module editors, §3 Form, Rsvp): their tab list,
// the questions tab (title, text and the questions) and the confirmation's title and text, whose empty
// state shows the guest page's own words for that module.
import type { Form } from "@core/form";
import type { Translation } from "@core/translation";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TitleAndTextFields } from "../TitleAndTextFields";
import { EditorTabs } from "./EditorTabs";
import { useGuestDefaults } from "./guest-defaults";
import type { QuestionExtra } from "./QuestionCard";
import { QuestionsEditor } from "./QuestionsEditor";
import { TextWithDefault } from "./TextWithDefault";

type FormModule = {
  title: Translation;
  text: Translation;
  form: Form;
  confirmationTitle?: Translation;
  confirmationText?: Translation;
};

type FormTab = "questions" | "confirmation" | "buttons" | "other";

/** The tab list of a form editor, named and labelled alike in both. */
export function FormEditorTabs<T extends FormTab>({
  tabs,
  current,
  onChange,
  children,
}: {
  tabs: readonly T[];
  current: T;
  onChange: (tab: T) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("app");
  return (
    <EditorTabs
      label={t("formsEditor.tabsLabel")}
      tabs={tabs.map((id) => ({ id, label: t(`formsEditor.tabs.${id}`) }))}
      current={current}
      onChange={onChange}
    >
      {children}
    </EditorTabs>
  );
}

type Props<M extends FormModule> = { module: M; language: string; onChange: (module: M) => void };

export function QuestionsTab<M extends FormModule>({
  module,
  language,
  onChange,
  questionExtra,
}: Props<M> & { questionExtra?: QuestionExtra }) {
  return (
    <>
      <TitleAndTextFields module={module} language={language} onChange={onChange} />
      <QuestionsEditor
        form={module.form}
        language={language}
        onChange={(form) => onChange({ ...module, form })}
        questionExtra={questionExtra}
      />
    </>
  );
}

export function ConfirmationFields<M extends FormModule>({
  module,
  language,
  onChange,
  defaults,
}: Props<M> & {
  /** Guest message keys of the page's default confirmation title and text. */
  defaults: { title: string; text: string };
}) {
  const { t } = useTranslation("app");
  const guest = useGuestDefaults(language);
  return (
    <>
      <TextWithDefault
        label={t("formsEditor.confirmationTitle")}
        value={module.confirmationTitle}
        language={language}
        defaultText={guest(defaults.title)}
        onChange={(confirmationTitle) => onChange({ ...module, confirmationTitle })}
      />
      <TextWithDefault
        rich
        label={t("formsEditor.confirmationText")}
        value={module.confirmationText}
        language={language}
        defaultText={guest(defaults.text)}
        onChange={(confirmationText) => onChange({ ...module, confirmationText })}
      />
    </>
  );
}
