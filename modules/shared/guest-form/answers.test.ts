import type { FormElement } from "@core/form";
import { describe, expect, it } from "vitest";
import { newSubmissionId, shownElements, toSubmittedElements } from "./answers";

const attend: FormElement = {
  id: "attend",
  formElementType: "SingleSelect",
  label: { sv: "Kommer du?", en: "Will you come?" },
  required: true,
  showConditions: [],
  options: [
    { id: "yes", text: { sv: "Ja", en: "Yes" } },
    { id: "no", text: { sv: "Nej", en: "No" } },
  ],
};
const food: FormElement = {
  id: "food",
  formElementType: "ShortText",
  label: { sv: "Allergier" },
  required: false,
  showConditions: [{ type: "SHOW", formElementId: "attend", formElementOptionIds: ["yes"] }],
};
const name: FormElement = {
  id: "name",
  formElementType: "ShortText",
  label: { sv: "Namn" },
  required: true,
  showConditions: [],
};
const elements = [name, attend, food];

describe("guest form answers", () => {
  it("shows a conditional question only for the chosen answer", () => {
    expect(shownElements(elements, {}).map((e) => e.id)).toEqual(["name", "attend"]);
    expect(shownElements(elements, { attend: { optionId: "no" } }).map((e) => e.id)).toEqual([
      "name",
      "attend",
    ]);
    expect(shownElements(elements, { attend: { optionId: "yes" } }).map((e) => e.id)).toEqual([
      "name",
      "attend",
      "food",
    ]);
  });

  it("sends every question in order, option texts in the page language, hidden ones empty", () => {
    const answers = { name: { value: "  Anna  " }, attend: { optionId: "no" }, food: { value: "Nötter" } };
    const sent = toSubmittedElements(elements, answers, "en");
    expect(sent.map((a) => a.formElement.id)).toEqual(["name", "attend", "food"]);
    expect(sent.map((a) => a.value)).toEqual(["Anna", "No", ""]);
    expect(sent[1]?.selectedOption).toEqual({ id: "no", text: "No" });
    expect(sent[2]?.selectedOption).toBeNull();
    const yes = toSubmittedElements(elements, { ...answers, attend: { optionId: "yes" } }, "sv");
    expect(yes.map((a) => a.value)).toEqual(["Anna", "Ja", "Nötter"]);
  });

  it("makes a new random id per submission", () => {
    const a = newSubmissionId();
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(newSubmissionId()).not.toBe(a);
  });
});
