// Limits shared through Redis (REDIS_URL): two apps, each with a database of its own, count every limit
// together because both count in one Redis. Runs Debian's redis-server on a free port in a temporary
// folder (scripts/ensure-redis.sh finds or installs it); skips, saying why, when none can be had.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  expectError,
  freshClientAddress,
  login,
  type TestApp,
  uniqueMail,
} from "../test/harness";
import { limitStoreOf } from "./counter-store";
import { openRedis, redisCounterStore } from "./redis-store";

function findRedisServer(): { path: string | null; why: string } {
  try {
    const path = execFileSync("bash", [join(process.cwd(), "scripts/ensure-redis.sh")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 240_000,
    }).trim();
    return { path, why: "" };
  } catch (error) {
    return { path: null, why: String((error as { stderr?: string }).stderr ?? error).trim() };
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });

const redisServer = findRedisServer();
if (!redisServer.path) console.warn(`Redis limits test skipped: ${redisServer.why}`);

describe.skipIf(!redisServer.path)("limits shared through Redis", () => {
  const dir = mkdtempSync(join(tmpdir(), "eventsida-redis-"));
  let child: ChildProcess | undefined;
  let url = "";
  const apps: TestApp[] = [];
  const app = (i: number) => (apps[i % 2] as TestApp).app;

  beforeAll(async () => {
    const port = await freePort();
    child = spawn(
      redisServer.path as string,
      ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    url = `redis://127.0.0.1:${port}`;
    const probe = openRedis(url);
    await probe.ping();
    await probe.quit();
    for (let i = 0; i < 2; i++) apps.push(await createTestApp({ env: { REDIS_URL: url } }));
  }, 60_000);

  afterAll(async () => {
    for (const t of apps) await t.close();
    child?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it("counts in Redis", () => {
    for (const t of apps) expect(limitStoreOf(t.ctx).shared).toBe(true);
  });

  it("counts a client's requests to a route across both apps (@fastify/rate-limit)", async () => {
    const address = freshClientAddress();
    for (let i = 0; i < 20; i++) {
      const { response } = await login(app(i), uniqueMail(`r${i}`), "fel-lösenord", address);
      expect(response.statusCode, `request ${i + 1}`).toBe(401);
    }
    for (const i of [0, 1]) {
      const { response } = await login(app(i), uniqueMail("sist"), "fel-lösenord", address);
      expectError(response, 429, "TOO_MANY_REQUESTS");
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("counts wrong logins for a mail across both apps", async () => {
    const mail = uniqueMail("gissad");
    const address = freshClientAddress();
    for (let i = 0; i < 10; i++)
      expect((await login(app(i), mail, "fel-lösenord", address)).response.statusCode).toBe(401);
    for (const i of [0, 1])
      expectError((await login(app(i), mail, "fel-lösenord", address)).response, 429, "TOO_MANY_REQUESTS");
    // Another client is not stopped (the per-mail guard is far away).
    expect((await login(app(1), mail, "fel-lösenord", freshClientAddress())).response.statusCode).toBe(401);
  });

  it("never loses a count at once, forgets by prefix, and lets windows end", async () => {
    const one = redisCounterStore(openRedis(url));
    const two = redisCounterStore(openRedis(url));
    try {
      await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).add("t:parallel", 60_000)));
      expect(await one.count("t:parallel")).toBe(40);
      await one.add("t:p[1]*:a", 60_000);
      await one.add("t:p[1]*:b", 60_000);
      await one.add("t:p1x:c", 60_000);
      await two.resetPrefix("t:p[1]*:");
      expect(await one.count("t:p[1]*:a")).toBe(0);
      expect(await one.count("t:p[1]*:b")).toBe(0);
      expect(await one.count("t:p1x:c")).toBe(1);
      const first = await one.add("t:short", 50);
      expect(first.count).toBe(1);
      expect(first.windowEndsAt).toBeGreaterThan(Date.now() - 10);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await one.count("t:short")).toBe(0);
      expect((await one.add("t:short", 50)).count).toBe(1);
    } finally {
      await one.close?.();
      await two.close?.();
    }
  });
});
