// Test harness for the API tests: a whole Fastify app (without the guest pages) on a fresh database.
// PostgreSQL when TEST_DATABASE_URL is set (one new database per app, dropped on close), else PGlite
// in memory, or on disk under `dataDir` for tests that restart the app on the same data.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { type DatabaseHandle, dumpMigratedPglite, openDatabase } from "../db/client";
import { currentFingerprint } from "../db/pglite-template";
import { createLogger } from "../logger";
import { mailProviderFor } from "../mail/config";

export type TestAppOptions = {
  /** PGlite data (and DATA_DIR) here instead of in memory; the caller owns and removes the folder. */
  dataDir?: string;
  /** PostgreSQL only: use (and create if missing) this database instead of a new unique one. */
  databaseName?: string;
  /** PostgreSQL only: leave the database in place on close (restart tests reopen it). */
  keepDatabase?: boolean;
  /** Also serve the pages (guest pages by host, owner app): for the SSR tests. */
  pages?: boolean;
  /** Extra configuration variables (as in the environment), e.g. RATE_LIMIT_ALLOW. */
  env?: Record<string, string>;
};

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** The PostgreSQL database this app uses; null on PGlite. */
  databaseName: string | null;
  close: () => Promise<void>;
};

export const usesPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/** A database name no other test app uses. */
export function uniqueDatabaseName(): string {
  return `eventsida_t_${randomBytes(6).toString("hex")}`;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

export function urlForDatabase(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name '${name}'`);
  return `"${name}"`;
};

/**
 * What the migrated starting points are made from (PGlite's version and every migration file), short:
 * a new migration makes new ones, and an old one is never used for a changed schema.
 */
const seedKey = (): string =>
  createHash("sha256")
    .update(JSON.stringify(currentFingerprint() ?? randomBytes(8).toString("hex")))
    .digest("hex")
    .slice(0, 16);

let migratedTemplate: Promise<string> | null = null;

/**
 * A migrated, empty PostgreSQL database that each test database is created from (CREATE DATABASE …
 * TEMPLATE): a copy takes a fraction of running the ~20 migrations in every new database. Made once
 * per schema and cluster, under another name first and renamed into place, so two test processes
 * making it at once both end with one whole template. Nobody connects to it after it is made (a
 * template must have no connections while it is copied).
 */
function migratedTemplateDatabase(): Promise<string> {
  migratedTemplate ??= (async () => {
    const name = `eventsida_tpl_${seedKey()}`;
    const exists = await withAdmin(
      async (client) => (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount,
    );
    if (exists) return name;
    const making = `${name}_${randomBytes(4).toString("hex")}`;
    await withAdmin((client) => client.query(`create database ${quoteIdent(making)}`));
    const handle = await openDatabase({ engine: "postgres", url: urlForDatabase(making) });
    await handle.close();
    await withAdmin(async (client) => {
      try {
        await client.query(`alter database ${quoteIdent(making)} rename to ${quoteIdent(name)}`);
      } catch (error) {
        // Another process made it first: theirs is the same, ours goes.
        await client.query(`drop database if exists ${quoteIdent(making)}`);
        const found = await client.query("select 1 from pg_database where datname = $1", [name]);
        if (found.rowCount === 0) throw error;
      }
    });
    return name;
  })();
  migratedTemplate.catch(() => {
    migratedTemplate = null;
  });
  return migratedTemplate;
}

/**
 * A database named `name`, created when missing: migrated (from the migrated template), or with
 * `empty`, with no tables at all (tests of the migrations themselves).
 */
export async function ensureDatabase(name: string, options: { empty?: boolean } = {}): Promise<void> {
  const template = options.empty ? null : await migratedTemplateDatabase();
  await withAdmin(async (client) => {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0)
      await client.query(
        `create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ""}`,
      );
  });
}

let pgliteSeed: Promise<Blob> | null = null;

/**
 * The migrated, empty PGlite database every in-memory test app starts from, as PGlite's own dump:
 * made once per schema and kept in the system's temporary folder for the other test files (and
 * processes), so each app loads it in ~0.3 s instead of running initdb and the migrations (~2 s).
 */
function migratedPgliteSeed(): Promise<Blob> {
  pgliteSeed ??= (async () => {
    const file = join(tmpdir(), `eventsida-pglite-seed-${seedKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const dump = await dumpMigratedPglite();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  pgliteSeed.catch(() => {
    pgliteSeed = null;
  });
  return pgliteSeed;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDataDir = options.dataDir ? null : mkdtempSync(join(tmpdir(), "eventsida-api-test-"));
  const dataDir = options.dataDir ?? (ownDataDir as string);
  const config = loadConfig({
    NODE_ENV: "test",
    BRAND: "wedding",
    MARKET: "se",
    ...options.env,
    DATA_DIR: dataDir,
  });
  const log = createLogger({ level: "silent" });

  let databaseName: string | null = null;
  let handle: DatabaseHandle;
  if (usesPostgres()) {
    databaseName = options.databaseName ?? uniqueDatabaseName();
    await ensureDatabase(databaseName);
    handle = await openDatabase({ engine: "postgres", url: urlForDatabase(databaseName) });
  } else {
    // On disk (restart tests), the seed is used only by a new data folder; a reopened one is kept.
    handle = await openDatabase({
      engine: "pglite",
      dataDir: options.dataDir ?? null,
      loadDataDir: await migratedPgliteSeed(),
    });
  }

  const ctx: AppContext = { config, db: handle.db, log, mail: mailProviderFor(config, log) };
  const app = await buildApp(ctx, { pages: options.pages ?? false });
  await app.ready();

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await handle.close();
    if (databaseName && !options.keepDatabase) await dropDatabase(databaseName);
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  return { app, ctx, databaseName, close };
}

/**
 * A test app for the whole file: created before its tests, closed after them. The returned object is
 * filled in by the beforeAll hook, so tests use it as they would the result of createTestApp.
 */
export function testAppForThisFile(options: TestAppOptions = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp(options));
  });
  afterAll(async () => {
    await testApp.close?.();
  });
  return testApp;
}

/**
 * For tests of a restart: each call opens a new app on one data folder and one database shared by the
 * file, as a restarted server would find them; after the file all are closed and the data removed.
 */
export function restartableApps(folderPrefix: string): () => Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const databaseName = uniqueDatabaseName();
  const opened: TestApp[] = [];
  afterAll(async () => {
    for (const t of opened) await t.close();
    if (usesPostgres()) await dropDatabase(databaseName);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return async () => {
    const t = await createTestApp({ dataDir, databaseName, keepDatabase: true });
    opened.push(t);
    return t;
  };
}

export * from "./helpers";
