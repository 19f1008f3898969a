// Named prepared statements for the statements run on every guest submission (issue 11 item 6).
//
// drizzle sends each statement unnamed, so PostgreSQL parses and plans it every time. For a plain
// INSERT that is cheap; the one statement that stores an answer (a WITH of an UPDATE, two INSERTs and
// a check of the site) costs more to plan than to run: measured one at a time, 0.93 ms per answer on
// PostgreSQL unnamed and 0.47 ms named (a raw INSERT 0.39 ms); on PGlite 3.7 ms and 0.7 ms. Named, each
// connection parses it once and PostgreSQL keeps its plan.
//   - PostgreSQL (node-postgres pool): `query({ name, text, values })`; every pooled connection
//     prepares the name on first use by itself.
//   - PGlite (one session): Parse once per database, then Bind/Describe/Execute/Sync through
//     execProtocol inside runExclusive, which waits for any other query or transaction of the session,
//     as PGlite's own query() does; the rows are parsed with PGlite's own type parsers.
// Never call this inside a transaction: on PGlite it would wait for that transaction to end.
import { createHash } from "node:crypto";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database } from "./client";

const dialect = new PgDialect();
/** Statement names by text; the texts are few (they vary with a submission's number of guests). */
const names = new Map<string, string>();
const MAX_NAMES = 500;
/** The names already parsed in each PGlite session. */
const parsedIn = new WeakMap<PGlite, Set<string>>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `prepared_${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/** Bind takes text: numbers and booleans as PostgreSQL writes them; objects are the caller's to stringify. */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  throw new Error(`runPrepared takes strings, numbers and booleans as parameters, not ${typeof value}`);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

async function runOnPglite<Row>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  let parsed = parsedIn.get(client);
  if (!parsed) {
    parsed = new Set();
    parsedIn.set(client, parsed);
  }
  const known = parsed;
  const values = params.map(textOf);
  return client.runExclusive(async () => {
    if (!known.has(name)) {
      await client.execProtocol(
        concat([protocol.serialize.parse({ name, text, types: [] }), protocol.serialize.sync()]),
      );
      known.add(name);
    }
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
  });
}

/** Runs one statement as a named prepared statement and returns its rows. */
export function runPrepared<Row>(db: Database, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return run<Row>(db, query, text, params);
}

/** Statements by shape: their text and parameters, placeholders where the values go. */
const shapes = new Map<string, { sql: string; params: unknown[] }>();

/**
 * runPrepared for a statement built with sql.placeholder() for everything that varies: `build` runs
 * once per `shape` (a name for what the text depends on), and each call only fills in `values`. Turning
 * a statement into text costs more than sending it; a guest's answer is the same statement each time.
 */
export function runPreparedShape<Row>(
  db: Database,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  let compiled = shapes.get(shape);
  if (!compiled) {
    compiled = dialect.sqlToQuery(build());
    if (shapes.size < MAX_NAMES) shapes.set(shape, compiled);
  }
  return run<Row>(db, null, compiled.sql, fillPlaceholders(compiled.params, values));
}

async function run<Row>(db: Database, query: SQL | null, text: string, params: unknown[]): Promise<Row[]> {
  const name = nameOf(text);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query({ name, text, values: params })).rows as Row[];
  }
  if (client instanceof PGlite) return runOnPglite<Row>(client, name, text, params);
  // Another driver (none today): unnamed, as drizzle runs everything else.
  if (!query) throw new Error("runPreparedShape needs node-postgres or PGlite");
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
