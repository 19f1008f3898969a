// Guests' phone numbers as the SMS provider needs them (issue 26): E.164, Swedish (+46) or Danish (+45)
// only. People write numbers every way ('070-123 45 67', '0046 70 123 45 67', '+46 (0)70 123 45 67',
// '12 34 56 78' on a Danish page); this reads them all, and says why when it cannot. Pure, shared by the
// owner app (a hint while typing, the import) and the server (which decides).
//
// The rules:
// - separators are ignored: spaces (a no-break space too), - . / ( ) and the typographic dashes; a
//   trunk '(0)' after a country code is dropped; '00' before a country code is '+';
// - a number starting with a single 0 is Swedish in national form, whatever the page's country: a Danish
//   number never starts with 0;
// - 8 digits without a prefix are Danish on a Danish page (`country` "DK"); on a Swedish page they are
//   refused with 'needs_country_code' (they cannot be a Swedish number, and guessing Denmark could
//   send a message to a stranger);
// - '46…' or '45…' without '+' are read as the country code when the length fits and no national
//   reading does;
// - any other country code is refused ('unsupported_country').
// Mobile numbers (the ones an SMS reaches): Swedish 07x with x 0, 2, 3, 6 or 9 (PTS's number plan for
// mobile telephony), Danish 8-digit numbers in the mobile series (2x, 30–31, 40–42, 50–53, 60–61, 71,
// 81, 91–93).

export const PHONE_COUNTRIES = ["SE", "DK"] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

const COUNTRY_CODES: Record<PhoneCountry, string> = { SE: "46", DK: "45" };

export const PHONE_PROBLEMS = [
  "empty",
  "invalid_characters",
  "unsupported_country",
  "needs_country_code",
  "invalid_number",
  "not_mobile",
] as const;
export type PhoneProblem = (typeof PHONE_PROBLEMS)[number];

/** What each refusal means, in English (API errors, logs); the owner app says it in its own words. */
export const PHONE_PROBLEM_TEXTS: Readonly<Record<PhoneProblem, string>> = {
  empty: "no number given",
  invalid_characters: "a phone number has only digits, spaces, -, (, ) and a leading +",
  unsupported_country: "only Swedish (+46) and Danish (+45) numbers can be used",
  needs_country_code: "write the country code (+45 for a Danish number, +46 for a Swedish one)",
  invalid_number: "not a whole Swedish or Danish phone number (too short, too long or not in use)",
  not_mobile: "not a mobile number: an SMS cannot reach it",
};

export type PhoneNumber = {
  /** '+46701234567' */
  e164: string;
  country: PhoneCountry;
  mobile: boolean;
};

export type PhoneResult = ({ ok: true } & PhoneNumber) | { ok: false; problem: PhoneProblem };

// Digits after the country code (the national significant number, without the trunk 0).
const SE_MOBILE = /^7[02369]\d{7}$/;
// Geographic numbers: area code 1–4 digits (not starting with 0 or 7) and subscriber number, 7 to 9 digits.
const SE_GEOGRAPHIC = /^[1-689]\d{6,8}$/;
const DK_MOBILE = /^(2\d|3[01]|4[0-2]|5[0-3]|6[01]|71|81|9[1-3])\d{6}$/;
const DK_ANY = /^[2-9]\d{7}$/;

const SEPARATORS = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\-./()\u2010-\u2015\u2212]/g;

function national(country: PhoneCountry, digits: string): PhoneResult {
  if (country === "SE") {
    if (SE_MOBILE.test(digits)) return { ok: true, e164: `+46${digits}`, country, mobile: true };
    if (SE_GEOGRAPHIC.test(digits)) return { ok: true, e164: `+46${digits}`, country, mobile: false };
    return { ok: false, problem: "invalid_number" };
  }
  if (DK_MOBILE.test(digits)) return { ok: true, e164: `+45${digits}`, country, mobile: true };
  if (DK_ANY.test(digits)) return { ok: true, e164: `+45${digits}`, country, mobile: false };
  return { ok: false, problem: "invalid_number" };
}

/** After a country code: the rest, read as that country's number ('(0)' and a stray trunk 0 dropped). */
function international(rest: string): PhoneResult {
  for (const country of PHONE_COUNTRIES) {
    const code = COUNTRY_CODES[country];
    if (!rest.startsWith(code)) continue;
    let digits = rest.slice(code.length);
    // '+46 070…': the trunk 0 written after the country code (Swedish numbers only have one).
    if (country === "SE" && digits.startsWith("0")) digits = digits.slice(1);
    return national(country, digits);
  }
  return { ok: false, problem: "unsupported_country" };
}

/**
 * A Swedish or Danish number in E.164, or why not. `country`: the page's country (its language or
 * market), which decides what 8 digits without a prefix are.
 */
export function normalizePhone(input: string, country: PhoneCountry = "SE"): PhoneResult {
  let text = input.normalize("NFKC").trim();
  if (!text) return { ok: false, problem: "empty" };
  // '+46 (0)70…': the trunk zero in brackets is not dialled from abroad.
  text = text.replace(/\(\s*0\s*\)/g, "");
  const compact = text.replace(SEPARATORS, "");
  if (!compact) return { ok: false, problem: "invalid_characters" };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, problem: "invalid_characters" };
  if (compact.length > 20) return { ok: false, problem: "invalid_number" };
  if (compact.startsWith("+")) return international(compact.slice(1));
  if (compact.startsWith("00")) return international(compact.slice(2));
  if (compact.startsWith("0")) return national("SE", compact.slice(1));
  // No prefix: a Danish national number on a Danish page, or a country code written without '+'.
  if (compact.length === 8) {
    return country === "DK" ? national("DK", compact) : { ok: false, problem: "needs_country_code" };
  }
  if (compact.startsWith("46") || compact.startsWith("45")) {
    const read = international(compact);
    return read.ok ? read : { ok: false, problem: "invalid_number" };
  }
  return { ok: false, problem: compact.length < 8 ? "invalid_number" : "needs_country_code" };
}

/** A number an SMS can reach: as normalizePhone, and refused with 'not_mobile' when it is a landline. */
export function normalizeMobile(input: string, country: PhoneCountry = "SE"): PhoneResult {
  const result = normalizePhone(input, country);
  if (result.ok && !result.mobile) return { ok: false, problem: "not_mobile" };
  return result;
}

/** The page's country for phone numbers: Danish when its first language is Danish or the market is. */
export function phoneCountryOf(languages: readonly string[], market: "se" | "dk"): PhoneCountry {
  const first = languages[0];
  if (first === "da") return "DK";
  if (first === "sv") return "SE";
  return market === "dk" ? "DK" : "SE";
}
