// The Form module on the guest page (SPEC §2, §4 Public RSVP/form): hidden until the show button, then
// its questions and the send button; one submission per form (POST /api/form-submissions/{siteId}/).
import { translate } from "@core/translation";
import { toSubmittedElements } from "../shared/guest-form/answers";
import { FormFields } from "../shared/guest-form/FormFields";
import { GuestFormFrame } from "../shared/guest-form/GuestFormFrame";
import { useGuestSubmission } from "../shared/guest-form/useGuestSubmission";
import { ModuleTitle } from "../shared/ModuleTitle";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";

export const FormView: ModuleViewFor<"Form"> = ({ module, language, mode }) => {
  const submission = useGuestSubmission("form", mode);
  const elements = module.form.formElements;

  const buildBody = (postKey: string) => ({
    formElements: toSubmittedElements(elements, submission.answers[0] ?? {}, language),
    postKey,
    formId: module.id,
    language,
    formTitle: translate(module.title, language),
    website: submission.honeypot,
  });

  return (
    <div className="module-form guest-form-module">
      <ModuleTitle title={module.title} language={language} />
      <RichText text={module.text} language={language} />
      <GuestFormFrame
        kind="form"
        submission={submission}
        language={language}
        showButton={module.showFormButton}
        sendButton={module.sendButton}
        confirmationTitle={module.confirmationTitle}
        confirmationText={module.confirmationText}
        openWith={1}
        ready
        hasRequired={elements.some((element) => element.required)}
        buildBody={buildBody}
      >
        <FormFields
          elements={elements}
          answers={submission.answers[0] ?? {}}
          language={language}
          namePrefix={`form-${module.id}-`}
          errors={submission.errors}
          onChange={(id, answer, name) => submission.setAnswer(0, id, answer, name)}
        />
      </GuestFormFrame>
    </div>
  );
};
