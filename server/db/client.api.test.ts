// The PostgreSQL pool's life cycle: closing waits for every connection to end, and a connection the
// server kills while idle is reported instead of crashing the process. PGlite has no such pool.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dropDatabase,
  ensureDatabase,
  uniqueDatabaseName,
  urlForDatabase,
  usesPostgres,
  withAdmin,
} from "../test/harness";
import { openDatabase } from "./client";

const backendsOf = (name: string) =>
  withAdmin(async (client) => {
    const result = await client.query("select pid from pg_stat_activity where datname = $1", [name]);
    return result.rows.map((row) => Number(row.pid));
  });

const sleepingIn = (name: string) =>
  withAdmin(async (client) => {
    const result = await client.query(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and query like 'select pg_sleep%' and state = 'active'",
      [name],
    );
    return Number(result.rows[0].n);
  });

describe.skipIf(!usesPostgres())("PostgreSQL pool", () => {
  const created: string[] = [];
  afterEach(async () => {
    for (const name of created.splice(0)) await dropDatabase(name);
  });

  async function open(onIdleError?: (error: Error) => void) {
    const name = uniqueDatabaseName();
    created.push(name);
    await ensureDatabase(name);
    const handle = await openDatabase({ engine: "postgres", url: urlForDatabase(name), onIdleError });
    return { name, handle };
  }

  it("has no connection left once close has resolved, so the database can be dropped at once", async () => {
    const { name, handle } = await open();
    // Several connections at once, so the pool holds more than one when it is closed.
    await Promise.all(Array.from({ length: 6 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
    expect((await backendsOf(name)).length).toBeGreaterThan(1);
    // And one still busy when close is called, as a request finishing during shutdown would be.
    // (Drizzle's queries are lazy thenables: Promise.resolve starts this one.)
    const busy = Promise.resolve(handle.db.execute(sql`select pg_sleep(0.5)`));
    await vi.waitFor(async () => expect(await sleepingIn(name)).toBe(1), { timeout: 1200, interval: 20 });
    await handle.close();
    await busy;
    // A connection still ending here would get "terminating connection due to administrator
    // command" and, before the fix, fail the run with an uncaught error (as CI once did).
    await dropDatabase(name);
    created.splice(created.indexOf(name), 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await backendsOf(name)).toEqual([]);
  });

  it("reports an idle connection the server ends, and goes on with a new one", async () => {
    const onIdleError = vi.fn();
    const { name, handle } = await open(onIdleError);
    await handle.db.execute(sql`select 1`);
    const [pid] = await backendsOf(name);
    await withAdmin((client) => client.query("select pg_terminate_backend($1)", [pid]));
    await vi.waitFor(() => expect(onIdleError).toHaveBeenCalledTimes(1));
    const result = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ two: 2 }]);
    await handle.close();
  });
});
