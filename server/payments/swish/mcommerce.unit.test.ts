// Swish m-commerce (issue 23): a payment request without payerAlias, paid in the Swish app on the
// payer's own phone. The real adapter sends no payerAlias and reads the PaymentRequestToken header of
// the 201; the simulator answers one and, like Swish, waits for the app (its page's answer) or ends the
// request as ERROR TM01 when no one answers in time. E-commerce (a payer number) is unchanged.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { swishApiProvider } from "./api";
import { type SwishSimulator, startSwishSimulator } from "./simulator";
import { safeCallbackUrl, simulatorAppPage, simulatorLocale } from "./simulator-page";

const ID = "11A86BE70EA346E4B1C39C874173F088";
const input = {
  instructionId: ID,
  payerAlias: null,
  amount: 59900,
  currency: "SEK" as const,
  message: "Bröllopssidan K7M2QX9P",
  payeePaymentReference: "K7M2QX9P",
  callbackUrl: "https://brollopssidan.se/api/payments/swish/callback",
};

let simulator: SwishSimulator | null = null;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await simulator?.close();
  simulator = null;
  for (const close of closers.splice(0)) await close();
});

async function simulated() {
  simulator = await startSwishSimulator({ delayMs: 3_600_000 });
  const delivered: unknown[] = [];
  simulator.deliver = async (_url, body) => {
    delivered.push(body);
  };
  return {
    simulator,
    delivered,
    provider: swishApiProvider({ baseUrl: simulator.url, payeeAlias: "1231181189" }),
  };
}

describe("the adapter and the simulator, m-commerce", () => {
  it("sends no payerAlias, gets a token, and the request waits for the app", async () => {
    const { simulator, provider } = await simulated();
    const result = await provider.createPaymentRequest(input);
    expect(result).toEqual({ ok: true, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const token = result.ok ? result.token : null;
    expect(simulator.requests.get(ID)).toMatchObject({
      payerAlias: null,
      token,
      status: "CREATED",
      amount: 599,
    });
    expect(simulator.requestOfToken(token ?? "")?.id).toBe(ID);
    // A retried create is the same request, with the same token.
    expect(await provider.createPaymentRequest(input)).toEqual({ ok: true, token });
  });

  it("settles as the app answers: paid, declined, cancelled or a BankID error, each called back", async () => {
    const { simulator, provider, delivered } = await simulated();
    const ids = ["A", "B", "C", "D"].map((c) => c.repeat(32));
    const answers = ["PAID", "DECLINED", "CANCELLED", "ERROR"] as const;
    for (const [index, id] of ids.entries()) {
      const result = await provider.createPaymentRequest({ ...input, instructionId: id });
      if (!result.ok || !result.token) throw new Error("no token");
      expect(await simulator.answerInApp(result.token, answers[index] ?? "PAID")).toBe(true);
      // Answered once: the token opens nothing any more.
      expect(await simulator.answerInApp(result.token, "PAID")).toBe(false);
      expect(simulator.requestOfToken(result.token)).toBeNull();
    }
    expect(await Promise.all(ids.map((id) => provider.getPaymentRequest(id)))).toMatchObject([
      {
        status: "PAID",
        paymentReference: expect.stringMatching(/^[0-9A-F]{32}$/),
        datePaid: expect.any(String),
      },
      { status: "DECLINED", paymentReference: null },
      { status: "CANCELLED" },
      { status: "ERROR", errorCode: "BANKIDCL" },
    ]);
    expect(delivered.map((body) => (body as { status: string }).status)).toEqual([...answers]);
    expect(await simulator.answerInApp("not-a-token", "PAID")).toBe(false);
  });

  it("ends an unanswered request as ERROR TM01 when its time runs out, like Swish", async () => {
    const { simulator, provider, delivered } = await simulated();
    const result = await provider.createPaymentRequest(input);
    await simulator.settleNow();
    expect(await provider.getPaymentRequest(ID)).toMatchObject({ status: "ERROR", errorCode: "TM01" });
    expect(delivered).toHaveLength(1);
    expect(await simulator.answerInApp(result.ok ? (result.token ?? "") : "", "PAID")).toBe(false);
  });

  it("keeps e-commerce as it was: the number's outcome, no token", async () => {
    const { simulator, provider } = await simulated();
    expect(await provider.createPaymentRequest({ ...input, payerAlias: "46701234567" })).toEqual({
      ok: true,
      token: null,
    });
    await simulator.settleNow();
    expect(await provider.getPaymentRequest(ID)).toMatchObject({ status: "PAID", payerAlias: "46701234567" });
  });

  it("refuses an m-commerce answer that carries no token (nothing could open it)", async () => {
    const server = http.createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        response.writeHead(201, { location: "https://example.invalid/x" });
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const provider = swishApiProvider({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      payeeAlias: "1231181189",
    });
    await expect(provider.createPaymentRequest(input)).rejects.toThrow(/PaymentRequestToken/);
    // The same answer to an e-commerce request is fine.
    expect(await provider.createPaymentRequest({ ...input, payerAlias: "46701234567" })).toEqual({
      ok: true,
      token: null,
    });
  });
});

describe("the simulator's app page", () => {
  it("follows only a callback on this server or the host it was asked on", () => {
    expect(safeCallbackUrl("/betalning/swish/AB", "localhost:3000")).toBe("/betalning/swish/AB");
    expect(safeCallbackUrl("http://localhost:3000/betalning/swish/AB?x=1", "localhost:3000")).toBe(
      "http://localhost:3000/betalning/swish/AB?x=1",
    );
    expect(safeCallbackUrl("https://evil.example/", "localhost:3000")).toBeNull();
    expect(safeCallbackUrl("//evil.example/", "localhost:3000")).toBeNull();
    expect(safeCallbackUrl("/\\evil.example/", "localhost:3000")).toBeNull();
    expect(safeCallbackUrl("javascript:alert(1)", "localhost:3000")).toBeNull();
    expect(safeCallbackUrl(undefined, "localhost:3000")).toBeNull();
  });

  it("speaks sv, en or da as the browser asks, Swedish otherwise, and escapes what it shows", () => {
    expect(simulatorLocale("en-GB,en;q=0.9")).toBe("en");
    expect(simulatorLocale("de-DE, da;q=0.8")).toBe("da");
    expect(simulatorLocale(undefined)).toBe("sv");
    const html = simulatorAppPage({
      locale: "sv",
      token: "t1",
      callbackUrl: '/x?a="b"',
      amount: 599,
      message: "<b>Bröllopssidan</b>",
    });
    expect(html).toContain("599,00");
    expect(html).toContain("&lt;b&gt;Bröllopssidan&lt;/b&gt;");
    expect(html).toContain('value="/x?a=&quot;b&quot;"');
    expect(html.match(/<button type="submit"/g)).toHaveLength(4);
  });
});
