import { describe, expect, it } from "vitest";
import {
  ANSWER_KINDS,
  answerInputAttributes,
  answerKindOf,
  fitsAnswerKind,
  isMultiline,
} from "./answer-kinds";

describe("answer kinds (issue 15 item 2)", () => {
  it.each([
    ["sofia.ek@mail.se", true],
    ["a.b+wedding@sub.example.com", true],
    ["sofia.ek(at)mail", false],
    ["sofia@mail", false],
    ["sofia ek@mail.se", false],
    ["@mail.se", false],
  ])("e-mail %s → %s", (value, fits) => {
    expect(fitsAnswerKind("email", value)).toBe(fits);
  });

  it.each([
    ["070-123 45 67", true],
    ["+46 70 123 45 67", true],
    ["(08) 123 456", true],
    ["12345", false],
    ["ring mig", false],
    ["+46 70 123 45 67 89 01 23", false],
  ])("phone %s → %s", (value, fits) => {
    expect(fitsAnswerKind("phone", value)).toBe(fits);
  });

  it.each([
    ["5", true],
    ["2,5", true],
    ["-3.25", true],
    ["fem", false],
    ["5 min", false],
  ])("number %s → %s", (value, fits) => {
    expect(fitsAnswerKind("number", value)).toBe(fits);
  });

  it("takes any text for plain text and for questions saved before kinds existed", () => {
    expect(fitsAnswerKind("text", "sofia.ek(at)mail")).toBe(true);
    expect(fitsAnswerKind(undefined, "vad som helst")).toBe(true);
    expect(answerKindOf(undefined)).toBe("text");
    expect(answerKindOf("fax")).toBe("text");
  });

  it("gives phones the right keyboard and autofill, and the browser the same check as the server", () => {
    expect(answerInputAttributes("email")).toMatchObject({
      type: "email",
      inputMode: "email",
      autoComplete: "email",
    });
    expect(answerInputAttributes("phone")).toMatchObject({
      type: "tel",
      inputMode: "tel",
      autoComplete: "tel",
    });
    expect(answerInputAttributes("number")).toMatchObject({ type: "text", inputMode: "decimal" });
    expect(answerInputAttributes(undefined)).toEqual({ type: "text" });
    for (const kind of ANSWER_KINDS) {
      const pattern = answerInputAttributes(kind).pattern;
      // The browser anchors a pattern and compiles it with the v flag: it must be valid there too.
      if (pattern) expect(() => new RegExp(`^(?:${pattern})$`, "v")).not.toThrow();
    }
  });

  it("has a longer text written over several lines, any text passing (issue 23 item 9)", () => {
    expect(answerKindOf("longText")).toBe("longText");
    expect(isMultiline("longText")).toBe(true);
    for (const kind of [undefined, "text", "email", "phone", "number"] as const)
      expect(isMultiline(kind)).toBe(false);
    expect(fitsAnswerKind("longText", "Hej!\nVi kommer.\n\nKram, Ann")).toBe(true);
  });
});
