import { describe, expect, it } from "vitest";
import { type FormElement, formElementSchema, isFormElementShown } from "./form";

const attending = formElementSchema.parse({
  id: "attending",
  formElementType: "SingleSelect",
  label: { sv: "Kommer du?" },
  options: [
    { id: "yes", text: { sv: "Ja" } },
    { id: "no", text: { sv: "Nej" } },
  ],
});
const food = formElementSchema.parse({
  id: "food",
  formElementType: "ShortText",
  label: { sv: "Specialkost" },
  showConditions: [{ type: "SHOW", formElementId: "attending", formElementOptionIds: ["yes"] }],
});
const elements: FormElement[] = [attending, food];

describe("form elements", () => {
  it("applies the spec's required defaults", () => {
    expect(attending.required).toBe(true);
    expect(food.required).toBe(false);
  });

  it("shows a conditional element only when the named option is selected", () => {
    expect(isFormElementShown(food, elements, {})).toBe(false);
    expect(isFormElementShown(food, elements, { attending: "no" })).toBe(false);
    expect(isFormElementShown(food, elements, { attending: "yes" })).toBe(true);
  });

  it("always shows an element without conditions", () => {
    expect(isFormElementShown(attending, elements, {})).toBe(true);
  });

  it("does not hide anything behind a condition on a missing question or option", () => {
    expect(isFormElementShown(food, [food], {})).toBe(true);
    const stale = {
      ...food,
      showConditions: [{ type: "SHOW" as const, formElementId: "attending", formElementOptionIds: ["gone"] }],
    };
    expect(isFormElementShown(stale, elements, {})).toBe(true);
  });

  it("rejects a condition with more than one option and a select without options", () => {
    expect(() =>
      formElementSchema.parse({
        ...food,
        showConditions: [{ type: "SHOW", formElementId: "a", formElementOptionIds: ["x", "y"] }],
      }),
    ).toThrow();
    expect(() => formElementSchema.parse({ ...attending, options: [] })).toThrow();
  });
});
