// "No more mails, thanks" on guests' mails (issue 26 "Delivery you can trust"): every mail to a guest
// household (invitations, reminders, messages, confirmations) names a signed link that unsubscribes
// that household of that site, both as headers mail clients show their own button for
//   List-Unsubscribe: <https://{page host}/avregistrera/{token}>
//   List-Unsubscribe-Post: List-Unsubscribe=One-Click          (RFC 8058: a POST there unsubscribes)
// and as a visible line at the mail's foot ("Vill du inte få fler mejl om …? Avregistrera dig").
//
// The token: {siteId}.{householdId}.{HMAC-SHA256(key, "unsubscribe\n" siteId "\n" householdId), first
// 16 bytes, base64url}, the key derived from the installation's post-key secret (POST_KEY_SECRET, or
// DATA_DIR/secrets/post-key) like the SMS delivery reports' (operations/sends-outbox.ts), so every
// server of one installation verifies another's links. It names the household and the site (a token is
// only valid on its own site's host) and cannot be made without the secret; it does not expire (a mail
// is unsubscribed from months later) and says nothing more about the guest than ids.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { UiLanguage } from "@core/languages";
import type { Config } from "../config";
import { postKeySecret } from "../operations/post-keys";

/** The unsubscribe page's path on a guest page's host. */
export const UNSUBSCRIBE_PATH = "/avregistrera";

const ID = /^[0-9a-z]{1,40}$/;
const MAC_BYTES = 16;

const keys = new WeakMap<Config, Buffer>();

function keyOf(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac("sha256", postKeySecret(config)).update("mail unsubscribe links").digest();
    keys.set(config, key);
  }
  return key;
}

const macOf = (key: Buffer, siteId: string, householdId: string) =>
  createHmac("sha256", key).update(`unsubscribe\n${siteId}\n${householdId}`).digest().subarray(0, MAC_BYTES);

export type UnsubscribeTarget = { siteId: string; householdId: string };

/** The signed token naming a household of a site. */
export function unsubscribeToken(config: Config, target: UnsubscribeTarget): string {
  const { siteId, householdId } = target;
  if (!ID.test(siteId) || !ID.test(householdId)) throw new Error("not a site's or household's id");
  return `${siteId}.${householdId}.${macOf(keyOf(config), siteId, householdId).toString("base64url")}`;
}

/** The site and household a token names when its signature is ours; null for anything else. */
export function verifyUnsubscribeToken(config: Config, token: string): UnsubscribeTarget | null {
  if (token.length > 120) return null;
  const [siteId = "", householdId = "", mac = "", ...rest] = token.split(".");
  if (rest.length > 0 || !ID.test(siteId) || !ID.test(householdId) || !/^[A-Za-z0-9_-]{22}$/.test(mac))
    return null;
  const given = Buffer.from(mac, "base64url");
  const expected = macOf(keyOf(config), siteId, householdId);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { siteId, householdId }
    : null;
}

/** The unsubscribe page of a household on its site's host: https://{host}/avregistrera/{token}. */
export function unsubscribeUrl(config: Config, host: string, target: UnsubscribeTarget): string {
  return `https://${host}${UNSUBSCRIBE_PATH}/${unsubscribeToken(config, target)}`;
}

/** The headers of a guest mail (RFC 2369 and RFC 8058 one-click). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const FOOTER: Record<UiLanguage, { question: (event: string) => string; label: string }> = {
  sv: {
    question: (event) => (event ? `Vill du inte få fler mejl om ${event}?` : "Vill du inte få fler mejl?"),
    label: "Avregistrera dig",
  },
  en: {
    question: (event) =>
      event ? `Don't want any more mails about ${event}?` : "Don't want any more mails from us?",
    label: "Unsubscribe",
  },
  da: {
    question: (event) =>
      event ? `Vil du ikke have flere mails om ${event}?` : "Vil du ikke have flere mails?",
    label: "Afmeld dig",
  },
};

/** What a guest mail says at its foot: the question and the link's words, in the mail's language. */
export function unsubscribeFooter(
  language: UiLanguage,
  event: string,
  url: string,
): { text: string; question: string; label: string; url: string } {
  const words = FOOTER[language];
  const question = words.question(event);
  return { text: `--\n${question} ${words.label}:\n${url}`, question, label: words.label, url };
}

/**
 * Everything a guest mail needs to carry the unsubscribe link: spread into the mail provider's message
 * (MailMessage.unsubscribe) and the provider writes the headers, the text part's last lines and the
 * HTML part's footer link. For any mail to a guest household (sends, confirmations).
 */
export function guestMailUnsubscribe(
  config: Config,
  mail: { host: string; siteId: string; householdId: string; language: UiLanguage; event: string },
): { url: string; language: UiLanguage; event: string } {
  return {
    url: unsubscribeUrl(config, mail.host, { siteId: mail.siteId, householdId: mail.householdId }),
    language: mail.language,
    event: mail.event,
  };
}
