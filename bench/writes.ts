// Writes (issue 24): RSVPs and form answers per second through the HTTP API, each timed from the
// guest's post key (GET .../post-key, as the browser asks when the form opens) to its notification mail
// written, against raw statements writing the same rows with the same driver on the same database; and
// saves of a demo-size page (PUT /api/sites/V2/{id}) against their raw statements.
//
// The site is made the way an owner makes one, with the demo site's document (every module kind,
// ~30 KB): register, create the site, publish it (npm run admin activate). The bench uses only the
// HTTP API, the operator command and SQL: no product module, whose shape may change.
//
// Timed answers: the post keys of all BENCH_SUBMISSIONS answers are fetched (timed), then the bench
// waits until the last key is 3.2 s old (the 3-second rule: untimed, the server is idle), then the
// answers are sent 10 at a time and the clock stops when the last notification mail is in the mail
// simulator's folder. Both sides are warmed with the same BENCH_WARMUP rows of each kind, untimed; the
// raw side keeps warming in blocks until two blocks in a row write at rates within 15 % (a freshly
// opened PGlite writes several times slower than a warm one), and says how many rows that took.
// On PGlite the server is stopped before the raw runs, since only one process can open the embedded
// database; on PostgreSQL too, so both runs have the machine to themselves.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { callJson } from "./lib/http";
import { metric, ms, percentile, type Report, ratio } from "./lib/report";
import { admin, demoSiteId, type Engine, type Running, sleep } from "./lib/server";
import { savedFieldsOf } from "./lib/site-document";
import { openSql, type Sql } from "./lib/sql";

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS || 1000);
const SAVES = Number(process.env.BENCH_SAVES || 100);
const CONCURRENCY = 10;
const WARMUP = Number(process.env.BENCH_WARMUP || 100);
const SAVE_WARMUP = 10;
/** The post key's minimum age before an answer is taken (SPEC: the 3-second rule), with a margin. */
const KEY_AGE_MS = 3200;

type Json = Record<string, unknown>;
type Element = { id: string; formElementType: string; inputKind?: string; options?: { id: string }[] };
type SiteModule = Json & { id: string; siteModuleType: string; title?: Record<string, string> };

const mailCount = (dataDir: string) => {
  const folder = join(dataDir, "mail");
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".eml")).length : 0;
};

/** Waits until the mail simulator's folder holds `count` mails; false after 2 minutes. */
async function mailsWritten(dataDir: string, count: number): Promise<boolean> {
  for (const until = Date.now() + 120_000; Date.now() < until; await sleep(25)) {
    if (mailCount(dataDir) >= count) return true;
  }
  return false;
}

// node:http with a keep-alive agent of CONCURRENCY sockets: fetch (undici) costs this process about
// 0.6 ms of CPU per request against 0.25 ms for node:http, a third of the server's own on two cores.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

const call = (running: Running, method: string, path: string, body?: unknown, cookie?: string) =>
  callJson(running, method, path, { body, cookie, agent });

/** Runs jobs CONCURRENCY at a time; returns the elapsed milliseconds. */
async function concurrently(count: number, job: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await job(next++);
    }),
  );
  return performance.now() - start;
}

/** A valid answer for each kind of short text (SPEC form elements, core/answer-kinds.ts). */
const ANSWER_BY_KIND: Record<string, string> = {
  email: "anna.andersson@example.se",
  phone: "070-123 45 67",
  number: "2",
  longText: "Vi kommer gärna!\nHälsningar Anna",
};

function answers(elements: Element[]) {
  return elements.map((element) => {
    const option = element.formElementType === "SingleSelect" ? element.options?.[0] : undefined;
    return {
      formElement: element,
      value: option ? "" : (ANSWER_BY_KIND[element.inputKind ?? ""] ?? "Anna Andersson"),
      selectedOption: option ? { id: option.id, text: "" } : null,
    };
  });
}

const formOf = (module: SiteModule) =>
  (module as unknown as { form: { formElements: Element[] } }).form.formElements;

/** The demo site's saved fields, read through the public API, with a title of our own. */
async function demoDocument(running: Running): Promise<Json & { siteModules: SiteModule[] }> {
  const demo = (await call(running, "GET", `/api/sites/public/${demoSiteId(running)}`)).json;
  const site = (demo.site ?? demo) as Json;
  return savedFieldsOf(site) as Json & { siteModules: SiteModule[] };
}

function retitle(document: { siteModules: SiteModule[] }, title: string) {
  const header = document.siteModules.find((m) => m.siteModuleType === "Header");
  if (header?.title) header.title = Object.fromEntries(Object.keys(header.title).map((l) => [l, title]));
}

const newId = () => randomBytes(12).toString("hex");

type Column = { column_name: string; udt_name: string; is_nullable: string; column_default: string | null };

/**
 * An INSERT of one row of `table` with every column the product's rows have, values cast to their
 * column types, built from information_schema: the raw side writes exactly the rows the product wrote,
 * whatever columns the schema has by then.
 */
async function rowInserter(sql: Sql, table: string) {
  const columns = await sql.query<Column>(
    `select column_name, udt_name, is_nullable, column_default from information_schema.columns
     where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
    [table],
  );
  if (columns.length === 0) throw new Error(`no table ${table}`);
  const names = columns.map((c) => c.column_name);
  const placeholders = columns.map((c, i) => `$${i + 1}::${c.udt_name}`);
  const encode = (column: Column, value: unknown) => {
    if (value === null || value === undefined) return null;
    if (column.udt_name === "jsonb" || column.udt_name === "json") return JSON.stringify(value);
    if (value instanceof Date) return value.toISOString();
    return value;
  };
  return {
    columns,
    names: names.map((n) => `"${n}"`).join(", "),
    placeholders: placeholders.join(", "),
    params: (row: Record<string, unknown>) => columns.map((c) => encode(c, row[c.column_name])),
  };
}

/**
 * The outbox row the product queues with each stored answer (submission_mails), with the columns the
 * table requires (not null, no default): id, site, kind, the answer's row ids.
 */
async function outboxValues(sql: Sql) {
  const columns = await sql.query<Column>(
    `select column_name, udt_name, is_nullable, column_default from information_schema.columns
     where table_schema = current_schema() and table_name = 'submission_mails' order by ordinal_position`,
  );
  const known: Record<string, (siteId: string, kind: string, rowIds: string[]) => unknown> = {
    id: () => newId(),
    site_id: (siteId) => siteId,
    kind: (_, kind) => kind,
    row_ids: (_, __, rowIds) => JSON.stringify(rowIds),
  };
  const required = columns.filter((c) => c.is_nullable === "NO" && c.column_default === null);
  const unknown = required.filter((c) => !known[c.column_name]);
  if (unknown.length > 0 || columns.length === 0)
    throw new Error(
      `submission_mails needs columns the bench does not know: ${unknown.map((c) => c.column_name)}`,
    );
  return {
    names: required.map((c) => `"${c.column_name}"`).join(", "),
    casts: required.map((c) => `::${c.udt_name}`),
    values: (siteId: string, kind: string, rowIds: string[]) =>
      required.map((c) => known[c.column_name]?.(siteId, kind, rowIds)),
  };
}

/**
 * Warm-up rows untimed: at least `minimum`, then blocks of `block` until two blocks in a row write at
 * rates within 15 % of each other (at most 20 blocks). Returns the rows written and the blocks' rates.
 */
async function warmUntilSteady(minimum: number, block: number, write: (i: number) => Promise<void>) {
  let written = 0;
  const rates: number[] = [];
  const run = async (count: number) => {
    const elapsed = await concurrently(count, (i) => write(written + i));
    written += count;
    rates.push((count / elapsed) * 1000);
  };
  while (written < minimum) await run(Math.min(block, minimum - written));
  for (let blocks = 0; blocks < 20; blocks++) {
    const [a, b] = rates.slice(-2);
    if (a !== undefined && b !== undefined && Math.abs(b - a) <= 0.15 * Math.max(a, b)) break;
    await run(block);
  }
  return { written, rates: rates.map((r) => Math.round(r)) };
}

export async function measureWrites(report: Report, running: Running, engine: Engine): Promise<void> {
  const mail = `bench.${Date.now()}@example.se`;
  const registered = await call(running, "POST", "/api/accounts/register/", {
    mail,
    password: "bench-lösen-123",
  });
  const cookie = /session=([^;]+)/.exec(registered.setCookie)?.[1];
  if (!cookie) throw new Error("register set no session cookie");
  const document = await demoDocument(running);
  const documentBytes = Buffer.byteLength(JSON.stringify(document));
  const created = await call(running, "POST", "/api/sites/V2", { site: document, wizardData: null }, cookie);
  const site = created.json.site as Json & { _id: string; siteModules: SiteModule[] };
  admin(running, "activate", site._id, `bench-${Date.now()}.example.se`);
  const rsvpModule = site.siteModules.find((m) => m.siteModuleType === "Rsvp");
  const formModule = site.siteModules.find((m) => m.siteModuleType === "Form");
  if (!rsvpModule || !formModule) throw new Error("the demo document has no Rsvp or no Form module");
  const rsvpAnswers = answers(formOf(rsvpModule));
  const formAnswers = answers(formOf(formModule));

  let spam = 0;
  const key = async (kind: "rsvps" | "form-submissions") =>
    String((await call(running, "GET", `/api/${kind}/post-key?siteId=${site._id}`)).json.key);
  const rsvp = async (postKey: string, i: number) => {
    const body = {
      guests: [{ formElements: rsvpAnswers }],
      language: "sv",
      groupIdentifier: `group-${i}`,
      postKey,
      formId: rsvpModule.id,
      formTitle: "OSA",
    };
    if ((await call(running, "POST", `/api/rsvps/${site._id}/v4/`, body)).json.invertedSuccess) spam++;
  };
  const form = async (postKey: string) => {
    const body = {
      formElements: formAnswers,
      postKey,
      formId: formModule.id,
      language: "sv",
      formTitle: "Form",
    };
    if ((await call(running, "POST", `/api/form-submissions/${site._id}/`, body)).json.invertedSuccess)
      spam++;
  };

  /**
   * `count` answers, each from its post key to its notification mail written. Returns the timed ms
   * (keys, then answers until the last mail) and the untimed wait for the keys' age.
   */
  const answersTimed = async (count: number, kind: "rsvps" | "form-submissions", offset: number) => {
    const mailsBefore = mailCount(running.dataDir);
    const spamBefore = spam;
    const keys: string[] = new Array(count);
    const keysMs = await concurrently(count, async (i) => {
      keys[i] = await key(kind);
    });
    // The last key must be KEY_AGE_MS old before its answer is taken; the server is idle meanwhile.
    const waitMs = KEY_AGE_MS;
    await sleep(waitMs);
    const start = performance.now();
    await concurrently(count, (i) =>
      kind === "rsvps" ? rsvp(keys[i] as string, offset + i) : form(keys[i] as string),
    );
    const answeredMs = performance.now() - start;
    const expected = mailsBefore + count - (spam - spamBefore);
    if (!(await mailsWritten(running.dataDir, expected)))
      report.note(`writes [${engine}]: ${count} notification mails were not all written within 2 minutes`);
    const mailedMs = performance.now() - start;
    return { totalMs: keysMs + mailedMs, keysMs, answeredMs, mailedMs, waitMs };
  };

  // Warm-up, untimed, the same rows as the raw side's first warm-up: WARMUP answers of each kind.
  await answersTimed(WARMUP, "rsvps", SUBMISSIONS);
  await answersTimed(WARMUP, "form-submissions", SUBMISSIONS);
  const rsvpRun = await answersTimed(SUBMISSIONS, "rsvps", 0);
  const formRun = await answersTimed(SUBMISSIONS, "form-submissions", 0);
  if (spam > 0) report.note(`writes [${engine}]: ${spam} submissions were taken for spam (not stored)`);

  // Saves of the demo-size page, one after another, each with another title.
  const saveTimes: number[] = [];
  for (let i = -SAVE_WARMUP; i < SAVES; i++) {
    retitle(document, `Sara & Johan ${i}`);
    const start = performance.now();
    await call(running, "PUT", `/api/sites/V2/${site._id}`, document, cookie);
    if (i >= 0) saveTimes.push(performance.now() - start);
  }

  agent.destroy();
  await running.stop();
  const sql = await openSql(running);
  try {
    const rsvpRows = await sql.query<Json>("select * from rsvps where site_id = $1", [site._id]);
    const formRows = await sql.query<Json>("select * from form_submissions where site_id = $1", [site._id]);
    if (rsvpRows.length === 0 || formRows.length === 0) throw new Error("the product stored no answers");
    const rsvpInsert = await rowInserter(sql, "rsvps");
    const formInsert = await rowInserter(sql, "form_submissions");
    const outbox = await outboxValues(sql);
    // The answer row and its outbox row in one statement: the cheapest way to write the rows a stored
    // answer leaves (the product's outbox row is deleted once its mail is sent; the raw side's stays).
    const rawWrite = (inserter: typeof rsvpInsert, rows: Json[], kind: string) => {
      const outboxPlaceholders = outbox.casts.map((cast, i) => `$${inserter.columns.length + i + 1}${cast}`);
      const text = `with stored as (insert into ${kind === "rsvp" ? "rsvps" : "form_submissions"} (${inserter.names})
        values (${inserter.placeholders}) returning 1)
        insert into submission_mails (${outbox.names}) values (${outboxPlaceholders.join(", ")})`;
      return async (i: number) => {
        const id = newId();
        const row = { ...(rows[i % rows.length] as Json), id };
        if ("group_identifier" in row) row.group_identifier = `raw-${id}`;
        await sql.query(text, [...inserter.params(row), ...outbox.values(site._id, kind, [id])]);
      };
    };
    const rawRsvp = rawWrite(rsvpInsert, rsvpRows, "rsvp");
    const rawForm = rawWrite(formInsert, formRows, "form");
    const warmRsvp = await warmUntilSteady(WARMUP, 50, rawRsvp);
    const warmForm = await warmUntilSteady(WARMUP, 50, rawForm);
    const rawRsvpMs = await concurrently(SUBMISSIONS, rawRsvp);
    const rawFormMs = await concurrently(SUBMISSIONS, rawForm);

    const perSecond = (count: number, elapsed: number) => (count / elapsed) * 1000;
    const figures = [
      ["RSVPs/s (one guest each)", rsvpRun, rawRsvpMs, warmRsvp] as const,
      ["form answers/s", formRun, rawFormMs, warmForm] as const,
    ];
    for (const [name, run, rawMs, warm] of figures) {
      const value = perSecond(SUBMISSIONS, run.totalMs);
      const base = perSecond(SUBMISSIONS, rawMs);
      report.add({
        section: "writes",
        engine,
        figure: `${name} through HTTP, post key to notification mail written (${SUBMISSIONS}, ${CONCURRENCY} at a time, after ${WARMUP} untimed; keys ${ms(run.keysMs)}, answers ${ms(run.answeredMs)}, last mail at ${ms(run.mailedMs)}, ${ms(run.waitMs)} key-age wait untimed)`,
        value: value.toFixed(0),
        baseline: `${base.toFixed(0)} raw answer + outbox rows/s (warmed ${warm.written} rows, blocks ${warm.rates.join("→")}/s)`,
        ratio: ratio(value, base),
        metric: metric("answers/s", value, base),
        raw: { ...run, rawMs, rawWarmup: warm },
      });
    }

    // Raw saves: the version row and the site row, in one statement.
    const [stored] = await sql.query<{ document: Json & { siteModules: SiteModule[] } }>(
      "select document from sites where id = $1",
      [site._id],
    );
    if (!stored) throw new Error("the saved site is gone");
    const rawDocument = stored.document;
    const rawTimes: number[] = [];
    for (let i = -SAVE_WARMUP; i < SAVES; i++) {
      retitle(rawDocument, `Raw ${i}`);
      const start = performance.now();
      await sql.query(
        `with version as (insert into site_versions (site_id, document) values ($1, $2::jsonb) returning id)
         update sites set document = $2::jsonb, updated_at = now(),
           current_version_id = (select id from version) where id = $1`,
        [site._id, JSON.stringify(rawDocument)],
      );
      if (i >= 0) rawTimes.push(performance.now() - start);
    }
    const [p50, p95, r50, r95] = [
      percentile(saveTimes, 0.5),
      percentile(saveTimes, 0.95),
      percentile(rawTimes, 0.5),
      percentile(rawTimes, 0.95),
    ];
    report.add({
      section: "writes",
      engine,
      figure: `save of the demo-size page (${(documentBytes / 1024).toFixed(1)} KB) PUT /api/sites/V2 p50 / p95 (${SAVES} saves one after another, after ${SAVE_WARMUP} untimed)`,
      value: `${ms(p50)} / ${ms(p95)}`,
      baseline: `${ms(r50)} / ${ms(r95)} raw statement (version row + site row)`,
      ratio: `p95 ${ratio(p95, r95)}`,
      metric: metric("ms (p95)", p95, r95),
      raw: { p50, rawP50: r50, documentBytes },
    });
  } finally {
    await sql.close();
  }
}
