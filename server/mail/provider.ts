// Mail goes through one interface. The real adapter speaks SMTP (MAIL_URL); without MAIL_URL the
// local simulator composes the same RFC 5322 message and writes it as an .eml file under
// DATA_DIR/mail (and logs where, plus any links, so a developer can click through a reset mail).

import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";
import { composeSimpleMail } from "./compose";
import { designedHtml, type MailBrand, type MailDesign } from "./templates/design";

export type MailMessage = {
  to: string | readonly string[];
  subject: string;
  /** Plain text body; always present so every mail client can read it. */
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The mail's kind and language: it then gets an HTML part in the brand's layout, made from its
   * subject and text (templates/design.ts), unless `html` is given.
   */
  design?: MailDesign;
};

export type SentMail = { messageId: string; file?: string };

export interface MailProvider {
  readonly kind: "smtp" | "file";
  send(message: MailMessage): Promise<SentMail>;
}

export type MailOptions = {
  /** smtp:// or smtps:// URL; null selects the file simulator. */
  mailUrl: string | null;
  /** Where the simulator writes: DATA_DIR/mail. */
  mailDir: string;
  /** The sender, e.g. 'Bröllopssidan <info@brollopssidan.se>'. */
  from: string;
  /** The sender as a designed mail's footer names it; else read from `from` (https://its domain). */
  brand?: MailBrand;
  log: Logger;
};

function recipients(to: MailMessage["to"]): string[] {
  return (typeof to === "string" ? [to] : [...to]).map((r) => r.trim()).filter(Boolean);
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/**
 * How long an SMTP server may keep us waiting (nodemailer's defaults are 2 and 10 minutes): a server
 * that never answers fails the send, so a receipt is tried again rather than left waiting forever. The
 * receipt's lease (payments/effects.ts RECEIPT_LEASE_MS) is renewed while a send goes on, so a slow
 * but living send keeps it. The URL's own query (e.g. ?socketTimeout=) still wins.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

/** The bare address of 'Name <address>' (the SMTP envelope's sender). */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

function brandOf(options: MailOptions): MailBrand {
  if (options.brand) return options.brand;
  const contactMail = addressOf(options.from);
  const name = /^([^<>]*?)\s*</.exec(options.from)?.[1] || contactMail;
  return { name, contactMail, origin: `https://${contactMail.split("@")[1] ?? "localhost"}` };
}

/** The message as it is composed: with its designed HTML part when it has a design and no HTML. */
function withHtml(message: MailMessage, options: MailOptions): Omit<MailMessage, "design"> {
  const { design, ...rest } = message;
  if (!design || rest.html !== undefined) return rest;
  return { ...rest, html: designedHtml(rest, design, brandOf(options)) };
}

/**
 * The SMTP adapter: a pool of up to SMTP_CONNECTIONS connections kept open between mails (a batch of
 * notification mails goes over them instead of one connection, greeting and login per mail; issue
 * 24), each mail composed by compose.ts when it is a simple one (nodemailer's composer otherwise).
 */
export const SMTP_CONNECTIONS = 5;

export function smtpMailProvider(options: MailOptions & { mailUrl: string }): MailProvider {
  const transport = nodemailer.createTransport({
    url: options.mailUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    ...SMTP_TIMEOUTS,
  });
  const envelopeFrom = addressOf(options.from);
  return {
    kind: "smtp",
    async send(designed) {
      const to = recipients(designed.to);
      const message = withHtml(designed, options);
      const composed = composeSimpleMail({ ...message, to, from: options.from }, { newline: "\r\n" });
      const info = composed
        ? await transport.sendMail({ envelope: { from: envelopeFrom, to }, raw: composed.message })
        : await transport.sendMail({ ...message, to, from: options.from });
      const messageId = composed?.messageId ?? info.messageId;
      options.log.info({ to: to.length, subject: message.subject, messageId }, "mail sent");
      return { messageId: String(messageId) };
    },
  };
}

export function fileMailProvider(options: MailOptions): MailProvider {
  // streamTransport builds the complete message exactly as SMTP would send it, without sending.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(designed) {
      const to = recipients(designed.to);
      const message = withHtml(designed, options);
      // Composed here for a simple mail (compose.ts: a few hundredths of nodemailer's cost).
      const info =
        composeSimpleMail({ ...message, to, from: options.from }, { newline: "\n" }) ??
        (await composer.sendMail({ ...message, to, from: options.from }));
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = join(options.mailDir, name);
      // Written without blocking: a batch of notification mails must not stall the requests served
      // meanwhile. The folder is made when the first write finds none (not checked for every mail).
      const write = () => writeFile(file, info.message as Buffer, { mode: 0o600 });
      try {
        await write();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        await mkdir(options.mailDir, { recursive: true });
        await write();
      }
      options.log.info(
        { to, subject: message.subject, file, links: linksIn(message.text) },
        "mail written to file",
      );
      return { messageId: String(info.messageId), file };
    },
  };
}

export function createMailProvider(options: MailOptions): MailProvider {
  return options.mailUrl
    ? smtpMailProvider({ ...options, mailUrl: options.mailUrl })
    : fileMailProvider(options);
}
