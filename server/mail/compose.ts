// The RFC 5322 / MIME text of a simple mail (plain text, optionally an HTML alternative, no
// attachments), written directly (issue 24): nodemailer's composer (MimeNode and its streams) cost
// about 1.2–1.5 ms per notification mail on the bench machine, most of a mail's cost; this costs a few
// hundredths of that. The output has the shape nodemailer writes (the same headers, quoted-printable
// bodies, RFC 2047 encoded words for non-ASCII headers), so mailbox.ts and mail clients read it alike.
// Anything this does not know how to write safely (an address it does not recognise, a line break in a
// header) returns null and the caller lets nodemailer compose the mail.
import { randomUUID } from "node:crypto";

export type SimpleMail = {
  from: string;
  to: readonly string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Further headers (List-Unsubscribe…, issue 26), written as given after Message-ID: a name of
   * letters, digits and '-', a value of printable ASCII on one line (at most 900 characters).
   */
  headers?: Readonly<Record<string, string>>;
};

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,75}$/;
/** Headers the composer writes itself: never a second one from `headers`. */
const OWN_HEADERS = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "reply-to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "dkim-signature",
]);

/** Whether an extra header can be written as is (else the mail is not composed here). */
export function isWritableHeader(name: string, value: string): boolean {
  return (
    HEADER_NAME.test(name) &&
    !OWN_HEADERS.has(name.toLowerCase()) &&
    value.length <= 900 &&
    ASCII_PRINTABLE.test(value)
  );
}

// A plain address: what our own validation accepts (submission-mail.ts MAIL_ADDRESS, account mails).
const ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
// 'Display Name <address>', as MAIL_FROM is configured (mail/config.ts).
const NAMED = /^([^<>"\r\n]*?)\s*<([^<>\s]+)>$/;
// Printable ASCII without the specials that would need quoting in a display name (RFC 5322 atext + space).
const PLAIN_NAME = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const CONTROL = /[\u0000-\u001f\u007f]/;
const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;

/** RFC 2047 B-encoded words of `text`, each at most 75 characters, never splitting a character. */
function encodedWords(text: string): string[] {
  const words: string[] = [];
  // 39 bytes of UTF-8 make 52 base64 characters: a word of 64, a line of 73 with "Subject: ".
  let chunk = "";
  let bytes = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (bytes + size > 39 && chunk) {
      words.push(`=?UTF-8?B?${Buffer.from(chunk).toString("base64")}?=`);
      chunk = "";
      bytes = 0;
    }
    chunk += char;
    bytes += size;
  }
  if (chunk) words.push(`=?UTF-8?B?${Buffer.from(chunk).toString("base64")}?=`);
  return words;
}

/** A header of unstructured text (the subject), folded: ASCII as is, else encoded words. */
function unstructured(name: string, value: string, newline: string): string {
  if (ASCII_PRINTABLE.test(value) && name.length + 2 + value.length <= 78) return `${name}: ${value}`;
  return `${name}: ${encodedWords(value).join(`${newline} `)}`;
}

/** One mailbox ('a@b.se' or 'Name <a@b.se>') as a header writes it; null when not recognised. */
function mailbox(value: string): string | null {
  const trimmed = value.trim();
  if (ADDRESS.test(trimmed)) return trimmed;
  const named = NAMED.exec(trimmed);
  if (!named) return null;
  const [, name = "", address = ""] = named;
  if (!ADDRESS.test(address)) return null;
  if (!name) return address;
  if (CONTROL.test(name)) return null;
  if (PLAIN_NAME.test(name)) return `${name} <${address}>`;
  return `${encodedWords(name).join(" ")} <${address}>`;
}

const HEX = "0123456789ABCDEF";
const escaped = (char: string) => {
  const byte = char.charCodeAt(0);
  return `=${HEX[byte >> 4]}${HEX[byte & 15]}`;
};
// What a quoted-printable line writes as =XX: control characters but the tab, '=', and every byte of a
// non-ASCII character (matched in the line's UTF-8 bytes read as Latin-1).
const ENCODED = /[^\t\x20-\x3c\x3e-\x7e]/g;
const NON_ASCII = /[\u0080-\uffff]/;
/** Anything but printable ASCII and the tab: a line without it needs only its '=' encoded. */
const NEEDS_MORE = /[^\t\x20-\x7e]/;

/**
 * Quoted-printable (RFC 2045 §6.7) of UTF-8 text: lines of at most 76 characters with soft breaks,
 * line breaks as `newline`, '=' and non-ASCII bytes as =XX, a space or tab ending a line encoded.
 * Written with the regular expression engine (a line encoded in one replace, then cut at 75 characters
 * but never inside an =XX): a 10 KB HTML part costs a few microseconds, not a loop per byte.
 */
export function quotedPrintable(text: string, newline: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  for (const line of lines) {
    let encoded: string;
    if (!NEEDS_MORE.test(line)) encoded = line.includes("=") ? line.replaceAll("=", "=3D") : line;
    else {
      const bytes = NON_ASCII.test(line) ? Buffer.from(line, "utf8").toString("latin1") : line;
      encoded = bytes.replace(ENCODED, escaped);
    }
    const last = encoded.charCodeAt(encoded.length - 1);
    if (last === 32 || last === 9) encoded = `${encoded.slice(0, -1)}${last === 32 ? "=20" : "=09"}`;
    let at = 0;
    // 75 characters and a soft break '=' at most; an =XX stays whole.
    while (encoded.length - at > 75) {
      let cut = at + 75;
      if (encoded[cut - 1] === "=") cut -= 1;
      else if (encoded[cut - 2] === "=") cut -= 2;
      out.push(`${encoded.slice(at, cut)}=`);
      at = cut;
    }
    out.push(encoded.slice(at));
  }
  return out.join(newline);
}

/** The date as nodemailer writes it: 'Fri, 27 Nov 2026 23:07:21 +0000'. */
const mailDate = (date: Date) => date.toUTCString().replace(/GMT$/, "+0000");

/**
 * The complete message, lines ending in `newline` ('\n' for files, '\r\n' for SMTP), or null when a
 * header holds something this does not write (the caller composes with nodemailer instead).
 */
export function composeSimpleMail(
  mail: SimpleMail,
  options: { newline: "\n" | "\r\n"; date?: Date; messageId?: string },
): { message: Buffer; messageId: string } | null {
  const { newline } = options;
  const from = mailbox(mail.from);
  const to = mail.to.map(mailbox);
  const replyTo = mail.replyTo === undefined ? undefined : mailbox(mail.replyTo);
  if (!from || to.length === 0 || to.some((t) => t === null) || replyTo === null) return null;
  if (CONTROL.test(mail.subject)) return null;
  const extra = Object.entries(mail.headers ?? {});
  if (extra.some(([name, value]) => !isWritableHeader(name, value))) return null;
  const domain = (/@([^>]+)>?$/.exec(from)?.[1] ?? "localhost").toLowerCase();
  const messageId = options.messageId ?? `<${randomUUID()}@${domain}>`;
  const toLine = to.join(", ");
  const headers = [`From: ${from}`, `To: ${toLine.length > 72 ? to.join(`,${newline} `) : toLine}`];
  if (replyTo) headers.push(`Reply-To: ${replyTo}`);
  headers.push(unstructured("Subject", mail.subject, newline), `Message-ID: ${messageId}`);
  for (const [name, value] of extra) headers.push(`${name}: ${value}`);
  let body: string;
  if (mail.html === undefined) {
    headers.push(
      "Content-Transfer-Encoding: quoted-printable",
      `Date: ${mailDate(options.date ?? new Date())}`,
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
    );
    body = quotedPrintable(mail.text, newline);
  } else {
    const boundary = `--_mail-${randomUUID()}`;
    headers.push(
      `Date: ${mailDate(options.date ?? new Date())}`,
      "MIME-Version: 1.0",
      // Folded as nodemailer folds it: the line stays within 78 characters.
      `Content-Type: multipart/alternative;${newline} boundary="${boundary}"`,
    );
    const part = (type: string, content: string) =>
      [
        `--${boundary}`,
        `Content-Type: ${type}; charset=utf-8`,
        "Content-Transfer-Encoding: quoted-printable",
        "",
        quotedPrintable(content, newline),
      ].join(newline);
    body = [part("text/plain", mail.text), part("text/html", mail.html), `--${boundary}--`].join(newline);
  }
  return { message: Buffer.from(`${headers.join(newline)}${newline}${newline}${body}`, "utf8"), messageId };
}
