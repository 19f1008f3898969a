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
});
export type FormModule = z.infer<typeof formModuleSchema>;
