// Two server processes on one database count every limit together (issue 12 item 10): a limit of N
// is N across both, for @fastify/rate-limit's per-client limits and for our own attempt counters.
// Two apps built on one database play the two processes: on PostgreSQL (TEST_DATABASE_URL) each with
// its own connection pool, as separate processes would have, and the store chosen by the engine; on
// PGlite (one process by nature) both share the database and are told to count in it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { createLogger } from "../logger";
import { mailProviderFor } from "../mail/config";
import {
  dropDatabase,
  ensureDatabase,
  expectError,
  freshClientAddress,
  login,
  registerAndLogin,
  TEST_PASSWORD,
  uniqueDatabaseName,
  uniqueMail,
  urlForDatabase,
  usesPostgres,
} from "../test/harness";
import { chooseLimitStore, databaseCounterStore, limitStoreOf } from "./counter-store";

const dataDir = mkdtempSync(join(tmpdir(), "eventsida-shared-limits-"));
const databaseName = usesPostgres() ? uniqueDatabaseName() : null;
const handles: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
const contexts: AppContext[] = [];

async function instance(shared: DatabaseHandle | null): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: "test", BRAND: "wedding", MARKET: "se", DATA_DIR: dataDir });
  const log = createLogger({ level: "silent" });
  let handle = shared;
  if (!handle) {
    handle = databaseName
      ? await openDatabase({ engine: "postgres", url: urlForDatabase(databaseName) })
      : await openDatabase({ engine: "pglite", dataDir: null });
    handles.push(handle);
  }
  const ctx: AppContext = { config, db: handle.db, log, mail: mailProviderFor(config, log) };
  if (!databaseName) chooseLimitStore(ctx, databaseCounterStore(handle.db));
  const app = await buildApp(ctx, { pages: false });
  await app.ready();
  contexts.push(ctx);
  apps.push(app);
  return app;
}

beforeAll(async () => {
  if (databaseName) await ensureDatabase(databaseName);
  const first = await instance(null);
  // PostgreSQL: a pool of its own, as another process would have; PGlite: the same database.
  await instance(databaseName ? null : (handles[0] ?? null));
  expect(first).not.toBe(apps[1]);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  if (databaseName) await dropDatabase(databaseName);
  rmSync(dataDir, { recursive: true, force: true });
});

const app = (i: number) => apps[i % 2] as FastifyInstance;

describe("limits shared by two instances on one database", () => {
  it("counts in the database's table, not in memory", () => {
    for (const ctx of contexts) expect(limitStoreOf(ctx).shared).toBe(true);
  });

  it("counts a client's requests to a route across both (@fastify/rate-limit: 20 logins a minute)", async () => {
    const address = freshClientAddress();
    for (let i = 0; i < 20; i++) {
      const { response } = await login(app(i), uniqueMail(`r${i}`), "fel-lösenord", address);
      expect(response.statusCode, `request ${i + 1} to instance ${i % 2}`).toBe(401);
    }
    for (const i of [0, 1]) {
      const { response } = await login(app(i), uniqueMail("sist"), "fel-lösenord", address);
      expectError(response, 429, "TOO_MANY_REQUESTS");
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another client is counted on its own.
    const other = await login(app(1), uniqueMail("annan"), "fel-lösenord", freshClientAddress());
    expect(other.response.statusCode).toBe(401);
  });

  it("counts wrong logins for a mail across both, and a login on one clears them on the other", async () => {
    const { mail } = await registerAndLogin(app(0));
    const address = freshClientAddress();
    for (let i = 0; i < 9; i++)
      expect((await login(app(i), mail, "fel-lösenord", address)).response.statusCode).toBe(401);
    expect((await login(app(1), mail, TEST_PASSWORD, address)).response.statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await login(app(i), mail, "fel-lösenord", address)).response.statusCode).toBe(401);
    for (const i of [0, 1]) {
      expectError((await login(app(i), mail, "fel-lösenord", address)).response, 429, "TOO_MANY_REQUESTS");
    }
  });

  it("deletes ended windows and keeps open ones", async () => {
    const store = limitStoreOf(contexts[0] as AppContext);
    const db = (contexts[0] as AppContext).db;
    await store.add("test:open", 60_000);
    await db.execute(
      sql`insert into rate_limit_counters (key, count, window_ends_at) values ('test:ended', 3, now() - interval '1 second')`,
    );
    expect(await store.count("test:ended")).toBe(0);
    expect(await store.removeExpired()).toBeGreaterThanOrEqual(1);
    const rows = await db.execute(sql`select key from rate_limit_counters where key like 'test:%'`);
    expect((rows as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual(["test:open"]);
    // A window that has ended starts over at 1 in the same statement.
    await db.execute(
      sql`update rate_limit_counters set count = 50, window_ends_at = now() - interval '1 second' where key = 'test:open'`,
    );
    expect((await store.add("test:open", 60_000)).count).toBe(1);
  });

  it("never loses a count when both instances count one key at once", async () => {
    const [one, two] = contexts.map((ctx) => limitStoreOf(ctx));
    if (!one || !two) throw new Error("two instances expected");
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? one : two).add("test:parallel", 60_000)),
    );
    expect(await one.count("test:parallel")).toBe(40);
  });
});
