// npm run bench: figures, never pass/fail, each beside a baseline measured in the same run (issues 11, 24).
// Needs a build (npm run build): it starts dist/server/main.js as a child process, as production runs.
//
//   npm run bench                                  everything, PGlite, then PostgreSQL when available
//   npm run bench -- --only lighthouse,throughput  only these sections (bytes, lighthouse, throughput,
//                                                  sites, writes, memory)
//   npm run bench -- --no-postgres                 PGlite only
//   npm run bench -- --media DIR               reuse DIR/media (rendered demo artwork) for the
//                                                  writes runs
//   npm run bench -- --json path.json              where the JSON for the note goes
//                                                  (default bench/results/latest.json)
//   bash scripts/with-postgres.sh npm run bench -- --engine postgres
//                                                  PostgreSQL only (needs BENCH_DATABASE_URL or
//                                                  TEST_DATABASE_URL, which with-postgres.sh sets)
// Environment (defaults in brackets; the whole bench takes about 10–15 minutes on 2 cores):
//   CHROME_PATH [/usr/bin/chromium]
//   BENCH_DURATION_S [10]      seconds of load per target and connection count, per side, split into
//   BENCH_THROUGHPUT_ROUNDS [2] alternating turns of the product and its node:http baseline
//   BENCH_WARMUP_S [2]         untimed seconds of load on each side before each connection count
//   BENCH_CONNECTIONS [50,200] the connection counts of the throughput and sites sections
//   BENCH_SITES [1000]         published sites of the rotation (sites section)
//   BENCH_SUBMISSIONS [1000]   timed RSVPs and form answers (writes section), each side
//   BENCH_WARMUP [100]         untimed warm-up answers of each kind, the same number on both sides
//   BENCH_SAVES [100]          timed saves of the demo-size page, and their raw statements
//   BENCH_SAVE_ROUNDS [2]      alternating rounds of those saves, the product then the raw side
//   BENCH_SAVE_WARMUP [30]     untimed saves before each side's timed ones, in every round
//   BENCH_DATABASE_URL or TEST_DATABASE_URL  a PostgreSQL the bench may create databases on;
//                              otherwise scripts/with-postgres.sh makes a throwaway cluster
//   BENCH_TMP [os tmpdir]      where the load specs and baseline fixtures are written
// The load generator (autocannon) runs in a process of its own (bench/load-worker.ts).
// Ports: the server under test on 3075, the node:http baseline on 4075, the bare start baseline on 4076.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measureBytes } from "./bytes";
import { measureGuestList } from "./guest-list";
import { Report, type Row } from "./lib/report";
import {
  demoSiteId,
  type Engine,
  freshDataDir,
  freshPostgresDatabase,
  postgresAdminUrl,
  requireBuild,
  startServer,
} from "./lib/server";
import { measureLighthouse } from "./lighthouse";
import {
  measureBare,
  measureIdleMemory,
  measurePgliteShare,
  measureWarmStart,
  reportColdStart,
} from "./memory";
import { measureSites } from "./sites";
import { measureThroughput } from "./throughput";
import { measureWrites } from "./writes";

const SECTIONS = ["bytes", "lighthouse", "throughput", "sites", "writes", "guestlist", "memory"] as const;
type Section = (typeof SECTIONS)[number];
const DB_SECTIONS: Section[] = ["throughput", "sites", "writes", "guestlist", "memory"];

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const only = argValue("--only");
const selected = new Set<Section>(only ? (only.split(",").map((s) => s.trim()) as Section[]) : [...SECTIONS]);
for (const s of selected) {
  if (!SECTIONS.includes(s)) throw new Error(`unknown section '${s}': one of ${SECTIONS.join(", ")}`);
}
const engine = (argValue("--engine") ?? "pglite") as Engine;
const partFile = argValue("--part");
const jsonFile = argValue("--json") ?? join(process.cwd(), "bench", "results", "latest.json");
const mediaTemplate = argValue("--media");

requireBuild();
const report = new Report();
const began = performance.now();
const loadAtStart = loadavg()
  .map((l) => l.toFixed(2))
  .join(", ");

/** A data directory with the demo artwork already rendered (copied), so only the cold start pays for it. */
function preparedDataDir(template: string | undefined): string {
  const dir = freshDataDir();
  if (template && existsSync(join(template, "media")))
    cpSync(join(template, "media"), join(dir, "media"), { recursive: true });
  return dir;
}

async function runEngine(engineName: Engine, template: string | undefined): Promise<string | undefined> {
  const main =
    selected.has("memory") ||
    selected.has("throughput") ||
    (engineName === "pglite" && (selected.has("bytes") || selected.has("lighthouse")));
  let templateDir = template;
  if (main) {
    console.log(`[${engineName}] starting the built server…`);
    // Without the memory section nothing needs the cold start: reuse rendered artwork when there is some.
    const dataDir = selected.has("memory") ? freshDataDir() : preparedDataDir(templateDir);
    const databaseUrl = engineName === "postgres" ? await freshPostgresDatabase() : null;
    // The bare node:http + database start first, so both cold starts see the same machine.
    const bare = selected.has("memory") ? await measureBare(engineName) : null;
    const running = await startServer({ engine: engineName, dataDir, databaseUrl });
    templateDir ??= dataDir;
    try {
      if (selected.has("memory")) {
        reportColdStart(report, running, engineName, bare);
        await measureIdleMemory(report, running, engineName, bare);
      }
      const siteId = demoSiteId(running);
      if (engineName === "pglite" && selected.has("bytes")) await measureBytes(report, running);
      if (engineName === "pglite" && selected.has("lighthouse")) await measureLighthouse(report, running);
      if (selected.has("throughput")) await measureThroughput(report, running, engineName, siteId);
    } finally {
      // Also when a section fails: a server left behind would answer the next run's requests.
      await running.stop();
    }
    if (selected.has("memory")) {
      const warm = await measureWarmStart(report, running, engineName);
      await warm.stop();
      if (engineName === "pglite") measurePgliteShare(report, dataDir);
    }
  }
  if (selected.has("sites")) {
    const dataDir = preparedDataDir(templateDir);
    const databaseUrl = engineName === "postgres" ? await freshPostgresDatabase() : null;
    try {
      await measureSites(report, engineName, { dataDir, databaseUrl });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (selected.has("writes")) {
    console.log(`[${engineName}] writes…`);
    const dataDir = preparedDataDir(templateDir);
    const databaseUrl = engineName === "postgres" ? await freshPostgresDatabase() : null;
    const running = await startServer({ engine: engineName, dataDir, databaseUrl });
    try {
      await measureWrites(report, running, engineName);
    } finally {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (selected.has("guestlist")) {
    console.log(`[${engineName}] guest list…`);
    const dataDir = preparedDataDir(templateDir);
    const databaseUrl = engineName === "postgres" ? await freshPostgresDatabase() : null;
    const running = await startServer({ engine: engineName, dataDir, databaseUrl });
    try {
      await measureGuestList(report, running, engineName);
    } finally {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return templateDir;
}

if (partFile) {
  // The PostgreSQL half, run by the outer bench under scripts/with-postgres.sh.
  await runEngine(engine, mediaTemplate);
  report.write(partFile, {});
} else {
  const postgresOnly = engine === "postgres";
  if (postgresOnly && !postgresAdminUrl())
    throw new Error(
      "--engine postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL (scripts/with-postgres.sh)",
    );
  const template = await runEngine(engine, mediaTemplate);
  const wantsPostgres =
    !postgresOnly &&
    [...selected].some((s) => DB_SECTIONS.includes(s)) &&
    !process.argv.includes("--no-postgres");
  if (wantsPostgres) {
    const part = join(tmpdir(), `bench-postgres-${process.pid}.json`);
    const args = [
      "--engine",
      "postgres",
      "--only",
      [...selected].filter((s) => DB_SECTIONS.includes(s)).join(","),
      "--part",
      part,
    ];
    if (template) args.push("--media", template);
    console.log("[postgres] scripts/with-postgres.sh (a throwaway cluster)…");
    const inner = [process.execPath, "--import", "tsx", join("bench", "run.ts"), ...args];
    const result = postgresAdminUrl()
      ? spawnSync(inner[0] as string, inner.slice(1), { stdio: "inherit" })
      : spawnSync("bash", [join("scripts", "with-postgres.sh"), ...inner], { stdio: "inherit" });
    if (existsSync(part)) {
      const half = JSON.parse(readFileSync(part, "utf8")) as { rows: Row[]; notes?: string[] };
      for (const row of half.rows) report.rows.push(row);
      for (const note of half.notes ?? []) report.notes.push(note);
      rmSync(part, { force: true });
    } else {
      report.note(`PostgreSQL not available (exit ${result.status}): PGlite figures only`);
    }
  } else if (!postgresOnly && process.argv.includes("--no-postgres")) {
    report.note("--no-postgres: PGlite figures only");
  }
  report.note(
    `run took ${((performance.now() - began) / 1000).toFixed(0)} s on ${cpus().length} cores; load average (1, 5, 15 min) at the start ${loadAtStart}, at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}; the machine's other load is in every figure`,
  );
  report.print();
  report.write(jsonFile, { date: new Date().toISOString(), sections: [...selected], node: process.version });
  console.log(`\nJSON: ${jsonFile}`);
  if (template && template !== mediaTemplate) rmSync(template, { recursive: true, force: true });
}
