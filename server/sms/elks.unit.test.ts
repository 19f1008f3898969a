// The 46elks adapter against the simulator on loopback (the same protocol): the request it sends
// (POST /a1/sms, Basic auth, form fields), the answer read back, refusals, the message written to the
// data folder and the delivery report posted to whendelivered; and against a bare server, exactly what
// goes over the wire.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElksProvider, parseSendAnswer } from "./elks";
import { parseDeliveryReport, SmsProviderError } from "./provider";
import { SIMULATOR_COST_PER_PART, type SmsSimulator, startSmsSimulator } from "./simulator";

let dir = "";
let simulator: SmsSimulator;
// Delivery reports the simulator posted, to a real loopback server (as 46elks posts to ours).
const reports: { url: string; contentType: string; body: Record<string, string> }[] = [];
const reportServer = createServer(async (request, response) => {
  let raw = "";
  for await (const chunk of request) raw += chunk;
  reports.push({
    url: request.url ?? "",
    contentType: request.headers["content-type"] ?? "",
    body: Object.fromEntries(new URLSearchParams(raw)),
  });
  response.writeHead(204).end();
});
let reportUrl = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "sms-sim-"));
  simulator = await startSmsSimulator({
    username: "u123",
    password: "hemligt",
    dir,
    deliveryDelayMs: 60_000,
  });
  await new Promise<void>((done) => reportServer.listen(0, "127.0.0.1", done));
  reportUrl = `http://127.0.0.1:${(reportServer.address() as AddressInfo).port}/api/sms/report?x=1`;
});
afterAll(async () => {
  await simulator.close();
  await new Promise<void>((done) => reportServer.close(() => done()));
  await rm(dir, { recursive: true, force: true });
});

const provider = (password = "hemligt") =>
  createElksProvider({ apiUrl: simulator.url, username: "u123", password }, "simulator");

describe("the 46elks adapter against the simulator", () => {
  it("sends, reads the answer, writes the message and posts the delivery report", async () => {
    const result = await provider().send({
      from: "Brollopet",
      to: "+46701234567",
      message: "Välkomna! Bussen går 15.30 från kyrkan.",
      whenDelivered: reportUrl,
    });
    expect(result).toMatchObject({ status: "created", parts: 1, cost: SIMULATOR_COST_PER_PART });
    expect(result.id).toMatch(/^s[0-9a-f]{32}$/);

    const files = await readdir(dir);
    const file = files.find((name) => name.endsWith(`-${result.id}.json`));
    expect(file).toBeDefined();
    const written = JSON.parse(await readFile(path.join(dir, file ?? ""), "utf8"));
    expect(written).toMatchObject({
      id: result.id,
      from: "Brollopet",
      to: "+46701234567",
      message: "Välkomna! Bussen går 15.30 från kyrkan.",
      encoding: "gsm7",
      parts: 1,
      status: "sent",
      whendelivered: reportUrl,
    });

    await simulator.settleNow();
    const report = reports.find((r) => r.body.id === result.id);
    expect(report?.url).toBe("/api/sms/report?x=1");
    expect(report?.contentType).toBe("application/x-www-form-urlencoded");
    expect(report?.body.status).toBe("delivered");
    expect(report?.body.delivered).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
    expect(parseDeliveryReport(report?.body ?? {})).toEqual({
      id: result.id,
      status: "delivered",
      delivered: report?.body.delivered,
    });
    const settled = JSON.parse(await readFile(path.join(dir, file ?? ""), "utf8"));
    expect(settled).toMatchObject({ status: "delivered", delivered: report?.body.delivered });
  });

  it("counts parts as the networks do and prices each", async () => {
    const result = await provider().send({ from: "Brollopet", to: "+4520123456", message: "🎉".repeat(40) });
    expect(result).toMatchObject({ parts: 2, cost: 2 * SIMULATOR_COST_PER_PART });
    expect(simulator.messages.get(result.id)).toMatchObject({ encoding: "ucs2", whendelivered: null });
  });

  it("reports a failed delivery for the failing number, without a delivered time", async () => {
    const result = await provider().send({
      from: "+46701234567",
      to: "+46700000001",
      message: "Hej",
      whenDelivered: reportUrl,
    });
    await simulator.settleNow();
    const report = reports.find((r) => r.body.id === result.id);
    expect(report?.body).toEqual({ id: result.id, status: "failed" });
    expect(parseDeliveryReport(report?.body ?? {})).toEqual({
      id: result.id,
      status: "failed",
      delivered: null,
    });
  });

  it("is refused with wrong credentials (401), a bad number or sender (403), as permanent errors", async () => {
    const attempts = [
      provider("fel").send({ from: "Brollopet", to: "+46701234567", message: "Hej" }),
      provider().send({ from: "Brollopet", to: "0701234567", message: "Hej" }),
      provider().send({ from: "Br", to: "+46701234567", message: "Hej" }),
      provider().send({ from: "Brollopet", to: "+46701234567", message: "" }),
      provider().send({ from: "Brollopet", to: "+46700000002", message: "Hej" }),
    ];
    const errors = await Promise.all(
      attempts.map((p) =>
        p.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    );
    expect(errors.map((e) => (e as SmsProviderError).status)).toEqual([401, 403, 403, 403, 403]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(SmsProviderError);
      expect((error as SmsProviderError).permanent).toBe(true);
      expect((error as SmsProviderError).retryable).toBe(false);
    }
    expect((errors[1] as Error).message).toBe("46elks answered 403: Invalid to number");
  });

  it("shows a sent message by id, as 46elks does, only with the credentials", async () => {
    const { id } = await provider().send({ from: "Brollopet", to: "+46709876543", message: "Hej" });
    const auth = `Basic ${Buffer.from("u123:hemligt").toString("base64")}`;
    const shown = await fetch(`${simulator.url}/sms/${id}`, { headers: { authorization: auth } });
    expect(await shown.json()).toMatchObject({
      id,
      to: "+46709876543",
      status: "sent",
      direction: "outgoing",
    });
    expect((await fetch(`${simulator.url}/sms/${id}`)).status).toBe(401);
  });
});

describe("the 46elks adapter on the wire", () => {
  type Seen = { method: string; url: string; authorization: string; contentType: string; body: string };
  const seen: Seen[] = [];
  let answer: { status: number; body: string } = { status: 200, body: "" };
  const server = createServer(async (request: IncomingMessage, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization ?? "",
      contentType: request.headers["content-type"] ?? "",
      body: raw,
    });
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(answer.body);
  });
  let apiUrl = "";
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/a1`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("posts the form to /a1/sms with Basic auth and reads 46elks' JSON", async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        status: "created",
        direction: "outgoing",
        from: "Brollopet",
        created: "2026-11-28T06:00:00.000000",
        parts: 2,
        to: "+46701234567",
        cost: 10400,
        message: "…",
        id: "s17a6dafb12d6b1cabc053d57dac2b9d8",
      }),
    };
    const result = await createElksProvider({ apiUrl, username: "api-user", password: "p@ss:w" }).send({
      from: "Brollopet",
      to: "+46701234567",
      message: "Hej & välkomna = 100 €",
      whenDelivered: "https://example.se/api/sms/report?send=1&h=2",
    });
    expect(result).toEqual({
      id: "s17a6dafb12d6b1cabc053d57dac2b9d8",
      status: "created",
      parts: 2,
      cost: 10400,
    });
    const request = seen.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/a1/sms");
    expect(request?.authorization).toBe(`Basic ${Buffer.from("api-user:p@ss:w").toString("base64")}`);
    expect(request?.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      from: "Brollopet",
      to: "+46701234567",
      message: "Hej & välkomna = 100 €",
      whendelivered: "https://example.se/api/sms/report?send=1&h=2",
    });
  });

  it("leaves whendelivered out when there is none", async () => {
    answer = { status: 200, body: JSON.stringify({ id: "s1", status: "created", parts: 1, cost: 5200 }) };
    await createElksProvider({ apiUrl, username: "u", password: "p" }).send({
      from: "Brollopet",
      to: "+46701234567",
      message: "Hej",
    });
    expect([...new URLSearchParams(seen.at(-1)?.body).keys()]).toEqual(["from", "to", "message"]);
  });

  it("tells a refusal, a server error and an unreadable answer apart", async () => {
    const send = () =>
      createElksProvider({ apiUrl, username: "u", password: "p" }).send({
        from: "Brollopet",
        to: "+46701234567",
        message: "Hej",
      });
    answer = { status: 402, body: "Not enough credits" };
    await expect(send()).rejects.toMatchObject({
      status: 402,
      permanent: true,
      message: /Not enough credits/,
    });
    answer = { status: 503, body: "" };
    await expect(send()).rejects.toMatchObject({ status: 503, permanent: false, retryable: true });
    answer = { status: 200, body: "<html>" };
    await expect(send()).rejects.toMatchObject({ maybeSent: true, retryable: false });
  });

  it("says 46elks could not be reached when nothing listens, and that nothing was sent", async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const error = await createElksProvider({
      apiUrl: `http://127.0.0.1:${port}/a1`,
      username: "u",
      password: "p",
    })
      .send({ from: "Brollopet", to: "+46701234567", message: "Hej" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: null, maybeSent: false, retryable: true });
  });
});

describe("parseSendAnswer and parseDeliveryReport", () => {
  it("refuse what is not 46elks' shape", () => {
    expect(parseSendAnswer({ id: "s1", status: "queued" })).toBeNull();
    expect(parseSendAnswer(null)).toBeNull();
    expect(parseSendAnswer({ id: "s1", status: "sent", parts: "3", cost: "15600" })).toEqual({
      id: "s1",
      status: "sent",
      parts: 3,
      cost: 15600,
    });
    expect(parseDeliveryReport({ id: "s1", status: "sent" })).toBeNull();
    expect(parseDeliveryReport({ id: "../x", status: "failed" })).toBeNull();
  });
});
