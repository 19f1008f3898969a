// The baseline of the start and memory figures: a bare node:http server with the same database
// engine and nothing else, started the way the product is (its own process, a fresh PGlite data
// directory or the same PostgreSQL), answering /api/health with 200 once a first query has run.
// Run directly by Node (type stripping): node bench/bare-server.ts PORT (pglite DIR | postgres URL)
import { createServer } from "node:http";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const [port, engine, where] = process.argv.slice(2);
let query: () => Promise<unknown>;
if (engine === "postgres") {
  const pool = new pg.Pool({ connectionString: String(where), max: 10 });
  query = () => pool.query("select 1");
} else {
  // The product's start parameters (server/db/client.ts): PGlite's own plus a 32 MB buffer pool, so
  // the baseline's memory is the same database's, not PostgreSQL's default 128 MB pool.
  const db = new PGlite(join(String(where), "pglite"), {
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
  });
  query = () => db.query("select 1");
}
await query();
createServer((_request, response) => {
  query().then(
    () => response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'),
    () => response.writeHead(500).end(),
  );
}).listen(Number(port), "127.0.0.1");
