// One database API over two engines: PGlite (embedded, file-backed under DATA_DIR) by default and
// PostgreSQL when DATABASE_URL is set. Migrations run at every open (a no-op when up to date). A new
// PGlite data directory starts as a copy of the build's template (pglite-template.ts) when there is one.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths";
import { copyTemplateIfFresh, takeEarlyTemplateCopy } from "./pglite-template";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  engine: "pglite" | "postgres";
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | {
      engine: "pglite";
      dataDir: string | null; // null: in memory (tests)
      /** The template a new data directory is copied from (tests); the build's by default. */
      template?: string;
      /**
       * Start a new database from this dump (PGlite's dumpDataDir of a migrated database, see
       * dumpMigratedPglite) instead of running initdb and the migrations (the API tests' apps): in
       * memory, or in a data directory that is new and has no build template to copy.
       */
      loadDataDir?: Blob;
    }
  | {
      engine: "postgres";
      url: string;
      /** Told when an idle connection fails (server restart, admin kill); the pool replaces it. */
      onIdleError?: (error: Error) => void;
    };

/**
 * Ends the pool and waits until every connection has really closed: pool.end() resolves once the
 * clients have left the pool, before their sockets have ended, and a database dropped in between
 * would make the stragglers fail.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

/**
 * PGlite's own start parameters plus a smaller buffer pool. PostgreSQL's default 128 MB of shared
 * buffers is allocated and touched at start inside PGlite's WebAssembly memory whatever the data's
 * size, and was the largest part of the server's resident memory; an event site's database is a few
 * megabytes, and pages not in the pool are still in the operating system's file cache. Durability
 * is unchanged: PGlite's own parameters are kept, the pool's size decides nothing about writes.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"] };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener, an idle connection's error (PostgreSQL restarting) would crash the process.
    pool.on("error", (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Database, engine: "postgres", close: () => endPool(pool) };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, "pglite");
    mkdirSync(options.dataDir, { recursive: true });
    // The entry point may have begun the copy already (main.ts): the same outcome, made off this thread.
    const early = options.template === undefined ? takeEarlyTemplateCopy(dir) : undefined;
    const outcome = early ? await early : copyTemplateIfFresh(dir, options.template);
    if (outcome === "initdb") mkdirSync(dir, { recursive: true });
    const loadDataDir = outcome === "initdb" ? options.loadDataDir : undefined;
    client = new PGlite(dir, { ...PGLITE_OPTIONS, loadDataDir });
  } else {
    client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: options.loadDataDir });
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Database, engine: "pglite", close: () => client.close() };
}

/**
 * A migrated, empty in-memory PGlite database as a tarball (uncompressed), to open many from: loading
 * one takes ~0.3 s where initdb and the migrations take ~2 s. Used by the API tests' harness.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite(PGLITE_OPTIONS);
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}
