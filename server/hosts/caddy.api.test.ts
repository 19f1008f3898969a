// End to end with Debian's Caddy in front (issue 9 item 9): Caddy with its internal CA and on-demand
// TLS asks this server's /internal/tls/ask, obtains a certificate for a published site's own domain
// and proxies the guest page over HTTPS; for an unknown domain the ask says no and the TLS handshake
// fails. Skipped, with the reason, when no caddy (scripts/ensure-caddy.sh) or curl can be had.
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateSite } from "../operations/sites";
import { newOwner } from "../routes/hosts/test-helpers";
import { createTestApp, type TestApp } from "../test/harness";

const run = promisify(execFile);

function findCaddy(): { path: string } | { skip: string } {
  try {
    execFileSync("curl", ["--version"], { stdio: "ignore" });
  } catch {
    return { skip: "curl is not installed" };
  }
  try {
    const path = execFileSync("bash", [join(process.cwd(), "scripts/ensure-caddy.sh")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
    return path ? { path } : { skip: "scripts/ensure-caddy.sh printed no path" };
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? "").trim();
    return { skip: `no caddy: ${stderr || (error as Error).message}` };
  }
}

const found = findCaddy();
if ("skip" in found) console.warn(`[caddy test skipped] ${found.skip}`);

// A free loopback port whose number does not start with 30: such ports mean 'local dev' to the
// host rules (SPEC §1), and the Host header Caddy passes on carries the port.
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    if (!String(port).startsWith("30")) return port;
  }
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`caddy exited: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createServer().listen(port, "127.0.0.1");
      socket.once("listening", () => socket.close(() => resolve(false)));
      socket.once("error", () => resolve(true));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`caddy did not listen on ${port}: ${log()}`);
}

describe.skipIf("skip" in found)("Caddy on-demand TLS in front of the server", () => {
  const DOMAIN = "caddy-paret.se";
  let t: TestApp;
  let dir: string;
  let caddy: ChildProcess;
  let httpsPort: number;
  let output = "";

  beforeAll(async () => {
    t = await createTestApp({ pages: true });
    const owner = await newOwner(t);
    await activateSite(t.ctx, owner.siteId, DOMAIN);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const appPort = typeof address === "object" && address ? address.port : 0;

    dir = mkdtempSync(join(tmpdir(), "caddy-test-"));
    httpsPort = await freePort();
    const httpPort = await freePort();
    writeFileSync(
      join(dir, "Caddyfile"),
      `{
  admin off
  http_port ${httpPort}
  https_port ${httpsPort}
  auto_https disable_redirects
  skip_install_trust
  storage file_system ${join(dir, "data")}
  on_demand_tls {
    ask http://127.0.0.1:${appPort}/internal/tls/ask
  }
}

https:// {
  tls internal {
    on_demand
  }
  reverse_proxy 127.0.0.1:${appPort}
}
`,
    );
    const path = "path" in found ? found.path : "caddy";
    caddy = spawn(path, ["run", "--config", join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
      env: {
        ...process.env,
        HOME: dir,
        XDG_DATA_HOME: join(dir, "xdg-data"),
        XDG_CONFIG_HOME: join(dir, "xdg-config"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddy.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    caddy.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    await waitForPort(httpsPort, caddy, () => output.slice(-2000));
  }, 60_000);

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      caddy.kill("SIGTERM");
      await new Promise((resolve) => caddy.once("exit", resolve));
    }
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const curl = (domain: string, extra: string[] = []) =>
    run("curl", [
      "--silent",
      "--show-error",
      "--max-time",
      "20",
      "--resolve",
      `${domain}:${httpsPort}:127.0.0.1`,
      "--write-out",
      "\n%{http_code}",
      ...extra,
      `https://${domain}:${httpsPort}/sv`,
    ]);

  it("serves a published site's domain over HTTPS with a certificate from Caddy's CA", async () => {
    // Insecure first: the certificate is made on this first handshake, and with it Caddy's root.
    const first = await curl(DOMAIN, ["--insecure"]);
    expect(first.stdout.trim().endsWith("200"), output.slice(-2000)).toBe(true);
    expect(first.stdout).toContain("Vi gifter oss");
    // Now verified against Caddy's own root: the certificate is really for this name.
    const root = join(dir, "data", "pki", "authorities", "local", "root.crt");
    const verified = await curl(DOMAIN, ["--cacert", root]);
    expect(verified.stdout.trim().endsWith("200")).toBe(true);
  }, 60_000);

  it("refuses the handshake for a domain this server does not serve", async () => {
    const refused = await curl("okand-doman.se", ["--insecure"]).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(refused, "the handshake should have failed").not.toBeNull();
    // curl: 35 = TLS handshake failed (Caddy has no certificate to offer).
    expect(refused?.code).toBe(35);
  }, 60_000);
});
