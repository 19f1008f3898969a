// Throughput: autocannon, 10 connections, ~10 s per target, against the built server (child process)
// and against node:http serving the same captured bytes and headers (bench/baseline-server.ts, also a
// child process), in the same run. The guest page is asked for as a phone browser asks: on the guest
// host, Swedish, accepting gzip and brotli; so whatever compression the server negotiates is in both.
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import autocannon from "autocannon";
import { type Report, ratio } from "./lib/report";
import { DEMO_HOST, type Running, sleep } from "./lib/server";

export const BASELINE_PORT = 4075;
type Result = Awaited<ReturnType<typeof autocannon>>;

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
// The product and its baseline take turns this many times, each for DURATION_S / ROUNDS: on a shared
// machine whose other load comes and goes, one long run of each would give one of them the quiet
// seconds; alternating spreads the load over both (same total time as one run each).
const ROUNDS = Math.max(1, Number(process.env.BENCH_THROUGHPUT_ROUNDS || 2));

export const BROWSER_HEADERS = {
  "accept-language": "sv-SE,sv;q=0.9,en;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile bench",
};

type Captured = { path: string; status: number; headers: Record<string, string>; bodyBase64: string };

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

function startBaseline(fixtures: Captured[]): Promise<ChildProcess> {
  const file = join(process.env.BENCH_TMP || "/tmp", `bench-baseline-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(fixtures));
  const child = spawn(
    process.execPath,
    [join(process.cwd(), "bench", "baseline-server.ts"), String(BASELINE_PORT), file],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.once("data", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
}

async function load(port: number, path: string, headers: Record<string, string>, seconds: number) {
  const url = `http://127.0.0.1:${port}${path}`;
  return autocannon({ url, connections: 10, duration: seconds, headers });
}

/** Turns of the product and the baseline (see ROUNDS); the figures are the means over the turns. */
async function alternate(ports: [number, number], path: string, headers: Record<string, string>) {
  // A short warm-up so the JIT and caches of both servers are where a running server's would be.
  for (const port of ports) await load(port, path, headers, 2);
  const turns: [Result[], Result[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, port] of ports.entries()) {
      turns[index]?.push(await load(port, path, headers, DURATION_S / ROUNDS));
      await sleep(500);
    }
  }
  const mean = (results: Result[]) =>
    results.reduce((sum, r) => sum + r.requests.average, 0) / results.length;
  return { product: turns[0], baseline: turns[1], productMean: mean(turns[0]), baselineMean: mean(turns[1]) };
}

export async function measureThroughput(
  report: Report,
  running: Running,
  engine: "pglite" | "postgres",
  siteId: string,
): Promise<void> {
  const targets = [
    { name: "guest page", path: "/", headers: { ...BROWSER_HEADERS, host: DEMO_HOST } },
    {
      name: "public site API",
      path: `/api/sites/public/${siteId}`,
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
      const turns = await alternate([running.port, BASELINE_PORT], target.path, target.headers);
      const product = turns.product.at(-1) as Result;
      const bytes = Buffer.from(fixture.bodyBase64, "base64").length;
      const errors = turns.product.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
      report.add({
        section: "throughput",
        engine,
        figure: `${target.name} ${target.path.length > 20 ? "" : target.path} req/s (status ${fixture.status}, ${bytes} B ${fixture.headers["content-encoding"] ?? "uncompressed"}, p50 ${product.latency.p50} ms${errors ? `, ${errors} non-2xx/errors` : ""})`,
        value: turns.productMean.toFixed(0),
        baseline: `${turns.baselineMean.toFixed(0)} node:http`,
        ratio: ratio(turns.productMean, turns.baselineMean),
        raw: { rounds: ROUNDS, product: turns.product, baseline: turns.baseline, headers: fixture.headers },
      });
    }
  } finally {
    baseline.kill("SIGTERM");
  }
}
