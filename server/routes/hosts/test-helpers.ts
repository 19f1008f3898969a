// For the address API tests: owners with sites, paid payments made the way the payment flows make
// them (createPayment with the server's price, then PAID), and requests from a fresh client address.
import type { PaymentProduct } from "@core/payments";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { sites } from "../../db/schema";
import { simulatorRegistrar } from "../../hosts/registrar/simulator";
import { createPayment, type PaymentRow, setStatus } from "../../payments/records";
import { freshClientAddress, ownerWithSite, type TestApp } from "../../test/harness";

export type Owner = { cookie: string; siteId: string; accountId: string };

export async function newOwner(t: TestApp): Promise<Owner> {
  const { cookie, siteId } = await ownerWithSite(t.app);
  const [site] = await t.ctx.db
    .select({ accountId: sites.accountId })
    .from(sites)
    .where(eq(sites.id, siteId));
  return { cookie, siteId, accountId: site?.accountId ?? "" };
}

/** A PAID payment of the product for the target, paid at `paidAt` (its effect not yet applied). */
export async function paidPayment(
  t: TestApp,
  owner: Owner,
  product: PaymentProduct,
  target: string,
  paidAt: Date = new Date(Date.now() - 60_000),
): Promise<PaymentRow> {
  const payment = await createPayment(t.ctx, {
    siteId: owner.siteId,
    accountId: owner.accountId,
    product,
    method: "card",
    target,
  });
  const paid = await setStatus(t.ctx, payment.id, "PAID", {}, paidAt);
  if (!paid) throw new Error("the payment did not become PAID");
  return paid;
}

/** A registrar simulator without its delay, in memory. */
export const quickSimulator = () => simulatorRegistrar({ stateFile: null, delayMs: 0 });

export function request(app: FastifyInstance) {
  return (method: "GET" | "PUT" | "POST", url: string, cookie: string | null, payload?: unknown) =>
    app.inject({
      method,
      url,
      ...(cookie ? { cookies: { session: cookie } } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
      remoteAddress: freshClientAddress(),
    });
}
