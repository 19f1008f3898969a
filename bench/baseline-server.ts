// The baseline of the throughput figures: plain node:http serving, from memory, the very bytes and
// headers the product server answered with (captured in the same run). Fixtures with a host are
// served by Host header and path (the 1,000-site rotation: one page per host), the others by path.
// Run directly by Node (type stripping): node bench/baseline-server.ts PORT FIXTURE.json
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

type Fixture = {
  host?: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
};

const [port, file] = process.argv.slice(2);
const fixtures = (JSON.parse(readFileSync(String(file), "utf8")) as Fixture[]).map((f) => ({
  ...f,
  body: Buffer.from(f.bodyBase64, "base64"),
}));
const key = (host: string | undefined, path: string) => `${(host ?? "").toLowerCase()} ${path}`;
const byKey = new Map(fixtures.map((f) => [key(f.host, f.path), f]));

createServer((request, response) => {
  const path = request.url ?? "";
  const fixture = byKey.get(key(request.headers.host, path)) ?? byKey.get(key(undefined, path));
  if (!fixture) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(fixture.status, { ...fixture.headers, "content-length": fixture.body.length });
  response.end(fixture.body);
}).listen(Number(port), "127.0.0.1", () => console.log("listening"));
