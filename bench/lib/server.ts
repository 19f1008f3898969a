// The built server (dist/server/main.js) as a child process, started the way the end-to-end config
// starts it, so the figures are what a visitor of a real start gets: its own process, its own
// database, compiled code. Also the PostgreSQL databases the PostgreSQL runs use (one per start).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export type Engine = "pglite" | "postgres";

/** The bench server's port: BENCH_PORT, so a second bench can run beside another one. */
export const OWNER_PORT = Number(process.env.BENCH_PORT || 3075);
export const DEMO_HOST = "demo.brollopssidan.se";
export const MAIN_JS = join(process.cwd(), "dist", "server", "main.js");
export const ADMIN_JS = join(process.cwd(), "dist", "server", "admin.js");

export function requireBuild(): void {
  if (!existsSync(MAIN_JS)) throw new Error("no build found (dist/server/main.js): run npm run build first");
}

export type Running = {
  port: number;
  base: string;
  dataDir: string;
  databaseUrl: string | null;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  startMs: number;
  stop: () => Promise<void>;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process in bytes (Linux /proc), or null when it is gone. */
export function rssOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return line ? Number(line.replace(/\D+/g, "")) * 1024 : null;
  } catch {
    return null;
  }
}

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), "bench-data-"));
}

// A production start needs the seller printed on receipts (server/config.ts SellerConfig).
const BENCH_SELLER = {
  SELLER_NAME: "Benchmark Seller AB",
  SELLER_ORG_NUMBER: "556677-8899",
  SELLER_VAT_NUMBER: "SE556677889901",
  SELLER_ADDRESS: "Storgatan 1, 111 22 Stockholm",
};

export async function startServer(options: {
  engine: Engine;
  dataDir: string;
  databaseUrl?: string | null;
  port?: number;
}): Promise<Running> {
  const port = options.port ?? OWNER_PORT;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    NODE_ENV: "production",
    ...BENCH_SELLER,
    BRAND: "wedding",
    MARKET: "se",
    LOG_LEVEL: "warn",
    // The load comes from this machine: the per-client limits would otherwise answer 429 (the
    // end-to-end config does the same).
    RATE_LIMIT_ALLOW: "127.0.0.1",
    // Node flags to compare (e.g. BENCH_NODE_OPTIONS=--max-semi-space-size=4: the operator's own flag,
    // which server/young-generation.ts keeps instead of its relaunch).
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    // PGlite's compiler choice (server/young-generation.ts), when the bench is asked to compare it.
    ...(process.env.PGLITE_OPTIMIZING_COMPILER
      ? { PGLITE_OPTIMIZING_COMPILER: process.env.PGLITE_OPTIMIZING_COMPILER }
      : {}),
  };
  if (options.engine === "postgres") {
    if (!options.databaseUrl) throw new Error("postgres start without a database URL");
    env.DATABASE_URL = options.databaseUrl;
  }
  // A server left on the port (a bench run that was killed) would answer the health check for this one.
  const stray = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
  if (stray) throw new Error(`something already answers on port ${port}: stop it first`);
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN_JS], { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 240_000) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer within 240 s: ${stderr}`);
    }
    await sleep(25);
  }
  const startMs = performance.now() - started;
  return {
    port,
    base,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl ?? null,
    child,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** An operator command (npm run admin) against the running server's data directory. */
export function admin(running: Running, ...args: string[]): string {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: running.dataDir,
    NODE_ENV: "production",
    ...BENCH_SELLER,
  };
  if (running.databaseUrl) env.DATABASE_URL = running.databaseUrl;
  return execFileSync(process.execPath, [ADMIN_JS, ...args], { env, encoding: "utf8" });
}

/** The demo site's id, as the operator command lists it. */
export function demoSiteId(running: Running): string {
  const line = admin(running, "list-sites")
    .split("\n")
    .find((l) => l.includes(DEMO_HOST));
  const id = line?.trim().split(/\s+/)[0];
  if (!id) throw new Error("the demo site is not listed");
  return id;
}

// ---- PostgreSQL: a fresh database per start, on the cluster TEST_DATABASE_URL points at ----

let databaseCounter = 0;

export function postgresAdminUrl(): string | null {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
}

export async function freshPostgresDatabase(): Promise<string> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error("no PostgreSQL URL");
  databaseCounter += 1;
  const name = `bench_${process.pid}_${databaseCounter}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A started server with its own fresh data directory (and fresh database on PostgreSQL). */
export async function freshServer(engine: Engine): Promise<Running & { cleanup: () => Promise<void> }> {
  const dataDir = freshDataDir();
  const databaseUrl = engine === "postgres" ? await freshPostgresDatabase() : null;
  const running = await startServer({ engine, dataDir, databaseUrl });
  return {
    ...running,
    cleanup: async () => {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
