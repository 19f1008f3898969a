import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";

/** What every route and operation may use; built once at start and passed down explicitly. */
export type AppContext = {
  config: Config;
  db: Database;
  log: Logger;
};
