// Throughput: autocannon in a process of its own (bench/load-worker.ts) at 50 and 200 connections
// (BENCH_CONNECTIONS), BENCH_DURATION_S per turn, against the built server (child process) and against
// node:http serving the same captured bytes and headers (bench/baseline-server.ts, also a child
// process), in the same run, with the server's CPU time per request read from /proc. The guest page is
// asked for as a phone browser asks: on the guest host, Swedish, accepting gzip and brotli; so whatever
// compression the server negotiates is in both. These targets are one page, always cached after its
// first view: the 1,000-site rotation (sites.ts) is the figure for pages that are not.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cpuPerRequest, type LoadResult, type LoadSpec, meanOf, runLoad, worstP99 } from "./lib/load";
import { metric, type Report, ratio } from "./lib/report";
import { DEMO_HOST, type Engine, type Running, sleep } from "./lib/server";

export const BASELINE_PORT = 4075;

export const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
// The product and its baseline take turns this many times, each for DURATION_S / ROUNDS: on a shared
// machine whose other load comes and goes, one long run of each would give one of them the quiet
// seconds; alternating spreads the load over both (same total time as one run each).
export const ROUNDS = Math.max(1, Number(process.env.BENCH_THROUGHPUT_ROUNDS || 2));
/** Untimed seconds of load on each side before each connection count's turns (JIT, caches, sockets). */
export const WARMUP_S = Number(process.env.BENCH_WARMUP_S || 2);
export const CONNECTIONS = (process.env.BENCH_CONNECTIONS || "50,200")
  .split(",")
  .map((c) => Number(c.trim()))
  .filter((c) => c > 0);

export const BROWSER_HEADERS = {
  "accept-language": "sv-SE,sv;q=0.9,en;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile bench",
};

export type Captured = {
  host?: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
};

/** One request with node:http (fetch would drop the Host header), keeping status, headers and bytes. */
export function capture(port: number, path: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (["date", "connection", "keep-alive", "transfer-encoding", "content-length"].includes(name))
            continue;
          if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({
          path,
          status: response.statusCode ?? 0,
          headers: kept,
          bodyBase64: Buffer.concat(chunks).toString("base64"),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** node:http serving the fixtures from memory (bench/baseline-server.ts) on BASELINE_PORT. */
export function startBaseline(fixtures: Captured[]): Promise<ChildProcess & { stopBaseline: () => void }> {
  const file = join(process.env.BENCH_TMP || tmpdir(), `bench-baseline-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(fixtures));
  const child = spawn(
    process.execPath,
    [join(process.cwd(), "bench", "baseline-server.ts"), String(BASELINE_PORT), file],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const stopBaseline = () => {
    child.kill("SIGTERM");
    rmSync(file, { force: true });
  };
  return new Promise((resolve, reject) => {
    child.stdout?.once("data", () => resolve(Object.assign(child, { stopBaseline })));
    child.once("exit", (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
}

export type Side = { port: number; pid: number | undefined };

/**
 * An untimed warm-up of each side, then ROUNDS alternating turns of DURATION_S / ROUNDS each.
 * `spec` is everything but the port.
 */
export async function alternate(
  sides: [Side, Side],
  spec: Omit<LoadSpec, "port">,
): Promise<{ product: LoadResult[]; baseline: LoadResult[] }> {
  for (const side of sides) {
    if (WARMUP_S > 0) await runLoad({ ...spec, port: side.port, duration: WARMUP_S }, side.pid);
  }
  const turns: [LoadResult[], LoadResult[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, side] of sides.entries()) {
      turns[index]?.push(
        await runLoad({ ...spec, port: side.port, duration: DURATION_S / ROUNDS }, side.pid),
      );
      await sleep(300);
    }
  }
  return { product: turns[0], baseline: turns[1] };
}

const fixed = (n: number | null, digits: number) =>
  n === null || !Number.isFinite(n) ? "–" : n.toFixed(digits);

/**
 * Three rows for one load (req/s, p50/p99 latency, server CPU ms per request), each beside node:http
 * serving the same bytes. The figures are means over the turns (p99: the worst turn's).
 */
export function addLoadRows(
  report: Report,
  options: {
    section: string;
    engine: Engine;
    name: string;
    product: LoadResult[];
    baseline: LoadResult[];
    detail?: string;
    raw?: Record<string, unknown>;
  },
): void {
  const { section, engine, name, product, baseline } = options;
  const connections = product[0]?.connections ?? 0;
  const errors = product.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
  const requests = product.reduce((sum, r) => sum + r.requests, 0);
  const label = `${name}, ${connections} connections`;
  const productRate = meanOf(product, (r) => r.reqPerSec);
  const baselineRate = meanOf(baseline, (r) => r.reqPerSec);
  report.add({
    section,
    engine,
    figure: `${label}: req/s (${requests} requests${options.detail ? `, ${options.detail}` : ""}${errors ? `, ${errors} non-2xx/errors/timeouts` : ""})`,
    value: productRate.toFixed(0),
    baseline: `${baselineRate.toFixed(0)} node:http`,
    ratio: ratio(productRate, baselineRate),
    metric: metric("req/s", productRate, baselineRate),
    raw: { ...options.raw, product, baseline },
  });
  const p50 = meanOf(product, (r) => r.latency.p50);
  const baseP50 = meanOf(baseline, (r) => r.latency.p50);
  const p99 = worstP99(product);
  const baseP99 = worstP99(baseline);
  report.add({
    section,
    engine,
    figure: `${label}: latency p50 / p99 (ms)`,
    value: `${fixed(p50, 1)} / ${fixed(p99, 0)}`,
    baseline: `${fixed(baseP50, 1)} / ${fixed(baseP99, 0)} node:http`,
    ratio: `p99 ${ratio(p99, baseP99)}`,
    metric: metric("ms (p99)", p99, baseP99),
    raw: { p50, baselineP50: baseP50 },
  });
  const cpu = cpuPerRequest(product);
  const baseCpu = cpuPerRequest(baseline);
  report.add({
    section,
    engine,
    figure: `${label}: server CPU ms per request (user + system, all threads, /proc)`,
    value: fixed(cpu, 3),
    baseline: `${fixed(baseCpu, 3)} node:http`,
    ratio: cpu !== null && baseCpu !== null ? ratio(cpu, baseCpu) : undefined,
    metric: metric("CPU ms/request", cpu ?? Number.NaN, baseCpu ?? undefined),
  });
}

export async function measureThroughput(
  report: Report,
  running: Running,
  engine: Engine,
  siteId: string,
): Promise<void> {
  const targets = [
    { name: "guest page (one page, cached)", path: "/", headers: { ...BROWSER_HEADERS, host: DEMO_HOST } },
    {
      name: "public site API",
      path: `/api/sites/public/${siteId}`,
      headers: { ...BROWSER_HEADERS, accept: "application/json", host: DEMO_HOST },
    },
    {
      // A guest's form asks for one when it opens (SPEC: GET /api/rsvps/post-key).
      name: "RSVP post key",
      path: `/api/rsvps/post-key?siteId=${siteId}`,
      headers: { ...BROWSER_HEADERS, accept: "application/json", host: DEMO_HOST },
    },
  ];
  // The guest host's / redirects to the visitor's language (/sv): measure the page itself.
  for (const target of targets) {
    for (let hops = 0; hops < 3; hops++) {
      const first = await capture(running.port, target.path, target.headers);
      const location = first.headers.location;
      if (first.status < 300 || first.status >= 400 || !location) break;
      target.path = new URL(location, `http://${DEMO_HOST}${target.path}`).pathname;
    }
  }
  const fixtures = await Promise.all(targets.map((t) => capture(running.port, t.path, t.headers)));
  const baseline = await startBaseline(fixtures);
  try {
    for (const [index, target] of targets.entries()) {
      const fixture = fixtures[index] as Captured;
      const bytes = Buffer.from(fixture.bodyBase64, "base64").length;
      for (const connections of CONNECTIONS) {
        console.log(`[${engine}] throughput: ${target.name} ${target.path}, ${connections} connections…`);
        const turns = await alternate(
          [
            { port: running.port, pid: running.child.pid },
            { port: BASELINE_PORT, pid: baseline.pid },
          ],
          { connections, path: target.path, headers: target.headers },
        );
        addLoadRows(report, {
          section: "throughput",
          engine,
          name: `${target.name} ${target.path.length > 24 ? `${target.path.slice(0, 24)}…` : target.path}`,
          product: turns.product,
          baseline: turns.baseline,
          detail: `status ${fixture.status}, ${bytes} B ${fixture.headers["content-encoding"] ?? "uncompressed"}`,
          raw: { rounds: ROUNDS, durationS: DURATION_S, headers: fixture.headers },
        });
      }
    }
  } finally {
    baseline.stopBaseline();
  }
}
