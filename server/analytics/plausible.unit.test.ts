// The Plausible adapter against a local HTTP server answering as Plausible's Events API does: the
// route, the visitor's User-Agent and X-Forwarded-For, the body (name, url, domain, props, revenue as
// a decimal string), and a refusal becoming an error.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plausibleAnalytics } from "./plausible";

type Seen = {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
};
const seen: Seen[] = [];
let status = 202;
const server = createServer(async (request, response) => {
  let raw = "";
  for await (const chunk of request) raw += chunk;
  seen.push({
    method: request.method ?? "",
    url: request.url ?? "",
    headers: request.headers,
    body: JSON.parse(raw),
  });
  response.writeHead(status, { "content-type": "application/json" });
  response.end(status === 202 ? "{}" : '{"errors":{"domain":["can\'t be blank"]}}');
});
let apiUrl = "";
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const sender = { userAgent: "Mozilla/5.0 (iPhone)", ip: "203.0.113.9" };

describe("the Plausible adapter", () => {
  it("posts the event to /api/event with the visitor's headers and the revenue as Plausible takes it", async () => {
    status = 202;
    await plausibleAnalytics({ apiUrl, domain: "festsidan.se" }).record(
      {
        name: "purchase",
        url: "https://festsidan.se/redigera/:id/konto",
        props: { product: "extend_subdomain" },
        revenue: { amount: 499, currency: "SEK" },
      },
      sender,
    );
    const request = seen.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/api/event");
    expect(request?.headers["user-agent"]).toBe("Mozilla/5.0 (iPhone)");
    expect(request?.headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      name: "purchase",
      url: "https://festsidan.se/redigera/:id/konto",
      domain: "festsidan.se",
      props: { product: "extend_subdomain" },
      revenue: { amount: "499.00", currency: "SEK" },
    });
  });

  it("sends no revenue for a conversion, and throws when Plausible refuses", async () => {
    status = 202;
    const plausible = plausibleAnalytics({ apiUrl, domain: "festsiden.dk" });
    await plausible.record({ name: "conversion", url: "https://festsiden.dk/snabbstart", props: {} }, sender);
    expect(seen.at(-1)?.body).toEqual({
      name: "conversion",
      url: "https://festsiden.dk/snabbstart",
      domain: "festsiden.dk",
      props: {},
    });
    status = 400;
    await expect(
      plausible.record({ name: "conversion", url: "https://festsiden.dk/", props: {} }, sender),
    ).rejects.toThrow(/400/);
  });
});
