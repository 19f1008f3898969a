// `npm run admin -- backup <file>`: run inside the server (through the admin socket) while it serves,
// or in the command's own process when no server is running. Embedded database only: PostgreSQL is
// backed up with pg_dump, and this says exactly what to run instead of writing a wrong file.
import { isAbsolute } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { AppContext } from "../context";
import { BackupError, createBackup, describeManifest } from "../ops/backup";
import type { AdminResult } from "./commands";

export const POSTGRES_BACKUP_HINT = `This server uses PostgreSQL (DATABASE_URL): back it up with pg_dump and copy the media folder:
  pg_dump --format=custom --file=eventsida.dump "$DATABASE_URL"
  tar -czf media.tar.gz -C "$DATA_DIR" media/uploads media/quick-start
(docs/operations.md has the restore steps)`;

export async function backupCommand(ctx: AppContext, file?: string): Promise<AdminResult> {
  if (!file) return { ok: false, output: "Usage: npm run admin -- backup <file.tar.gz>" };
  // The command line makes it absolute (server/admin.ts): the server's working folder may differ.
  if (!isAbsolute(file))
    return { ok: false, output: `Give the backup file as an absolute path, not ${file}` };
  if (ctx.config.database.kind === "postgres") return { ok: false, output: POSTGRES_BACKUP_HINT };
  const client = (ctx.db as unknown as { $client: PGlite }).$client;
  try {
    const manifest = await createBackup(client, ctx.config.dataDir, file);
    return { ok: true, output: `Backup written to ${file}\n${describeManifest(manifest)}` };
  } catch (error) {
    if (error instanceof BackupError) return { ok: false, output: error.message };
    ctx.log.error({ err: error, job: "backup", severity: 3 }, "backup failed");
    return { ok: false, output: `Backup failed: ${(error as Error).message}` };
  }
}
