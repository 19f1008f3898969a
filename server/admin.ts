// npm run admin -- <command>: operator commands. See admin/commands.ts for the list.
import { resolve } from "node:path";
import { POSTGRES_BACKUP_HINT } from "./admin/backup-command";
import { runAdminCommand, USAGE } from "./admin/commands";
import { sendAdminCommand } from "./admin/socket";
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { BackupError, describeManifest, restoreBackup } from "./ops/backup";
import { openContext } from "./server";

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === "--help") {
  console.log(USAGE);
  process.exit(args.length === 0 ? 1 : 0);
}

const log = createLogger({ level: "warn" });
const config = loadConfig(process.env, (entry) => log.error({ severity: entry.severity }, entry.message));

// The server may run in another working folder: files are named to it by their absolute path.
if (args[0] === "backup" && args[1]) args[1] = resolve(args[1]);
if (args[0] === "print-pdf" && args[2]) args[2] = resolve(args[2]);
if (args[0] === "orders" && args[1] && args[1] !== "shipped") args[1] = resolve(args[1]);
if (args[0] === "import-site" && args[1]) args[1] = resolve(args[1]);

async function restore(): Promise<{ ok: boolean; output: string }> {
  const file = args[1];
  const force = args.includes("--force");
  if (!file || file.startsWith("--"))
    return { ok: false, output: "Usage: npm run admin -- restore <file.tar.gz> [--force]" };
  if (config.database.kind === "postgres") {
    return {
      ok: false,
      output: "This server uses PostgreSQL (DATABASE_URL): restore with pg_restore (docs/operations.md)",
    };
  }
  // A running server owns the database: it answers (and refuses) through its socket.
  const running = await sendAdminCommand(config.dataDir, ["restore"]);
  if (running) return running;
  try {
    const manifest = await restoreBackup(resolve(file), config.dataDir, force);
    return { ok: true, output: `Restored into ${config.dataDir}: ${describeManifest(manifest)}` };
  } catch (error) {
    if (error instanceof BackupError) return { ok: false, output: error.message };
    return { ok: false, output: `Restore failed: ${(error as Error).message}` };
  }
}

// On PostgreSQL a backup is pg_dump's: say what to run, without connecting anywhere.
const postgresBackup =
  args[0] === "backup" && config.database.kind === "postgres"
    ? { ok: false, output: POSTGRES_BACKUP_HINT }
    : null;
let result =
  postgresBackup ?? (args[0] === "restore" ? await restore() : await sendAdminCommand(config.dataDir, args));
if (!result) {
  const { ctx, handle } = await openContext(config, log);
  result = await runAdminCommand(ctx, args);
  await handle.close();
}
(result.ok ? console.log : console.error)(result.output);
process.exit(result.ok ? 0 : 1);
