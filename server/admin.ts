// npm run admin -- <command>: operator commands. See admin/commands.ts for the list.
import { runAdminCommand, USAGE } from "./admin/commands";
import { sendAdminCommand } from "./admin/socket";
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { openContext } from "./server";

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === "--help") {
  console.log(USAGE);
  process.exit(args.length === 0 ? 1 : 0);
}

const log = createLogger({ level: "warn" });
const config = loadConfig(process.env, (entry) => log.error({ severity: entry.severity }, entry.message));
const viaServer = await sendAdminCommand(config.dataDir, args);
let result = viaServer;
if (!result) {
  const { ctx, handle } = await openContext(config, log);
  result = await runAdminCommand(ctx, args);
  await handle.close();
}
(result.ok ? console.log : console.error)(result.output);
process.exit(result.ok ? 0 : 1);
