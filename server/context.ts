import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import type { MailProvider } from "./mail/provider";

/** What every route and operation may use; built once at start and passed down explicitly. */
export type AppContext = {
  config: Config;
  db: Database;
  log: Logger;
  mail: MailProvider;
};
