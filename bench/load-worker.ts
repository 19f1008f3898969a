// The load generator in its own process (issue 24: on two cores, autocannon inside the bench's own
// process competed with the bench and was the limit at 10 connections). Run directly by Node (type
// stripping): node bench/load-worker.ts SPEC.json — runs autocannon once with the spec and prints one
// line of JSON (the result the bench keeps) on stdout.
//
// With `hosts`, every request names another host: connection c starts at host c × hosts / connections
// and walks the list, so at any moment the connections ask for different sites, and `amount` equal to
// the number of hosts (a multiple of the connections) asks for each host exactly once.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

type Spec = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method?: string;
  path: string;
  headers: Record<string, string>;
  hosts?: string[];
  timeoutS?: number;
};

const spec = JSON.parse(readFileSync(String(process.argv[2]), "utf8")) as Spec;

type Req = { method: string; path: string; headers: Record<string, string> };
type Client = { setRequests: (requests: (Req & { setupRequest?: (request: Req) => Req })[]) => void };

const options: Record<string, unknown> = {
  url: spec.url,
  connections: spec.connections,
  method: spec.method ?? "GET",
  headers: spec.headers,
  timeout: spec.timeoutS ?? 30,
};
if (spec.amount) options.amount = spec.amount;
else options.duration = spec.duration ?? 10;

const hosts = spec.hosts;
if (hosts && hosts.length > 0) {
  // One request object per connection, rebuilt before each send with the connection's next host
  // (autocannon shares the objects of `requests` between its connections, so a shared list would send
  // every connection's first request to one host).
  let clientIndex = 0;
  options.requests = [{ method: spec.method ?? "GET", path: spec.path, headers: spec.headers }];
  options.setupClient = (client: Client) => {
    let next = Math.floor((clientIndex++ * hosts.length) / spec.connections);
    client.setRequests([
      {
        method: spec.method ?? "GET",
        path: spec.path,
        headers: spec.headers,
        setupRequest: (request: Req) => {
          const host = hosts[next++ % hosts.length] as string;
          return { ...request, headers: { ...request.headers, host } };
        },
      },
    ]);
  };
} else {
  options.url = `${spec.url}${spec.path}`;
}

const started = performance.now();
const result = (await autocannon(options as unknown as Parameters<typeof autocannon>[0])) as Awaited<
  ReturnType<typeof autocannon>
> & { statusCodeStats?: Record<string, { count: number }>; latency: { max?: number } };
const elapsedMs = performance.now() - started;
const answered = result.requests.total;
console.log(
  JSON.stringify({
    connections: spec.connections,
    requests: answered,
    elapsedMs,
    // Requests answered per second of the run's wall time (not autocannon's per-second sample mean,
    // which a run of a few seconds rounds away).
    reqPerSec: (answered / elapsedMs) * 1000,
    latency: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    ),
    bytesPerSec: result.throughput.average,
  }),
);
