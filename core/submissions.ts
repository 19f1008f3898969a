// What guests send (SPEC §7 Guest submissions) and what the owner reads back (SPEC §3 RSVP v4 stored).
// One shape for RSVP guests and form submissions: a list of answered form elements, each carrying a
// snapshot of the question as the guest saw it, so answers stay readable after the owner edits the form.

import { MAX_ANSWER_LENGTH } from "@modules/shared/guest-form/constants";
import { z } from "zod";
import { formElementSchema } from "./form";
import { clientIdSchema } from "./ids";
import { LIMITS } from "./limits";
import { languageCodeSchema } from "./site";

export { HONEYPOT_FIELD, MAX_ANSWER_LENGTH } from "@modules/shared/guest-form/constants";

export const submittedFormElementSchema = z.object({
  /** The question as shown (id, type, label per language, options). */
  formElement: formElementSchema,
  /** ShortText: the typed text ('' when empty or hidden by a condition). SingleSelect: the option text. */
  value: z.string().max(MAX_ANSWER_LENGTH).default(""),
  /** SingleSelect: the chosen option, its text in the guest's language; null when none or hidden. */
  selectedOption: z
    .object({ id: clientIdSchema, text: z.string().max(LIMITS.shortText) })
    .nullable()
    .default(null),
});
export type SubmittedFormElement = z.infer<typeof submittedFormElementSchema>;

const formElementsSchema = z.array(submittedFormElementSchema).max(LIMITS.formElementsPerForm);
const postKeySchema = z.string().min(1).max(200);
const formTitleSchema = z.string().max(LIMITS.shortText).default("");
/** The honeypot field (HONEYPOT_FIELD): people leave it empty; anything in it means a bot. */
const honeypotSchema = z.string().max(LIMITS.plainText).optional();

/** POST /api/rsvps/{siteId}/v4/ */
export const rsvpSubmissionSchema = z.object({
  guests: z
    .array(z.object({ formElements: formElementsSchema }))
    .min(1)
    .max(5),
  language: languageCodeSchema,
  groupIdentifier: z.string().min(1).max(LIMITS.idLength),
  postKey: postKeySchema,
  formId: clientIdSchema,
  formTitle: formTitleSchema,
  website: honeypotSchema,
});
export type RsvpSubmission = z.infer<typeof rsvpSubmissionSchema>;

/** POST /api/form-submissions/{siteId}/ */
export const formSubmissionSchema = z.object({
  formElements: formElementsSchema,
  postKey: postKeySchema,
  formId: clientIdSchema,
  language: languageCodeSchema,
  formTitle: formTitleSchema,
  website: honeypotSchema,
});
export type FormSubmissionInput = z.infer<typeof formSubmissionSchema>;

/** Answer of POST submissions: invertedSuccess true means it was taken for spam and not stored. */
export type SubmissionResult = { invertedSuccess: boolean };

/** One stored RSVP guest (GET /api/rsvps/{siteId}/v4 → { data: StoredRsvp[] }), newest first. */
export type StoredRsvp = {
  _id: string;
  createdAt: string;
  language: string;
  formTitle: string;
  formId: string;
  groupIdentifier: string;
  recipients: string[];
  formElements: SubmittedFormElement[];
};

/** One stored form submission (GET /api/form-submissions/{siteId} → { data: StoredFormSubmission[] }). */
export type StoredFormSubmission = Omit<StoredRsvp, "groupIdentifier">;
