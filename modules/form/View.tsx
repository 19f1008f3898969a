// The Form module on the guest page (SPEC §2, §4 Public RSVP/form): hidden until the show button, then
// its questions and the send button; one submission per form (POST /api/form-submissions/{siteId}/).
import { toSubmittedElements } from "../shared/guest-form/answers";
import { FormFields } from "../shared/guest-form/FormFields";
import { GuestFormFrame } from "../shared/guest-form/GuestFormFrame";
import { useGuestSubmission } from "../shared/guest-form/useGuestSubmission";
import type { ModuleViewFor } from "../view-types";

export const FormView: ModuleViewFor<"Form"> = ({ module, language, mode }) => {
  const submission = useGuestSubmission("form", mode);
  const elements = module.form.formElements;

  return (
    <GuestFormFrame
      kind="form"
      module={module}
      submission={submission}
      language={language}
      buildBody={() => ({
        formElements: toSubmittedElements(elements, submission.answers[0] ?? {}, language),
      })}
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
  );
};
