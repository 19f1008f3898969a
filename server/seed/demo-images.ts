// The demo pictures under DATA_DIR/media/demo, made when first asked for instead of all at start (a
// fresh start used to rasterise every brand's artwork at every size before it listened).
//
// - A request for /media/demo/{name}[-{width}].{jpg,avif,webp} renders that one file if it is
//   missing or stale, then the static files route serves it as any other file.
// - One render per file: concurrent requests for the same file wait for the same render.
// - A manifest (DATA_DIR/demo-images.json, outside the served folder) records, per artwork, a hash of its SVG and the encoder settings
//   and which files were rendered from it: a changed SVG makes its old files stale.
// - Nothing is rendered at start: a fresh server makes only the files guests' browsers ask for, of
//   the configured brand's demo site (or of another brand's artwork when its URL is asked for).
import { createHash } from "node:crypto";
import { mkdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import {
  type DemoArtworkName,
  type DemoFormat,
  type DemoImage,
  demoFileName,
  demoImage,
  demoWidths,
  parseDemoFileName,
  RENDER_SETTINGS,
  readArtwork,
  renderDemoFile,
  svgSize,
} from "@design/artwork/render";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { oneAtATime, writeFileAtomically } from "../files";
import { ARTWORK_SVG_DIR } from "../paths";
import { mediaDir } from "../static";

const MANIFEST_FILE = ".demo-images.json";

type Artwork = { hash: string; width: number; height: number };
type Manifest = Record<string, { hash: string; files: string[] }>;

export type DemoArtworkFiles = ReturnType<typeof demoArtworkFiles>;

async function nonEmptyFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile() && s.size > 0,
    () => false,
  );
}

async function readManifest(file: string): Promise<Manifest> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const manifest: Manifest = {};
    for (const [name, entry] of Object.entries(parsed)) {
      const { hash, files } = (entry ?? {}) as { hash?: unknown; files?: unknown };
      if (typeof hash === "string" && Array.isArray(files) && files.every((f) => typeof f === "string")) {
        manifest[name] = { hash, files };
      }
    }
    return manifest;
  } catch {
    return {}; // missing or unreadable: every file is rendered again when asked for
  }
}

export function demoArtworkFiles(options: {
  outDir: string;
  svgDir: string;
  /** Where the manifest is kept: by default in outDir, which the server serves. */
  manifestFile?: string;
  publicPath?: string;
  /** Told after each file rendered (tests count renders). */
  onRender?: (fileName: string) => void;
}) {
  const { outDir, svgDir } = options;
  const manifestFile = options.manifestFile ?? join(outDir, MANIFEST_FILE);
  const artworks = new Map<DemoArtworkName, Promise<Artwork>>();
  const shared = oneAtATime<string | null>();
  let manifest: Promise<Manifest> | undefined;
  let saving: Promise<void> = Promise.resolve();

  const artwork = (name: DemoArtworkName): Promise<Artwork> => {
    let known = artworks.get(name);
    if (!known) {
      known = readArtwork(svgDir, name).then((svg) => ({
        hash: createHash("sha256").update(RENDER_SETTINGS).update(svg).digest("hex"),
        ...svgSize(svg.toString("utf8")),
      }));
      known.catch(() => artworks.delete(name));
      artworks.set(name, known);
    }
    return known;
  };

  const loadManifest = () => {
    manifest ??= mkdir(outDir, { recursive: true }).then(() => readManifest(manifestFile));
    return manifest;
  };

  const record = async (name: DemoArtworkName, hash: string, fileName: string) => {
    const entries = await loadManifest();
    const entry = entries[name]?.hash === hash ? entries[name] : { hash, files: [] };
    if (!entry.files.includes(fileName)) entry.files.push(fileName);
    entries[name] = entry;
    // One write after another: two renders finishing together must not interleave their manifests.
    saving = saving
      .catch(() => undefined)
      .then(() => writeFileAtomically(manifestFile, JSON.stringify(entries, null, 2)));
    await saving;
  };

  const render = async (
    name: DemoArtworkName,
    width: number | null,
    format: DemoFormat,
    fileName: string,
  ) => {
    const { hash, width: fullWidth } = await artwork(name);
    const svg = await readArtwork(svgDir, name);
    const file = join(outDir, fileName);
    await writeFileAtomically(file, await renderDemoFile(svg, fullWidth, width, format));
    await record(name, hash, fileName);
    options.onRender?.(fileName);
    return file;
  };

  const ensure = async (
    wanted: NonNullable<ReturnType<typeof parseDemoFileName>>,
    fileName: string,
  ): Promise<string | null> => {
    const { hash, width: fullWidth } = await artwork(wanted.name);
    if (wanted.width !== null && !demoWidths(fullWidth).includes(wanted.width)) return null;
    const path = join(outDir, fileName);
    const known = (await loadManifest())[wanted.name];
    if (known?.hash === hash && known.files.includes(fileName) && (await nonEmptyFile(path))) return path;
    return render(wanted.name, wanted.width, wanted.format, fileName);
  };

  /**
   * The path of a demo file on disk, rendered first when missing or stale; null when the name is no
   * demo file (an unknown artwork, or a width it is not made at). Callers asking for the same file
   * at the same time share one look-up and at most one render.
   */
  function file(fileName: string): Promise<string | null> {
    const wanted = parseDemoFileName(fileName);
    if (!wanted) return Promise.resolve(null);
    return shared(fileName, () => ensure(wanted, fileName));
  }

  /** The pictures' descriptions for a site document; reads the SVGs' sizes, renders nothing. */
  async function images(names: readonly DemoArtworkName[]): Promise<Record<string, DemoImage>> {
    const result: Record<string, DemoImage> = {};
    for (const name of names) result[name] = demoImage(name, await artwork(name), options.publicPath);
    return result;
  }

  /** Makes every JPEG of one artwork that is not on disk yet (a crop reads them), one at a time. */
  async function jpegs(name: DemoArtworkName): Promise<void> {
    const { width } = await artwork(name);
    for (const size of [null, ...demoWidths(width)]) await file(demoFileName(name, size));
  }

  return { file, images, jpegs };
}

const DEMO_URL = /^\/media\/demo\/([^/?#]+)(?:[?#]|$)/;

const stores = new WeakMap<AppContext, DemoArtworkFiles>();

/**
 * The server's one store of demo pictures, shared by the file hook below, the demo site and the crop
 * routes (server/images/source.ts), so one file is never rendered twice at once.
 */
export function demoArtworkFor(ctx: AppContext): DemoArtworkFiles {
  let store = stores.get(ctx);
  if (!store) {
    store = demoArtworkFiles({
      outDir: join(mediaDir(ctx), "demo"),
      manifestFile: join(ctx.config.dataDir, "demo-images.json"),
      svgDir: ARTWORK_SVG_DIR,
      publicPath: "/media/demo/",
    });
    stores.set(ctx, store);
  }
  return store;
}

/**
 * A GET of /media/demo/{file} renders that file before the static files route serves it (a root hook:
 * it runs before every route, whatever order they were added in).
 */
export function serveDemoPictures(app: FastifyInstance, files: DemoArtworkFiles): void {
  app.addHook("onRequest", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const match = DEMO_URL.exec(request.url);
    if (match?.[1]) await files.file(match[1]);
  });
}
