// While the server runs it owns the embedded database (PGlite allows one process), so operator
// commands reach it through a Unix socket in DATA_DIR (mode 0600); with no server running, the
// command opens the database itself.
import { chmodSync, existsSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { join } from "node:path";
import type { AppContext } from "../context";
import { type AdminResult, runAdminCommand } from "./commands";

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, "admin.sock");
}

export async function listenForAdmin(ctx: AppContext): Promise<Server> {
  const path = adminSocketPath(ctx.config.dataDir);
  if (existsSync(path)) rmSync(path);
  const server = createServer((socket) => {
    let input = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      input += chunk;
      if (input.length > 10_000) socket.destroy();
      if (!input.endsWith("\n")) return;
      let args: string[] = [];
      try {
        args = JSON.parse(input) as string[];
      } catch {
        socket.end(`${JSON.stringify({ ok: false, output: "bad request" })}\n`);
        return;
      }
      void runAdminCommand(ctx, Array.isArray(args) ? args.map(String) : []).then((result) => {
        ctx.log.info({ job: "admin", command: args[0], ok: result.ok }, "operator command");
        socket.end(`${JSON.stringify(result)}\n`);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  chmodSync(path, 0o600);
  return server;
}

/** Sends a command to a running server; null when none is listening. */
export function sendAdminCommand(dataDir: string, args: string[]): Promise<AdminResult | null> {
  const path = adminSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const socket = createConnection(path);
    let output = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(args)}\n`));
    socket.on("data", (chunk) => {
      output += chunk;
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(output) as AdminResult);
      } catch {
        resolve({ ok: false, output: "The server gave no answer" });
      }
    });
    socket.on("error", () => resolve(null));
  });
}
