import { z } from "zod";
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

/**
 * Whether an element shows given the answers so far (SPEC §4): no condition means always shown; a
 * condition shows it only when the named question has the given option selected; a condition naming a
 * question or option that no longer exists does not hide anything.
 */
export function isFormElementShown(
  element: FormElement,
  elements: readonly FormElement[],
  selectedOptionIds: Readonly<Record<string, string | undefined>>,
): boolean {
  return element.showConditions.every((condition) => {
    const question = elements.find((e) => e.id === condition.formElementId);
    const optionId = condition.formElementOptionIds[0];
    if (question?.formElementType !== "SingleSelect") return true;
    if (!question.options.some((o) => o.id === optionId)) return true;
    return selectedOptionIds[question.id] === optionId;
  });
}
