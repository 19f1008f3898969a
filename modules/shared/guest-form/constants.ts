// Limits and names shared by the guest forms and the server's schemas (core/submissions.ts); kept here,
// free of zod, so the guest bundle can use them.

/** The longest answer to a ShortText question. */
export const MAX_ANSWER_LENGTH = 2_000;

/**
 * The honeypot: a text field people never see (visually hidden, aria-hidden, out of the tab order) but
 * form-filling bots do. Its name invites filling in; anything in it marks the submission as spam.
 */
export const HONEYPOT_FIELD = "website";

/**
 * The server takes answers sent within this many milliseconds of fetching the post key for a robot's
 * (server/operations/post-keys.ts uses this same value). A guest whose browser fills the form in at once
 * (autofill) is quicker than that: the form waits out the rest before it sends (useGuestSubmission.ts).
 */
export const POST_KEY_MIN_AGE_MS = 3_000;
