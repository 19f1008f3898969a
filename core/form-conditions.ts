// Show conditions on questions (SPEC §5), pure and without zod: apart from the other editing rules
// (core/form-editing.ts, which re-exports these) so the editor's save preparation, on its first load,
// does not load zod (issue 24).
import type { Form, FormElement } from "./form";

// ---- Show conditions ----

type Condition = FormElement["showConditions"][number];

/**
 * Questions a condition on `element` may name (SPEC §5): SingleSelect questions other than itself that
 * come before it in the form, so a guest answers the deciding question first.
 */
export function conditionTargets(elements: readonly FormElement[], elementId: string) {
  const index = elements.findIndex((e) => e.id === elementId);
  return elements
    .slice(0, index < 0 ? elements.length : index)
    .filter(
      (e): e is Extract<FormElement, { formElementType: "SingleSelect" }> =>
        e.formElementType === "SingleSelect",
    );
}

/** Whether a stored condition still names a SingleSelect question (not the element itself) and one of its options. */
export function isConditionComplete(
  condition: Condition,
  elements: readonly FormElement[],
  elementId: string,
): boolean {
  if (condition.formElementId === elementId) return false;
  const question = elements.find((e) => e.id === condition.formElementId);
  if (question?.formElementType !== "SingleSelect") return false;
  const optionId = condition.formElementOptionIds[0];
  return question.options.some((option) => option.id === optionId);
}

/**
 * The form with every condition that names a removed question or option, a ShortText question or the
 * question itself dropped (SPEC §5: only a complete condition is stored; saving clears the rest).
 * Conditions in progress in the editor (a question chosen, no answer yet) are never in the form at all.
 */
export function cleanConditions<F extends Form>(form: F): F {
  const elements = form.formElements;
  let changed = false;
  const cleaned = elements.map((element) => {
    const kept = element.showConditions.filter((c) => isConditionComplete(c, elements, element.id));
    if (kept.length === element.showConditions.length) return element;
    changed = true;
    return { ...element, showConditions: kept };
  });
  return changed ? { ...form, formElements: cleaned } : form;
}

/** A condition showing an element only when `formElementId` has `optionId` chosen. */
export function showCondition(formElementId: string, optionId: string): Condition {
  return { type: "SHOW", formElementId, formElementOptionIds: [optionId] };
}
