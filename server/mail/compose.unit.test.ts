// The simple mail composer (issue 24) against what the mailbox reader and nodemailer make of mails.
import fc from "fast-check";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { composeSimpleMail, quotedPrintable } from "./compose";
import { parseEml } from "./mailbox";

const FROM = "Bröllopssidan <info@brollopssidan.se>";
const TEXT = [
  "Ett nytt OSA-svar har kommit in på Anna & Erik.",
  "",
  `Länk: https://brollopssidan.se/aterstall-losenord/${"a".repeat(90)}`,
  "Rad med blanksteg på slutet   ",
  "Likhetstecken = och tab\tmitt i, emoji 🎉 och ÅÄÖ åäö æøå",
  "",
  "Slut",
].join("\n");

describe("composeSimpleMail", () => {
  it("writes a message the mailbox reads back exactly: non-ASCII subject, names, long lines", () => {
    const subject =
      "Återställ ditt lösenord för bröllopssidan Anna & Erik — en riktigt lång rubrik som viks 🎉";
    const composed = composeSimpleMail(
      {
        from: FROM,
        to: ["anna@example.se", "bo@example.se"],
        replyTo: "gast@example.se",
        subject,
        text: TEXT,
      },
      { newline: "\n" },
    );
    if (!composed) throw new Error("not composed");
    const raw = composed.message.toString("utf8");
    // Nothing but ASCII, no line over 78 characters.
    expect(raw).toMatch(/^[\x20-\x7e\n\t]*$/);
    for (const line of raw.split("\n")) expect(line.length).toBeLessThanOrEqual(78);
    const mail = parseEml("x.eml", raw);
    expect(mail.subject).toBe(subject);
    expect(mail.to).toBe("anna@example.se, bo@example.se");
    expect(mail.replyTo).toBe("gast@example.se");
    expect(mail.text).toBe(TEXT.trim());
    expect(raw).toContain(`Message-ID: ${composed.messageId}`);
    expect(raw).toMatch(/^From: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <info@brollopssidan\.se>$/m);
  });

  it("decodes as nodemailer's own parser of quoted-printable does, and keeps CRLF for SMTP", async () => {
    const composed = composeSimpleMail(
      { from: FROM, to: ["a@example.se"], subject: "Hej", text: TEXT },
      { newline: "\r\n" },
    );
    const raw = composed?.message.toString("utf8") ?? "";
    expect(raw.replace(/\r\n/g, "")).not.toContain("\n");
    expect(raw).toContain("\r\nSubject: Hej\r\n");
    // nodemailer composes the same text; both bodies decode to the same lines.
    const reference = await nodemailer
      .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
      .sendMail({ from: FROM, to: "a@example.se", subject: "Hej", text: TEXT });
    const theirs = parseEml("n.eml", (reference.message as Buffer).toString("utf8"));
    expect(parseEml("c.eml", raw.replace(/\r\n/g, "\n")).text).toBe(theirs.text);
  });

  it("writes an HTML alternative beside the text", () => {
    const composed = composeSimpleMail(
      { from: "a@example.se", to: ["b@example.se"], subject: "Hej", text: "Hej då", html: "<p>Hej då</p>" },
      { newline: "\n" },
    );
    const raw = composed?.message.toString("utf8") ?? "";
    expect(raw).toMatch(/Content-Type: multipart\/alternative;\n boundary="/);
    expect(parseEml("h.eml", raw).text).toBe("Hej då");
    expect(raw).toContain("<p>Hej d=C3=A5</p>");
  });

  it("declines what it does not write safely, so nodemailer composes it", () => {
    const base = { from: FROM, to: ["a@example.se"], subject: "Hej", text: "x" };
    expect(composeSimpleMail({ ...base, subject: "Hej\r\nBcc: x@example.se" }, { newline: "\n" })).toBeNull();
    expect(
      composeSimpleMail({ ...base, to: ["a@example.se\r\nBcc: x@example.se"] }, { newline: "\n" }),
    ).toBeNull();
    expect(composeSimpleMail({ ...base, to: ['"Odd, Name" <a@example.se>'] }, { newline: "\n" })).toBeNull();
    expect(composeSimpleMail({ ...base, replyTo: "not an address" }, { newline: "\n" })).toBeNull();
    expect(composeSimpleMail({ ...base, to: [] }, { newline: "\n" })).toBeNull();
  });

  it("quoted-printable decodes back to any text, in lines of at most 76 characters, escapes whole", () => {
    const unit = fc.constantFrom("a", " ", "\t", "=", "å", "🎉", "\n", "<", "é", "\u0001", "x");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 300 }), (text) => {
        const encoded = quotedPrintable(text, "\n");
        for (const line of encoded.split("\n")) {
          expect(line.length).toBeLessThanOrEqual(76);
          expect(line).toMatch(/^(=[0-9A-F]{2}|[\t\x20-\x3c\x3e-\x7e])*=?$/);
          expect(line).not.toMatch(/[ \t]$/);
        }
        const decoded = Buffer.from(
          encoded
            .replace(/=\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8");
        expect(decoded).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it("quoted-printable: soft breaks never split an escape, a trailing space is encoded", () => {
    const encoded = quotedPrintable(`${"å".repeat(40)} `, "\n");
    for (const line of encoded.split("\n")) {
      expect(line.length).toBeLessThanOrEqual(76);
      expect(line).toMatch(/^(=[0-9A-F]{2}|[^=])*=?$/);
    }
    expect(encoded.endsWith("=20")).toBe(true);
  });
});
