// The server's entry point (dist/server/main.js). Before anything else is loaded, it makes sure the
// process runs with a small young generation, then starts the product (start.ts).
//
// Why: Node 24 lets V8's young generation grow to 128 MB under the allocation burst of a start and
// keeps it: that was most of the idle server's memory (docs/decisions.md, issue 11). V8 reads the
// limit only when the process starts, so without the flag the process replaces itself (execve: the
// same process id, so a supervisor, signals and the standard streams are unaffected) with the same
// command plus the flag. The operator's own flag (command line or NODE_OPTIONS) is respected;
// SERVER_KEEP_V8_HEAP=1 skips the relaunch.
import { relaunchArguments } from "./young-generation";

const relaunch = relaunchArguments(process);
if (relaunch && typeof process.execve === "function") process.execve(process.execPath, relaunch);

// A separate bundle (dist/server/start.js), loaded only now: a bundle imports its packages at its
// top, and loading them before the relaunch would pay for the start twice.
const startModule = new URL(import.meta.url.endsWith(".ts") ? "./start.ts" : "./start.js", import.meta.url);
const { start } = (await import(startModule.href)) as typeof import("./start");
await start();
