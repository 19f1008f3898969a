// DKIM signing (issue 26): a mail written by the file simulator and one composed for SMTP carry a
// DKIM-Signature (rsa-sha256, relaxed/relaxed) that verifies against the key's public half, checked
// here by an independent verifier (RFC 6376 §3.4.2/§3.4.4 canonicalization and node:crypto), which a
// changed header or body fails. And a bad configuration stops the start with its reason.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { createLogger } from "../logger";
import { dkimConfig, dkimSigner } from "./dkim";
import { verifyDkim } from "./dkim-verify.test-helper";
import { createMailProvider } from "./provider";

const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const DKIM = { domainName: "brollopssidan.se", keySelector: "mail2026", privateKey };

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "dkim-test-"));
  dirs.push(dir);
  return dir;
};

describe("DKIM signing", () => {
  it("signs a written .eml (relaxed/relaxed, rsa-sha256) so it verifies offline, List-Unsubscribe-Post signed", async () => {
    const dir = tempDir();
    const mail = createMailProvider({
      mailUrl: null,
      mailDir: dir,
      from: "Bröllopssidan <info@brollopssidan.se>",
      dkim: DKIM,
      log: createLogger({ level: "silent" }),
    });
    const sent = await mail.send({
      to: "anna@example.se",
      subject: "Välkommen på bröllop — Anna & Erik",
      text: "Hej Anna!\n\nÖppna inbjudan:\nhttps://anna-erik.brollopssidan.se/i/abc\n\nVarma hälsningar   ",
      design: { kind: "guest-invitation", language: "sv", pageOrigin: "https://anna-erik.brollopssidan.se" },
      unsubscribe: {
        url: "https://anna-erik.brollopssidan.se/avregistrera/x.y.z",
        language: "sv",
        event: "Anna & Erik",
      },
    });
    const raw = readFileSync(sent.file ?? "", "latin1");
    expect(raw.startsWith("DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=brollopssidan.se;")).toBe(
      true,
    );
    // The file keeps one kind of line end.
    expect(raw).not.toContain("\r");
    const result = verifyDkim(raw, publicKey);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.tags.get("s")).toBe("mail2026");
    const signedFields = (result.tags.get("h") ?? "").split(":");
    expect(signedFields).toEqual(
      expect.arrayContaining([
        "from",
        "to",
        "subject",
        "message-id",
        "list-unsubscribe",
        "list-unsubscribe-post",
      ]),
    );

    // A changed subject, or a changed word in the body, no longer verifies.
    expect(verifyDkim(raw.replace("Subject: ", "Subject: Re: "), publicKey)).toEqual({
      ok: false,
      why: "signature",
    });
    expect(verifyDkim(raw.replace("Hej Anna", "Hej Bo"), publicKey)).toEqual({ ok: false, why: "body hash" });
    // Another key does not verify it.
    const other = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({
      type: "spki",
      format: "pem",
    });
    expect(verifyDkim(raw, String(other))).toEqual({ ok: false, why: "signature" });
  });

  it("signs a message composed for SMTP (CRLF) and one nodemailer composes", async () => {
    const sign = dkimSigner(DKIM);
    const message = Buffer.from(
      "From: a@brollopssidan.se\r\nTo: b@example.se\r\nSubject: Hej\r\nMessage-ID: <1@x>\r\n\r\nHej  då \r\n\r\n\r\n",
    );
    const signed = (await sign(message, "\r\n")).toString("latin1");
    expect(signed.endsWith(message.toString("latin1"))).toBe(true);
    expect(verifyDkim(signed, publicKey)).toMatchObject({ ok: true });

    // A recipient this composer does not write ("Odd, Name") goes through nodemailer's: signed too.
    const dir = tempDir();
    const mail = createMailProvider({
      mailUrl: null,
      mailDir: dir,
      from: "Bröllopssidan <info@brollopssidan.se>",
      dkim: DKIM,
      log: createLogger({ level: "silent" }),
    });
    const sent = await mail.send({ to: '"Odd, Name" <odd@example.se>', subject: "Hej", text: "Hej igen" });
    const raw = readFileSync(sent.file ?? "", "latin1");
    expect(raw).toMatch(/^DKIM-Signature: /);
    expect(verifyDkim(raw, publicKey)).toMatchObject({ ok: true });
  });

  it("writes no signature without a configuration", async () => {
    const dir = tempDir();
    const mail = createMailProvider({
      mailUrl: null,
      mailDir: dir,
      from: "a <a@brollopssidan.se>",
      log: createLogger({ level: "silent" }),
    });
    const sent = await mail.send({ to: "b@example.se", subject: "Hej", text: "x" });
    expect(readFileSync(sent.file ?? "", "latin1")).not.toContain("DKIM-Signature");
  });
});

describe("DKIM configuration", () => {
  const base = { MAIL_DKIM_DOMAIN: "brollopssidan.se", MAIL_DKIM_SELECTOR: "mail2026" };

  it("takes the key inline (with \\n written as two characters) or from a file", () => {
    expect(dkimConfig({})).toBeNull();
    const inline = dkimConfig({ ...base, MAIL_DKIM_PRIVATE_KEY: privateKey.replace(/\n/g, "\\n") });
    expect(inline).toMatchObject({ domainName: "brollopssidan.se", keySelector: "mail2026", privateKey });
    const file = join(tempDir(), "dkim.pem");
    writeFileSync(file, privateKey);
    expect(dkimConfig({ ...base, MAIL_DKIM_PRIVATE_KEY_FILE: file })).toMatchObject({ privateKey });
  });

  it("refuses half a configuration, a bad key, a non-RSA key, a missing file, with the reason", () => {
    expect(dkimConfig({ MAIL_DKIM_DOMAIN: "brollopssidan.se" })).toMatch(
      /needs MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR/,
    );
    expect(dkimConfig({ ...base, MAIL_DKIM_PRIVATE_KEY: "not a key" })).toMatch(
      /^Invalid MAIL_DKIM_PRIVATE_KEY: it is not a private key in PEM/,
    );
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    expect(dkimConfig({ ...base, MAIL_DKIM_PRIVATE_KEY: String(ec) })).toMatch(/it is a ec key/);
    expect(dkimConfig({ ...base, MAIL_DKIM_PRIVATE_KEY_FILE: join(tempDir(), "none.pem") })).toMatch(
      /MAIL_DKIM_PRIVATE_KEY_FILE cannot be read \(ENOENT\)/,
    );
    expect(
      dkimConfig({ ...base, MAIL_DKIM_PRIVATE_KEY: privateKey, MAIL_DKIM_PRIVATE_KEY_FILE: "/x" }),
    ).toMatch(/not both/);
  });

  it("stops the start with a clear error for a bad key, and never echoes the key", () => {
    const messages: string[] = [];
    const secret = "-----BEGIN PRIVATE KEY-----\nc2VjcmV0\n-----END PRIVATE KEY-----";
    let thrown: unknown;
    try {
      loadConfig({ NODE_ENV: "test", DATA_DIR: tempDir(), ...base, MAIL_DKIM_PRIVATE_KEY: secret }, (entry) =>
        messages.push(entry.message),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect(String((thrown as Error).message)).toContain("Invalid MAIL_DKIM_PRIVATE_KEY");
    expect(messages.join("\n")).not.toContain("c2VjcmV0");
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: tempDir(),
      ...base,
      MAIL_DKIM_PRIVATE_KEY: privateKey,
    });
    expect(config.mailDkim?.domainName).toBe("brollopssidan.se");
  });
});
