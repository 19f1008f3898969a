// Server logs go through pino. `severity` follows the product's log entries (SPEC §3 Log entry):
// 1 info, 2 warning, 3 error.
import pino from "pino";

export type Logger = pino.Logger;

// Secrets that are part of a path: a household's personal link (/i/{token}, GET /api/invitations/{token})
// and a print's server access key. A request's log line names the path without them.
const SECRET_PATHS = /^(\/i\/|\/api\/invitations\/|\/api\/prints\/[^/?#]+\/serverAccess\/)[^/?#]+/;

/** A request's URL as its log line shows it: any secret in the path replaced by "…". */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_PATHS, "$1…");
}

// Fastify's request lines take this `req` serializer instead of their own (same fields).
const serializers = {
  req: (request: {
    method?: string;
    url?: string;
    host?: string;
    ip?: string;
    headers?: Record<string, unknown>;
    socket?: { remotePort?: number };
  }) => ({
    method: request.method,
    url: loggedUrl(request.url ?? ""),
    version: request.headers?.["accept-version"],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

export function createLogger(
  options: { level?: string; pretty?: boolean; destination?: pino.DestinationStream } = {},
): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? "info";
  if (options.destination) return pino({ level, serializers }, options.destination);
  if (options.pretty && prettyAvailable()) {
    return pino({
      level,
      serializers,
      transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } },
    });
  }
  return pino({ level, serializers });
}

// pino-pretty is a development dependency: a production install without it logs JSON.
function prettyAvailable(): boolean {
  try {
    import.meta.resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}
