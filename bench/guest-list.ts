// The guest list (issue 25): an import of 1,000 rows through the HTTP API (a .csv, 500 households of two
// guests), beside raw multi-row INSERTs of the same rows on the same database; and the overview and the
// list of 1,000 households (1,000 one-guest households), p50/p95 of repeated GETs. The raw side runs
// after the server has stopped (PGlite: one process at a time), on copies of the rows the product wrote,
// after one untimed copy that warms the freshly opened database. Then the 1,000-household site is
// published (SQL, server stopped) and its guest page, the open one and one household's from its personal
// link (/i/{token}, then the page with the invitation cookie: kept per household, private, no-store), is
// loaded at 50 connections, each beside node:http serving the same bytes, on a freshly started server.
// Only the HTTP API and SQL: no product module.
import { randomBytes } from "node:crypto";
import { metric, ms, percentile, type Report, ratio } from "./lib/report";
import { DEMO_HOST, demoSiteId, type Engine, type Running, startServer } from "./lib/server";
import { savedFieldsOf } from "./lib/site-document";
import { openSql, type Sql } from "./lib/sql";
import {
  addLoadRows,
  alternate,
  BASELINE_PORT,
  BROWSER_HEADERS,
  type Captured,
  capture,
  startBaseline,
} from "./throughput";

const ROUNDS = 3;
const READS = 30;

type Json = Record<string, unknown>;

async function call(
  running: Running,
  method: string,
  path: string,
  init: { body?: BodyInit; type?: string; cookie?: string } = {},
) {
  const response = await fetch(`${running.base}${path}`, {
    method,
    headers: {
      ...(init.type ? { "content-type": init.type } : {}),
      ...(init.cookie ? { cookie: `session=${init.cookie}` } : {}),
    },
    body: init.body,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  const cookie = /session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  return { json: JSON.parse(text) as Json, cookie };
}

/** A new owner with a site (the minimal document the wizard would make is not needed: an empty one). */
async function owner(running: Running): Promise<{ cookie: string; siteId: string }> {
  const mail = `gastlista.${Date.now()}.${randomBytes(3).toString("hex")}@example.se`;
  const registered = await call(running, "POST", "/api/accounts/register/", {
    body: JSON.stringify({ mail, password: "hemligt-lösen-123" }),
    type: "application/json",
  });
  const cookie = registered.cookie;
  if (!cookie) throw new Error("no session cookie after registering");
  const demo = (await call(running, "GET", `/api/sites/public/${demoSiteId(running)}`)).json;
  const site = (demo.site ?? demo) as Json;
  const document = savedFieldsOf(site);
  const created = await call(running, "POST", "/api/sites/V2", {
    body: JSON.stringify({ site: document, wizardData: null }),
    type: "application/json",
    cookie,
  });
  return { cookie, siteId: (created.json.site as Json)._id as string };
}

function csv(rows: number, perHousehold: number): string {
  const lines = ["Hushåll;Namn;E-post;Vuxen/barn"];
  for (let i = 0; i < rows; i++)
    lines.push(
      `Hushåll ${Math.floor(i / perHousehold)};Gäst ${i} Andersson;gast${i}@example.se;${i % 9 === 0 ? "barn" : "vuxen"}`,
    );
  return `${lines.join("\r\n")}\r\n`;
}

async function importRows(
  running: Running,
  who: { cookie: string; siteId: string },
  text: string,
): Promise<number> {
  const form = new FormData();
  form.set("file", new Blob([text], { type: "text/csv" }), "gaster.csv");
  const start = performance.now();
  const done = await call(running, "POST", `/api/sites/${who.siteId}/households/import`, {
    body: form,
    cookie: who.cookie,
  });
  const elapsed = performance.now() - start;
  if (done.json.stored !== true) throw new Error("the import stored nothing");
  return elapsed;
}

async function readTimes(running: Running, path: string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = -3; i < READS; i++) {
    const start = performance.now();
    await call(running, "GET", path, { cookie });
    if (i >= 0) times.push(performance.now() - start);
  }
  return times;
}

/** The published big site's host: a customer's subdomain on the demo's domain. */
const PAGE_HOST = `gastlista-bench.${DEMO_HOST.replace(/^demo\./, "")}`;

/** Publishes the site for a year (the rows a publication leaves) and answers one household's token. */
async function publish(sql: Sql, siteId: string): Promise<string> {
  await sql.query(
    "update sites set host = $2, active = true, active_date = now(), active_expire_date = now() + interval '1 year' where id = $1",
    [siteId, PAGE_HOST],
  );
  await sql.query(
    "insert into site_versions (site_id, document) select id, document from sites where id = $1",
    [siteId],
  );
  await sql.query(
    "update sites s set current_version_id = v.id from site_versions v where v.site_id = s.id and s.id = $1",
    [siteId],
  );
  const [first] = await sql.query<{ token: string }>(
    "select token from households where site_id = $1 and deleted_at is null order by position limit 1",
    [siteId],
  );
  if (!first) throw new Error("the big site has no household");
  return first.token;
}

/**
 * Follows the page's redirects (/ → /sv, /i/{token} → /sv with the invitation cookie) to the page
 * itself: its bytes, and the headers that ask for it (with the cookie a personal link set).
 */
async function pageOf(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ fixture: Captured; sent: Record<string, string> }> {
  let current = path;
  let sent = { ...headers };
  for (let hops = 0; hops < 3; hops++) {
    const answer = await capture(port, current, sent);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location) {
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      return { fixture: { ...answer, host: PAGE_HOST }, sent };
    }
    const cookie = /(invitation_[^=]+=[^;]+)/.exec(answer.headers["set-cookie"] ?? "")?.[1];
    if (cookie) sent = { ...sent, cookie };
    current = new URL(location, `http://${PAGE_HOST}${current}`).pathname;
  }
  throw new Error(`${path}: too many redirects`);
}

/** The open page and a personal link's page of the published site, each beside node:http. */
async function measurePages(report: Report, running: Running, engine: Engine, token: string): Promise<void> {
  const headers = { ...BROWSER_HEADERS, host: PAGE_HOST };
  const open = await pageOf(running.port, "/", headers);
  const personal = await pageOf(running.port, `/i/${token}`, headers);
  if (!personal.sent.cookie) throw new Error("the personal link set no cookie");
  for (const [name, { fixture, sent }] of [
    ["open page of a 1,000-household site", open],
    ["the page from a personal link (invitation cookie; kept per household, private)", personal],
  ] as const) {
    const baseline = await startBaseline([fixture]);
    try {
      console.log(`[${engine}] guest list: ${name}…`);
      const turns = await alternate(
        [
          { port: running.port, pid: running.child.pid },
          { port: BASELINE_PORT, pid: baseline.pid },
        ],
        { connections: 50, path: fixture.path, headers: sent },
      );
      const bytes = Buffer.from(fixture.bodyBase64, "base64").length;
      addLoadRows(report, {
        section: "guestlist",
        engine,
        name,
        product: turns.product,
        baseline: turns.baseline,
        detail: `${fixture.path}, ${bytes} B ${fixture.headers["content-encoding"] ?? "uncompressed"}, cache ${fixture.headers["x-cache"] ?? "–"}`,
      });
    } finally {
      baseline.stopBaseline();
    }
  }
}

export async function measureGuestList(report: Report, running: Running, engine: Engine): Promise<void> {
  const importMs: number[] = [];
  const imported: string[] = [];
  for (let round = -1; round < ROUNDS; round++) {
    const who = await owner(running);
    const elapsed = await importRows(running, who, csv(1000, 2));
    if (round >= 0) {
      importMs.push(elapsed);
      imported.push(who.siteId);
    }
  }
  const big = await owner(running);
  await importRows(running, big, csv(1000, 1));
  const summary = await readTimes(running, `/api/sites/${big.siteId}/households/summary`, big.cookie);
  const list = await readTimes(running, `/api/sites/${big.siteId}/households`, big.cookie);
  await running.stop();

  // Raw: the same rows (new ids, tokens and codes), 500 to a statement (each statement atomic; a pool
  // has no one connection for a transaction).
  const sql = await openSql(running);
  const rawMs: number[] = [];
  let token = "";
  try {
    token = await publish(sql, big.siteId);
    // The first copy warms the freshly opened database, untimed (as the product's first import was).
    for (const [round, siteId] of [imported[0] as string, ...imported].entries()) {
      const households = await sql.query<Json>(
        "select * from households where site_id = $1 order by position",
        [siteId],
      );
      const guests = await sql.query<Json>("select * from household_guests where site_id = $1", [siteId]);
      let codes = 0;
      const newIds = new Map(households.map((h) => [h.id as string, randomBytes(12).toString("hex")]));
      const insert = async (table: string, rows: Json[], change: (row: Json) => Json) => {
        const columns = Object.keys(rows[0] ?? {});
        for (let i = 0; i < rows.length; i += 500) {
          const block = rows.slice(i, i + 500).map(change);
          const params: unknown[] = [];
          const values = block.map(
            (row) =>
              `(${columns
                .map((column) => {
                  const value = row[column];
                  params.push(
                    value !== null && typeof value === "object" && !(value instanceof Date)
                      ? JSON.stringify(value)
                      : value,
                  );
                  return `$${params.length}`;
                })
                .join(", ")})`,
          );
          await sql.query(
            `insert into ${table} (${columns.map((c) => `"${c}"`).join(", ")}) values ${values.join(", ")}`,
            params,
          );
        }
      };
      const start = performance.now();
      await insert("households", households, (row) => ({
        ...row,
        id: newIds.get(row.id as string),
        token: randomBytes(32).toString("base64url"),
        // Unique within the site across the copies (a product code has no 0 or 1; these all have a 0).
        code: `${"WXYZ"[round]}${(codes++).toString(36).toUpperCase().padStart(5, "0")}`,
      }));
      await insert("household_guests", guests, (row) => ({
        ...row,
        id: randomBytes(12).toString("hex"),
        household_id: newIds.get(row.household_id as string),
      }));
      if (round > 0) rawMs.push(performance.now() - start);
    }
  } finally {
    await sql.close();
  }
  const again = await startServer({ engine, dataDir: running.dataDir, databaseUrl: running.databaseUrl });
  try {
    await measurePages(report, again, engine, token);
  } finally {
    await again.stop();
  }
  const product = percentile(importMs, 0.5);
  const raw = percentile(rawMs, 0.5);
  report.add({
    section: "guestlist",
    engine,
    figure: `import of 1,000 rows (.csv, 500 households of 2) through HTTP, median of ${ROUNDS} after 1 untimed`,
    value: ms(product),
    baseline: `${ms(raw)} raw multi-row INSERTs of the same rows`,
    ratio: ratio(product, raw),
    metric: metric("ms", product, raw),
  });
  for (const [name, times] of [
    ["overview (summary) of 1,000 households", summary],
    ["list of 1,000 households with their guests", list],
  ] as const)
    report.add({
      section: "guestlist",
      engine,
      figure: `${name}: GET p50 / p95 (${READS} one after another)`,
      value: `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.95))}`,
      metric: metric("ms", percentile(times, 0.5)),
    });
}
