// Server logs go through pino. `severity` follows the product's log entries (SPEC §3 Log entry):
// 1 info, 2 warning, 3 error.
import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(
  options: { level?: string; pretty?: boolean; destination?: pino.DestinationStream } = {},
): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? "info";
  if (options.destination) return pino({ level }, options.destination);
  if (options.pretty && prettyAvailable()) {
    return pino({
      level,
      transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } },
    });
  }
  return pino({ level });
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
