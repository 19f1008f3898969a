// Writes (issue 24): RSVPs and form answers per second through the HTTP API, each timed from the
// guest's post key (GET .../post-key, as the browser asks when the form opens) to its notification mail
// written, against raw statements writing the same rows with the same driver on the same database; and
// saves of a demo-size page (PUT /api/sites/V2/{id}) against their raw statement.
//
// Saves: the product's save is one statement (server/operations/save-site.ts); the raw side runs that
// statement written here by hand (rawSaveStatement: the same reads and writes, the session and the
// ownership, the owner's facts, the version, the site row, the activity line), as a named prepared
// statement as the product does, with the stored (sanitised) document. Both sides send each save on
// the version the last one answered (x-site-version; the product's with the browser's Accept-Encoding,
// its answer decompressed as a browser does), get the same untimed warm-up before each round,
// and alternate in BENCH_SAVE_ROUNDS rounds so that both see the machine's drifting load; the figure
// gives each round's p50/p95 and the CPU per save on both sides (server, bench, database backends).
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
//
// The same rows on both sides: the raw side writes, in one statement per answer, every row a stored
// answer leaves (copied from the product's): the answer row, its outbox row, the post key's use
// (used_post_keys) and, for an RSVP from the open page, the household it makes with its guest and the
// guest's answer (issue 25). Each figure also gives the CPU time per answer on both sides (the server,
// this bench process, PostgreSQL's backends): on a shared machine wall time depends on how the
// scheduler shares two cores between one Node server and ten database backends; CPU time does not.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import pg from "pg";
import { callJson } from "./lib/http";
import { cpuMsOf } from "./lib/load";
import { metric, ms, percentile, type Report, ratio } from "./lib/report";
import { admin, demoSiteId, type Engine, type Running, sleep, startServer } from "./lib/server";
import { savedFieldsOf } from "./lib/site-document";
import { openSql, type Sql } from "./lib/sql";

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS || 1000);
const SAVES = Number(process.env.BENCH_SAVES || 100);
const CONCURRENCY = 10;
const WARMUP = Number(process.env.BENCH_WARMUP || 100);
/** Untimed saves before each side's timed ones, in every round, the same number on both sides. */
const SAVE_WARMUP = Number(process.env.BENCH_SAVE_WARMUP || 30);
/**
 * Alternating rounds of saves, the product's then the raw statements', each with SAVES / rounds timed
 * saves: on a shared machine the load drifts, and alternating gives both sides the same drift.
 */
const SAVE_ROUNDS = Math.max(1, Number(process.env.BENCH_SAVE_ROUNDS || 2));
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
  const encode = (column: Column, value: unknown) => {
    if (value === null || value === undefined) return null;
    if (column.udt_name === "jsonb" || column.udt_name === "json") return JSON.stringify(value);
    if (value instanceof Date) return value.toISOString();
    return value;
  };
  return {
    columns,
    table,
    names: names.map((n) => `"${n}"`).join(", "),
    /** The VALUES list's placeholders, numbered from `after` + 1. */
    placeholders: (after = 0) => columns.map((c, i) => `$${after + i + 1}::${c.udt_name}`).join(", "),
    params: (row: Record<string, unknown>) => columns.map((c) => encode(c, row[c.column_name])),
  };
}

type Inserter = Awaited<ReturnType<typeof rowInserter>>;

/**
 * One statement inserting one row into each table, in the order given (a data-modifying WITH per row
 * but the last): the cheapest way to write several rows that belong together. Returns the text and a
 * function from the rows to the parameters.
 */
function insertsInOneStatement(inserters: Inserter[]) {
  let after = 0;
  const parts = inserters.map((inserter) => {
    const text = `insert into ${inserter.table} (${inserter.names}) values (${inserter.placeholders(after)})`;
    after += inserter.columns.length;
    return text;
  });
  const last = parts.pop() as string;
  const text =
    parts.length === 0
      ? last
      : `with ${parts.map((part, i) => `w${i} as (${part} returning 1)`).join(", ")} ${last}`;
  return {
    text,
    params: (rows: Record<string, unknown>[]) =>
      inserters.flatMap((inserter, i) => inserter.params(rows[i] ?? {})),
  };
}

/**
 * The outbox row the product queues with each stored answer (submission_mails), with the columns the
 * table requires (not null, no default): id, site, kind, the answer's row ids. The product's outbox
 * rows are deleted once their mails are sent, so there is no stored row to copy.
 */
async function outboxInserter(sql: Sql): Promise<Inserter> {
  const all = await rowInserter(sql, "submission_mails");
  const known = new Set(["id", "site_id", "kind", "row_ids"]);
  const required = all.columns.filter((c) => c.is_nullable === "NO" && c.column_default === null);
  const unknown = required.filter((c) => !known.has(c.column_name));
  if (unknown.length > 0)
    throw new Error(
      `submission_mails needs columns the bench does not know: ${unknown.map((c) => c.column_name)}`,
    );
  const columns = all.columns.filter((c) => required.includes(c));
  return {
    ...all,
    columns,
    names: columns.map((c) => `"${c.column_name}"`).join(", "),
    placeholders: (after = 0) => columns.map((c, i) => `$${after + i + 1}::${c.udt_name}`).join(", "),
    params: (row) => {
      const values = all.params(row);
      return columns.map((c) => values[all.columns.indexOf(c)] ?? null);
    },
  };
}

/** CPU time (ms) of the database's backends by pid (PostgreSQL); none on PGlite, which runs in a measured process. */
async function backendCpu(databaseUrl: string | null): Promise<Map<number, number>> {
  if (!databaseUrl) return new Map();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return new Map(rows.map((row) => [row.pid, cpuMsOf(row.pid) ?? 0]));
  } finally {
    await client.end();
  }
}

type CpuSplit = { serverMs: number; benchMs: number; databaseMs: number };

/**
 * Starts counting CPU time: the server's process, this bench process (the HTTP client, or the raw
 * driver, with PGlite inside it) and, on PostgreSQL, the database's backends (a backend that started
 * meanwhile counts in full). Wall time on a shared 2-core machine depends on how the scheduler shares
 * the cores (ten PostgreSQL backends get ten shares, one Node server one); CPU time does not.
 */
async function cpuMeter(serverPid: number | undefined, databaseUrl: string | null) {
  const server = cpuMsOf(serverPid) ?? 0;
  const bench = process.cpuUsage();
  const database = await backendCpu(databaseUrl);
  return async (): Promise<CpuSplit> => {
    const databaseNow = await backendCpu(databaseUrl);
    let databaseMs = 0;
    for (const [pid, ms] of databaseNow) databaseMs += ms - (database.get(pid) ?? 0);
    const used = process.cpuUsage(bench);
    return {
      serverMs: serverPid ? (cpuMsOf(serverPid) ?? server) - server : 0,
      benchMs: (used.user + used.system) / 1000,
      databaseMs,
    };
  };
}

const perAnswer = (cpu: CpuSplit, count: number) => {
  const f = (value: number) => (value / count).toFixed(2);
  const total = (cpu.serverMs + cpu.benchMs + cpu.databaseMs) / count;
  return {
    total,
    text: `${total.toFixed(2)} ms (server ${f(cpu.serverMs)}, bench ${f(cpu.benchMs)}, database ${f(cpu.databaseMs)})`,
  };
};

/**
 * The household the product made for the first of the RSVPs (an answer from the open page makes one),
 * with its guests and their answers; null when the schema or the rows have none.
 */
async function householdOf(sql: Sql, rsvpRows: Json[]) {
  const householdId = rsvpRows.find((row) => row.household_id)?.household_id;
  if (typeof householdId !== "string") return null;
  const [household] = await sql.query<Json>("select * from households where id = $1", [householdId]);
  if (!household) return null;
  const guests = await sql.query<Json & { id: string }>(
    "select * from household_guests where household_id = $1 order by position",
    [householdId],
  );
  const answers = await sql.query<Json & { guest_key: string; rsvp_id: string | null }>(
    "select * from household_answers where household_id = $1",
    [householdId],
  );
  return { household, guests, answers };
}

/** A short print code like the product's (6 characters), unlikely to repeat within a run. */
const newCode = () => randomBytes(6).toString("base64url").slice(0, 6);

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

/**
 * The product's save (server/operations/save-site.ts) as raw SQL, written here by hand: the same reads
 * and writes in one statement, as the product makes them. The session and its account; whether the
 * site is the account's or it is a co-owner of it; the owner's facts the answer carries (own domain,
 * answers, gift reservations); the version (refused when the site is no longer on the version the save
 * was made on: x-site-version); the site's row, returned without its document; the saver's "saved"
 * activity line when none is newer than 10 minutes; whether pruning is due; and on PostgreSQL the page
 * cache's notice to other processes. Parameters: $1 site, $2 session token's hash, $3 document, $4
 * base version or null, $5 now, $6 ten minutes ago (, $7 channel, $8 notice).
 */
function rawSaveStatement(engine: Engine, siteColumns: string[]): string {
  return `with owner as (
  select a.id as session_account, s.id as owned_site,
    case when s.account_id = a.id then 'primary' else 'owner' end as owner_role,
    (select min(d.created_at) from custom_domains d where d.site_id = s.id and d.expires_at > $5::timestamptz) as domain_since,
    (exists (select 1 from rsvps r where r.site_id = s.id)
      or exists (select 1 from legacy_rsvps l where l.site_id = s.id)) as has_rsvps,
    (select coalesce(json_agg(json_build_array(g.item_id, g.reserved) order by g.item_id), '[]')::text
      from (select item_id, cast(sum(reserved) as integer) as reserved from gift_item_counters
        where site_id = s.id and reserved > 0 group by item_id) g) as gifts
  from sessions se inner join accounts a on a.id = se.account_id
  left join sites s on s.id = $1 and (s.account_id = a.id or exists (select 1 from site_members m
    where m.site_id = s.id and m.account_id = a.id and m.role = 'owner'))
  where se.token_hash = $2 and se.expires_at > $5::timestamptz limit 1),
v as (
  insert into site_versions (site_id, document, saved_by)
  select $1, $3::jsonb, owner.session_account from owner where owner.owned_site is not null
    and ($4::integer is null or exists (select 1 from sites where id = $1 and current_version_id = $4::integer for update))
  returning id, document),
u as (
  update sites set document = v.document, current_version_id = v.id, legacy_document = null, updated_at = $5::timestamptz
  from v where sites.id = $1
  returning ${siteColumns.map((c) => `sites."${c}"`).join(", ")}),
note as (
  insert into site_activity (site_id, account_id, kind, detail)
  select $1, owner.session_account, 'saved', '{}'::jsonb from owner
  where exists (select 1 from u) and not exists (select 1 from site_activity where site_id = $1
    and account_id = owner.session_account and kind = 'saved' and created_at > $6::timestamptz)
  returning 1)
select owner.*, u.*, exists (select 1 from site_versions where site_id = $1
    order by id desc offset 199 limit 1) as prune_due,
  exists (select 1 from v) as wrote, exists (select 1 from note) as noted${
    engine === "postgres" ? ", (select pg_notify($7, $8) from u) as notified" : ""
  }
from owner left join u on true`;
}

type SaveRun = { times: number[]; cpu: CpuSplit };

/**
 * `count` saves one after another after SAVE_WARMUP untimed, each timed from the request to its
 * answer read, each made on the version the previous one answered (x-site-version, as the editor
 * sends it; the first on the version given).
 */
async function timedSaves(
  count: number,
  version: number | null,
  meter: () => Promise<() => Promise<CpuSplit>>,
  save: (i: number, version: number | null) => Promise<number>,
): Promise<SaveRun & { version: number | null }> {
  const times: number[] = [];
  let stop: (() => Promise<CpuSplit>) | null = null;
  let current = version;
  for (let i = -SAVE_WARMUP; i < count; i++) {
    if (i === 0) stop = await meter();
    const start = performance.now();
    current = await save(i, current);
    if (i >= 0) times.push(performance.now() - start);
  }
  if (!stop) throw new Error("no timed saves");
  return { times, cpu: await stop(), version: current };
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
    const cpu = await cpuMeter(running.child.pid, running.databaseUrl);
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
    return { totalMs: keysMs + mailedMs, keysMs, answeredMs, mailedMs, waitMs, cpu: await cpu() };
  };

  // Warm-up, untimed, the same rows as the raw side's first warm-up: WARMUP answers of each kind.
  await answersTimed(WARMUP, "rsvps", SUBMISSIONS);
  await answersTimed(WARMUP, "form-submissions", SUBMISSIONS);
  const rsvpRun = await answersTimed(SUBMISSIONS, "rsvps", 0);
  const formRun = await answersTimed(SUBMISSIONS, "form-submissions", 0);
  if (spam > 0) report.note(`writes [${engine}]: ${spam} submissions were taken for spam (not stored)`);

  // Saves of the demo-size page, one after another, each with another title: SAVE_ROUNDS alternating
  // rounds of the product's saves and their raw statement's (below), the first one here.
  const saveAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const savesPerRound = Math.max(1, Math.round(SAVES / SAVE_ROUNDS));
  let server = running;
  let version: number | null = Number(
    (await callJson(server, "GET", `/api/sites/${site._id}`, { cookie, agent: saveAgent })).json.version,
  );
  const productRuns: SaveRun[] = [];
  const rawRuns: SaveRun[] = [];
  const productRound = async () => {
    const run = await timedSaves(
      savesPerRound,
      version,
      () => cpuMeter(server.child.pid, server.databaseUrl),
      async (i, on) => {
        retitle(document, `Sara & Johan ${productRuns.length} ${i}`);
        const { json } = await callJson(server, "PUT", `/api/sites/V2/${site._id}`, {
          body: document,
          cookie,
          agent: saveAgent,
          // As the editor's browser sends it: the answer comes compressed, and is read decompressed.
          headers: {
            "accept-encoding": "gzip, deflate, br, zstd",
            ...(on === null ? {} : { "x-site-version": String(on) }),
          },
        });
        return Number(json.version);
      },
    );
    version = run.version;
    productRuns.push(run);
  };
  await productRound();

  agent.destroy();
  saveAgent.destroy();
  await running.stop();
  let sql = await openSql(running);
  try {
    const rsvpRows = await sql.query<Json>("select * from rsvps where site_id = $1", [site._id]);
    const formRows = await sql.query<Json>("select * from form_submissions where site_id = $1", [site._id]);
    if (rsvpRows.length === 0 || formRows.length === 0) throw new Error("the product stored no answers");
    const rsvpInsert = await rowInserter(sql, "rsvps");
    const formInsert = await rowInserter(sql, "form_submissions");
    const usedKeyInsert = await rowInserter(sql, "used_post_keys");
    const outboxInsert = await outboxInserter(sql);
    // What an RSVP from the open page leaves besides its answer row (issue 25): a household to review,
    // its guest and the guest's answer, copied from what the product stored for the first RSVP.
    const household = await householdOf(sql, rsvpRows);
    const householdInserts = household
      ? {
          household: await rowInserter(sql, "households"),
          guest: await rowInserter(sql, "household_guests"),
          answer: await rowInserter(sql, "household_answers"),
        }
      : null;
    // Every row a stored answer leaves, in one statement: the cheapest way to write them. The answer
    // row, its notification mail's outbox row (the product deletes it once the mail is sent; the raw
    // side's stays), the post key's use and, for an RSVP, its household with its guests and their
    // answers (the product writes those in a transaction of its own after the answer).
    const rawWrite = (answerInsert: Inserter, rows: Json[], kind: "rsvp" | "form") => {
      const withHousehold = kind === "rsvp" && household && householdInserts ? household : null;
      const inserters = [
        ...(withHousehold && householdInserts
          ? [
              householdInserts.household,
              ...withHousehold.guests.map(() => householdInserts.guest),
              ...withHousehold.answers.map(() => householdInserts.answer),
            ]
          : []),
        answerInsert,
        usedKeyInsert,
        outboxInsert,
      ];
      const statement = insertsInOneStatement(inserters);
      return async (i: number) => {
        const id = newId();
        const row: Json = { ...(rows[i % rows.length] as Json), id };
        if ("group_identifier" in row) row.group_identifier = `raw-${id}`;
        const written: Json[] = [];
        if (withHousehold) {
          const householdId = newId();
          row.household_id = householdId;
          const guestIds = new Map(withHousehold.guests.map((guest) => [guest.id, newId()]));
          written.push(
            {
              ...withHousehold.household,
              id: householdId,
              token: randomBytes(32).toString("base64url"),
              code: newCode(),
              position: Number(withHousehold.household.position) + 1 + i,
            },
            ...withHousehold.guests.map((guest) => ({
              ...guest,
              id: guestIds.get(guest.id),
              household_id: householdId,
            })),
            ...withHousehold.answers.map((answer) => ({
              ...answer,
              household_id: householdId,
              guest_key: guestIds.get(answer.guest_key) ?? answer.guest_key,
              rsvp_id: answer.rsvp_id ? id : null,
            })),
          );
        }
        written.push(
          row,
          { nonce: randomBytes(16).toString("hex"), expires_at: new Date(Date.now() + 86_400_000) },
          { id, site_id: site._id, kind, row_ids: [id] },
        );
        await sql.query(statement.text, statement.params(written));
      };
    };
    const rawRsvp = rawWrite(rsvpInsert, rsvpRows, "rsvp");
    const rawForm = rawWrite(formInsert, formRows, "form");
    const warmRsvp = await warmUntilSteady(WARMUP, 50, rawRsvp);
    const warmForm = await warmUntilSteady(WARMUP, 50, rawForm);
    const rawTimed = async (write: (i: number) => Promise<void>) => {
      const cpu = await cpuMeter(undefined, running.databaseUrl);
      const elapsed = await concurrently(SUBMISSIONS, write);
      return { elapsed, cpu: await cpu() };
    };
    const rawRsvpRun = await rawTimed(rawRsvp);
    const rawFormRun = await rawTimed(rawForm);

    const perSecond = (count: number, elapsed: number) => (count / elapsed) * 1000;
    const figures = [
      [
        "RSVPs/s (one guest each)",
        rsvpRun,
        rawRsvpRun,
        warmRsvp,
        household
          ? "answer, household, guest, guest's answer, key use and outbox rows"
          : "answer, key use and outbox rows",
      ] as const,
      ["form answers/s", formRun, rawFormRun, warmForm, "answer, key use and outbox rows"] as const,
    ];
    for (const [name, run, rawRun, warm, rows] of figures) {
      const rawMs = rawRun.elapsed;
      const value = perSecond(SUBMISSIONS, run.totalMs);
      const base = perSecond(SUBMISSIONS, rawMs);
      const cpu = perAnswer(run.cpu, SUBMISSIONS);
      const rawCpu = perAnswer(rawRun.cpu, SUBMISSIONS);
      report.add({
        section: "writes",
        engine,
        figure: `${name} through HTTP, post key to notification mail written (${SUBMISSIONS}, ${CONCURRENCY} at a time, after ${WARMUP} untimed; keys ${ms(run.keysMs)}, answers ${ms(run.answeredMs)}, last mail at ${ms(run.mailedMs)}, ${ms(run.waitMs)} key-age wait untimed; CPU per answer ${cpu.text})`,
        value: value.toFixed(0),
        baseline: `${base.toFixed(0)} raw writes/s of the same rows (${rows}, one statement; warmed ${warm.written}, blocks ${warm.rates.join("→")}/s; CPU per answer ${rawCpu.text})`,
        ratio: `${ratio(value, base)} (CPU ${ratio(rawCpu.total, cpu.total)})`,
        metric: metric("answers/s", value, base),
        raw: { ...run, rawMs, rawCpu: rawRun.cpu, rawWarmup: warm },
      });
    }

    // Raw saves: the product's statement written by hand (rawSaveStatement), as a named prepared
    // statement as the product runs it, with the same document, alternating rounds with the product.
    const [stored] = await sql.query<{ document: Json & { siteModules: SiteModule[] } }>(
      "select document from sites where id = $1",
      [site._id],
    );
    if (!stored) throw new Error("the saved site is gone");
    const rawDocument = stored.document;
    const siteColumns = (
      await sql.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = current_schema()
         and table_name = 'sites' and column_name <> 'document' order by ordinal_position`,
      )
    ).map((c) => c.column_name);
    const rawText = rawSaveStatement(engine, siteColumns);
    const tokenHash = createHash("sha256").update(cookie, "utf8").digest("hex");
    const rawRound = async () => {
      const run = await timedSaves(
        savesPerRound,
        version,
        () => cpuMeter(undefined, running.databaseUrl),
        async (i, on) => {
          retitle(rawDocument, `Raw ${rawRuns.length} ${i}`);
          const now = Date.now();
          const [row] = await sql.prepared<{ wrote: boolean; current_version_id: number | null }>(
            "bench_raw_save",
            rawText,
            [
              site._id,
              tokenHash,
              JSON.stringify(rawDocument),
              on === null ? null : String(on),
              new Date(now).toISOString(),
              new Date(now - 600_000).toISOString(),
              ...(engine === "postgres" ? ["bench_cache", JSON.stringify({ s: site._id, w: "site" })] : []),
            ],
          );
          if (!row?.wrote || row.current_version_id === null) throw new Error("the raw save wrote nothing");
          return Number(row.current_version_id);
        },
      );
      version = run.version;
      rawRuns.push(run);
    };
    await rawRound();
    for (let round = 1; round < SAVE_ROUNDS; round++) {
      // Only one process opens PGlite's data: the server starts again for its round (its own untimed
      // warm-up first, as in the first round), and stops before the raw side's.
      await sql.close();
      server = await startServer({ engine, dataDir: running.dataDir, databaseUrl: running.databaseUrl });
      try {
        await productRound();
      } finally {
        saveAgent.destroy();
        await server.stop();
      }
      sql = await openSql(running);
      await rawRound();
    }
    const saveTimes = productRuns.flatMap((run) => run.times);
    const rawTimes = rawRuns.flatMap((run) => run.times);
    const cpuOf = (runs: SaveRun[]) =>
      perAnswer(
        runs.reduce(
          (all, run) => ({
            serverMs: all.serverMs + run.cpu.serverMs,
            benchMs: all.benchMs + run.cpu.benchMs,
            databaseMs: all.databaseMs + run.cpu.databaseMs,
          }),
          { serverMs: 0, benchMs: 0, databaseMs: 0 },
        ),
        runs.reduce((n, run) => n + run.times.length, 0),
      );
    const saveCpu = cpuOf(productRuns);
    const rawSaveCpu = cpuOf(rawRuns);
    const [p50, p95, r50, r95] = [
      percentile(saveTimes, 0.5),
      percentile(saveTimes, 0.95),
      percentile(rawTimes, 0.5),
      percentile(rawTimes, 0.95),
    ];
    const rounds = (runs: SaveRun[]) =>
      runs.map((run) => `${ms(percentile(run.times, 0.5))}/${ms(percentile(run.times, 0.95))}`).join(", ");
    report.add({
      section: "writes",
      engine,
      figure: `save of the demo-size page (${(documentBytes / 1024).toFixed(1)} KB) PUT /api/sites/V2 with x-site-version and Accept-Encoding p50 / p95 (${saveTimes.length} saves one after another in ${SAVE_ROUNDS} rounds alternating with the raw side, ${SAVE_WARMUP} untimed before each; rounds p50/p95 ${rounds(productRuns)}; CPU per save ${saveCpu.text})`,
      value: `${ms(p50)} / ${ms(p95)}`,
      baseline: `${ms(r50)} / ${ms(r95)} the product's statement by hand, named prepared (session, ownership, owner's facts, version, site row, activity line, prune check${engine === "postgres" ? ", notice" : ""}; rounds ${rounds(rawRuns)}; CPU per save ${rawSaveCpu.text})`,
      ratio: `p95 ${ratio(p95, r95)}, p50 ${ratio(p50, r50)} (CPU ${ratio(saveCpu.total, rawSaveCpu.total)})`,
      metric: metric("ms (p95)", p95, r95),
      raw: { p50, rawP50: r50, documentBytes, productRuns, rawRuns },
    });
  } finally {
    await sql.close();
  }
}
