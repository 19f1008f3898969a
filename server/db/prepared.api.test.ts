// Named prepared statements (db/prepared.ts) answer exactly what drizzle's unnamed execute answers, on
// the engine the API tests run on (PGlite, and PostgreSQL in CI): the same rows and types, again and
// again, after an error, and never inside another request's transaction on PGlite's one session.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForThisFile } from "../test/harness";
import { runPrepared } from "./prepared";

const t = testAppForThisFile();

const probe = (n: number, label: string) =>
  sql`select ${n}::integer as n, ${label}::text as label, (${n}::integer * 1.5)::float8 as half,
    ${n}::integer > 1 as big, null::text as nothing, ${JSON.stringify({ n })}::jsonb as doc`;

describe("runPrepared", () => {
  it("answers the rows and types drizzle's execute answers, run after run", async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      const rows = await runPrepared(t.ctx.db, probe(n, `Anna ${n} & Erik`));
      const expected = (await t.ctx.db.execute(probe(n, `Anna ${n} & Erik`))) as unknown as {
        rows: unknown[];
      };
      expect(rows).toEqual(expected.rows);
      expect(rows).toEqual([
        { n, label: `Anna ${n} & Erik`, half: n * 1.5, big: n > 1, nothing: null, doc: { n } },
      ]);
    }
  });

  it("reports a failing statement and keeps working afterwards", async () => {
    await t.ctx.db.execute(sql`create table if not exists prepared_probe (id text primary key)`);
    const insert = (id: string) =>
      runPrepared(t.ctx.db, sql`insert into prepared_probe (id) values (${id}) returning id`);
    expect(await insert("a")).toEqual([{ id: "a" }]);
    await expect(insert("a")).rejects.toThrow(/duplicate key|unique/i);
    expect(await insert("b")).toEqual([{ id: "b" }]);
    const rows = (await t.ctx.db.execute(sql`select id from prepared_probe order by id`)) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([{ id: "a" }, { id: "b" }]);
  });

  it("is not part of a transaction running at the same time, which may still roll back", async () => {
    await t.ctx.db.execute(sql`create table if not exists prepared_tx (id text primary key)`);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = t.ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_tx (id) values ('in-tx')`);
        await held;
        throw new Error("roll back");
      })
      .catch(() => "rolled back");
    const outside = runPrepared(
      t.ctx.db,
      sql`insert into prepared_tx (id) values (${"outside"}) returning id`,
    );
    release();
    expect(await transaction).toBe("rolled back");
    expect(await outside).toEqual([{ id: "outside" }]);
    const rows = (await t.ctx.db.execute(sql`select id from prepared_tx`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ id: "outside" }]);
  });

  it("refuses an object as a parameter instead of guessing its text", async () => {
    // node-postgres writes objects as JSON itself; the PGlite path takes only plain values.
    if (!((t.ctx.db as unknown as { $client: unknown }).$client instanceof PGlite)) return;
    await expect(runPrepared(t.ctx.db, sql`select ${{ a: 1 }}::jsonb as doc`)).rejects.toThrow(/not object/);
  });
});
