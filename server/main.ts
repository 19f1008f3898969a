// The server's entry point (dist/server/main.js). Before anything else is loaded, it makes sure the
// process runs with a small young generation, then starts the product (start.ts).
//
// Why: Node 24 lets V8's young generation grow to 128 MB under the allocation burst of a start and
// keeps it: that was most of the idle server's memory (docs/decisions.md, issue 11). V8 reads the
// limit only when the process starts, so without the flag the process replaces itself (execve: the
// same process id, so a supervisor, signals and the standard streams are unaffected) with the same
// command plus the flag. The operator's own flag (command line or NODE_OPTIONS) is respected;
// SERVER_KEEP_V8_HEAP=1 skips the relaunch.
import { enableCompileCache } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startTemplateCopyEarly } from "./db/pglite-template";
import { relaunchArguments, relaunchEnvironment } from "./young-generation";

const relaunch = relaunchArguments(process);
// With fewer malloc arenas (young-generation.ts MALLOC_ARENAS): glibc reads it only when a process starts.
if (relaunch && typeof process.execve === "function")
  process.execve(process.execPath, relaunch, relaunchEnvironment(process.env));

const fromSources = import.meta.url.endsWith(".ts");
// V8's compiled code for the server bundle, made by the build beside it (dist/server/.compile-cache,
// scripts/build.ts, once per engine with the flags of the relaunch above: V8 takes a cache only from the
// same flags): a start reads it instead of compiling 5.5 MB of JavaScript again. Node checks each entry
// against the file's contents, so a stale one is ignored; a folder it cannot write is no error. Never
// from the sources: npm run dev writes nothing into them.
if (!fromSources) enableCompileCache(fileURLToPath(new URL("./.compile-cache", import.meta.url)));

// A first start on PGlite copies the build's empty database into DATA_DIR (db/pglite-template.ts): begun
// now, its files are copied by libuv's threads while this thread loads the server's bundle. The same
// folder as config.ts makes of DATA_DIR; a start that goes on to fail its config leaves at most a
// partial copy, which the next start removes.
if (!process.env.DATABASE_URL) startTemplateCopyEarly(resolve(process.env.DATA_DIR ?? "./data"));

// A separate bundle (dist/server/start.js), loaded only now: a bundle imports its packages at its
// top, and loading them before the relaunch would pay for the start twice.
const startModule = new URL(fromSources ? "./start.ts" : "./start.js", import.meta.url);
const { start } = (await import(startModule.href)) as typeof import("./start");
await start();
