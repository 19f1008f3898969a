// The few parts of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  };
  type Result = {
    requests: { average: number; mean: number; total: number };
    latency: { p50: number; p97_5: number; p99: number; average: number };
    throughput: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    "2xx": number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
