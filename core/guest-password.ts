// The guests' password of a protected site (SPEC §5, issue 23 item 10): trimmed, '' removes it, and a
// set password has at least 4 characters, so it is not guessed in a few tries (a 2-letter one was
// accepted). One rule for the owner app's form and the server (PUT /api/sites/{id}/password), with its
// words in sv, en and da. A site that already has a shorter password keeps it and guests still get in
// with it; only a new one must follow the rule.
export const GUEST_PASSWORD_MIN_LENGTH = 4;
export const GUEST_PASSWORD_MAX_LENGTH = 200;

/** Why the server refuses a too short password (the owner app says the same in its message files). */
export const GUEST_PASSWORD_TOO_SHORT: { sv: string; en: string; da: string } = {
  sv: `Lösenordet för gästerna behöver minst ${GUEST_PASSWORD_MIN_LENGTH} tecken.`,
  en: `The guests' password needs at least ${GUEST_PASSWORD_MIN_LENGTH} characters.`,
  da: `Gæsternes adgangskode skal have mindst ${GUEST_PASSWORD_MIN_LENGTH} tegn.`,
};

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

/** What is wrong with a password as the owner would save it (before trimming), or null. */
export function guestPasswordProblem(password: string): "tooShort" | null {
  const trimmed = password.trim();
  return trimmed !== "" && lengthOf(trimmed) < GUEST_PASSWORD_MIN_LENGTH ? "tooShort" : null;
}
