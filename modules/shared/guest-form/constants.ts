// Limits and names shared by the guest forms and the server's schemas (core/submissions.ts); kept here,
// free of zod, so the guest bundle can use them.

/** The longest answer to a ShortText question. */
export const MAX_ANSWER_LENGTH = 2_000;

/**
 * The honeypot: a text field people never see (visually hidden, aria-hidden, out of the tab order) but
 * form-filling bots do. Its name invites filling in; anything in it marks the submission as spam.
 */
export const HONEYPOT_FIELD = "website";
