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

/** Answers without a personal link (the open page) name at most this many guests. */
export const OPEN_RSVP_MAX_GUESTS = 5;
/** A personal link's household answers for its guests and extra guests (core/guest-list.ts limits). */
export const HOUSEHOLD_RSVP_MAX_GUESTS = 50;

/** One event part ("Vigsel", "Middag") a guest of a household answers yes or no to. */
export const partAnswerSchema = z.object({
  partId: z.string().min(1).max(40),
  attending: z.boolean(),
});
export type PartAnswer = z.infer<typeof partAnswerSchema>;

/**
 * One guest of an RSVP. With a personal link (the invitation cookie), `guestId` names the household's
 * guest (none: an extra guest) and `parts` the household's parts answered; the household itself is
 * never named by the body.
 */
export const rsvpGuestSchema = z.object({
  formElements: formElementsSchema,
  guestId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, "a guest id is 24 hexadecimal characters")
    .optional(),
  parts: z.array(partAnswerSchema).max(20).optional(),
  /** An extra guest's name when the RSVP has no question for it. */
  name: z.string().trim().max(120).optional(),
});

/** POST /api/rsvps/{siteId}/v4/ */
export const rsvpSubmissionSchema = z.object({
  // At most OPEN_RSVP_MAX_GUESTS without a personal link; a household's size and allowance with one.
  guests: z.array(rsvpGuestSchema).min(1).max(HOUSEHOLD_RSVP_MAX_GUESTS),
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

/** The household an RSVP answer belongs to, as the answers screen and osa.xlsx show it. */
export type AnswerHousehold = {
  id: string;
  name: string;
  /** Its guest groups' ids, and their names (in the same order). */
  groups: string[];
  groupNames: string[];
  needsReview: boolean;
};

/** One stored form submission (GET /api/form-submissions/{siteId} → { data: StoredFormSubmission[] }). */
export type StoredFormSubmission = Omit<StoredRsvp, "groupIdentifier">;
