// PGlite's own share of the server's memory: a fresh Node process opens the server's (stopped) PGlite
// data directory, reads the guest page's data the way a request does, and reports how much its
// resident set grew. Run directly by Node (type stripping): node bench/pglite-share.ts DATA_DIR
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

const dataDir = String(process.argv[2]);
const rss = () => process.memoryUsage().rss;
globalThis.gc?.();
const before = rss();
// The product's start parameters (server/db/client.ts), as bench/bare-server.ts opens it: PGlite's own
// plus a 32 MB buffer pool; with PostgreSQL's default 128 MB pool the share overstated the product's.
const db = new PGlite(join(dataDir, "pglite"), {
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
});
await db.query("select id, document from sites where is_demo");
await db.query("select count(*) from site_versions");
const after = rss();
await db.close();
console.log(JSON.stringify({ before, after, share: after - before }));
