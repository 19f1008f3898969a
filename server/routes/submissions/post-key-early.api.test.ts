// The post key answered before Fastify (post-keys.ts earlyPostKeys; issue 24): over a real socket
// (app.inject never reaches the server's own request handler), it answers what the route answers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgePostKey } from "../../operations/post-keys";
import { activateSite } from "../../operations/sites";
import { createSiteFor, registerAndLogin, testAppForThisFile, validSiteDocument } from "../../test/harness";

const t = testAppForThisFile();
let port = 0;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.app.server.closeAllConnections());

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

let hosts = 0;
async function publishedSite(): Promise<string> {
  return (await ownedSite()).siteId;
}
async function ownedSite(): Promise<{ siteId: string; cookie: string }> {
  const { cookie } = await registerAndLogin(t.app);
  const siteId = await createSiteFor(t.app, cookie, validSiteDocument());
  hosts += 1;
  await activateSite(t.ctx, siteId, `tidig-${hosts}-${siteId.slice(0, 6)}.se`);
  return { siteId, cookie };
}

const SAME_HEADERS = ["cache-control", "content-type", "x-content-type-options", "referrer-policy"];

describe("post key before Fastify", () => {
  it("answers a cached, open site's key with the route's status, body and headers", async () => {
    const siteId = await publishedSite();
    // The first key is the route's (the gate is read and cached); the next ones are answered early.
    const first = await get(`/api/rsvps/post-key?siteId=${siteId}`);
    const early = await get(`/api/form-submissions/post-key?siteId=${siteId}`);
    expect(first.status).toBe(200);
    expect(early.status).toBe(200);
    for (const name of SAME_HEADERS) expect(early.headers[name], name).toBe(first.headers[name]);
    expect(early.headers["cache-control"]).toBe("no-store");
    expect(early.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(early.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(Object.keys(JSON.parse(early.body))).toEqual(["key"]);
    const key = JSON.parse(early.body).key as string;
    expect(judgePostKey(t.ctx, key, siteId, "form", Date.now() + 5_000).verdict).toBe("ok");
    expect(judgePostKey(t.ctx, key, siteId, "rsvp", Date.now() + 5_000).verdict).toBe("unknown");
    // A request id the proxy sent is kept, as for every route.
    expect(
      (await get(`/api/rsvps/post-key?siteId=${siteId}`, { "x-request-id": "proxy-1" })).headers[
        "x-request-id"
      ],
    ).toBe("proxy-1");
  });

  it("leaves to the route what it does not answer: unknown sites, passwords, bad hosts, HEAD", async () => {
    expect((await get("/api/rsvps/post-key?siteId=0123456789abcdef01234567")).status).toBe(404);
    expect((await get("/api/rsvps/post-key?siteId=nope")).status).toBe(404);
    expect((await get("/api/rsvps/post-key")).status).toBe(400);
    const { siteId, cookie } = await ownedSite();
    expect((await get(`/api/rsvps/post-key?siteId=${siteId}`)).status).toBe(200);
    expect((await get(`/api/rsvps/post-key?siteId=${siteId}`, { host: "bad host!" })).status).toBe(400);
    expect((await get(`/api/rsvps/post-key?siteId=${siteId}`, {}, "HEAD")).status).toBe(200);
    // Set as the owner sets it: the cached gate is dropped, and the next key asks for the password.
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/password`,
      cookies: { session: cookie },
      payload: { password: "sommar2027" },
    });
    expect(set.statusCode, set.body).toBe(200);
    const refused = await get(`/api/rsvps/post-key?siteId=${siteId}`);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body).code).toBe("PASSWORD_REQUIRED");
  });

  it("counts keys against the client's limit (60 a minute), and the route answers past it with 429", async () => {
    const siteId = await publishedSite();
    // This client has fetched some keys in the tests above: within 61 more it reaches the limit.
    const answers: Answer[] = [];
    for (let i = 0; i < 61; i += 1) answers.push(await get(`/api/rsvps/post-key?siteId=${siteId}`));
    const first = answers.findIndex((a) => a.status === 429);
    expect(first).toBeGreaterThan(40);
    expect(answers.slice(0, first).every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(first).every((a) => a.status === 429)).toBe(true);
    const refused = answers[first] as Answer;
    expect(JSON.parse(refused.body).code).toBe("TOO_MANY_REQUESTS");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
