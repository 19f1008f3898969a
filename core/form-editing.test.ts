import { describe, expect, it } from "vitest";
import { type Form, type FormElement, formSchema } from "./form";
import {
  cleanConditions,
  cleanRecipients,
  commitLabel,
  conditionTargets,
  missingTranslations,
  parseGiftQuantity,
  showCondition,
} from "./form-editing";

const attend: FormElement = {
  id: "attend",
  formElementType: "SingleSelect",
  label: { sv: "Kommer du?", en: "Will you come?" },
  required: true,
  options: [
    { id: "yes", text: { sv: "Ja", en: "Yes" } },
    { id: "no", text: { sv: "Nej", en: "No" } },
  ],
  showConditions: [],
};
const name: FormElement = {
  id: "name",
  formElementType: "ShortText",
  label: { sv: "Namn", en: "Name" },
  required: true,
  showConditions: [],
};
const food = (conditions: FormElement["showConditions"]): FormElement => ({
  id: "food",
  formElementType: "ShortText",
  label: { sv: "Mat", en: "Food" },
  required: false,
  showConditions: conditions,
});
const form = (...formElements: FormElement[]): Form => ({ formElements });

describe("conditionTargets", () => {
  it("offers only SingleSelect questions before the question, never itself or a ShortText", () => {
    const elements = [name, attend, food([])];
    expect(conditionTargets(elements, "food").map((e) => e.id)).toEqual(["attend"]);
    expect(conditionTargets(elements, "attend")).toEqual([]);
    expect(conditionTargets(elements, "name")).toEqual([]);
  });
});

describe("cleanConditions", () => {
  it("keeps a complete condition on a SingleSelect question and returns the same form", () => {
    const f = form(name, attend, food([showCondition("attend", "yes")]));
    expect(cleanConditions(f)).toBe(f);
  });

  it("drops conditions naming a removed question, a removed option, a ShortText question or the question itself", () => {
    const f = form(
      name,
      attend,
      food([
        showCondition("gone", "yes"),
        showCondition("attend", "maybe"),
        showCondition("name", "yes"),
        showCondition("food", "yes"),
        showCondition("attend", "no"),
      ]),
    );
    const cleaned = cleanConditions(f);
    expect(cleaned.formElements[2]?.showConditions).toEqual([showCondition("attend", "no")]);
    expect(formSchema.parse(cleaned)).toEqual(cleaned);
  });

  it("drops the conditions on a deleted question's followers", () => {
    const f = form(name, food([showCondition("attend", "yes")]));
    expect(cleanConditions(f).formElements[1]?.showConditions).toEqual([]);
  });
});

describe("missingTranslations", () => {
  it("names each label and option not written (or blank) in a language of the site", () => {
    const partial: FormElement = {
      ...attend,
      label: { sv: "Kommer du?", en: " " },
      options: [
        { id: "yes", text: { sv: "Ja", en: "Yes", da: "Ja" } },
        { id: "no", text: { sv: "Nej" } },
      ],
    };
    expect(missingTranslations(form(name, partial), ["sv", "en", "da"])).toEqual([
      { elementId: "name", languages: ["da"] },
      { elementId: "attend", languages: ["en", "da"] },
      { elementId: "attend", optionId: "no", languages: ["en", "da"] },
    ]);
    expect(missingTranslations(form(name, attend), ["sv", "en"])).toEqual([]);
  });
});

describe("commitLabel", () => {
  it("stores typed text in the edited language only", () => {
    expect(commitLabel({ sv: "Namn", en: "Name" }, "en", "Full name")).toEqual({
      value: { sv: "Namn", en: "Full name" },
      reverted: false,
    });
  });

  it("reverts an emptied or blank label to the previous text", () => {
    const previous = { sv: "Namn", en: "Name" };
    expect(commitLabel(previous, "sv", "")).toEqual({ value: previous, reverted: true });
    expect(commitLabel(previous, "sv", "   ")).toEqual({ value: previous, reverted: true });
  });
});

describe("parseGiftQuantity", () => {
  it("takes a whole number of at least 1", () => {
    expect(parseGiftQuantity("3", true)).toEqual({ ok: true, quantity: 3 });
    expect(parseGiftQuantity(" 1 ", false)).toEqual({ ok: true, quantity: 1 });
    expect(parseGiftQuantity("0", true)).toEqual({ ok: false, error: "min" });
    expect(parseGiftQuantity("2.5", true)).toEqual({ ok: false, error: "integer" });
    expect(parseGiftQuantity("-1", true)).toEqual({ ok: false, error: "integer" });
    expect(parseGiftQuantity("tre", true)).toEqual({ ok: false, error: "integer" });
    expect(parseGiftQuantity("10001", true)).toEqual({ ok: false, error: "max" });
  });

  it("requires a quantity for a reservable gift; empty is null (no limit) otherwise", () => {
    expect(parseGiftQuantity("", true)).toEqual({ ok: false, error: "required" });
    expect(parseGiftQuantity("", false)).toEqual({ ok: true, quantity: null });
  });
});

describe("cleanRecipients", () => {
  it("trims, drops empties and duplicates, keeps at most six, and reports rows that are not addresses", () => {
    expect(
      cleanRecipients([" anna@example.se ", "", "inte en adress", "anna@example.se", "erik@example.se"]),
    ).toEqual({
      recipients: ["anna@example.se", "erik@example.se"],
      invalid: [2],
    });
    const many = Array.from({ length: 8 }, (_, i) => `g${i}@example.se`);
    expect(cleanRecipients(many).recipients).toHaveLength(6);
  });
});
