// Plain SQL on a bench server's database, for setup and for the raw baselines: PGlite opened on the
// server's data directory (only while the server is stopped: one process at a time) or a pg pool on
// its PostgreSQL database. Only SQL: the bench does not import the product's modules, whose shape may
// change under it (issue 24).
import { join } from "node:path";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import pg from "pg";

export type Sql = {
  engine: "pglite" | "postgres";
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /**
   * The statement as a named prepared statement (parsed and planned once per connection), as the
   * product runs its hot statements (server/db/prepared.ts): parameters as text or null.
   */
  prepared: <T = Record<string, unknown>>(
    name: string,
    text: string,
    params: (string | null)[],
  ) => Promise<T[]>;
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
      prepared: async <T>(name: string, text: string, params: (string | null)[]) =>
        (await pool.query({ name, text, values: params })).rows as T[],
      close: () => pool.end(),
    };
  }
  const db = new PGlite(join(target.dataDir, "pglite"));
  await db.waitReady;
  const parsed = new Set<string>();
  const encode = (...messages: Uint8Array[]) => {
    const all = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
    let offset = 0;
    for (const message of messages) {
      all.set(message, offset);
      offset += message.length;
    }
    return all;
  };
  return {
    engine: "pglite",
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    prepared: async <T>(name: string, text: string, params: (string | null)[]) => {
      if (!parsed.has(name)) {
        await db.execProtocol(
          encode(protocol.serialize.parse({ name, text, types: [] }), protocol.serialize.sync()),
        );
        parsed.add(name);
      }
      const { messages } = await db.execProtocol(
        encode(
          protocol.serialize.bind({ statement: name, values: params }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ),
      );
      return (parse.parseResults(messages, db.parsers)[0]?.rows ?? []) as T[];
    },
    close: () => db.close(),
  };
}
