// Load runs: autocannon in a child process of its own (bench/load-worker.ts), with the CPU time the
// server process spent on the run read from /proc before and after, so every req/s figure comes with
// what each request cost the server.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type LoadSpec = {
  port: number;
  connections: number;
  path: string;
  headers: Record<string, string>;
  /** Seconds; ignored when amount is given. */
  duration?: number;
  /** Exactly this many requests (a multiple of connections keeps every connection equally busy). */
  amount?: number;
  /** One request per host in turn (see load-worker.ts); the Host header of `headers` is replaced. */
  hosts?: string[];
};

export type LoadResult = {
  connections: number;
  requests: number;
  elapsedMs: number;
  reqPerSec: number;
  latency: { p50: number; p99: number; average: number; max?: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  bytesPerSec: number;
  /** CPU time (user + system, all threads) the measured server process spent during the run. */
  serverCpuMs: number | null;
  /** serverCpuMs ÷ requests. */
  cpuMsPerRequest: number | null;
};

let ticksPerSecond: number | null = null;

/** USER_HZ, the unit of utime and stime in /proc/<pid>/stat (100 on every usual Linux). */
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU time (user + system, all threads) a process has used, in ms, or null when it is gone. */
export function cpuMsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks(); // utime + stime
  } catch {
    return null;
  }
}

let specCounter = 0;

/** One autocannon run in its own process against 127.0.0.1:port, measuring serverPid's CPU time. */
export async function runLoad(spec: LoadSpec, serverPid: number | undefined): Promise<LoadResult> {
  const file = join(process.env.BENCH_TMP || tmpdir(), `bench-load-${process.pid}-${++specCounter}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      url: `http://127.0.0.1:${spec.port}`,
      connections: spec.connections,
      path: spec.path,
      headers: spec.headers,
      duration: spec.duration,
      amount: spec.amount,
      hosts: spec.hosts,
    }),
  );
  try {
    const child = spawn(process.execPath, [join(process.cwd(), "bench", "load-worker.ts"), file], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    // The worker's own start (Node, autocannon's modules) is before its first request; the server is
    // idle meanwhile, so the CPU read before it costs the figure nothing but a few periodic ticks.
    const cpuBefore = cpuMsOf(serverPid);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", resolve);
    });
    const cpuAfter = cpuMsOf(serverPid);
    if (code !== 0) throw new Error(`load worker exited with ${code}: ${out.slice(-500)}`);
    const line = out.trim().split("\n").at(-1) ?? "{}";
    const result = JSON.parse(line) as Omit<LoadResult, "serverCpuMs" | "cpuMsPerRequest">;
    const serverCpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
    return {
      ...result,
      serverCpuMs,
      cpuMsPerRequest: serverCpuMs !== null && result.requests > 0 ? serverCpuMs / result.requests : null,
    };
  } finally {
    rmSync(file, { force: true });
  }
}

/** Mean of a field over turns (req/s, CPU ms per request). */
export function meanOf(results: LoadResult[], pick: (r: LoadResult) => number | null): number {
  const values = results.map(pick).filter((v): v is number => v !== null && Number.isFinite(v));
  return values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;
}

/** The highest p99 of the turns (a tail is what a guest may get). */
export function worstP99(results: LoadResult[]): number {
  return Math.max(...results.map((r) => r.latency.p99));
}

/** The request-weighted CPU ms per request over turns. */
export function cpuPerRequest(results: LoadResult[]): number | null {
  let cpu = 0;
  let requests = 0;
  for (const r of results) {
    if (r.serverCpuMs === null) return null;
    cpu += r.serverCpuMs;
    requests += r.requests;
  }
  return requests > 0 ? cpu / requests : null;
}
