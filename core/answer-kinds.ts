// What a ShortText question asks for (issue 15 item 2): plain text, an e-mail address, a phone number,
// a number, or a longer text written over several lines (a message: issue 23 item 9). The kind sets the field's type, the phone's keyboard (inputmode), autofill
// (autocomplete) and what counts as a valid answer, the same in the guest's browser (a pattern the
// browser checks) and on the server (the same expression). Free of zod: the guest bundle uses it.

export const ANSWER_KINDS = ["text", "longText", "email", "phone", "number"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export type AnswerInputAttributes = {
  type: "text" | "email" | "tel";
  inputMode?: "email" | "tel" | "decimal";
  autoComplete?: "email" | "tel";
  /** An HTML pattern (whole value, as the browser anchors it); absent for plain text. */
  pattern?: string;
};

// Something before and after one @, and a dot in the domain with at least two letters after it:
// 'sofia.ek(at)mail' and 'sofia@mail' are refused, 'sofia.ek@mail.se' passes.
const EMAIL = "[^\\s@]+@[^\\s@]+\\.[^\\s@.]{2,}";
// An optional +, then digits with spaces, dashes, dots or brackets between them: 6 to 15 digits in all.
const PHONE = "\\+?(?:[\\s\\(\\)\\.\\-]*[0-9]){6,15}[\\s\\(\\)\\.\\-]*";
// A whole or decimal number, with a point or a comma (Swedish and Danish write 2,5).
const NUMBER = "-?[0-9]+(?:[.,][0-9]+)?";

const ATTRIBUTES: Record<AnswerKind, AnswerInputAttributes> = {
  text: { type: "text" },
  email: { type: "email", inputMode: "email", autoComplete: "email", pattern: EMAIL },
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel", pattern: PHONE },
  number: { type: "text", inputMode: "decimal", pattern: NUMBER },
  // A textarea (isMultiline): it has no type; any text passes.
  longText: { type: "text" },
};

export function answerKindOf(value: unknown): AnswerKind {
  return (ANSWER_KINDS as readonly unknown[]).includes(value) ? (value as AnswerKind) : "text";
}

/** Whether the guest writes the answer in a multi-line field (a textarea) rather than on one line. */
export function isMultiline(kind: AnswerKind | undefined): boolean {
  return kind === "longText";
}

export function answerInputAttributes(kind: AnswerKind | undefined): AnswerInputAttributes {
  return ATTRIBUTES[kind ?? "text"];
}

const CHECKS: Record<AnswerKind, RegExp | null> = {
  text: null,
  email: new RegExp(`^(?:${EMAIL})$`),
  phone: new RegExp(`^(?:${PHONE})$`),
  number: new RegExp(`^(?:${NUMBER})$`),
  longText: null,
};

/** Whether a (trimmed, non-empty) answer is what the question's kind asks for. */
export function fitsAnswerKind(kind: AnswerKind | undefined, value: string): boolean {
  const check = CHECKS[kind ?? "text"];
  return check === null || check.test(value);
}
