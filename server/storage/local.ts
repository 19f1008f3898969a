// Media on the local disk, under DATA_DIR/media with the keys as relative paths: the layout the
// server has always had, so existing files and the static serving of /media/ stay as they are.
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { writeFileAtomically } from "../files";
import { assertKey, type MediaStorage } from "./provider";

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export function localMediaStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, ...key.split("/").filter(Boolean));
  };
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    const files: string[] = [];
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) files.push(...(await walk(path)));
      // Temporaries of a write in progress are not objects yet.
      else if (entry.isFile() && !entry.name.endsWith(".tmp")) files.push(path);
    }
    return files;
  };
  return {
    kind: "local",
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFileAtomically(path, data);
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size, modified: info.mtime };
    },
    async read(key) {
      return readFile(pathOf(key)).catch((error: unknown) => {
        if (missing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      });
    },
    async exists(key) {
      return (await stat(pathOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      // The folder the prefix names (or lies in); keys are filtered by the whole prefix after.
      const folder =
        prefix.endsWith("/") || prefix === "" ? prefix : prefix.slice(0, prefix.lastIndexOf("/") + 1);
      if (folder) assertKey(folder);
      const files = await walk(join(root, ...folder.split("/").filter(Boolean)));
      const listed = [];
      for (const file of files) {
        const key = relative(root, file).split(sep).join("/");
        if (!key.startsWith(prefix)) continue;
        const info = await stat(file).catch(() => null);
        if (info) listed.push({ key, size: info.size, modified: info.mtime });
      }
      return listed;
    },
    async deletePrefix(prefix) {
      if (prefix.endsWith("/")) {
        // A folder: removed as one, with anything a crash left in it.
        await rm(pathOf(prefix), { recursive: true, force: true });
        return;
      }
      for (const { key } of await this.list(prefix)) await rm(pathOf(key), { force: true });
    },
  };
}
