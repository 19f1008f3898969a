// sharp (libvips), loaded on its first use rather than at start: about 22 MB of native memory an idle
// server serving guest pages never needs (issue 24). Every image or map operation awaits loadSharp()
// before it starts; synchronous helpers that run inside one take the loaded module from sharpNow().
import type SharpModule from "sharp";

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | null = null;
let loaded: Sharp | null = null;

/** sharp, configured once: loaded on the first call, the same module after. */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // libvips set explicitly (sharp's defaults depend on the platform): one thread per image (the work
    // queue, ./work-queue.ts, runs one image per core), and a small operation cache: every upload is a
    // new input, so cached operations only hold memory, and no open files (a removed upload's file is
    // really gone).
    sharp.concurrency(1);
    sharp.cache({ memory: 16, files: 0, items: 20 });
    loaded = sharp;
    return sharp;
  });
  return loading;
}

/** The module loadSharp() has loaded; for synchronous helpers called after awaiting it. */
export function sharpNow(): Sharp {
  if (!loaded) throw new Error("sharp is used before loadSharp() resolved");
  return loaded;
}
