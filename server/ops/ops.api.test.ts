// Health checks, request ids and the Prometheus metrics (docs/operations.md).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../db/schema";
import { createPayment, setStatus } from "../payments/records";
import { createSiteFor, createTestApp, registerAndLogin, type TestApp } from "../test/harness";

const TOKEN = "metrics-token-0123456789";
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, pages: true });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const metrics = (app: TestApp, authorization?: string) =>
  app.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });

describe("health checks", () => {
  it("answers /healthz and /readyz on the owner host and a guest host, not cached", async () => {
    for (const headers of [{}, { host: "anna-och-erik.se" }]) {
      for (const url of ["/healthz", "/readyz"]) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(response.json()).toEqual({ ok: true });
        expect(response.headers["cache-control"]).toBe("no-store");
      }
    }
  });

  it("is never rate limited, not even for a client the guest flood guard stops", async () => {
    const client = { headers: { host: "anna-och-erik.se" }, remoteAddress: "203.0.113.9" };
    // One client floods guest pages (limits/flood-guard.ts stops it past 32 in flight) and checks
    // health at the same time: the pages are refused in part, every health check is answered.
    const flood = Array.from({ length: 150 }, () => t.app.inject({ url: "/", ...client }));
    const checks = Array.from({ length: 150 }, (_, i) =>
      t.app.inject({ url: i % 2 ? "/healthz" : "/readyz", ...client }),
    );
    const [pages, health] = await Promise.all([Promise.all(flood), Promise.all(checks)]);
    expect(pages.some((r) => r.statusCode === 429)).toBe(true);
    expect(health.map((r) => r.statusCode).filter((status) => status !== 200)).toEqual([]);
  });

  it("says 503 on /readyz when the database does not answer, while /healthz stays 200", async () => {
    const broken = await createTestApp();
    // A database that fails every query: what a lost PostgreSQL or a closed PGlite looks like.
    const fail = () => Promise.reject(new Error("connection lost"));
    broken.ctx.db.execute = fail as unknown as typeof broken.ctx.db.execute;
    try {
      const ready = await broken.app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ok: false, reason: "database unavailable" });
      expect((await broken.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe("request ids", () => {
  it("echoes a well-formed X-Request-Id and makes one up for a missing or forged one", async () => {
    const given = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "caddy-4f2a.91:7" } });
    expect(given.headers["x-request-id"]).toBe("caddy-4f2a.91:7");
    const made = await t.app.inject({ url: "/api/accounts/me/" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await t.app.inject({
      url: "/healthz",
      headers: { "x-request-id": 'x" severity=3\nfake' },
    });
    expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const long = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "a".repeat(200) } });
    expect(long.headers["x-request-id"]).not.toBe("a".repeat(200));
  });
});

describe("GET /metrics", () => {
  it("answers 404 without the token, with a wrong one, and when no token is configured", async () => {
    for (const [app, authorization] of [
      [t, undefined],
      [t, "Bearer wrong-token-0123456789x"],
      [t, TOKEN],
      [plain, `Bearer ${TOKEN}`],
    ] as const) {
      const response = await metrics(app, authorization);
      expect(response.statusCode, String(authorization)).toBe(404);
      expect(response.json()).toMatchObject({ isErrorResponse: true, code: "NOT_FOUND" });
    }
  });

  it("counts requests by route and status, guest answers by kind and payments by provider and outcome", async () => {
    await t.app.inject({ url: "/healthz" });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/rsvps/ffffffffffffffffffffffff/v4/",
      payload: {},
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const { cookie } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    const [site] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    const payment = await createPayment(t.ctx, {
      siteId,
      accountId: site?.accountId ?? "",
      product: "domain_name",
      method: "swish",
      target: "anna-och-erik.se",
    });
    expect(await setStatus(t.ctx, payment.id, "DECLINED")).not.toBeNull();

    const response = await metrics(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.body;
    expect(body).toMatch(
      /http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\} \d+/,
    );
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",route="\/healthz"/);
    expect(body).toMatch(/guest_submissions_total\{kind="rsvp",outcome="refused"\} [1-9]/);
    expect(body).toMatch(/payments_total\{provider="swish",outcome="declined"\} [1-9]/);
    expect(body).toContain("process_cpu_seconds_total");
    expect(body).toContain("nodejs_eventloop_lag_seconds");
  });
});
