// Memory and start: cold start to the first 200 on a fresh data directory (demo artwork and all),
// warm start on the same directory, idle RSS of the server process after start and after 100 guest
// page views, and (PGlite) the embedded database's own share. The start and idle figures stand beside
// a bare node:http server with the same engine (bench/bare-server.ts), started just before.

import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { cpuMsOf } from "./lib/load";
import { mb, metric, ms, type Report, ratio } from "./lib/report";
import {
  DEMO_HOST,
  type Engine,
  freshPostgresDatabase,
  OWNER_PORT,
  type Running,
  rssOf,
  sleep,
  startServer,
} from "./lib/server";
import { BROWSER_HEADERS, capture } from "./throughput";

export type Bare = { startMs: number; cpuMs: number | null; idleRss: number; peakRss: number };

// Beside the server's own port (BENCH_PORT), so two benches on one machine do not share it.
const BARE_PORT = 4076 + (OWNER_PORT - 3075);

/**
 * The highest resident set a process has had (Linux /proc VmHWM), in bytes, or null when it is gone.
 * main.ts's relaunch (execve) starts a new memory image, so for the server it is the relaunched start's peak.
 */
export function peakRssOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmHWM:"));
    return line ? Number(line.replace(/\D+/g, "")) * 1024 : null;
  } catch {
    return null;
  }
}

/** One start of the bare server: ms to its first 200, its CPU time then, its RSS after 3 s idle. */
async function startBare(engine: Engine, where: string): Promise<Bare> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(process.cwd(), "bench", "bare-server.ts"), String(BARE_PORT), engine, where],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`bare server exited with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${BARE_PORT}/api/health`).catch(() => null);
      if (answer?.status === 200) break;
      if (performance.now() - started > 120_000) throw new Error("bare server did not answer within 120 s");
      await sleep(25);
    }
    const startMs = performance.now() - started;
    const cpuMs = cpuMsOf(child.pid);
    await sleep(3000);
    return { startMs, cpuMs, idleRss: rssOf(child.pid) ?? 0, peakRss: peakRssOf(child.pid) ?? 0 };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
  }
}

/**
 * The bare node:http + database start. On PGlite its data directory is made by an untimed first start
 * (PGlite's initdb), as the product's is copied from the build's template: the timed start opens it.
 */
export async function measureBare(engine: Engine): Promise<Bare> {
  const dir = mkdtempSync(join(tmpdir(), "bench-bare-"));
  try {
    if (engine === "postgres") return await startBare(engine, await freshPostgresDatabase());
    await startBare(engine, dir);
    return await startBare(engine, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Idle RSS after start and after 100 guest page views, on an already started server. */
export async function measureIdleMemory(
  report: Report,
  running: Running,
  engine: Engine,
  bare: Bare | null,
): Promise<void> {
  await sleep(3000);
  const idle = rssOf(running.child.pid) ?? 0;
  // The start's peak: everything up to here (migrations, demo site and artwork, the first requests).
  const peak = peakRssOf(running.child.pid) ?? 0;
  report.add({
    section: "memory",
    engine,
    figure: "server process peak RSS during start (VmHWM, 3 s after the first 200)",
    value: mb(peak),
    ...(bare
      ? {
          baseline: `${mb(bare.peakRss)} bare node:http + ${engine}`,
          ratio: ratio(peak, bare.peakRss),
          metric: metric("bytes", peak, bare.peakRss),
        }
      : {}),
  });
  // /sv: the page itself (/ on the guest host redirects to the visitor's language).
  for (let i = 0; i < 100; i++) await capture(running.port, "/sv", { ...BROWSER_HEADERS, host: DEMO_HOST });
  await sleep(3000);
  const after = rssOf(running.child.pid) ?? 0;
  report.add({
    section: "memory",
    engine,
    figure: "server process RSS, idle after start",
    value: mb(idle),
    ...(bare
      ? {
          baseline: `${mb(bare.idleRss)} bare node:http + ${engine}`,
          ratio: ratio(idle, bare.idleRss),
          metric: metric("bytes", idle, bare.idleRss),
        }
      : {}),
  });
  report.add({
    section: "memory",
    engine,
    figure: "server process RSS after 100 guest page views",
    value: mb(after),
  });
}

// CPU time is read right after the first 200: on a machine shared with other work the wall-clock
// start is mostly waiting for a core, and the CPU time says what the start itself costs.
function reportStartCpu(
  report: Report,
  running: Running,
  engine: Engine,
  which: "cold" | "warm",
  bare: Bare | null = null,
): void {
  const cpu = cpuMsOf(running.child.pid);
  if (cpu === null) return;
  const base = bare?.cpuMs ?? null;
  report.add({
    section: "start",
    engine,
    figure: `${which} start: server CPU time to first 200 (user + system, all threads)`,
    value: ms(cpu),
    ...(base !== null
      ? {
          baseline: `${ms(base)} bare node:http + ${engine}`,
          ratio: ratio(cpu, base),
          metric: metric("CPU ms", cpu, base),
        }
      : {}),
    raw: { loadAverage1m: loadavg()[0] },
  });
}

export function reportColdStart(report: Report, running: Running, engine: Engine, bare: Bare | null): void {
  report.add({
    section: "start",
    engine,
    figure: "cold start to first 200 (fresh data directory: migrations, demo site, demo artwork)",
    value: ms(running.startMs),
    ...(bare
      ? {
          baseline: `${ms(bare.startMs)} bare node:http + ${engine}`,
          ratio: ratio(running.startMs, bare.startMs),
          metric: metric("ms", running.startMs, bare.startMs),
        }
      : {}),
    raw: { loadAverage1m: loadavg()[0] },
  });
  reportStartCpu(report, running, engine, "cold", bare);
}

/** Stops the server, starts it again on the same data (warm), and on PGlite measures PGlite's share. */
export async function measureWarmStart(report: Report, stopped: Running, engine: Engine): Promise<Running> {
  const warm = await startServer({ engine, dataDir: stopped.dataDir, databaseUrl: stopped.databaseUrl });
  report.add({
    section: "start",
    engine,
    figure: "warm start to first 200 (same data directory)",
    value: ms(warm.startMs),
    raw: { loadAverage1m: loadavg()[0] },
  });
  reportStartCpu(report, warm, engine, "warm");
  return warm;
}

export function measurePgliteShare(report: Report, dataDir: string): void {
  const out = execFileSync(
    process.execPath,
    ["--expose-gc", join(process.cwd(), "bench", "pglite-share.ts"), dataDir],
    {
      encoding: "utf8",
    },
  );
  const { share, before, after } = JSON.parse(out.trim().split("\n").pop() ?? "{}") as Record<string, number>;
  report.add({
    section: "memory",
    engine: "pglite",
    figure: "PGlite's own share (a bare process opening the same data and reading the demo site)",
    value: mb(share ?? 0),
    raw: { before, after },
  });
}
