import { formSchema } from "@core/form";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";

export const rsvpSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Rsvp"),
  text: optionalRichText,
  showFormButton: optionalText,
  maxNumberOfGuests: z.number().int().min(1).max(5).default(5),
  selectNumberOfGuestsText: optionalText,
  oneGuestRsvpButton: optionalText,
  guestIndexTitle: optionalText,
  form: formSchema.default({ formElements: [] }),
  sendButton: optionalText,
  confirmationTitle: optionalText,
  confirmationText: optionalRichText,
});
export type RsvpModule = z.infer<typeof rsvpSchema>;
