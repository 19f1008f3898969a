// Starts the product: configuration, database (migrated), demo site, HTTP server. Run by main.ts.
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { startServer } from "./server";

export async function start(): Promise<void> {
  const log = createLogger({ pretty: process.stdout.isTTY && process.env.NODE_ENV !== "production" });
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, (entry) => log.error({ severity: entry.severity }, entry.message));
  } catch (error) {
    log.fatal((error as Error).message);
    process.exit(1);
  }

  const running = await startServer(config, log);
  const base = config.publicUrl;
  log.info(`${config.brandDefinition.displayName} is running at ${base}`);
  log.info(`Editor (log in):  ${base}/logga-in`);
  log.info(`Demo guest page:  ${base}/?domainHost=${config.brandDefinition.demoHost}  (or ${base}/demo)`);
  log.info(
    `Database:         ${running.engine === "pglite" ? `PGlite in ${config.dataDir}/pglite` : "PostgreSQL (DATABASE_URL)"}`,
  );

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      log.info(`${signal}: shutting down`);
      void running.close().then(() => process.exit(0));
    });
  }
}
