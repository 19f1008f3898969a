// A PGlite data directory copied from a template is a working, migrated database of its own: the server
// reads and writes it, its data survives a restart, and nothing of it reaches the next copy.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { currentFingerprint, TEMPLATE_DATA, TEMPLATE_FINGERPRINT } from "./pglite-template";

let root: string;
let template: string;
/** PostgreSQL's system identifier: initdb makes a new one each time, a copy keeps its template's. */
let templateSystem: string;

const systemOf = async (db: Awaited<ReturnType<typeof openDatabase>>["db"]) =>
  String(
    (
      (await db.execute(sql`select system_identifier::text as id from pg_control_system()`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]?.id,
  );

const migrationCount = async (db: Awaited<ReturnType<typeof openDatabase>>["db"]) =>
  Number(
    (
      (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "pglite-template-api-"));
  // A template as the build makes it: initdb and the migrations (no template to copy from), then the
  // data directory and its fingerprint.
  const made = join(root, "made");
  const handle = await openDatabase({ engine: "pglite", dataDir: made, template: join(root, "none") });
  templateSystem = await systemOf(handle.db);
  await handle.close();
  template = join(root, "template");
  mkdirSync(template);
  cpSync(join(made, "pglite"), join(template, TEMPLATE_DATA), { recursive: true });
  writeFileSync(join(template, TEMPLATE_FINGERPRINT), JSON.stringify(currentFingerprint()));
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a data directory from the template", () => {
  it("is made by initdb when the template does not fit (another system identifier)", async () => {
    const handle = await openDatabase({
      engine: "pglite",
      dataDir: join(root, "own"),
      template: join(root, "none"),
    });
    expect(await systemOf(handle.db)).not.toBe(templateSystem);
    expect(await migrationCount(handle.db)).toBeGreaterThan(0);
    await handle.close();
  });

  it("is migrated, keeps what is written across a restart, and the next first start gets the template as made", async () => {
    const dataDir = join(root, "first-start");
    const first = await openDatabase({ engine: "pglite", dataDir, template });
    expect(await systemOf(first.db)).toBe(templateSystem);
    const applied = await migrationCount(first.db);
    expect(applied).toBeGreaterThan(0);
    await first.db.execute(sql`create table start_probe (note text)`);
    await first.db.execute(sql`insert into start_probe values ('a guest answer')`);
    await first.close();

    const again = await openDatabase({ engine: "pglite", dataDir, template });
    const rows = (await again.db.execute(sql`select note from start_probe`)) as unknown as {
      rows: { note: string }[];
    };
    expect(rows.rows).toEqual([{ note: "a guest answer" }]);
    expect(await migrationCount(again.db)).toBe(applied);
    await again.close();

    // Another first start gets the template as made: nothing of the first server's data.
    const other = await openDatabase({ engine: "pglite", dataDir: join(root, "other"), template });
    const probe = (await other.db.execute(sql`select to_regclass('start_probe') as t`)) as unknown as {
      rows: { t: string | null }[];
    };
    expect(probe.rows[0]?.t).toBeNull();
    expect(await systemOf(other.db)).toBe(templateSystem);
    await other.close();
  });
});
