// Answers keep their questions once per form version (issue 24): form_definitions holds each set of
// questions once, an answer row its values only; the migration (0010) splits rows written before it,
// and every reader gives what it gave before. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SubmittedFormElement } from "@core/submissions";
import { PGlite } from "@electric-sql/pglite";
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { formDefinitions, rsvps } from "../db/schema";
import { newId } from "../ids";
import {
  createSiteFor,
  dropDatabase,
  ensureDatabase,
  registerAndLogin,
  testAppForThisFile,
  uniqueDatabaseName,
  urlForDatabase,
  usesPostgres,
  validSiteDocument,
} from "../test/harness";
import {
  insertRsvpRows,
  listFormSubmissions,
  listRsvps,
  purgeUnusedDefinitions,
  rsvpPages,
  withQuestions,
} from "./answers";
import { issuePostKey } from "./post-keys";
import { activateSite } from "./sites";

const t = testAppForThisFile();

const MIGRATIONS = join(import.meta.dirname, "../db/migrations");

const question = (id: string, sv: string) => ({
  id,
  formElementType: "ShortText" as const,
  label: { sv, en: `${sv} (en)`, da: `${sv} (da)` },
  required: false,
  showConditions: [],
});
const yesNo = {
  id: "coming",
  formElementType: "SingleSelect" as const,
  label: { sv: "Kommer du?", en: "Will you come?" },
  required: true,
  showConditions: [],
  options: [
    { id: "yes", text: { sv: "Ja", en: "Yes" } },
    { id: "no", text: { sv: "Nej", en: "No" } },
  ],
};

function answersOf(name: string, coming: boolean): SubmittedFormElement[] {
  return [
    { formElement: question("name", "Namn"), value: name, selectedOption: null },
    {
      formElement: yesNo,
      value: coming ? "Ja" : "Nej",
      selectedOption: coming ? { id: "yes", text: "Ja" } : { id: "no", text: "Nej" },
    },
  ];
}

async function site(questions = [question("name", "Namn"), yesNo]) {
  const { cookie } = await registerAndLogin(t.app);
  const doc = validSiteDocument();
  doc.siteModules = [
    ...(doc.siteModules ?? []),
    {
      id: "CLIENTIDrsvp1",
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      maxNumberOfGuests: 3,
      form: { formElements: questions },
    },
  ];
  const id = await createSiteFor(t.app, cookie, doc);
  await activateSite(t.ctx, id, `lagring-${id.slice(0, 8)}.se`);
  return { id, cookie, doc };
}

const definitionCount = async () => (await t.ctx.db.select({ n: count() }).from(formDefinitions))[0]?.n ?? -1;

async function send(siteId: string, guests: { name: string; coming: boolean }[], nameId = "name") {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/rsvps/${siteId}/v4/`,
    payload: {
      guests: guests.map((guest) => ({
        formElements: [
          { formElement: { id: nameId }, value: guest.name, selectedOption: null },
          {
            formElement: { id: "coming" },
            value: "",
            selectedOption: { id: guest.coming ? "yes" : "no", text: "" },
          },
        ].map((answer) => ({
          ...answer,
          formElement: {
            ...answer.formElement,
            formElementType: "ShortText",
            label: { sv: "?" },
            required: false,
          },
        })),
      })),
      language: "sv",
      groupIdentifier: newId(),
      postKey: issuePostKey(t.ctx, siteId, "rsvp", Date.now() - 10_000),
      formId: "CLIENTIDrsvp1",
      formTitle: "OSA",
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ invertedSuccess: false });
}

describe("answers and their questions", () => {
  it("stores a form's questions once however many guests answer them, the values per row", async () => {
    const { id } = await site();
    const before = await definitionCount();
    for (let i = 0; i < 5; i += 1) {
      await send(id, [
        { name: `Gäst ${i}`, coming: true },
        { name: `Sällskap ${i}`, coming: false },
      ]);
    }
    expect(await definitionCount()).toBe(before + 1);
    const rows = await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, id));
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.definitionHash)).size).toBe(1);
    // The row holds the values, not the questions' labels.
    expect(JSON.stringify(rows[0]?.answers)).not.toContain("Kommer du?");
    // The owner reads each answer with its questions, as they were when the guest answered.
    const read = await listRsvps(t.ctx, id);
    expect(read).toHaveLength(10);
    const first = read.find((answer) => answer.formElements[0]?.value === "Gäst 0");
    expect(first?.formElements).toEqual([
      { formElement: question("name", "Namn"), value: "Gäst 0", selectedOption: null },
      { formElement: yesNo, value: "Ja", selectedOption: { id: "yes", text: "Ja" } },
    ]);
  });

  it("stores a new set of questions when the owner changes the form; earlier answers keep theirs", async () => {
    const { id, cookie, doc } = await site();
    await send(id, [{ name: "Före", coming: true }]);
    const before = await definitionCount();
    const module = doc.siteModules?.find((m) => m.id === "CLIENTIDrsvp1");
    if (module?.siteModuleType !== "Rsvp" || !module.form) throw new Error("no RSVP module");
    module.form.formElements = [question("name", "Ditt namn"), yesNo];
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/sites/V2/${id}`,
      cookies: { session: cookie },
      payload: doc,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await send(id, [{ name: "Efter", coming: true }]);
    expect(await definitionCount()).toBe(before + 1);
    const read = await listRsvps(t.ctx, id);
    const label = (name: string) =>
      read.find((a) => a.formElements[0]?.value === name)?.formElements[0]?.formElement.label.sv;
    expect(label("Före")).toBe("Namn");
    expect(label("Efter")).toBe("Ditt namn");
  });

  it("stores the questions again when they were purged after an earlier answer named them", async () => {
    const { id } = await site([question("alone", "Ensam fråga"), yesNo]);
    await send(id, [{ name: "Första", coming: true }], "alone");
    await t.ctx.db.delete(rsvps).where(eq(rsvps.siteId, id));
    const before = await definitionCount();
    await purgeUnusedDefinitions(t.ctx, new Date(Date.now() + 2 * 86_400_000));
    expect(await definitionCount()).toBeLessThan(before);
    await send(id, [{ name: "Andra", coming: false }], "alone");
    const [answer] = await listRsvps(t.ctx, id);
    expect(answer?.formElements.map((e) => [e.formElement.id, e.value])).toEqual([
      ["alone", "Andra"],
      ["coming", "Nej"],
    ]);
  });

  it("reads every answer in pages, in the order of the answers view, none twice", async () => {
    const { id } = await site();
    // Several answers in the same microsecond and group: paging must go by the whole order.
    const at = new Date("2025-05-01T12:00:00.000Z");
    const group = newId();
    await insertRsvpRows(
      t.ctx.db,
      Array.from({ length: 7 }, (_, i) => ({
        id: `paged${i}`,
        siteId: id,
        formId: "CLIENTIDrsvp1",
        language: "sv",
        groupIdentifier: i < 4 ? group : newId(),
        guestIndex: i,
        formElements: answersOf(`G${i}`, i % 2 === 0),
        createdAt: i < 5 ? at : new Date(at.getTime() + i * 1000),
      })),
    );
    const paged: string[] = [];
    for await (const page of rsvpPages(t.ctx, id, undefined, 2)) {
      expect(page.length).toBeLessThanOrEqual(2);
      paged.push(...page.map((a) => a._id));
    }
    expect(paged).toEqual((await listRsvps(t.ctx, id)).map((a) => a._id));
    expect(new Set(paged).size).toBe(7);
  });

  it("purges questions no answer refers to any more, a day after they were stored", async () => {
    const { id } = await site();
    await insertRsvpRows(t.ctx.db, {
      id: newId(),
      siteId: id,
      formId: "CLIENTIDrsvp1",
      language: "sv",
      groupIdentifier: newId(),
      formElements: [{ formElement: question("only", "Bara här"), value: "x", selectedOption: null }],
    });
    const [row] = await withQuestions(
      t.ctx.db,
      await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, id)),
    );
    const hash = row?.definitionHash ?? "";
    const exists = async () =>
      (await t.ctx.db.select().from(formDefinitions).where(eq(formDefinitions.hash, hash))).length;
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    // Still answered: kept.
    await purgeUnusedDefinitions(t.ctx, tomorrow);
    expect(await exists()).toBe(1);
    await t.ctx.db.delete(rsvps).where(eq(rsvps.siteId, id));
    // Not answered any more, but stored today: kept (a guest may be answering them right now).
    await purgeUnusedDefinitions(t.ctx, new Date());
    expect(await exists()).toBe(1);
    await purgeUnusedDefinitions(t.ctx, tomorrow);
    expect(await exists()).toBe(0);
    expect(await listFormSubmissions(t.ctx, id)).toEqual([]);
  });
});

// ---- The migration, on a database with rows written before it ----

type Exec = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

function migrationFiles(): { tag: string; text: string }[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => ({
    tag: entry.tag,
    text: readFileSync(join(MIGRATIONS, `${entry.tag}.sql`), "utf8"),
  }));
}

async function runMigration(exec: Exec, text: string) {
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await exec(statement);
  }
}

async function withEmptyDatabase(test: (exec: Exec) => Promise<void>) {
  if (usesPostgres()) {
    const name = uniqueDatabaseName();
    await ensureDatabase(name, { empty: true });
    const client = new pg.Client({ connectionString: urlForDatabase(name) });
    await client.connect();
    try {
      await test(async (text) => ({ rows: (await client.query(text)).rows }));
    } finally {
      await client.end();
      await dropDatabase(name);
    }
    return;
  }
  const db = await PGlite.create();
  try {
    await test(async (text) => ({ rows: (await db.query<Record<string, unknown>>(text)).rows }));
  } finally {
    await db.close();
  }
}

const literal = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

describe("migration 0010_lean_guest_writes", () => {
  it("splits rows written before it into their questions (once) and values, read back the same", async () => {
    await withEmptyDatabase(async (exec) => {
      const files = migrationFiles();
      const index = files.findIndex((file) => file.tag === "0010_lean_guest_writes");
      expect(index).toBeGreaterThan(0);
      for (const file of files.slice(0, index)) await runMigration(exec, file.text);

      await exec(`insert into accounts (id, mail, password_hash) values ('acc1', 'a@example.se', 'x')`);
      await exec(
        `insert into sites (id, account_id, document) values ('site1', 'acc1', '{"siteModules":[]}'::jsonb)`,
      );
      const anna = answersOf("Anna ' O'Hara", true);
      const bertil = answersOf("Bertil", false);
      const speech = [
        { formElement: question("speaker", "Vem talar?"), value: "=1+1", selectedOption: null },
      ];
      await exec(`insert into rsvps (id, site_id, form_id, form_title, language, group_identifier, guest_index, form_elements, recipients, created_at)
        values ('r1', 'site1', 'm1', 'OSA', 'sv', 'g1', 0, ${literal(anna)}, '["x@example.se"]'::jsonb, '2025-01-01T10:00:00Z'),
               ('r2', 'site1', 'm1', 'OSA', 'sv', 'g1', 1, ${literal(bertil)}, '[]'::jsonb, '2025-01-01T10:00:00Z'),
               ('r3', 'site1', 'm1', 'OSA', 'sv', 'g2', 0, '[]'::jsonb, '[]'::jsonb, '2025-01-02T10:00:00Z')`);
      await exec(`insert into form_submissions (id, site_id, form_id, form_title, language, form_elements)
        values ('f1', 'site1', 'm2', 'Tal', 'sv', ${literal(speech)})`);
      await exec(`insert into post_keys (key_hash, purpose, site_id) values ('old', 'rsvp', 'site1')`);

      await runMigration(exec, files[index]?.text ?? "");

      const definitions = (await exec("select hash, elements from form_definitions order by hash")).rows;
      // Anna's and Bertil's questions are one set; the empty answer's and the speech's are two more.
      expect(definitions).toHaveLength(3);
      const byHash = new Map(definitions.map((d) => [d.hash as string, d.elements]));
      const rows = (
        await exec(
          "select id, definition_hash, answers from rsvps union all select id, definition_hash, answers from form_submissions order by id",
        )
      ).rows;
      const joined = Object.fromEntries(
        rows.map((row) => {
          const elements = byHash.get(row.definition_hash as string) as unknown[];
          const values = row.answers as { value: string; selectedOption: unknown }[];
          return [row.id, elements.map((formElement, i) => ({ formElement, ...values[i] }))];
        }),
      );
      expect(joined).toEqual({ f1: speech, r1: anna, r2: bertil, r3: [] });
      // The migrated rows name their questions as the server names new ones (the same hash).
      const [same] = (
        await exec(
          `select encode(sha256(convert_to(${literal(anna.map((a) => a.formElement))}::text, 'UTF8')), 'hex') as hash`,
        )
      ).rows;
      expect(byHash.has(same?.hash as string)).toBe(true);
      const tables = (
        await exec(
          "select table_name from information_schema.tables where table_name in ('post_keys', 'used_post_keys')",
        )
      ).rows.map((row) => row.table_name);
      expect(tables).toEqual(["used_post_keys"]);
    });
  });
});
