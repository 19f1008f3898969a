// Build step (scripts/build.ts): a .br (brotli, best quality) and a .gz (gzip -9) beside each text file
// of the hashed browser bundles, so the server sends them as files (server/static.ts) and never
// compresses a bundle per request. Small files and files that would not shrink get none: the server
// sends the original then. Source maps are never served, so they are left alone.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const TEXT_FILE = /\.(js|mjs|css|svg|html|json|txt|xml)$/i;
/**
 * Lower than the server's per-request floor (1 KB, server/http/compression.ts): here the work is done
 * once at build, so even a small chunk's saving (a third of 500 bytes) is worth a file.
 */
const MIN_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && TEXT_FILE.test(e.name)).map((e) => join(e.parentPath, e.name));
}

async function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return { raw: raw.length, br: raw.length, gz: raw.length };
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // The bundles are content-hashed, so a copy can never be older than the name it sits beside.
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  return { raw: raw.length, br: Math.min(br.length, raw.length), gz: Math.min(gz.length, raw.length) };
}

/** Writes the .br and .gz files for every text file under `dir`; returns the totals for the build log. */
export async function precompressDir(
  dir: string,
): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const exists = await stat(dir).catch(() => null);
  if (!exists?.isDirectory()) return { files: 0, raw: 0, br: 0, gz: 0 };
  const queue = await filesIn(dir);
  const totals = { files: queue.length, raw: 0, br: 0, gz: 0 };
  // Brotli 11 is slow (about 1 MB/s): one worker per core, each taking the next file.
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const sizes = await precompressFile(file);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return totals;
}

/** The build's log line. */
export async function precompressAssets(dir = "dist/client/assets"): Promise<void> {
  const started = Date.now();
  const t = await precompressDir(dir);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `Precompressed ${t.files} files in ${dir}: ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
