// Gift money by Swish (issue 27): the couple's own Swish number, and the app link and QR text that open
// the guest's Swish app pre-filled with it. No money passes through the product: Swish between people
// has no API, so nothing is confirmed back; a guest may tell the couple themselves (a note).
// Pure, shared by the guest page, the owner app and the server.
//
// Numbers. A private person receives Swish on their Swedish mobile number (07x, x 0, 2, 3, 6 or 9: the
// mobile series of PTS's number plan; core/phone.ts reads every way of writing it); a company or an
// association on a Swish number, 123 and 7 digits. Couples almost always give a mobile; the 123 numbers
// are accepted too (an association's, or a couple that has one). Stored normalised: a mobile as
// 46701234567 (country code, no '+', no trunk 0), a Swish number as 1231234567.
//
// The app link (Swish's own, as PROVIDERS.md): swish://payment?data= and the URL-encoded JSON
// {"version":1,"payee":{"value":…},"amount":{"value":…,"editable":true},"message":{"value":…,"editable":true}}.
// The pre-filled QR code (Swish's QR code encoding specification, "Swish C2B"): the text
// C<payee>;<amount>;<message>;<mask>, the amount in kronor with two decimals and a decimal comma, the
// message URL-encoded, empty parts left empty, and the mask the decimal value of a bit field of what the
// payer may change (payee bit 0, amount bit 1, message bit 2; the swish-qr package's generateString
// counts the same way). Here the payee is fixed and the amount and message may be changed: 6. A guest
// giving two shares of a fund changes the amount; the message names the gift and the guest may add
// their name.
import { normalizePhone } from "./phone";

export const SWISH_NUMBER_PROBLEMS = ["empty", "invalid", "not_mobile", "not_swedish"] as const;
export type SwishNumberProblem = (typeof SWISH_NUMBER_PROBLEMS)[number];

/** What each refusal means, in English (API errors); the owner app says it in sv/en/da. */
export const SWISH_NUMBER_PROBLEM_TEXTS: Readonly<Record<SwishNumberProblem, string>> = {
  empty: "no number given",
  invalid: "a Swish number is a Swedish mobile number (07x xxx xx xx) or a Swish number (123 xxx xx xx)",
  not_mobile: "not a mobile number: a private person receives Swish on their mobile number",
  not_swedish: "Swish works with Swedish numbers only",
};

export type SwishNumberResult = { ok: true; number: string } | { ok: false; problem: SwishNumberProblem };

/** The most a guest may say they swished in one note, and a fixed share's most: Swish's own daily cap. */
export const SWISH_MAX_AMOUNT = 150_000;
/** The message field of a Swish payment: at most 50 characters (Swish's payment request rules). */
export const SWISH_MESSAGE_MAX = 50;

const SWISH_COMPANY = /^123\d{7}$/;
const SEPARATORS = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\-./()\u2010-\u2015\u2212]/g;

/** The couple's number as stored (46701234567 or 1231234567), or why not. */
export function normalizeSwishNumber(input: string): SwishNumberResult {
  const text = input.normalize("NFKC").trim();
  if (!text) return { ok: false, problem: "empty" };
  const compact = text.replace(SEPARATORS, "");
  if (SWISH_COMPANY.test(compact)) return { ok: true, number: compact };
  const phone = normalizePhone(text, "SE");
  if (!phone.ok)
    return { ok: false, problem: phone.problem === "unsupported_country" ? "not_swedish" : "invalid" };
  if (phone.country !== "SE") return { ok: false, problem: "not_swedish" };
  if (!phone.mobile) return { ok: false, problem: "not_mobile" };
  return { ok: true, number: phone.e164.slice(1) };
}

/** A stored number as Swish's payee: a mobile in national form (0701234567), a Swish number as it is. */
export function swishPayee(stored: string): string {
  return /^46\d{9}$/.test(stored) ? `0${stored.slice(2)}` : stored;
}

/** A stored number as people read it: 070-123 45 67, or 123 456 78 90. */
export function formatSwishNumber(stored: string): string {
  const payee = swishPayee(stored);
  if (/^07\d{8}$/.test(payee))
    return `${payee.slice(0, 3)}-${payee.slice(3, 6)} ${payee.slice(6, 8)} ${payee.slice(8)}`;
  if (SWISH_COMPANY.test(payee))
    return `${payee.slice(0, 3)} ${payee.slice(3, 6)} ${payee.slice(6, 8)} ${payee.slice(8)}`;
  return payee;
}

// What Swish's message field takes: letters a–ö, digits, space and :;.,?!()-"' (the Swish payment
// request rules' "common allowed characters"). Other letters lose their accents (é → e); anything
// else becomes a space (æ, ø and ß are spelt out as Swedish writes them).
const SPELT: Readonly<Record<string, string>> = { æ: "ä", Æ: "Ä", ø: "ö", Ø: "Ö", ß: "ss" };
const MESSAGE_ALLOWED = /[a-zA-Z0-9åäöÅÄÖ :;.,?!()\-"']/;

/** A gift's title as a Swish message: allowed characters only, at most 50, spaces collapsed. */
export function swishMessage(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (MESSAGE_ALLOWED.test(char)) out += char;
    else if (SPELT[char]) out += SPELT[char];
    else {
      const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base.length === 1 && MESSAGE_ALLOWED.test(base) ? base : " ";
    }
  }
  return out.replace(/\s+/g, " ").trim().slice(0, SWISH_MESSAGE_MAX).trim();
}

/** What the guest's Swish app is opened with: the payee, a whole-krona amount (null: the guest chooses), the message. */
export type SwishPayment = { number: string; amount: number | null; message: string };

/** The Swish app link (phones): swish://payment?data=<URL-encoded JSON>. */
export function swishAppLink(payment: SwishPayment): string {
  const data: Record<string, unknown> = { version: 1, payee: { value: swishPayee(payment.number) } };
  if (payment.amount !== null) data.amount = { value: payment.amount, editable: true };
  data.message = { value: swishMessage(payment.message), editable: true };
  return `swish://payment?data=${encodeURIComponent(JSON.stringify(data))}`;
}

/** Payee fixed (bit 0 off), amount (bit 1) and message (bit 2) editable. */
export const SWISH_QR_EDITABLE = 0b110;

/** The pre-filled QR code's text (desktops: the guest scans it with the Swish app). */
export function swishQrText(payment: SwishPayment): string {
  const amount = payment.amount === null ? "" : payment.amount.toFixed(2).replace(".", ",");
  const message = encodeURIComponent(swishMessage(payment.message));
  return `C${swishPayee(payment.number)};${amount};${message};${SWISH_QR_EDITABLE}`;
}

/**
 * A QR text this product makes (the QR image route draws only these): C, a payee as swishPayee gives,
 * an amount with two decimals or nothing, a URL-encoded message of at most 50 characters, mask 6.
 */
export function isSwishQrText(text: string): boolean {
  const match = /^C(07[02369]\d{7}|123\d{7});(\d{1,6},\d{2})?;([^;]*);6$/.exec(text);
  if (!match) return false;
  let message: string;
  try {
    message = decodeURIComponent(match[3] ?? "");
  } catch {
    return false;
  }
  return message === swishMessage(message) && encodeURIComponent(message) === match[3];
}

/**
 * Whether a site offers Swish gifts to its guests. Swish is Swedish; MobilePay, Denmark's equivalent,
 * has no link for paying a private person pre-filled that we can rely on (its MobilePay Box and
 * business links need a merchant agreement), so a site whose only language is Danish does not show
 * Swish gifts, and its editor says so. A site in Danish and Swedish shows them.
 */
export function offersSwish(languages: readonly string[]): boolean {
  return languages.length > 0 && !languages.every((language) => language === "da");
}

/** Whole kronor as people read them: 20 000 kr, 20 000 DKK never (Swish is in SEK). */
export function formatKronor(amount: number, language: string): string {
  const locale = language === "en" ? "en-GB" : language === "da" ? "da-DK" : "sv-SE";
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount)} kr`;
}
