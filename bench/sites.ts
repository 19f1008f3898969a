// The 1,000-site rotation (issue 24): BENCH_SITES published sites (default 1,000), each a copy of the
// demo site's document with its own title, id, host, version row and a publication a year long, made
// with SQL while the server is stopped (the rows a publication leaves: host, active, active_date,
// active_expire_date, current_version_id). Then, on a freshly started server, every request is for
// another host:
//   1. the cold pass: each site's guest page asked for exactly once, 50 connections at a time (every
//      request a page-cache miss: nothing was asked for before), beside node:http serving the same
//      1,000 pages' bytes by host, warmed, in the same pass shape;
//   2. the steady rotation at 50 and 200 connections (BENCH_CONNECTIONS), alternating turns with the
//      same node:http baseline;
//   3. the warmed misses: 500 other sites' pages asked for once (the server's code compiled, as any
//      server's is a minute after its start), then 1,000 more sites' pages once each (every request
//      still a miss): what a page the cache does not hold costs, the issue's "render from the database";
// each with req/s, p50/p99 latency and the server's CPU ms per request, and the server's RSS after.

import { cpuPerRequest, runLoad } from "./lib/load";
import { mb, metric, type Report, ratio } from "./lib/report";
import { DEMO_HOST, type Engine, rssOf, startServer } from "./lib/server";
import { openSql } from "./lib/sql";
import {
  addLoadRows,
  alternate,
  BASELINE_PORT,
  BROWSER_HEADERS,
  type Captured,
  CONNECTIONS,
  capture,
  startBaseline,
  WARMUP_S,
} from "./throughput";

export const SITES = Math.max(1, Number(process.env.BENCH_SITES || 1000));
/**
 * Sites asked for before the warmed-miss pass and never again: a server that has rendered some pages
 * has compiled its render code (V8's JIT, PGlite's WebAssembly), as every server does a minute after
 * its start. The first pass of a fresh process pays that compile; this one is what a miss costs after.
 */
const WARMUP_SITES = 500;
const COLD_CONNECTIONS = 50;
/** The page itself: / on a guest host redirects to the visitor's language. */
const PATH = "/sv";

/** The domain the demo host is on (demo.brollopssidan.se → brollopssidan.se): customers' subdomains. */
const domain = DEMO_HOST.replace(/^demo\./, "");
const hostOf = (i: number) => `bench-${String(i).padStart(4, "0")}.${domain}`;

/**
 * Publishes copies of the demo site (the server must be stopped on PGlite): SITES for the cold pass and
 * the rotation, WARMUP_SITES to warm the server and SITES more for the warmed misses.
 */
async function createSites(target: { dataDir: string; databaseUrl: string | null }): Promise<void> {
  const sql = await openSql(target);
  try {
    const [demo] = await sql.query<{ n: number }>("select count(*)::int as n from sites where is_demo");
    if (demo?.n !== 1) throw new Error("the demo site is missing: nothing to copy");
    // Ids of 24 hex digits (server/ids.ts's shape), 'bbbb' then the number in hex.
    await sql.query(
      `insert into sites (id, host, document, active, active_date, active_expire_date)
       select 'bbbb' || lpad(to_hex(i), 20, '0'),
              'bench-' || lpad(i::text, 4, '0') || '.' || $2,
              jsonb_set(d.document, '{siteModules,0,title,sv}', to_jsonb('Sara & Johan ' || i)),
              true, now(), now() + interval '1 year'
       from (select document from sites where is_demo) d, generate_series(1, $1::int) i`,
      [2 * SITES + WARMUP_SITES, domain],
    );
    await sql.query(
      `insert into site_versions (site_id, document)
       select id, document from sites where id like 'bbbb%' order by id`,
    );
    await sql.query(
      `update sites s set current_version_id = v.id from site_versions v
       where v.site_id = s.id and s.id like 'bbbb%'`,
    );
    const [made] = await sql.query<{ n: number; bytes: number }>(
      `select count(*)::int as n, avg(octet_length(document::text))::int as bytes
       from sites where id like 'bbbb%' and current_version_id is not null`,
    );
    if (made?.n !== 2 * SITES + WARMUP_SITES)
      throw new Error(`made ${made?.n} sites, wanted ${2 * SITES + WARMUP_SITES}`);
    console.log(`  ${made.n} published sites, documents of ${made.bytes} B each`);
  } finally {
    await sql.close();
  }
}

/** Runs jobs `width` at a time. */
async function pool<T>(count: number, width: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await job(i);
      }
    }),
  );
  return out;
}

export async function measureSites(
  report: Report,
  engine: Engine,
  target: { dataDir: string; databaseUrl: string | null },
): Promise<void> {
  console.log(`[${engine}] sites: a first start (migrations, demo site)…`);
  const first = await startServer({ engine, ...target });
  await first.stop();
  console.log(`[${engine}] sites: ${SITES} published sites…`);
  await createSites(target);
  const running = await startServer({ engine, ...target });
  const hosts = Array.from({ length: SITES }, (_, i) => hostOf(i + 1));
  const headers = { ...BROWSER_HEADERS };
  const product = { port: running.port, pid: running.child.pid };
  try {
    // 1. The cold pass: nothing was asked of this server yet, so each request is its page's first.
    const coldConnections = Math.min(COLD_CONNECTIONS, SITES);
    const coldAmount = SITES - (SITES % coldConnections);
    console.log(`[${engine}] sites: cold pass over ${coldAmount} sites…`);
    const cold = await runLoad(
      { port: running.port, connections: coldConnections, amount: coldAmount, path: PATH, headers, hosts },
      running.child.pid,
    );

    // The bytes each host answered (now from the cache, as a warm server answers), for the baseline.
    const fixtures = await pool(SITES, 8, async (i) => {
      const host = hosts[i] as string;
      return { ...(await capture(running.port, PATH, { ...headers, host })), host } satisfies Captured;
    });
    const statuses = new Map<number, number>();
    for (const f of fixtures) statuses.set(f.status, (statuses.get(f.status) ?? 0) + 1);
    const pageBytes = fixtures.reduce((sum, f) => sum + Buffer.from(f.bodyBase64, "base64").length, 0);
    const encoding = fixtures[0]?.headers["content-encoding"] ?? "uncompressed";
    const detail = `${SITES} sites, mean ${(pageBytes / SITES / 1024).toFixed(1)} KB ${encoding}, statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(" ")}`;
    const baseline = await startBaseline(fixtures);
    const base = { port: BASELINE_PORT, pid: baseline.pid };
    try {
      // The baseline's cold-pass counterpart: warmed, then the same pass (each host once, 50 at a time).
      if (WARMUP_S > 0)
        await runLoad(
          { ...base, connections: coldConnections, duration: WARMUP_S, path: PATH, headers, hosts },
          base.pid,
        );
      const baseCold = await runLoad(
        { ...base, connections: coldConnections, amount: coldAmount, path: PATH, headers, hosts },
        base.pid,
      );
      addLoadRows(report, {
        section: "sites",
        engine,
        name: "cold pass, each site's page once (all cache misses)",
        product: [cold],
        baseline: [baseCold],
        detail,
      });

      // 2. The steady rotation.
      for (const connections of CONNECTIONS) {
        console.log(`[${engine}] sites: rotation over ${SITES} hosts, ${connections} connections…`);
        const turns = await alternate([product, base], { connections, path: PATH, headers, hosts });
        addLoadRows(report, {
          section: "sites",
          engine,
          name: `rotation over ${SITES} hosts`,
          product: turns.product,
          baseline: turns.baseline,
          detail,
        });
      }
      const serverRss = rssOf(running.child.pid) ?? 0;
      const baselineRss = rssOf(baseline.pid) ?? 0;
      report.add({
        section: "sites",
        engine,
        figure: `server RSS after the ${SITES}-site rotation (cache, database and all)`,
        value: mb(serverRss),
        baseline: `${mb(baselineRss)} node:http holding the same pages`,
        ratio: ratio(serverRss, baselineRss),
        metric: metric("bytes", serverRss, baselineRss),
        raw: { coldCpuMsPerRequest: cpuPerRequest([cold]) },
      });
      // 3. Misses on a warmed server (after the RSS above, which holds the 1,000 sites' pages only): other sites' pages, each once (hosts the baseline serves as the
      // first 1,000's bytes: the same demo document but for its title, the same size).
      console.log(`[${engine}] sites: ${WARMUP_SITES} warm-up misses, then ${coldAmount} warmed misses…`);
      const warmHosts = Array.from({ length: WARMUP_SITES }, (_, i) => hostOf(2 * SITES + i + 1));
      await runLoad(
        {
          port: running.port,
          connections: coldConnections,
          amount: WARMUP_SITES - (WARMUP_SITES % coldConnections),
          path: PATH,
          headers,
          hosts: warmHosts,
        },
        running.child.pid,
      );
      const missHosts = Array.from({ length: SITES }, (_, i) => hostOf(SITES + i + 1));
      const warmed = await runLoad(
        {
          port: running.port,
          connections: coldConnections,
          amount: coldAmount,
          path: PATH,
          headers,
          hosts: missHosts,
        },
        running.child.pid,
      );
      addLoadRows(report, {
        section: "sites",
        engine,
        name: `warmed server (${WARMUP_SITES} other pages rendered first), each of ${SITES} more sites' pages once (all cache misses)`,
        product: [warmed],
        baseline: [baseCold],
        detail,
      });
    } finally {
      baseline.stopBaseline();
    }
  } finally {
    await running.stop();
  }
}
