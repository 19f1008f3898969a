// Reads the .eml files the file simulator wrote (DATA_DIR/mail), for the operator and for tests:
// headers, and the plain-text part (and the HTML part, issue 26) decoded from quoted-printable or base64.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type StoredMail = {
  file: string;
  to: string;
  subject: string;
  replyTo: string | null;
  text: string;
  /** The HTML alternative, null when the mail has none. */
  html: string | null;
};

function decodeWords(value: string): string {
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, "$1")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function headers(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

function splitPart(raw: string): { head: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: headers(raw), body: "" };
  return { head: headers(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

function decodeBody(head: Map<string, string>, body: string): string {
  const encoding = (head.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The first part of this type ('text/plain', 'text/html'), looking inside multipart ones. */
function partOf(head: Map<string, string>, body: string, wanted: string): string | null {
  const type = (head.get("content-type") ?? "text/plain").toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(head.get("content-type") ?? "")?.[1];
  if (!type.startsWith("multipart/") || !boundary)
    return type.startsWith(wanted) ? decodeBody(head, body) : null;
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith("--")) break;
    const part = splitPart(chunk.replace(/^\r?\n/, ""));
    const found = partOf(part.head, part.body.replace(/\r?\n$/, ""), wanted);
    if (found !== null) return found;
  }
  return null;
}

export function parseEml(file: string, raw: string): StoredMail {
  const { head, body } = splitPart(raw);
  return {
    file,
    to: decodeWords(head.get("to") ?? ""),
    subject: decodeWords(head.get("subject") ?? ""),
    replyTo: head.has("reply-to") ? decodeWords(head.get("reply-to") ?? "") : null,
    text: (partOf(head, body, "text/plain") ?? "").trim(),
    html: partOf(head, body, "text/html"),
  };
}

/** Every mail in the folder, oldest first (file names start with the time written). */
export function readMailbox(mailDir: string): StoredMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parseEml(join(mailDir, name), readFileSync(join(mailDir, name), "utf8")));
}
