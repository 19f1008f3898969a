// Memory and start: cold start to the first 200 on a fresh data directory (demo artwork and all),
// warm start on the same directory, idle RSS of the server process after start and after 100 guest
// page views, and (PGlite) the embedded database's own share.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { type Report, mb, ms } from "./lib/report";
import { DEMO_HOST, type Engine, type Running, rssOf, sleep, startServer } from "./lib/server";
import { BROWSER_HEADERS, capture } from "./throughput";

/** Idle RSS after start and after 100 guest page views, on an already started server. */
export async function measureIdleMemory(report: Report, running: Running, engine: Engine): Promise<void> {
  await sleep(3000);
  const idle = rssOf(running.child.pid) ?? 0;
  // /sv: the page itself (/ on the guest host redirects to the visitor's language).
  for (let i = 0; i < 100; i++) await capture(running.port, "/sv", { ...BROWSER_HEADERS, host: DEMO_HOST });
  await sleep(3000);
  const after = rssOf(running.child.pid) ?? 0;
  report.add({ section: "memory", engine, figure: "server process RSS, idle after start", value: mb(idle) });
  report.add({
    section: "memory",
    engine,
    figure: "server process RSS after 100 guest page views",
    value: mb(after),
  });
}

/**
 * CPU time (user + system, all threads) the server process has used, in ms, or null when it is gone.
 * Read right after the first 200: on a machine shared with other work the wall-clock start is mostly
 * waiting for a core, and this says what the start itself costs.
 */
function cpuMsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
  } catch {
    return null;
  }
}

function reportStartCpu(report: Report, running: Running, engine: Engine, which: "cold" | "warm"): void {
  const cpu = cpuMsOf(running.child.pid);
  if (cpu === null) return;
  report.add({
    section: "start",
    engine,
    figure: `${which} start: server CPU time to first 200 (user + system, all threads)`,
    value: ms(cpu),
    raw: { loadAverage1m: loadavg()[0] },
  });
}

export function reportColdStart(report: Report, running: Running, engine: Engine): void {
  report.add({
    section: "start",
    engine,
    figure: "cold start to first 200 (fresh data directory: migrations, demo site, demo artwork)",
    value: ms(running.startMs),
    raw: { loadAverage1m: loadavg()[0] },
  });
  reportStartCpu(report, running, engine, "cold");
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
