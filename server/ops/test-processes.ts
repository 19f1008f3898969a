// Test support (not product code): the real server and the operator command as processes, started from
// the sources as `npm run dev` would, on an embedded database in their own DATA_DIR.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { PROJECT_ROOT } from "../paths";

/** The environment of a spawned server or command: embedded database, quiet logs, no limits for 127.0.0.1. */
function environment(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  return {
    ...env,
    DATA_DIR: dataDir,
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    RATE_LIMIT_ALLOW: "127.0.0.1",
    HOST: "127.0.0.1",
    ...extra,
  };
}

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    // Ports starting with 30 serve the owner app (SPEC §1); the API answers on any.
    if (!String(port).startsWith("30")) return port;
  }
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

export async function startServerProcess(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: PROJECT_ROOT,
    env: environment(dataDir, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...extra }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended: ${output.slice(-2000)}`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not get ready: ${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, child, output: () => output, exited };
}

export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
}

/** `npm run admin -- …` on DATA_DIR: exit code and what it printed. */
export function runAdmin(
  dataDir: string,
  args: string[],
  extra: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/admin.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: environment(dataDir, extra),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}
