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
//     execProtocol holding both of PGlite's locks in the order its own query(), exec() and
//     transaction() take them: first the transaction lock, then the query lock. A drizzle transaction
//     holds the transaction lock from BEGIN to COMMIT but the query lock only while each of its
//     statements runs; with the query lock alone (runExclusive), a guest's answer ran between two
//     statements of another request's open transaction, inside it, and a rollback of that transaction
//     took the answer, already acknowledged, with it. Now it waits for the transaction to end. The
//     rows are parsed with PGlite's own type parsers.
//   - Given a drizzle transaction (`tx`), the statement runs in that transaction: on PostgreSQL named
//     on the transaction's connection, on PGlite unnamed through PGlite's transaction (whose locks
//     that transaction already holds).
// Inside a transaction's callback, pass the transaction, never the app's database: on PGlite a
// statement on the database waits for the transaction to end, and the transaction waits for it.
import { createHash } from "node:crypto";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { fillPlaceholders, is, type SQL } from "drizzle-orm";
import { PgDialect, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database, Transaction } from "./client";

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
  // Both locks, the transaction lock first, as PGlite's own query() takes them: never between the
  // statements of an open transaction, and in the one order every holder of both takes them.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
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
    }),
  );
}

/** PGlite's transaction object (the client of a drizzle transaction's session on PGlite). */
type PgliteTransactionClient = {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  readonly closed: boolean;
};

const isPgliteTransactionClient = (client: unknown): client is PgliteTransactionClient =>
  typeof client === "object" &&
  client !== null &&
  !(client instanceof PGlite) &&
  typeof (client as { query?: unknown }).query === "function" &&
  typeof (client as { rollback?: unknown }).rollback === "function" &&
  "closed" in client;

/**
 * In the caller's drizzle transaction, on its connection: never through the app's database, which on
 * PGlite would wait for this very transaction to end.
 */
async function runInTransaction<Row>(
  tx: Transaction,
  query: SQL | null,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  // node-postgres: the transaction's pooled connection (a pg.Client), which prepares the name itself.
  if (client instanceof pg.Client) {
    return (await client.query({ name, text, values: params })).rows as Row[];
  }
  // PGlite: its transaction's query() takes the query lock only (the transaction holds the other);
  // unnamed, the statement parsed each time, but with the texts the fast path binds.
  if (isPgliteTransactionClient(client)) {
    return (await client.query<Row>(text, params.map(textOf))).rows;
  }
  if (!query) throw new Error("runPreparedShape needs node-postgres or PGlite");
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Runs one statement as a named prepared statement and returns its rows. */
export function runPrepared<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
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
  db: Database | Transaction,
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

async function run<Row>(
  db: Database | Transaction,
  query: SQL | null,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  const name = nameOf(text);
  if (is(db, PgTransaction)) return runInTransaction<Row>(db as Transaction, query, name, text, params);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query({ name, text, values: params })).rows as Row[];
  }
  if (client instanceof PGlite) return runOnPglite<Row>(client, name, text, params);
  // Another driver (none today): unnamed, as drizzle runs everything else.
  if (!query) throw new Error("runPreparedShape needs node-postgres or PGlite");
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
