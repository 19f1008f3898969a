import { join } from "node:path";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { createMailProvider, type MailProvider } from "./provider";

/** Where the file simulator writes mail. */
export const mailDirOf = (config: Config): string => join(config.dataDir, "mail");

export function mailProviderFor(config: Config, log: Logger): MailProvider {
  const brand = config.brandDefinition;
  return createMailProvider({
    mailUrl: config.mailUrl,
    mailDir: mailDirOf(config),
    from: `${brand.displayName} <${brand.contactMail}>`,
    brand: { name: brand.displayName, origin: config.publicUrl, contactMail: brand.contactMail },
    dkim: config.mailDkim,
    log,
  });
}
