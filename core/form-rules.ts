// Form rules the guest page needs, kept free of zod so the guest bundle stays small.
import type { FormElement } from "./form";

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
