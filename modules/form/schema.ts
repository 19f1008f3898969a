import { formSchema } from "@core/form";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";

export const formModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Form"),
  text: optionalRichText,
  form: formSchema.default({ formElements: [] }),
  showFormButton: optionalText,
  sendButton: optionalText,
  confirmationTitle: optionalText,
  confirmationText: optionalRichText,
  /**
   * The owner shares this form's answers with the site's toastmaster (issue 28: a speech or song
   * sign-up); off unless the owner turns it on. Read by server/operations/toastmaster.ts.
   */
  shareWithToastmaster: z.boolean().default(false),
  /**
   * Set on pages made with the old editor (core/legacy/to-v2.ts): the form speaks with the old
   * Speech2 form's own messages (SPEC §8 legacy forms).
   */
  legacyKind: z.literal("Speech2").optional(),
});
export type FormModule = z.infer<typeof formModuleSchema>;
