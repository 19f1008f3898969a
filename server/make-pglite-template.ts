// Makes dist/pglite-template (server/db/pglite-template.ts says why): PGlite's initdb and every
// migration, run by the server's own database code, into a folder beside the old template that is
// renamed into place only when complete. Run by npm run build (scripts/build.ts) in its own process, so
// the two WebAssembly PostgreSQLs of initdb leave nothing behind in the build's memory.
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { openDatabase } from "./db/client";
import { currentFingerprint, PGLITE_TEMPLATE_DIR, TEMPLATE_FINGERPRINT } from "./db/pglite-template";

const fingerprint = currentFingerprint();
if (!fingerprint) throw new Error("cannot read @electric-sql/pglite's version: no template made");

const partial = `${PGLITE_TEMPLATE_DIR}.partial-${process.pid}`;
// The old template goes first, so the database below is made by initdb, never copied from it.
rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
rmSync(partial, { recursive: true, force: true });
mkdirSync(partial, { recursive: true });
const handle = await openDatabase({ engine: "pglite", dataDir: partial });
await handle.close();
writeFileSync(`${partial}/${TEMPLATE_FINGERPRINT}`, `${JSON.stringify(fingerprint)}\n`);
renameSync(partial, PGLITE_TEMPLATE_DIR);
