// A server killed (SIGKILL) between a card payment's PAID and the end of its receipt's send, on real
// processes: the SMTP server took the connection and never answered, so nothing was sent. The receipt
// was leased, not marked sent, so the server started again on the same DATA_DIR (mail as .eml files
// now) sends it once its lease has run out: exactly one receipt reaches the owner.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readMailbox } from "../mail/mailbox";
import { freePort, type ServerProcess, startServerProcess, stopServerProcess } from "../ops/test-processes";
import { uniqueMail, validSiteDocument } from "../test/helpers";

const PASSWORD = "hemligt-lösen-123";
const root = mkdtempSync(join(tmpdir(), "eventsida-receipt-kill-"));
const servers: ServerProcess[] = [];
const sockets = new Set<Socket>();
let smtp: Server | undefined;
afterAll(async () => {
  for (const server of servers) await stopServerProcess(server);
  for (const socket of sockets) socket.destroy();
  if (smtp) await new Promise((resolve) => smtp?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

async function until<T>(what: string, check: () => Promise<T | null> | T | null, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a server killed while a receipt is being sent", () => {
  it("sends the receipt once after it is started again", async () => {
    // An SMTP server that takes connections and never greets: the send hangs (no timeout override,
    // so for far longer than this test waits before the kill).
    let connections = 0;
    smtp = createServer((socket) => {
      connections += 1;
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => smtp?.listen(0, "127.0.0.1", resolve));
    const address = smtp.address();
    const smtpPort = typeof address === "object" && address ? address.port : 0;

    const dataDir = join(root, "data");
    const port = await freePort();
    const first = await startServerProcess(dataDir, port, { MAIL_URL: `smtp://127.0.0.1:${smtpPort}` });
    servers.push(first);
    const json = { "content-type": "application/json" };

    const mail = uniqueMail("kvitto");
    const registered = await fetch(`${first.base}/api/accounts/register/`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ mail, password: PASSWORD }),
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
    const session = /session=([^;]+)/.exec(registered.headers.get("set-cookie") ?? "")?.[1] ?? "";
    const owner = { ...json, cookie: `session=${session}` };
    const created = await fetch(`${first.base}/api/sites/V2`, {
      method: "POST",
      headers: owner,
      body: JSON.stringify({ site: validSiteDocument(), wizardData: null }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const siteId = ((await created.json()) as { site: { _id: string } }).site._id;

    const started = await fetch(`${first.base}/api/sites/${siteId}/payment/stripe`, {
      method: "POST",
      headers: owner,
      body: JSON.stringify({ paymentProduct: "subdomain", host: "dodad-server" }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { client_secret, reference } = (await started.json()) as {
      client_secret: string;
      reference: string;
    };

    const before = connections;
    const confirmed = await fetch(`${first.base}/payment-simulator/card/confirm`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ client_secret, number: "4242424242424242", expiry: "12/34", cvc: "123" }),
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);

    // The webhook applied the payment and the receipt's send began: the SMTP server has our connection.
    await until("the receipt's SMTP connection", () => (connections > before ? true : null), 30_000);
    const poll = await fetch(`${first.base}/api/sites/${siteId}/payment/stripe/${reference}`, {
      headers: owner,
    });
    expect(await poll.json()).toEqual({ paymentConfirmed: true, status: "PAID" });
    await stopServerProcess(first);
    const killedAt = Date.now();
    expect(readMailbox(join(dataDir, "mail"))).toEqual([]);

    // Again on the same data, mail to files this time.
    const second = await startServerProcess(dataDir, port);
    servers.push(second);
    const receipts = () =>
      readMailbox(join(dataDir, "mail")).filter((m) => m.to.includes(mail) && m.subject.startsWith("Kvitto"));
    await until("the receipt file", () => (receipts().length > 0 ? true : null), 60_000);
    const tookMs = Date.now() - killedAt;
    // A moment for a second copy to show up, if one were coming (the follow-up and periodic runs,
    // the simulator's redelivered webhook).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const sent = receipts();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain(reference);
    expect(sent[0]?.text).toContain("dodad-server.brollopssidan.se");
    // Not before the killed process's lease could have run out (the lease is what kept it from two).
    expect(tookMs).toBeGreaterThan(5_000);
    expect(connections).toBe(before + 1);
    const again = await fetch(`${second.base}/api/sites/${siteId}/payment/stripe/${reference}`, {
      headers: owner,
    });
    expect(await again.json()).toEqual({ paymentConfirmed: true, status: "PAID" });
    await stopServerProcess(second);
  }, 180_000);
});
