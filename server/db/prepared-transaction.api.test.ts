// A named prepared statement (db/prepared.ts) never becomes part of another request's transaction.
// On PGlite (one session) a drizzle transaction holds PGlite's transaction lock from BEGIN to COMMIT
// but its query lock only while each of its statements runs; a statement that took the query lock
// alone ran between two of the transaction's statements, inside it, and was rolled back with it: a
// guest's answer already acknowledged would be lost. On PostgreSQL the pool gives it another
// connection. And a caller inside a transaction that passes its transaction runs in it.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForThisFile, usesPostgres } from "../test/harness";
import { runPrepared, runPreparedShape } from "./prepared";

const t = testAppForThisFile();

const ROLL_BACK = new Error("roll back");

async function ids(table: string): Promise<string[]> {
  const result = (await t.ctx.db.execute(sql`select id from ${sql.raw(table)} order by id`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((row) => row.id);
}

/**
 * A transaction that writes `in-tx`, lets `during` start a write of its own (not awaited) between its
 * statements, runs another statement, waits a while and rolls back. Answers what `during` answered and
 * whether it had answered before the rollback.
 */
async function rollBackAround<T>(table: string, during: () => Promise<T>) {
  let write: Promise<T> | undefined;
  let answered = false;
  let answeredBeforeRollback: boolean | undefined;
  const outcome = await t.ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.raw(table)} (id) values ('in-tx')`);
      write = during();
      write.then(
        () => {
          answered = true;
        },
        () => {},
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`insert into ${sql.raw(table)} (id) values ('in-tx-2')`);
      answeredBeforeRollback = answered;
      throw ROLL_BACK;
    })
    .catch((error: unknown) => error);
  expect(outcome).toBe(ROLL_BACK);
  if (!write) throw new Error("the write never started");
  return { rows: await write, answeredBeforeRollback };
}

describe("runPrepared and another request's transaction", () => {
  it("keeps an answer written while another transaction is open, which then rolls back", async () => {
    await t.ctx.db.execute(sql`create table prepared_tx_a (id text primary key)`);
    const { rows, answeredBeforeRollback } = await rollBackAround("prepared_tx_a", () =>
      runPrepared<{ id: string }>(
        t.ctx.db,
        sql`insert into prepared_tx_a (id) values (${"guest"}) returning id`,
      ),
    );
    expect(rows).toEqual([{ id: "guest" }]);
    expect(await ids("prepared_tx_a")).toEqual(["guest"]);
    // On PGlite it waited for the transaction to end (it did not run inside it); on PostgreSQL it ran
    // beside it, on another connection.
    if (!usesPostgres()) expect(answeredBeforeRollback).toBe(false);
  });

  it("keeps a statement of runPreparedShape (a guest's answer) the same way", async () => {
    await t.ctx.db.execute(sql`create table prepared_tx_b (id text primary key)`);
    const { rows, answeredBeforeRollback } = await rollBackAround("prepared_tx_b", () =>
      runPreparedShape<{ id: string }>(
        t.ctx.db,
        "prepared-transaction test",
        () => sql`insert into prepared_tx_b (id) values (${sql.placeholder("id")}) returning id`,
        { id: "guest" },
      ),
    );
    expect(rows).toEqual([{ id: "guest" }]);
    expect(await ids("prepared_tx_b")).toEqual(["guest"]);
    // On PGlite it waited for the transaction to end (it did not run inside it); on PostgreSQL it ran
    // beside it, on another connection.
    if (!usesPostgres()) expect(answeredBeforeRollback).toBe(false);
  });

  it("waits on PGlite for the transaction to end, so the transaction never sees it; both are kept", async () => {
    await t.ctx.db.execute(sql`create table prepared_tx_c (id text primary key)`);
    let write: Promise<unknown> | undefined;
    const seen = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_tx_c (id) values ('in-tx')`);
      // Not awaited here: on PGlite it waits for this transaction to end.
      write = runPrepared(t.ctx.db, sql`insert into prepared_tx_c (id) values (${"guest"})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const result = (await tx.execute(sql`select id from prepared_tx_c order by id`)) as unknown as {
        rows: { id: string }[];
      };
      return result.rows.map((row) => row.id);
    });
    // On PostgreSQL it committed on another connection meanwhile (read committed sees it).
    expect(seen).toEqual(usesPostgres() ? ["guest", "in-tx"] : ["in-tx"]);
    await write;
    expect(await ids("prepared_tx_c")).toEqual(["guest", "in-tx"]);
  });
});

describe("runPrepared given a transaction", () => {
  it("runs in that transaction: it commits with it", async () => {
    await t.ctx.db.execute(sql`create table prepared_tx_d (id text primary key)`);
    const rows = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_tx_d (id) values ('first')`);
      const inside = await runPrepared<{ id: string; n: number }>(
        tx,
        sql`insert into prepared_tx_d (id) values (${"second"}) returning id, 7::integer as n`,
      );
      const shaped = await runPreparedShape<{ n: number }>(
        tx,
        "prepared-transaction count",
        () => sql`select count(*)::integer as n from prepared_tx_d where id <> ${sql.placeholder("not")}`,
        { not: "nothing" },
      );
      if (usesPostgres()) {
        // Named on the transaction's own connection.
        const named = (await tx.execute(
          sql`select count(*)::integer as n from pg_prepared_statements where name like 'prepared_%'`,
        )) as unknown as { rows: { n: number }[] };
        expect(named.rows[0]?.n).toBeGreaterThanOrEqual(2);
      }
      return [...inside, ...shaped];
    });
    expect(rows).toEqual([{ id: "second", n: 7 }, { n: 2 }]);
    expect(await ids("prepared_tx_d")).toEqual(["first", "second"]);
  });

  it("runs in that transaction: it rolls back with it", async () => {
    await t.ctx.db.execute(sql`create table prepared_tx_e (id text primary key)`);
    const outcome = await t.ctx.db
      .transaction(async (tx) => {
        await runPrepared(tx, sql`insert into prepared_tx_e (id) values (${"in-tx"})`);
        await runPreparedShape(
          tx,
          "prepared-transaction insert e",
          () => sql`insert into prepared_tx_e (id) values (${sql.placeholder("id")})`,
          { id: "in-tx-2" },
        );
        const seen = await runPrepared<{ n: number }>(
          tx,
          sql`select count(*)::integer as n from prepared_tx_e`,
        );
        expect(seen).toEqual([{ n: 2 }]);
        throw ROLL_BACK;
      })
      .catch((error: unknown) => error);
    expect(outcome).toBe(ROLL_BACK);
    expect(await ids("prepared_tx_e")).toEqual([]);
  });

  it("runs in a nested transaction (a savepoint) too", async () => {
    await t.ctx.db.execute(sql`create table prepared_tx_f (id text primary key)`);
    await t.ctx.db.transaction(async (tx) => {
      await runPrepared(tx, sql`insert into prepared_tx_f (id) values (${"outer"})`);
      await tx
        .transaction(async (inner) => {
          await runPrepared(inner, sql`insert into prepared_tx_f (id) values (${"inner"})`);
          throw ROLL_BACK;
        })
        .catch(() => {});
    });
    expect(await ids("prepared_tx_f")).toEqual(["outer"]);
  });
});
