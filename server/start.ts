// Starts the product: configuration, database (migrated), demo site, HTTP server. Run by main.ts.
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { startServer } from "./server";

/**
 * How long a shutdown may take before the process gives up and exits 1: requests in flight, the visit
 * counter's last write, the mail outbox's batch and the database's close. Below the 30 s most
 * supervisors wait before SIGKILL (systemd's default is 90 s, Kubernetes' 30 s).
 */
export const SHUTDOWN_TIMEOUT_MS = 20_000;

/** What a start reads and where it writes; the defaults are the process's own (tests pass their own). */
export type StartOptions = {
  env?: Readonly<Record<string, string | undefined>>;
  /** Where the log lines go (standard output by default). */
  destination?: import("pino").DestinationStream;
  /** How a start that cannot go on ends (process.exit by default). */
  exit?: (code: number) => never;
};

export async function start(options: StartOptions = {}): Promise<void> {
  const env = options.env ?? process.env;
  const exit: (code: number) => never = options.exit ?? ((code: number) => process.exit(code));
  const root = createLogger({
    pretty: !options.destination && process.stdout.isTTY && env.NODE_ENV !== "production",
    destination: options.destination,
  });
  // Lines outside requests carry their job's name (requests carry reqId).
  const log = root.child({ job: "server" });
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env, (entry) => log.error({ severity: entry.severity }, entry.message));
  } catch (error) {
    log.fatal((error as Error).message);
    exit(1);
  }

  if (config.seller.placeholder.length > 0) {
    log.warn(
      `${config.seller.placeholder.join(", ")} not set: receipts name the placeholder seller '${config.seller.name}' (required in production)`,
    );
  }
  const running = await startServer(config, root);
  const base = config.publicUrl;
  log.info(`${config.brandDefinition.displayName} is running at ${base}`);
  log.info(`Editor (log in):  ${base}/logga-in`);
  log.info(`Demo guest page:  ${base}/?domainHost=${config.brandDefinition.demoHost}  (or ${base}/demo)`);
  log.info(
    `Database:         ${running.engine === "pglite" ? `PGlite in ${config.dataDir}/pglite` : "PostgreSQL (DATABASE_URL)"}`,
  );

  // SIGTERM/SIGINT: stop accepting connections, answer /readyz 503, let requests in flight finish,
  // write the visit counter and the outbox's batch, close the database, exit 0. A second signal, or
  // the timeout, ends the process at once (exit 1). main.ts replaces its process rather than starting
  // a child, so the supervisor's signal arrives here.
  let stopping = false;
  const shutDown = (signal: NodeJS.Signals) => {
    const shutdownLog = root.child({ job: "shutdown" });
    if (stopping) {
      shutdownLog.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    shutdownLog.info(`${signal}: finishing requests in flight, then closing`);
    const started = Date.now();
    setTimeout(() => {
      shutdownLog.error({ severity: 3 }, `not closed within ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    running.close().then(
      () => {
        shutdownLog.info({ ms: Date.now() - started }, "closed");
        process.exit(0);
      },
      (error: unknown) => {
        shutdownLog.error({ err: error, severity: 3 }, "closing failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutDown);
  process.on("SIGTERM", shutDown);
}
