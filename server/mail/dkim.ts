// DKIM signing of outgoing mail (issue 26 "Delivery you can trust"), configurable with MAIL_DKIM_*:
//   MAIL_DKIM_DOMAIN            the d= domain (the From address's domain or a parent of it)
//   MAIL_DKIM_SELECTOR          the s= selector: the public key is published at {selector}._domainkey.{domain}
//   MAIL_DKIM_PRIVATE_KEY       the RSA private key in PEM (literal "\n" are read as line breaks), or
//   MAIL_DKIM_PRIVATE_KEY_FILE  a file holding it
// All three or none: half a configuration, a key that is not an RSA private key (or under 1024 bits),
// or a file that cannot be read stops the start with the reason. Signed by nodemailer's own DKIM signer
// (rsa-sha256, c=relaxed/relaxed), in the SMTP adapter and the .eml files alike, so a written mail can be
// checked offline against the public key. The signed headers are nodemailer's list (From, To, Subject,
// Date, Message-ID, MIME headers, List-Unsubscribe…) plus List-Unsubscribe-Post (RFC 8058 §3.1 wants
// both signed).
import { createPrivateKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";

export type DkimConfig = Readonly<{ domainName: string; keySelector: string; privateKey: string }>;

const DOMAIN = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;
const SELECTOR = /^[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?)*$/;

/** Spread into server/config.ts's environment schema. */
export const MAIL_ENV = {
  MAIL_DKIM_DOMAIN: z
    .string()
    .toLowerCase()
    .refine((v) => DOMAIN.test(v), {
      error: (issue) =>
        `Invalid MAIL_DKIM_DOMAIN '${String(issue.input)}': use the signing domain, such as brollopssidan.se`,
    })
    .optional(),
  MAIL_DKIM_SELECTOR: z
    .string()
    .refine((v) => v.length <= 63 && SELECTOR.test(v), {
      error: (issue) =>
        `Invalid MAIL_DKIM_SELECTOR '${String(issue.input)}': use the selector of the key's DNS record, such as mail2026`,
    })
    .optional(),
  // A secret: never echoed.
  MAIL_DKIM_PRIVATE_KEY: z
    .string()
    .max(20_000, { error: "Invalid MAIL_DKIM_PRIVATE_KEY: too long" })
    .optional(),
  MAIL_DKIM_PRIVATE_KEY_FILE: z.string().max(4096).optional(),
  // A secret: never echoed. Signs the bounce webhook's posts (POST /api/mail/bounce).
  MAIL_BOUNCE_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{32,200}$/, {
      error: "Invalid MAIL_BOUNCE_SECRET: use 32 to 200 printable characters without spaces",
    })
    .optional(),
};

type MailVars = { [K in keyof typeof MAIL_ENV]?: z.output<(typeof MAIL_ENV)[K]> };

/** Why this key cannot sign (null when it can): an RSA private key of at least 1024 bits. */
export function dkimKeyProblem(pem: string): string | null {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    return "it is not a private key in PEM (-----BEGIN PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----)";
  }
  if (key.asymmetricKeyType !== "rsa")
    return `it is a ${key.asymmetricKeyType} key; DKIM here signs with RSA`;
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 1024) return `it has ${bits} bits; use at least 1024 (2048 recommended)`;
  return null;
}

/** The DKIM configuration (null when not configured), or the reason it cannot work (stops the start). */
export function dkimConfig(vars: MailVars): DkimConfig | null | string {
  const {
    MAIL_DKIM_DOMAIN: domainName,
    MAIL_DKIM_SELECTOR: keySelector,
    MAIL_DKIM_PRIVATE_KEY: inline,
    MAIL_DKIM_PRIVATE_KEY_FILE: file,
  } = vars;
  if (!domainName && !keySelector && !inline && !file) return null;
  if (inline && file) return "Set MAIL_DKIM_PRIVATE_KEY or MAIL_DKIM_PRIVATE_KEY_FILE, not both";
  if (!domainName || !keySelector || !(inline || file)) {
    return "DKIM signing needs MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY (or MAIL_DKIM_PRIVATE_KEY_FILE), or none of them";
  }
  let pem: string;
  if (file) {
    try {
      pem = readFileSync(file, "utf8");
    } catch (error) {
      return `MAIL_DKIM_PRIVATE_KEY_FILE cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`;
    }
  } else pem = (inline ?? "").replace(/\\n/g, "\n");
  const problem = dkimKeyProblem(pem);
  if (problem) return `Invalid ${file ? "MAIL_DKIM_PRIVATE_KEY_FILE" : "MAIL_DKIM_PRIVATE_KEY"}: ${problem}`;
  return Object.freeze({ domainName, keySelector, privateKey: pem });
}

/** nodemailer's default list of signed headers, and List-Unsubscribe-Post (RFC 8058 §3.1). */
export const DKIM_SIGNED_HEADERS = [
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding",
  "Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc",
  "Resent-Message-ID:In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post",
  "List-Subscribe:List-Post:List-Owner:List-Archive",
].join(":");

/** The options nodemailer's signer (and its transports' `dkim` option) take. */
export function dkimOptions(config: DkimConfig) {
  return {
    domainName: config.domainName,
    keySelector: config.keySelector,
    privateKey: config.privateKey,
    headerFieldNames: DKIM_SIGNED_HEADERS,
  };
}

/**
 * A signer of complete messages: the message with its DKIM-Signature header first, its lines ending as
 * the message's own (`newline`: '\n' for the .eml files, '\r\n' for SMTP; relaxed canonicalization
 * reads both alike).
 */
export function dkimSigner(config: DkimConfig): (message: Buffer, newline: "\n" | "\r\n") => Promise<Buffer> {
  // nodemailer's signer is loaded with the first mail signed, not at the start (issue 24: idle memory).
  let signer: Promise<{ sign(message: Buffer): NodeJS.ReadableStream }> | null = null;
  return async (message, newline) => {
    signer ??= import("nodemailer/lib/dkim").then(({ default: DKIM }) => new DKIM(dkimOptions(config)));
    const dkim = await signer;
    return new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const stream = dkim.sign(message);
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", reject);
      stream.on("end", () => {
        const signed = Buffer.concat(chunks);
        if (newline === "\r\n") return resolve(signed);
        const header = signed.subarray(0, signed.length - message.length).toString("latin1");
        resolve(Buffer.concat([Buffer.from(header.replace(/\r\n/g, "\n"), "latin1"), message]));
      });
    });
  };
}
