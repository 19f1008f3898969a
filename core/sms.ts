// How many SMS parts a message takes, and so what it costs before it is sent (issue 26). Exact, as the
// networks count (3GPP TS 23.038 and 23.040):
// - a message in the GSM 7-bit alphabet takes 160 septets in one part; longer, each part holds 153
//   (7 go to the concatenation header). The extension table's characters (€ [ ] { } \ ^ ~ | and form
//   feed) are an escape and the character: 2 septets, never split between two parts;
// - any character outside that alphabet (an emoji, 'ç', 'š', curly quotes…) sends the whole message as
//   UCS-2 (UTF-16): 70 code units in one part, 67 a part when longer; a character outside the BMP (an
//   emoji) is two code units, never split between two parts.
// Å, Ä, Ö, å, ä, ö, Æ, Ø, æ, ø, é and ü are in the GSM alphabet: Swedish and Danish texts stay GSM-7.
// The price is per part (that is how operators and 46elks bill), in the market currency's minor unit.

/** The GSM 03.38 default alphabet (one septet each). */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table (an escape septet and the character: two septets each). */
const GSM_EXTENSION = "\f^{}\\[~]|€";

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
  /** The most parts one message may take (a longer one is refused before sending). */
  maxParts: 10,
} as const;

export type SmsEncoding = "gsm7" | "ucs2";

export type SmsSegments = {
  encoding: SmsEncoding;
  /** 0 for an empty message. */
  parts: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the message takes. */
  units: number;
  /** How many more units fit in the last part before another part is needed. */
  remaining: number;
  /** For UCS-2: the characters that are not in the GSM alphabet (so the owner can replace them). */
  nonGsm: string[];
};

/** Septets of one character in GSM-7: 1, 2 (extension), or null when it is not in the alphabet. */
function septets(char: string): 1 | 2 | null {
  if (BASIC.has(char)) return 1;
  if (EXTENSION.has(char)) return 2;
  return null;
}

/** Fills parts of `size` units greedily, never splitting a character's units; the parts and the last one's fill. */
function pack(sizes: readonly number[], size: number): { parts: number; last: number } {
  let parts = 1;
  let last = 0;
  for (const units of sizes) {
    if (last + units > size) {
      parts += 1;
      last = 0;
    }
    last += units;
  }
  return { parts, last };
}

/** The encoding, parts and units of a message, as the networks count them. */
export function smsSegments(message: string): SmsSegments {
  const chars = [...message];
  const gsm = chars.map(septets);
  const nonGsm = [...new Set(chars.filter((_, i) => gsm[i] === null))];
  const encoding: SmsEncoding = nonGsm.length === 0 ? "gsm7" : "ucs2";
  const sizes =
    encoding === "gsm7"
      ? (gsm as (1 | 2)[])
      : chars.map((char) => ((char.codePointAt(0) ?? 0) > 0xffff ? 2 : 1));
  const units = sizes.reduce((sum, n) => sum + n, 0);
  const limits = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, parts: 0, units, remaining: limits.single, nonGsm };
  if (units <= limits.single) return { encoding, parts: 1, units, remaining: limits.single - units, nonGsm };
  const { parts, last } = pack(sizes, limits.part);
  return { encoding, parts, units, remaining: limits.part - last, nonGsm };
}

/** A sender name the networks show: 3–11 letters a–z and digits, starting with a letter (46elks' rule). */
export const SMS_SENDER_PATTERN = /^[A-Za-z][A-Za-z0-9]{2,10}$/;

/** A sender name made from a brand's name: 'Bröllopssidan' → 'Brollopssid' (ASCII letters, 11 at most). */
export function smsSenderFrom(name: string): string {
  const ascii = name
    .replace(/[æÆ]/g, (c) => (c === "æ" ? "ae" : "Ae"))
    .replace(/[øØ]/g, (c) => (c === "ø" ? "o" : "O"))
    .normalize("NFD")
    .replace(/[^A-Za-z0-9]/g, "")
    .replace(/^[0-9]+/, "");
  const sender = ascii.slice(0, 11);
  return SMS_SENDER_PATTERN.test(sender) ? sender : "Inbjudan";
}

export type SmsCost = SmsSegments & {
  recipients: number;
  /** Parts for all recipients together. */
  totalParts: number;
  /** Minor units (öre/øre) for all recipients together. */
  total: number;
  pricePerPart: number;
};

/** What sending the message to `recipients` numbers costs, at `pricePerPart` minor units a part. */
export function smsCost(message: string, recipients: number, pricePerPart: number): SmsCost {
  const segments = smsSegments(message);
  const count = Math.max(0, Math.floor(recipients));
  const totalParts = segments.parts * count;
  return { ...segments, recipients: count, totalParts, total: totalParts * pricePerPart, pricePerPart };
}
