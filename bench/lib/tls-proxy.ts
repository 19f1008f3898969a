// Debian's Caddy in front of the bench server with TLS and HTTP/2, as the product runs in production
// (docs/operations.md: Caddy terminates TLS for the brand host and every guest host). Lighthouse then
// measures what a guest's phone really gets: one multiplexed HTTP/2 connection after a TLS handshake,
// instead of plain HTTP/1.1 with up to six connections, each paying its own simulated handshake.
//
// The certificates come from Caddy's own local CA (`tls internal`), valid for the names but not in
// Chromium's trust store: Chromium runs with --ignore-certificate-errors, which changes no timing.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sleep } from "./server";

export type TlsProxy = { guestPort: number; ownerPort: number; stop: () => void };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function freePort(candidates: number[]): Promise<number> {
  for (const port of candidates) if (await portIsFree(port)) return port;
  throw new Error("no free port for the TLS proxy");
}

function caddyPath(): string | null {
  try {
    return execFileSync("bash", ["scripts/ensure-caddy.sh"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const client = connect(port, "127.0.0.1", () => {
      client.end();
      resolve(true);
    });
    client.once("error", () => resolve(false));
  });
}

/**
 * Starts Caddy with TLS on two ports in front of `upstream`: one for the demo guest host, and one whose
 * number starts with 30, so the server answers it as the owner app (SPEC §1). Null when no Caddy can be had.
 */
export async function startTlsProxy(upstream: number, guestHost: string): Promise<TlsProxy | null> {
  const caddy = caddyPath();
  if (!caddy) return null;
  const guestPort = await freePort([8443, 8444, 8445, 9443, 9444]);
  const ownerPort = await freePort([30443, 30444, 30445, 30446, 30447]);
  const dir = mkdtempSync(join(tmpdir(), "bench-caddy-"));
  writeFileSync(
    join(dir, "Caddyfile"),
    `{
  admin off
  auto_https disable_redirects
  skip_install_trust
  storage file_system ${join(dir, "storage")}
  http_port ${await freePort([8081, 8082, 8083, 9081])}
}
${guestHost}:${guestPort}, 127.0.0.1:${ownerPort} {
  tls internal
  reverse_proxy 127.0.0.1:${upstream}
}
`,
  );
  const child: ChildProcess = spawn(
    caddy,
    ["run", "--config", join(dir, "Caddyfile"), "--adapter", "caddyfile"],
    {
      stdio: "ignore",
    },
  );
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if ((await answers(guestPort)) && (await answers(ownerPort))) return { guestPort, ownerPort, stop };
    await sleep(100);
  }
  stop();
  return null;
}
