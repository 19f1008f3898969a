// Mail goes through one interface. The real adapter speaks SMTP (MAIL_URL); without MAIL_URL the
// local simulator composes the same RFC 5322 message and writes it as an .eml file under
// DATA_DIR/mail (and logs where, plus any links, so a developer can click through a reset mail).

import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { UiLanguage } from "@core/languages";
import type { Transporter } from "nodemailer";
import type { Logger } from "../logger";
import { composeSimpleMail } from "./compose";
import { type DkimConfig, dkimSigner } from "./dkim";
import { designedHtml, type MailBrand, type MailDesign } from "./templates/design";
import { unsubscribeFooter, unsubscribeHeaders } from "./unsubscribe";

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
  /**
   * Further headers of the mail (List-Unsubscribe and List-Unsubscribe-Post on guests' mails,
   * mail/unsubscribe.ts): names of letters, digits and '-', values of printable ASCII on one line.
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * A mail to a guest household (mail/unsubscribe.ts guestMailUnsubscribe): its List-Unsubscribe and
   * List-Unsubscribe-Post headers, a last line in the text part and a link in the HTML part's footer.
   */
  unsubscribe?: { url: string; language: UiLanguage; event: string };
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
  /** DKIM signing (MAIL_DKIM_*, mail/dkim.ts): every mail signed, the .eml files too; null: unsigned. */
  dkim?: DkimConfig | null;
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

type Ready = Omit<MailMessage, "design" | "unsubscribe">;

/**
 * The message as it is composed: with its designed HTML part when it has a design and no HTML, and a
 * guest mail's unsubscribe headers, text line and footer link.
 */
function withHtml(message: MailMessage, options: MailOptions): Ready {
  const { design, unsubscribe, ...rest } = message;
  const footer = unsubscribe
    ? unsubscribeFooter(unsubscribe.language, unsubscribe.event, unsubscribe.url)
    : null;
  const html =
    design && rest.html === undefined
      ? designedHtml(
          rest,
          footer
            ? { ...design, footerLink: { text: footer.question, label: footer.label, href: footer.url } }
            : design,
          brandOf(options),
        )
      : rest.html;
  if (!unsubscribe || !footer) return { ...rest, ...(html === undefined ? {} : { html }) };
  return {
    ...rest,
    text: `${rest.text.trimEnd()}\n\n${footer.text}`,
    ...(html === undefined ? {} : { html }),
    headers: { ...rest.headers, ...unsubscribeHeaders(unsubscribe.url) },
  };
}

/**
 * The SMTP adapter: a pool of up to SMTP_CONNECTIONS connections kept open between mails (a batch of
 * notification mails goes over them instead of one connection, greeting and login per mail; issue
 * 24), each mail composed by compose.ts when it is a simple one (nodemailer's composer otherwise).
 */
export const SMTP_CONNECTIONS = 5;

/**
 * A permanent refusal by the mail server (an SMTP 5xx reply: no such mailbox, refused by policy):
 * sending the same mail again cannot help.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

type Composed = { message: Buffer; messageId: string };

/**
 * nodemailer (about 0.4 MB of code), loaded when a mail first needs it: the SMTP transport's first send,
 * or a mail compose.ts cannot write itself. A server that sends no mail never loads it (issue 24: idle
 * memory); kept once loaded.
 */
let nodemailerLoaded: Promise<typeof import("nodemailer")["default"]> | null = null;
const nodemailer = () => {
  nodemailerLoaded ??= import("nodemailer").then((module) => module.default);
  return nodemailerLoaded;
};

/** A transport made by the first call, the same one after (a lazy nodemailer.createTransport). */
function lazyTransport(options: Parameters<typeof import("nodemailer").createTransport>[0]) {
  let made: Promise<Transporter> | null = null;
  return () => {
    made ??= nodemailer().then((mailer) => mailer.createTransport(options));
    return made;
  };
}

/**
 * The message's complete text with `newline` line ends: composed by compose.ts when it is a simple one,
 * else by nodemailer's composer; signed when DKIM is configured.
 */
function composer(options: MailOptions, newline: "\n" | "\r\n") {
  const fallback = lazyTransport({
    streamTransport: true,
    buffer: true,
    newline: newline === "\n" ? "unix" : "windows",
  });
  const sign = options.dkim ? dkimSigner(options.dkim) : null;
  return async (message: Ready, to: string[]): Promise<Composed> => {
    let composed: Composed | null = composeSimpleMail({ ...message, to, from: options.from }, { newline });
    if (!composed) {
      const { headers, ...rest } = message;
      const info = await (await fallback()).sendMail({
        ...rest,
        ...(headers ? { headers: { ...headers } } : {}),
        to,
        from: options.from,
      });
      composed = { message: info.message as Buffer, messageId: String(info.messageId) };
    }
    return sign ? { ...composed, message: await sign(composed.message, newline) } : composed;
  };
}

export function smtpMailProvider(options: MailOptions & { mailUrl: string }): MailProvider {
  const transport = lazyTransport({
    url: options.mailUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    ...SMTP_TIMEOUTS,
  });
  const envelopeFrom = addressOf(options.from);
  const compose = composer(options, "\r\n");
  return {
    kind: "smtp",
    async send(designed) {
      const to = recipients(designed.to);
      const message = withHtml(designed, options);
      // Sent as composed (and signed): what goes over the wire is what a written .eml file holds.
      const composed = await compose(message, to);
      await (await transport()).sendMail({ envelope: { from: envelopeFrom, to }, raw: composed.message });
      const { messageId } = composed;
      options.log.info({ to: to.length, subject: message.subject, messageId }, "mail sent");
      return { messageId };
    },
  };
}

export function fileMailProvider(options: MailOptions): MailProvider {
  // Composed as SMTP would send it (signed too, with DKIM configured), without sending.
  const compose = composer(options, "\n");
  return {
    kind: "file",
    async send(designed) {
      const to = recipients(designed.to);
      const message = withHtml(designed, options);
      const composed = await compose(message, to);
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = join(options.mailDir, name);
      // Written without blocking: a batch of notification mails must not stall the requests served
      // meanwhile. The folder is made when the first write finds none (not checked for every mail).
      const write = () => writeFile(file, composed.message, { mode: 0o600 });
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
      return { messageId: composed.messageId, file };
    },
  };
}

export function createMailProvider(options: MailOptions): MailProvider {
  return options.mailUrl
    ? smtpMailProvider({ ...options, mailUrl: options.mailUrl })
    : fileMailProvider(options);
}
