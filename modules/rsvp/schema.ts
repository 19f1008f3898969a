import { shortTextElementSchema, singleSelectElementSchema } from "@core/form";
import { groupVisibilityFields } from "@core/group-visibility";
import { clientIdSchema } from "@core/ids";
import { LIMITS } from "@core/limits";
import { richTextSchema } from "@core/richtext";
import { translationSchema } from "@core/translation-schema";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";

/** An RSVP question: a form question that may be limited to guest groups (core/group-visibility.ts). */
export const rsvpFormElementSchema = z.discriminatedUnion("formElementType", [
  shortTextElementSchema.extend(groupVisibilityFields),
  singleSelectElementSchema.extend(groupVisibilityFields),
]);
export type RsvpFormElement = z.infer<typeof rsvpFormElementSchema>;

export const rsvpFormSchema = z.object({
  formElements: z.array(rsvpFormElementSchema).max(LIMITS.formElementsPerForm).default([]),
});

export const rsvpSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Rsvp"),
  text: optionalRichText,
  showFormButton: optionalText,
  maxNumberOfGuests: z.number().int().min(1).max(5).default(5),
  selectNumberOfGuestsText: optionalText,
  oneGuestRsvpButton: optionalText,
  guestIndexTitle: optionalText,
  form: rsvpFormSchema.default({ formElements: [] }),
  sendButton: optionalText,
  confirmationTitle: optionalText,
  confirmationText: optionalRichText,
  /**
   * Set on pages made with the old editor (core/legacy/to-v2.ts): the form speaks with the old
   * RSVP3 form's own messages (SPEC §8 legacy forms).
   */
  legacyKind: z.literal("RSVP3").optional(),
  /**
   * The confirmation shown when every guest of a submission answered No (issue 8; see decline.ts for
   * what counts as No). Optional so pages saved before it stay valid; empty falls back to the UI's text.
   */
  confirmationTitleNo: translationSchema.optional(),
  confirmationTextNo: richTextSchema.optional(),
  /**
   * The confirmations for a submission of more than one guest (issue 23 item 10: two guests were
   * thanked 'fira med dig!'): 'Tack för ert svar!', 'fira med er!'. Absent (pages saved before), the
   * one-guest text above is shown as before; present but empty, the UI's own words for several.
   */
  confirmationTitleMany: translationSchema.optional(),
  confirmationTextMany: richTextSchema.optional(),
  confirmationTitleNoMany: translationSchema.optional(),
  confirmationTextNoMany: richTextSchema.optional(),
  /**
   * The answer that means "not coming": absent, found automatically (the first SingleSelect question
   * with a No option); null, never (every guest gets the confirmation above); else this question's option.
   */
  declineOption: z
    .object({ formElementId: clientIdSchema, formElementOptionId: clientIdSchema })
    .nullable()
    .optional(),
});
export type RsvpModule = z.infer<typeof rsvpSchema>;
