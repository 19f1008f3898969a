// The login form's own field checks (SPEC §5: mail and password required, the mail an address), the
// browser's validity said in the UI language by the field: the light /logga-in page (enhance.ts) and
// the owner app's LoginPage (its own copy of this rule: a module imported by both would be a chunk
// shared with the app, loaded by the light page too) say the same, e2e/login-light.spec.ts checks both.
export type FieldCheckTexts = {
  mailRequired: string;
  mailInvalid: string;
  passwordRequired: string;
  /** For a validity the form cannot have (its own maxlength stops typing) without the browser's text. */
  failed: string;
};

/** What is wrong with the login form's mail or password field, or null when nothing is. */
export function loginFieldMessage(input: HTMLInputElement, texts: FieldCheckTexts): string | null {
  const { validity } = input;
  if (validity.valid) return null;
  if (validity.valueMissing) return input.name === "mail" ? texts.mailRequired : texts.passwordRequired;
  if (validity.typeMismatch) return texts.mailInvalid;
  return input.validationMessage || texts.failed;
}
