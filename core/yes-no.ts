// Whether an answer is a yes or a no (SPEC §2: JA, NEJ, YES, NO and variants). Its own small module:
// the answers table colours cells with it, and the guest page's RSVP picks its No confirmation with it,
// so the guest bundle must not pull in the whole answers module for these few lines.

const YES_WORDS = new Set(["ja", "jo", "japp", "jepp", "jajamän", "jajamen", "yes", "yeah", "yep", "yup"]);
const NO_WORDS = new Set(["nej", "nä", "nää", "nix", "no", "nope", "nah"]);

/**
 * 'yes' or 'no' when an answer starts with a yes or no word in Swedish, Danish or English, whatever
 * the case or what follows ('Ja!', 'ja tack', 'Nej tyvärr', 'Yes please', 'NO', 'Ja tak'); otherwise
 * null ('Nobody', 'Kanske', 'Jag kommer').
 */
export function yesNoOf(text: string): "yes" | "no" | null {
  const first = /^\p{L}+/u.exec(text.trim().toLocaleLowerCase("sv"))?.[0];
  if (!first) return null;
  if (YES_WORDS.has(first)) return "yes";
  if (NO_WORDS.has(first)) return "no";
  return null;
}
