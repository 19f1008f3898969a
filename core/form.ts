import { z } from "zod";
import { ANSWER_KINDS } from "./answer-kinds";
import { clientIdSchema } from "./ids";
import { LIMITS } from "./limits";
import { translationSchema } from "./translation-schema";

export const showConditionSchema = z.object({
  type: z.literal("SHOW"),
  formElementId: clientIdSchema,
  formElementOptionIds: z.array(clientIdSchema).length(1),
});
export type ShowCondition = z.infer<typeof showConditionSchema>;

const common = {
  id: clientIdSchema,
  label: translationSchema,
  showConditions: z.array(showConditionSchema).max(5).default([]),
};

export const shortTextElementSchema = z.object({
  ...common,
  formElementType: z.literal("ShortText"),
  required: z.boolean().default(false),
  /** What the answer is (core/answer-kinds.ts); absent on questions made before kinds: plain text. */
  inputKind: z.enum(ANSWER_KINDS).optional(),
});

export const formOptionSchema = z.object({ id: clientIdSchema, text: translationSchema });

export const singleSelectElementSchema = z.object({
  ...common,
  formElementType: z.literal("SingleSelect"),
  required: z.boolean().default(true),
  options: z.array(formOptionSchema).min(1).max(LIMITS.optionsPerQuestion),
});

export const formElementSchema = z.discriminatedUnion("formElementType", [
  shortTextElementSchema,
  singleSelectElementSchema,
]);
export type FormElement = z.infer<typeof formElementSchema>;

export const formSchema = z.object({
  formElements: z.array(formElementSchema).max(LIMITS.formElementsPerForm).default([]),
});
export type Form = z.infer<typeof formSchema>;

export { isFormElementShown } from "./form-rules";
