// Adds lockfile entries for platform-specific optional packages that the package registry used here
// does not serve (e.g. @biomejs/cli-darwin-x64), so that `npm ci` accepts the lockfile.
//
//   node scripts/fix-lock-platform-stubs.ts [package-lock.json]
//
// Why: `npm install` silently drops optional dependencies whose manifest 404s, but `npm ci` then
// refuses the lockfile ("Missing: @biomejs/cli-android-arm64@ from lock file"). A stub entry with
// version, os and cpu (no tarball) is enough: npm skips it on other platforms without fetching it, and
// later `npm install` runs keep it. Idempotent; prints what it added. Run it after changing dependencies
// if `npm ci` reports "Missing: ... from lock file".
// (Run directly by Node 24 with type stripping: erasable TypeScript only.)
import { readFileSync, writeFileSync } from "node:fs";

type Entry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};
type Lock = { packages: Record<string, Entry>; [key: string]: unknown };

const OSES = [
  "android",
  "darwin",
  "linux",
  "win32",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
];
const CPUS = ["x64", "arm64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64", "mips64el"];

function platformOf(name: string): { os: string; cpu: string; libc?: string } | undefined {
  const parts = (name.split("/").pop() ?? "").split("-");
  const osIndex = parts.findIndex((p) => OSES.includes(p));
  if (osIndex < 0) return undefined;
  const os = parts[osIndex] as string;
  const cpu = parts.slice(osIndex + 1).find((p) => CPUS.includes(p));
  if (!cpu) return undefined;
  const rest = parts.slice(osIndex + 1);
  const libc =
    os === "linux"
      ? rest.includes("musl")
        ? "musl"
        : rest.includes("gnu")
          ? "glibc"
          : undefined
      : undefined;
  return libc ? { os, cpu, libc } : { os, cpu };
}

const file = process.argv[2] ?? "package-lock.json";
const text = readFileSync(file, "utf8");
const lock = JSON.parse(text) as Lock;
const pkgs = lock.packages;
const added: string[] = [];
const unknown: string[] = [];

for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (pkgs[nested] || pkgs[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      unknown.push(`${dep}@${range} (optional dependency of ${path || "the root"})`);
      continue;
    }
    const stub: Entry = { version: range };
    stub.cpu = [platform.cpu];
    if (entry.dev) stub.dev = true;
    if (platform.libc) stub.libc = [platform.libc];
    stub.optional = true;
    stub.os = [platform.os];
    pkgs[hoisted] = stub;
    added.push(`${dep}@${range}`);
  }
}

if (added.length) {
  const [root, ...rest] = Object.keys(pkgs).sort((a, b) =>
    a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  const sorted: Record<string, Entry> = {};
  for (const key of [root, ...rest]) if (key !== undefined) sorted[key] = pkgs[key] as Entry;
  lock.packages = sorted;
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`${file}: added ${added.length} platform stub(s):\n  ${added.join("\n  ")}`);
} else {
  console.log(`${file}: no platform stubs needed`);
}
if (unknown.length) {
  console.log(`not stubbed (not a recognisable platform package; check by hand):\n  ${unknown.join("\n  ")}`);
}
