// Backup and restore of the embedded database (PGlite) with the media, as ONE .tar.gz file:
//   manifest.json   format, version, time, engine, row counts, media file count (backupManifestSchema)
//   database.tar    PGlite's data directory (dumpDataDir)
//   media/uploads/…, media/quick-start/…   the pictures owners uploaded (portrait crops, demo pictures
//                   and map images are left out: the server makes them again on request)
//
// Consistency while serving: PGlite runs one statement at a time, and every statement and transaction
// holds its transaction lock; the data directory is copied while holding that lock, after a
// checkpoint, so the copy holds exactly the transactions committed before it and none half done; the
// manifest's row counts are read in that same moment, and a restore checks them. The media list is taken
// after the database copy, so every picture the copied rows name is in it.
//
// PostgreSQL (DATABASE_URL) is backed up with pg_dump and the media folder (docs/operations.md).
// The archive is made and read with the system's tar (GNU tar on Debian).
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { parsePortraitFileName } from "@core/image-urls";
import { PGlite } from "@electric-sql/pglite";
import { z } from "zod";

const run = promisify(execFile);

export const BACKUP_FORMAT = "eventsida-backup";
export const BACKUP_VERSION = 1;
/** The media folders a backup holds: what owners uploaded and cannot be made again. */
const MEDIA_FOLDERS = ["uploads", "quick-start"] as const;
/** The tables whose row counts the manifest records and a restore checks. */
const COUNTED_TABLES = [
  "accounts",
  "sites",
  "site_versions",
  "rsvps",
  "form_submissions",
  "gift_reservations",
  "images",
  "payments",
] as const;
/** A smaller buffer pool for the copy opened to count its rows (as db/client.ts does). */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] };

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  engine: z.literal("pglite"),
  counts: z.record(z.string(), z.number().int().min(0)),
  media: z.object({
    folders: z.array(z.string()),
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export class BackupError extends Error {}

/** What counting needs: a PGlite client or one of its transactions. */
type Queryable = { query<T>(query: string): Promise<{ rows: T[] }> };

async function countRows(client: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

/** The media files to keep, relative to DATA_DIR: uploads, without portrait crops and temporaries. */
function mediaFiles(dataDir: string): { files: string[]; bytes: number } {
  const files: string[] = [];
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !entry.name.endsWith(".tmp") && !parsePortraitFileName(entry.name)) {
        files.push(relative(dataDir, path));
        bytes += statSync(path).size;
      }
    }
  };
  for (const folder of MEDIA_FOLDERS) {
    const dir = join(dataDir, "media", folder);
    if (existsSync(dir)) walk(dir);
  }
  return { files, bytes };
}

/** Writes a backup of the running PGlite database and DATA_DIR's media to `target` (replaced atomically). */
export async function createBackup(client: PGlite, dataDir: string, target: string): Promise<BackupManifest> {
  if (!existsSync(dirname(target))) throw new BackupError(`The folder ${dirname(target)} does not exist`);
  const staging = mkdtempSync(join(dirname(target), `.${basename(target)}-`));
  try {
    await client.exec("CHECKPOINT");
    // Counted and copied inside one transaction: it holds PGlite's transaction lock, so no other
    // statement runs in between and the counts are those of the copy. It only reads, so the copy
    // holds no half-done write of its own.
    const { counts, dump } = await client.transaction(async (tx) => ({
      counts: await countRows(tx),
      dump: await client.dumpDataDir("none"),
    }));
    writeFileSync(join(staging, "database.tar"), Buffer.from(await dump.arrayBuffer()));
    const media = mediaFiles(dataDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: "pglite",
      counts,
      media: { folders: [...MEDIA_FOLDERS], files: media.files.length, bytes: media.bytes },
    };
    writeFileSync(join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(join(staging, "media.list"), media.files.map((f) => `${f}\n`).join(""));
    const partial = join(staging, "backup.tar.gz");
    // A picture deleted between the listing and the copy (a clean-up) is skipped, not an error.
    await run("tar", [
      "-czf",
      partial,
      "-C",
      staging,
      "manifest.json",
      "database.tar",
      "-C",
      dataDir,
      "--ignore-failed-read",
      "--verbatim-files-from",
      "-T",
      join(staging, "media.list"),
    ]);
    renameSync(partial, target);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Restores a backup into `dataDir` with no server running on it. Refuses a folder that holds anything
 * unless `force` (then its database and media are replaced; other files such as written mail stay).
 */
export async function restoreBackup(file: string, dataDir: string, force: boolean): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  if (!isEmptyFolder(dataDir) && !force) {
    throw new BackupError(
      `${dataDir} is not empty: restore into a fresh DATA_DIR, or add --force to replace its database and media`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(join(dataDir, ".restore-"));
  try {
    try {
      await run("tar", ["-xzf", file, "-C", staging, "--no-same-owner"]);
    } catch {
      throw new BackupError(`${file} is not a backup file (not a readable .tar.gz); nothing was changed`);
    }
    const manifest = readManifest(staging, file);
    const databaseTar = join(staging, "database.tar");
    if (!existsSync(databaseTar)) throw new BackupError(`${file} has no database.tar; nothing was changed`);

    // Opened and counted in the staging folder first: a backup that does not open changes nothing.
    const opened = join(staging, "pglite");
    mkdirSync(opened);
    const client = new PGlite(opened, {
      ...PGLITE_OPTIONS,
      loadDataDir: new Blob([readFileSync(databaseTar)]),
    });
    try {
      const counts = await countRows(client);
      for (const [table, expected] of Object.entries(manifest.counts)) {
        if (counts[table] !== expected) {
          throw new BackupError(
            `The backup's ${table} has ${counts[table]} rows, its manifest says ${expected}; nothing was changed`,
          );
        }
      }
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `The backup's database does not open (${(error as Error).message}); nothing was changed`,
      );
    } finally {
      await client.close().catch(() => undefined);
    }
    const database = join(dataDir, "pglite");
    const media = join(dataDir, "media");
    rmSync(database, { recursive: true, force: true });
    rmSync(media, { recursive: true, force: true });
    renameSync(opened, database);
    if (existsSync(join(staging, "media"))) renameSync(join(staging, "media"), media);
    else mkdirSync(media, { recursive: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string, file: string): BackupManifest {
  const path = join(staging, "manifest.json");
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    throw new BackupError(
      `${file} is not a backup of this product (no readable manifest.json); nothing was changed`,
    );
  }
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(`${file} is not a backup of this product (unknown manifest); nothing was changed`);
  }
  if (parsed.data.version > BACKUP_VERSION) {
    throw new BackupError(
      `${file} is backup format version ${parsed.data.version}; this server reads up to ${BACKUP_VERSION}. Restore it with a newer server`,
    );
  }
  return parsed.data;
}

/** One line for the operator: what a backup holds. */
export function describeManifest(manifest: BackupManifest): string {
  const counts = Object.entries(manifest.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(", ");
  return `${manifest.createdAt}: ${counts}; ${manifest.media.files} media files (${manifest.media.bytes} bytes)`;
}
