// The SMTP adapter against a small SMTP server on loopback (issue 26): what goes over the wire is
// DKIM-signed and verifies, with the guest mail's List-Unsubscribe headers; a recipient the server
// refuses with a 5xx reply is a permanent failure (isPermanentMailFailure), a 4xx one is not.
import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { verifyDkim } from "./dkim-verify.test-helper";
import { isPermanentMailFailure, smtpMailProvider } from "./provider";

const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});

/** Messages the server took (dot-unstuffed, CRLF kept). */
const received: string[] = [];
let server: Server;
let port = 0;
const sockets = new Set<Socket>();

/**
 * Just enough SMTP for nodemailer: a greeting, EHLO, MAIL, RCPT (refused with 550 for refused@…, 451
 * for later@…), DATA up to the lone dot, RSET, NOOP, QUIT.
 */
function speak(socket: Socket) {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
  socket.on("error", () => {});
  let buffer = "";
  let data: string[] | null = null;
  socket.write("220 localhost ESMTP test\r\n");
  socket.on("data", (chunk) => {
    buffer += chunk.toString("latin1");
    let at = buffer.indexOf("\r\n");
    while (at >= 0) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      at = buffer.indexOf("\r\n");
      if (data) {
        if (line === ".") {
          received.push(`${data.join("\r\n")}\r\n`);
          data = null;
          socket.write("250 2.0.0 queued\r\n");
        } else data.push(line.startsWith("..") ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO" || verb === "HELO") socket.write("250 localhost\r\n");
      else if (verb === "MAIL") socket.write("250 2.1.0 ok\r\n");
      else if (verb === "RCPT") {
        if (line.includes("refused@")) socket.write("550 5.1.1 <refused@example.se>: no such user\r\n");
        else if (line.includes("later@")) socket.write("451 4.3.0 try again later\r\n");
        else socket.write("250 2.1.5 ok\r\n");
      } else if (verb === "DATA") {
        data = [];
        socket.write("354 go ahead\r\n");
      } else if (verb === "RSET" || verb === "NOOP") socket.write("250 ok\r\n");
      else if (verb === "QUIT") {
        socket.write("221 bye\r\n");
        socket.end();
      } else socket.write("502 5.5.1 not implemented\r\n");
    }
  });
}

beforeAll(async () => {
  server = createServer(speak);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const provider = () =>
  smtpMailProvider({
    mailUrl: `smtp://127.0.0.1:${port}?connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000`,
    mailDir: "/nonexistent",
    from: "Bröllopssidan <info@brollopssidan.se>",
    dkim: { domainName: "brollopssidan.se", keySelector: "mail2026", privateKey },
    log: createLogger({ level: "silent" }),
  });

describe("the SMTP adapter", () => {
  it("sends the mail DKIM-signed (verifiable), with the guest mail's unsubscribe headers", async () => {
    const before = received.length;
    const sent = await provider().send({
      to: "anna@example.se",
      subject: "Välkommen på bröllop",
      text: "Hej Anna!\n\n.En rad som börjar med punkt\n\nÖppna inbjudan:\nhttps://anna-erik.brollopssidan.se/i/abc",
      design: { kind: "guest-invitation", language: "sv", pageOrigin: "https://anna-erik.brollopssidan.se" },
      unsubscribe: {
        url: "https://anna-erik.brollopssidan.se/avregistrera/a.b.c",
        language: "sv",
        event: "Anna & Erik",
      },
    });
    expect(received.length).toBe(before + 1);
    const wire = received[received.length - 1] ?? "";
    expect(wire).toContain(`Message-ID: ${sent.messageId}`);
    expect(wire).toMatch(
      /\r\nList-Unsubscribe: <https:\/\/anna-erik\.brollopssidan\.se\/avregistrera\/a\.b\.c>\r\n/,
    );
    expect(wire).toMatch(/\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n/);
    const result = verifyDkim(wire, publicKey);
    expect(result).toMatchObject({ ok: true });
    expect(verifyDkim(wire.replace("Hej Anna", "Hej Bo"), publicKey)).toMatchObject({ ok: false });
  });

  it("a 5xx refusal is permanent, a 4xx one is not", async () => {
    const mail = provider();
    const refused = await mail.send({ to: "refused@example.se", subject: "Hej", text: "x" }).catch((e) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(isPermanentMailFailure(refused)).toBe(true);
    const later = await mail.send({ to: "later@example.se", subject: "Hej", text: "x" }).catch((e) => e);
    expect(later).toBeInstanceOf(Error);
    expect(isPermanentMailFailure(later)).toBe(false);
    expect(isPermanentMailFailure(new Error("connection refused"))).toBe(false);
  });
});
