// Plain SQL on a bench server's database, for setup and for the raw baselines: PGlite opened on the
// server's data directory (only while the server is stopped: one process at a time) or a pg pool on
// its PostgreSQL database. Only SQL: the bench does not import the product's modules, whose shape may
// change under it (issue 24).
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Sql = {
  engine: "pglite" | "postgres";
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

/** The database of a (stopped, on PGlite) bench server. */
export async function openSql(target: { dataDir: string; databaseUrl: string | null }): Promise<Sql> {
  if (target.databaseUrl) {
    // As many connections as the server's own pool (server/db/client.ts: max 10).
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    return {
      engine: "postgres",
      query: async <T>(text: string, params?: unknown[]) =>
        (await pool.query(text, params as unknown[])).rows as T[],
      close: () => pool.end(),
    };
  }
  const db = new PGlite(join(target.dataDir, "pglite"));
  await db.waitReady;
  return {
    engine: "pglite",
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}
