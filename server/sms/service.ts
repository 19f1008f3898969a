// The app's SMS provider (issue 26): 46elks' API when SMS_ELKS_* are set, else the local simulator,
// started on first use on loopback with credentials of its own and the 46elks adapter pointed at it
// (so the adapter's code runs offline too). One per app; closed with it.
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { AppContext } from "../context";
import { createElksProvider } from "./elks";
import type { SmsProvider } from "./provider";
import { type SmsSimulator, startSmsSimulator } from "./simulator";

export type SmsService = {
  provider: SmsProvider;
  /** The sender name guests see (SMS_SENDER, or made from the brand's name). */
  sender: string;
  /** The estimated price of one part in the market currency's minor unit (SMS_PRICE_ORE). */
  pricePerPartOre: number;
  simulator: SmsSimulator | null;
  close: () => Promise<void>;
};

/** Where the simulator writes each SMS: DATA_DIR/sms. */
export const smsDirOf = (ctx: AppContext): string => path.join(ctx.config.dataDir, "sms");

const services = new WeakMap<AppContext, Promise<SmsService>>();
const deliveries = new WeakMap<AppContext, SmsSimulator["deliver"]>();

/**
 * How the simulator's delivery reports reach this server: the routes may hand in app.inject, so a
 * report takes the same route and checks as 46elks' own without depending on PUBLIC_URL being
 * reachable from the server itself. Without it, the simulator posts to the URL as 46elks does.
 */
export function setSmsReportDelivery(ctx: AppContext, deliver: SmsSimulator["deliver"]): void {
  deliveries.set(ctx, deliver);
}

async function buildService(ctx: AppContext): Promise<SmsService> {
  const config = ctx.config.sms;
  const common = { sender: config.sender, pricePerPartOre: config.pricePerPartOre };
  if (config.provider === "46elks") {
    const provider = createElksProvider(config);
    return { ...common, provider, simulator: null, close: async () => {} };
  }
  const username = `sim${randomBytes(8).toString("hex")}`;
  const password = randomBytes(16).toString("hex");
  const simulator = await startSmsSimulator({
    username,
    password,
    dir: smsDirOf(ctx),
    deliveryDelayMs: config.deliveryDelayMs,
    onError: (error) => ctx.log.warn({ err: error }, "the SMS simulator's delivery report was not delivered"),
  });
  const deliver = deliveries.get(ctx);
  if (deliver) simulator.deliver = deliver;
  const provider = createElksProvider({ apiUrl: simulator.url, username, password }, "simulator");
  return { ...common, provider, simulator, close: simulator.close };
}

/** One SMS service per app; the simulator starts on first use. */
export function smsServiceOf(ctx: AppContext): Promise<SmsService> {
  let service = services.get(ctx);
  if (!service) {
    service = buildService(ctx);
    services.set(ctx, service);
  }
  return service;
}

/** Stops the simulator, if one was started: the routes that send register it on the app's onClose. */
export async function closeSmsService(ctx: AppContext): Promise<void> {
  const service = services.get(ctx);
  services.delete(ctx);
  if (service) await (await service).close();
}
