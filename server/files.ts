// Small file helpers shared by whoever writes files the server also serves (demo pictures, portrait
// crops, map images).
import { rename, rm, writeFile } from "node:fs/promises";

/** Write via a temporary file and rename, so a half-written file is never served; no temporary is left. */
export async function writeFileAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Runs `work` for a key at most once at a time: callers asking while it runs share its promise. */
export function oneAtATime<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    let pending = running.get(key);
    if (!pending) {
      pending = work().finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}
