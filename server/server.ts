// Opens the database, seeds the demo site (its pictures made on request) and listens. Shared by main.ts and the end-to-end tests.

import { listenForAdmin } from "./admin/socket";
import { buildApp } from "./app";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { openDatabase } from "./db/client";
import type { Logger } from "./logger";
import { mailProviderFor } from "./mail/config";
import { jobLogger } from "./ops/logging";
import { demoArtworkFor, serveDemoPictures } from "./seed/demo-images";
import { ensureDemoSite } from "./seed/demo-site";

export async function openContext(config: Config, log: Logger) {
  const handle = await openDatabase(
    config.database.kind === "postgres"
      ? {
          engine: "postgres",
          url: config.database.url,
          onIdleError: (error) => log.warn({ err: error }, "an idle database connection failed"),
        }
      : { engine: "pglite", dataDir: config.dataDir },
  );
  // Lines outside requests carry their job's name (ops/logging.ts).
  const background = jobLogger(log, "background");
  const ctx: AppContext = {
    config,
    db: handle.db,
    log: background,
    mail: mailProviderFor(config, background),
  };
  return { ctx, handle };
}

export async function startServer(config: Config, log: Logger) {
  const { ctx, handle } = await openContext(config, log);
  const demoPictures = demoArtworkFor(ctx);
  await ensureDemoSite(ctx, demoPictures);
  const app = await buildApp(ctx);
  serveDemoPictures(app, demoPictures);
  await app.listen({ port: config.port, host: config.host });
  const admin = await listenForAdmin(ctx);
  return {
    engine: handle.engine,
    close: async () => {
      admin.close();
      await app.close();
      await handle.close();
    },
  };
}
