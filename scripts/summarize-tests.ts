// Totals test cases across Vitest and Playwright JSON reports.
//
//   node scripts/summarize-tests.ts [label=]report.json ...
//
// Prints one line per report, then `N passed, N failed` alone on the last line.
// Missing files are listed as "no report". Always exits 0: scripts/test.sh owns the exit code.
// (Run directly by Node 24 with type stripping: erasable TypeScript only.)
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";

type Counts = { passed: number; failed: number; skipped: number; note?: string };

type VitestAssertion = { status?: string };
type VitestFile = { name?: string; status?: string; message?: string; assertionResults?: VitestAssertion[] };
type VitestReport = { numTotalTests: number; testResults?: VitestFile[] };

type PlaywrightReport = {
  stats: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: unknown[];
};

function isVitest(r: unknown): r is VitestReport {
  return typeof r === "object" && r !== null && "numTotalTests" in r;
}

function isPlaywright(r: unknown): r is PlaywrightReport {
  return typeof r === "object" && r !== null && "stats" in r && "suites" in r;
}

function fromVitest(r: VitestReport): Counts {
  const c: Counts = { passed: 0, failed: 0, skipped: 0 };
  let fileErrors = 0;
  for (const file of r.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    for (const t of tests) {
      if (t.status === "passed") c.passed++;
      else if (t.status === "failed") c.failed++;
      else c.skipped++; // skipped, pending, todo, disabled
    }
    // A file that failed without a failing test (import error, failing hook) counts as one failure.
    if (file.status === "failed" && !tests.some((t) => t.status === "failed")) {
      c.failed++;
      fileErrors++;
    }
  }
  if (fileErrors) c.note = `${fileErrors} file error(s)`;
  return c;
}

function fromPlaywright(r: PlaywrightReport): Counts {
  const s = r.stats;
  const c: Counts = {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  };
  // Errors outside any test (web server did not start, config error, ...) count as failures.
  const errors = r.errors?.length ?? 0;
  if (errors) {
    c.failed += errors;
    c.note = `${errors} error(s) outside tests`;
  }
  if (s.flaky) c.note = [c.note, `${s.flaky} flaky`].filter(Boolean).join(", ");
  return c;
}

let passed = 0;
let failed = 0;
const lines: string[] = [];

for (const arg of process.argv.slice(2)) {
  const eq = arg.indexOf("=");
  const label = eq > 0 ? arg.slice(0, eq) : basename(arg, ".json");
  const file = eq > 0 ? arg.slice(eq + 1) : arg;
  const name = label.padEnd(14);
  if (!existsSync(file)) {
    lines.push(`  ${name} no report`);
    continue;
  }
  let report: unknown;
  try {
    report = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    lines.push(`  ${name} unreadable report (${(err as Error).message.split("\n")[0]}); counted as 1 failed`);
    failed++;
    continue;
  }
  let c: Counts;
  if (isVitest(report)) c = fromVitest(report);
  else if (isPlaywright(report)) c = fromPlaywright(report);
  else {
    lines.push(`  ${name} unknown report format; counted as 1 failed`);
    failed++;
    continue;
  }
  passed += c.passed;
  failed += c.failed;
  lines.push(
    `  ${name} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${c.note ? ` (${c.note})` : ""}`,
  );
}

if (lines.length) {
  console.log("Test cases:");
  for (const l of lines) console.log(l);
}
console.log(`${passed} passed, ${failed} failed`);
