// One client's flood of guest page requests is answered 429 before any rendering, while a crowd
// behind one address and every other client keep getting their pages (issue 12 item 9).
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { runAdminCommand } from "../admin/commands";
import { newOwner } from "../routes/hosts/test-helpers";
import { freshClientAddress, testAppForThisFile } from "../test/harness";
import { GUEST_FLOOD_LIMITS } from "./flood-guard";

const ALLOWED = "203.0.113.9";
const t = testAppForThisFile({ pages: true, env: { RATE_LIMIT_ALLOW: ALLOWED } });
let hosts = 0;

async function publishedSite() {
  const o = await newOwner(t);
  hosts += 1;
  const host = `flood-${hosts}.brollopssidan.se`;
  const activated = await runAdminCommand(t.ctx, ["activate", o.siteId, host]);
  expect(activated.ok, activated.output).toBe(true);
  return { ...o, host };
}

const page = (host: string, remoteAddress: string, accept = "text/html,*/*") =>
  t.app.inject({
    method: "GET",
    url: "/sv",
    headers: { host, accept, "accept-language": "en-GB,en;q=0.9" },
    remoteAddress,
  });

const statuses = (responses: LightMyRequestResponse[]) => {
  const counts = new Map<number, number>();
  for (const r of responses) counts.set(r.statusCode, (counts.get(r.statusCode) ?? 0) + 1);
  return counts;
};

describe("the guest page flood guard", () => {
  it("answers a flood of 300 parallel requests from one client 429 with Retry-After, others still served", async () => {
    const { host } = await publishedSite();
    expect((await page(host, freshClientAddress())).statusCode).toBe(200);
    const flooder = freshClientAddress();
    const flood = Array.from({ length: 300 }, () => page(host, flooder));
    const bystander = page(host, freshClientAddress());
    const answers = await Promise.all(flood);
    const counts = statuses(answers);
    expect([...counts.keys()].sort()).toEqual([200, 429]);
    expect(counts.get(200)).toBeLessThanOrEqual(GUEST_FLOOD_LIMITS.maxInFlight);
    const refused = answers.find((r) => r.statusCode === 429) as LightMyRequestResponse;
    expect(refused.headers["retry-after"]).toBe("1");
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain('lang="en"');
    expect(refused.body).toContain("Too many attempts");
    // Nothing of the site in the refusal: it was answered before the page was looked at.
    expect(refused.headers["x-cache"]).toBeUndefined();
    expect((await bystander).statusCode).toBe(200);
    // Once the flood is answered, the same client is served again.
    expect((await page(host, flooder)).statusCode).toBe(200);
  });

  it("lets a crowd behind one address through: 600 page views, 8 at a time", async () => {
    const { host, siteId } = await publishedSite();
    const venue = freshClientAddress();
    for (let i = 0; i < 75; i++) {
      const batch = await Promise.all([
        ...Array.from({ length: 6 }, () => page(host, venue)),
        ...Array.from({ length: 2 }, () =>
          t.app.inject({ method: "GET", url: `/api/sites/public/${siteId}`, remoteAddress: venue }),
        ),
      ]);
      expect(statuses(batch).get(200), `batch ${i + 1}`).toBe(8);
    }
  });

  it("limits requests per minute, the public site API too, in JSON with the time to wait", async () => {
    const { siteId } = await publishedSite();
    const client = freshClientAddress();
    const api = () =>
      t.app.inject({ method: "GET", url: `/api/sites/public/${siteId}`, remoteAddress: client });
    for (let i = 0; i < GUEST_FLOOD_LIMITS.max / 20; i++) {
      const batch = await Promise.all(Array.from({ length: 20 }, api));
      expect(statuses(batch).get(200), `batch ${i + 1}`).toBe(20);
    }
    const refused = await api();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, code: "TOO_MANY_REQUESTS" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(1);
  });

  it("exempts RATE_LIMIT_ALLOW addresses (the bench)", async () => {
    const { host } = await publishedSite();
    const answers = await Promise.all(Array.from({ length: 300 }, () => page(host, ALLOWED)));
    expect([...statuses(answers).keys()]).toEqual([200]);
  });
});
