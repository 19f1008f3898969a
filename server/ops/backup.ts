// Backup and restore of the embedded database (PGlite) with the media, as ONE .tar.gz file:
//   manifest.json   format, version, time, engine, row counts, media file count (backupManifestSchema)
//   database.tar    PGlite's data directory (a ustar archive, as PGlite's dumpDataDir writes and its
//                   loadDataDir reads)
//   media/uploads/…, media/quick-start/…   the pictures owners uploaded (portrait crops, demo pictures
//                   and map images are left out: the server makes them again on request)
//
// Consistency while serving: PGlite runs one statement at a time in this process and nothing between
// statements (no background writer), and a commit has written its WAL to the file when its statement
// returns (synchronous_commit is on; fsync is off, but the copy reads the files, not the disk). So the
// data directory between two statements is what a crash would leave: every committed transaction, and
// a start recovers to it. The backup checkpoints, then takes both of PGlite's locks: the transaction
// lock (no transaction of the server's is open, so none is half done) and the query lock (no statement,
// runPrepared's guest answers included, runs); holding them it counts the manifest's rows in one statement and
// copies the data directory. So the copy holds exactly the transactions committed before it, and a
// restore checks the counts. The media list is taken after the database copy, so every picture the
// copied rows name is in it.
//
// The event loop is never held (issue 22): the copy is the system's tar, a child process, and the
// server keeps answering all the while (/healthz, anything that does not wait for the database);
// only database queries wait, for the copy's time (0.1–0.4 s for an 85 MB folder on a busy 2-core
// machine). PGlite's dumpDataDir is not used: it reads every file into memory and builds the
// archive synchronously on the main thread (0.5 s for an empty database's 40 MB, 3 s for 290 MB,
// then a synchronous write of it), and nothing was answered meanwhile. What the backup still runs on
// the event loop are two statements, as every PGlite query runs there: the checkpoint (it writes at
// most the 32 MB buffer pool: ~40 ms of CPU in the test) and the count (an event site's tables).
//
// PostgreSQL (DATABASE_URL) is backed up with pg_dump and the media folder (docs/operations.md).
// The archive is made and read with the system's tar (GNU tar on Debian).
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { parsePortraitFileName } from "@core/image-urls";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
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

/** The counts in one statement: nothing can run between two tables' counts. */
const COUNT_STATEMENT = `select ${COUNTED_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(", ")}`;

/**
 * The manifest's counts, for a caller holding PGlite's query lock (runExclusive): query() would wait
 * for that lock, so the statement goes through execProtocol as server/db/prepared.ts does.
 */
async function countRowsHoldingLock(client: PGlite): Promise<Record<string, number>> {
  const { messages } = await client.execProtocol(protocol.serialize.query(COUNT_STATEMENT));
  const row = parse.parseResults(messages, client.parsers)[0]?.rows[0] as Record<string, number> | undefined;
  if (!row) throw new Error("the row count returned nothing");
  return Object.fromEntries(COUNTED_TABLES.map((table) => [table, Number(row[table] ?? 0)]));
}

/** The folder PGlite keeps its data directory in, or null for a database in memory. */
function dataDirectoryOnDisk(client: PGlite): string | null {
  const dir = client.dataDir?.replace(/^file:\/\//, "");
  if (!dir || dir.includes("://")) return null;
  return resolve(dir);
}

/** The media files to keep, relative to DATA_DIR: uploads, without portrait crops and temporaries. */
async function mediaFiles(dataDir: string): Promise<{ files: string[]; bytes: number }> {
  const files: string[] = [];
  let bytes = 0;
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !entry.name.endsWith(".tmp") && !parsePortraitFileName(entry.name)) {
        // A picture deleted since the listing (a clean-up) is left out here, as tar leaves it out.
        const size = await stat(path).then(
          (s) => s.size,
          () => null,
        );
        if (size === null) continue;
        files.push(relative(dataDir, path));
        bytes += size;
      }
    }
  };
  for (const folder of MEDIA_FOLDERS) {
    const dir = join(dataDir, "media", folder);
    if (existsSync(dir)) await walk(dir);
  }
  return { files, bytes };
}

/** Writes a backup of the running PGlite database and DATA_DIR's media to `target` (replaced atomically). */
export async function createBackup(client: PGlite, dataDir: string, target: string): Promise<BackupManifest> {
  if (!existsSync(dirname(target))) throw new BackupError(`The folder ${dirname(target)} does not exist`);
  const pgdata = dataDirectoryOnDisk(client);
  if (!pgdata) throw new BackupError("The database is in memory: there is nothing on disk to back up");
  const staging = await mkdtemp(join(dirname(target), `.${basename(target)}-`));
  try {
    await client.exec("CHECKPOINT");
    // Counted and copied holding both of PGlite's locks, in the order its transactions take them:
    // no transaction is open (the transaction lock) and no statement runs (the query lock, which
    // runPrepared takes after the transaction lock, as query() does), so the data directory is as a crash would leave it with exactly the
    // committed transactions, and the counts are those of the copy. No transaction of our own either:
    // the count is one statement on its own. Only PGlite waits meanwhile, not the event loop: the copy
    // is a child process (tar, ustar as loadDataDir reads), so the server keeps answering.
    const counts = await client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const counts = await countRowsHoldingLock(client);
        const entries = await readdir(pgdata);
        await run("tar", ["-cf", join(staging, "database.tar"), "--format=ustar", "-C", pgdata, ...entries]);
        return counts;
      }),
    );
    const media = await mediaFiles(dataDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: "pglite",
      counts,
      media: { folders: [...MEDIA_FOLDERS], files: media.files.length, bytes: media.bytes },
    };
    await writeFile(join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(join(staging, "media.list"), media.files.map((f) => `${f}\n`).join(""));
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
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
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
