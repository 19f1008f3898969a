import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { readMailbox } from "./mailbox";
import { createMailProvider } from "./provider";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("file mail simulator", () => {
  it("writes a complete message that reads back with its non-ASCII subject, recipients and long links", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mail-test-"));
    dirs.push(dir);
    const mail = createMailProvider({
      mailUrl: null,
      mailDir: dir,
      from: "Bröllopssidan <info@brollopssidan.se>",
      log: createLogger({ level: "silent" }),
    });
    expect(mail.kind).toBe("file");
    const link = `https://brollopssidan.se/aterstall-losenord/${"a".repeat(64)}`;
    const sent = await mail.send({
      to: ["anna@example.se", " bo@example.se "],
      subject: "Återställ ditt lösenord för bröllopssidan Anna & Erik — en riktigt lång rubrik som viks",
      text: `Hej!\n\nÖppna länken för att välja ett nytt lösenord:\n${link}\n\nVänliga hälsningar`,
      replyTo: "gast@example.se",
    });
    expect(sent.file).toMatch(/\.eml$/);
    const [stored] = readMailbox(dir);
    expect(stored?.subject).toBe(
      "Återställ ditt lösenord för bröllopssidan Anna & Erik — en riktigt lång rubrik som viks",
    );
    expect(stored?.to).toBe("anna@example.se, bo@example.se");
    expect(stored?.replyTo).toBe("gast@example.se");
    expect(stored?.text).toContain(link);
    expect(stored?.text).toContain("Vänliga hälsningar");
  });

  it("makes the mail folder when it is missing, also after it was removed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mail-test-"));
    dirs.push(dir);
    const mailDir = join(dir, "nested", "mail");
    const mail = createMailProvider({
      mailUrl: null,
      mailDir,
      from: "a <a@example.se>",
      log: createLogger({ level: "silent" }),
    });
    await mail.send({ to: "anna@example.se", subject: "Ett", text: "ett" });
    rmSync(mailDir, { recursive: true, force: true });
    await mail.send({ to: "anna@example.se", subject: "Två", text: "två" });
    expect(readMailbox(mailDir).map((m) => m.subject)).toEqual(["Två"]);
  });

  it("reads an empty mailbox as no mail", () => {
    expect(readMailbox(join(tmpdir(), "no-such-mail-dir-xyz"))).toEqual([]);
  });
});
