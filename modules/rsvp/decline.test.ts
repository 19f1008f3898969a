import type { FormElement } from "@core/form";
import { describe, expect, it } from "vitest";
import { automaticDeclineAnswer, declineAnswerOf, everyGuestDeclined } from "./decline";
import { rsvpSchema } from "./schema";

const select = (id: string, options: [string, string][]): FormElement => ({
  id,
  formElementType: "SingleSelect",
  label: { sv: id },
  required: true,
  options: options.map(([optionId, sv]) => ({ id: optionId, text: { sv, en: sv } })),
  showConditions: [],
});
const food = select("food", [
  ["meat", "Kött"],
  ["fish", "Fisk"],
]);
const attend = select("attend", [
  ["yes", "Ja, jag kommer"],
  ["no", "Nej tyvärr"],
]);
const module = (elements: FormElement[], declineOption?: unknown) =>
  rsvpSchema.parse({
    id: "r",
    siteModuleType: "Rsvp",
    form: { formElements: elements },
    ...(declineOption === undefined ? {} : { declineOption }),
  });

describe("what counts as a No", () => {
  it("finds the first SingleSelect question with a no option, skipping questions without one", () => {
    expect(automaticDeclineAnswer([food, attend])).toEqual({
      formElementId: "attend",
      formElementOptionId: "no",
    });
    expect(automaticDeclineAnswer([food])).toBeNull();
  });

  it("keeps pages saved before the choice valid and automatic", () => {
    const old = module([attend]);
    expect(old.declineOption).toBeUndefined();
    expect(old.confirmationTitleNo).toBeUndefined();
    expect(declineAnswerOf(old)).toEqual({ formElementId: "attend", formElementOptionId: "no" });
  });

  it("uses the owner's choice, none when turned off, and the automatic one when the chosen option is gone", () => {
    const chosen = { formElementId: "food", formElementOptionId: "fish" };
    expect(declineAnswerOf(module([food, attend], chosen))).toEqual(chosen);
    expect(declineAnswerOf(module([food, attend], null))).toBeNull();
    expect(declineAnswerOf(module([attend], chosen))).toEqual({
      formElementId: "attend",
      formElementOptionId: "no",
    });
  });

  it("gives the No confirmation only when every guest of the submission declined", () => {
    const no = { formElementId: "attend", formElementOptionId: "no" };
    expect(everyGuestDeclined(no, [{ attend: { optionId: "no" } }, { attend: { optionId: "no" } }])).toBe(
      true,
    );
    expect(everyGuestDeclined(no, [{ attend: { optionId: "no" } }, { attend: { optionId: "yes" } }])).toBe(
      false,
    );
    expect(everyGuestDeclined(no, [{ attend: { optionId: "no" } }, {}])).toBe(false);
    expect(everyGuestDeclined(no, [])).toBe(false);
    expect(everyGuestDeclined(null, [{ attend: { optionId: "no" } }])).toBe(false);
  });
});
