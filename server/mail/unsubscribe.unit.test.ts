// The signed unsubscribe links of guest mails (issue 26): a token verifies to the site and household it
// was made for, and nothing else does (a changed id, a changed or shortened signature, another
// installation's secret); the mail carries the RFC 8058 headers and the visible footer line.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { readMailbox } from "./mailbox";
import { createMailProvider } from "./provider";
import {
  guestMailUnsubscribe,
  unsubscribeFooter,
  unsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from "./unsubscribe";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "unsubscribe-test-"));
  dirs.push(dir);
  return dir;
};

const configWith = (secret: string) =>
  loadConfig({ NODE_ENV: "test", DATA_DIR: tempDir(), POST_KEY_SECRET: secret });
const config = configWith("a".repeat(40));
const target = { siteId: "0123456789abcdef01234567", householdId: "89abcdef0123456789abcdef" };

describe("unsubscribe tokens", () => {
  it("verifies to the site and household it names", () => {
    const token = unsubscribeToken(config, target);
    expect(token).toMatch(/^[0-9a-f]{24}\.[0-9a-f]{24}\.[A-Za-z0-9_-]{22}$/);
    expect(verifyUnsubscribeToken(config, token)).toEqual(target);
    expect(unsubscribeUrl(config, "anna-erik.brollopssidan.se", target)).toBe(
      `https://anna-erik.brollopssidan.se/avregistrera/${token}`,
    );
  });

  it("refuses a tampered token: another household, another site, a changed or cut signature, junk", () => {
    const token = unsubscribeToken(config, target);
    const [siteId, householdId, mac] = token.split(".") as [string, string, string];
    const otherHousehold = `${householdId.slice(0, -1)}0`;
    expect(verifyUnsubscribeToken(config, `${siteId}.${otherHousehold}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(config, `${householdId}.${siteId}.${mac}`)).toBeNull();
    const flipped = `${mac.slice(0, 5)}${mac[5] === "A" ? "B" : "A"}${mac.slice(6)}`;
    expect(verifyUnsubscribeToken(config, `${siteId}.${householdId}.${flipped}`)).toBeNull();
    expect(verifyUnsubscribeToken(config, `${siteId}.${householdId}.${mac.slice(0, 21)}`)).toBeNull();
    expect(verifyUnsubscribeToken(config, `${siteId}.${householdId}`)).toBeNull();
    expect(verifyUnsubscribeToken(config, `${token}.x`)).toBeNull();
    expect(verifyUnsubscribeToken(config, "")).toBeNull();
    expect(verifyUnsubscribeToken(config, "x".repeat(500))).toBeNull();
    // Another installation's secret signs other tokens.
    expect(verifyUnsubscribeToken(configWith("b".repeat(40)), token)).toBeNull();
  });
});

describe("a guest mail's unsubscribe", () => {
  it("carries List-Unsubscribe and List-Unsubscribe-Post, a text line and a footer link, in the mail's language", async () => {
    const dir = tempDir();
    const mail = createMailProvider({
      mailUrl: null,
      mailDir: dir,
      from: "Bröllopssidan <info@brollopssidan.se>",
      log: createLogger({ level: "silent" }),
    });
    const unsubscribe = guestMailUnsubscribe(config, {
      host: "anna-erik.brollopssidan.se",
      ...target,
      language: "da",
      event: "Anna & Erik",
    });
    await mail.send({
      to: "gaest@example.dk",
      subject: "Invitation",
      text: "Hej!\n\nÅbn invitationen:\nhttps://anna-erik.brollopssidan.se/i/abc",
      design: { kind: "guest-invitation", language: "da", pageOrigin: "https://anna-erik.brollopssidan.se" },
      unsubscribe,
    });
    const [stored] = readMailbox(dir);
    const raw = readFileSync(stored?.file ?? "", "utf8");
    expect(raw).toContain(`\nList-Unsubscribe: <${unsubscribe.url}>\n`);
    expect(raw).toContain("\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n");
    expect(stored?.text).toContain(
      `Vil du ikke have flere mails om Anna & Erik? Afmeld dig:\n${unsubscribe.url}`,
    );
    // In the HTML part's footer as a link (not a button in the body).
    expect(stored?.html).toMatch(
      new RegExp(`<a href="${unsubscribe.url.replace(/[.]/g, "\\.")}"[^>]*>Afmeld dig</a>`),
    );
    expect(unsubscribeFooter("sv", "", unsubscribe.url).text).toBe(
      `--\nVill du inte få fler mejl? Avregistrera dig:\n${unsubscribe.url}`,
    );
  });
});
