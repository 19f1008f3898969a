// npm run bench: figures, never pass/fail, each beside a baseline measured in the same run (issue 11).
// Needs a build (npm run build): it starts dist/server/main.js as a child process, as production runs.
//
//   npm run bench                                  everything, PGlite, then PostgreSQL when available
//   npm run bench -- --only lighthouse,throughput  only these sections (bytes, lighthouse, throughput,
//                                                  writes, memory)
//   npm run bench -- --no-postgres                 PGlite only
//   npm run bench -- --media DIR               reuse DIR/media (rendered demo artwork) for the
//                                                  writes runs
//   npm run bench -- --json path.json              where the JSON for the note goes
//                                                  (default bench/results/latest.json)
// Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_DURATION_S (autocannon seconds, 10),
// BENCH_SUBMISSIONS (1000), BENCH_WARMUP (100), BENCH_SAVES (100), BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL
// the bench may create databases on; otherwise scripts/with-postgres.sh makes a throwaway cluster).
// Ports: the server under test on 3075, the node:http baseline on 4075.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { measureBytes } from "./bytes";
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
import { measureIdleMemory, measurePgliteShare, measureWarmStart, reportColdStart } from "./memory";
import { measureThroughput } from "./throughput";
import { measureWrites } from "./writes";

const SECTIONS = ["bytes", "lighthouse", "throughput", "writes", "memory"] as const;
type Section = (typeof SECTIONS)[number];
const DB_SECTIONS: Section[] = ["throughput", "writes", "memory"];

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
    const running = await startServer({ engine: engineName, dataDir, databaseUrl });
    templateDir ??= dataDir;
    if (selected.has("memory")) {
      reportColdStart(report, running, engineName);
      await measureIdleMemory(report, running, engineName);
    }
    const siteId = demoSiteId(running);
    if (engineName === "pglite" && selected.has("bytes")) await measureBytes(report, running);
    if (engineName === "pglite" && selected.has("lighthouse")) await measureLighthouse(report, running);
    if (selected.has("throughput")) await measureThroughput(report, running, engineName, siteId);
    await running.stop();
    if (selected.has("memory")) {
      const warm = await measureWarmStart(report, running, engineName);
      await warm.stop();
      if (engineName === "pglite") measurePgliteShare(report, dataDir);
    }
  }
  if (selected.has("writes")) {
    console.log(`[${engineName}] writes…`);
    const dataDir = preparedDataDir(templateDir);
    const databaseUrl = engineName === "postgres" ? await freshPostgresDatabase() : null;
    const running = await startServer({ engine: engineName, dataDir, databaseUrl });
    await measureWrites(report, running, engineName);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return templateDir;
}

if (partFile) {
  // The PostgreSQL half, run by the outer bench under scripts/with-postgres.sh.
  await runEngine(engine, mediaTemplate);
  report.write(partFile, {});
} else {
  const template = await runEngine("pglite", mediaTemplate);
  const wantsPostgres =
    [...selected].some((s) => DB_SECTIONS.includes(s)) && !process.argv.includes("--no-postgres");
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
      const rows = (JSON.parse(readFileSync(part, "utf8")) as { rows: Row[] }).rows;
      for (const row of rows) report.rows.push(row);
      rmSync(part, { force: true });
    } else {
      report.note(`PostgreSQL not available (exit ${result.status}): PGlite figures only`);
    }
  } else if (process.argv.includes("--no-postgres")) {
    report.note("--no-postgres: PGlite figures only");
  }
  report.note(
    `run took ${((performance.now() - began) / 1000).toFixed(0)} s on ${cpus().length} cores; the machine's other load is in every figure`,
  );
  report.print();
  report.write(jsonFile, { date: new Date().toISOString(), sections: [...selected], node: process.version });
  console.log(`\nJSON: ${jsonFile}`);
  if (template && template !== mediaTemplate) rmSync(template, { recursive: true, force: true });
}
