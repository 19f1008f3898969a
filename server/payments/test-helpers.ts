// Shared by the payment API tests: the Swish simulator wired to the app
// under test (its callbacks injected into the app instead of sent over the network).
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { AppContext } from "../context";
import { freshClientAddress } from "../test/harness";
import { SWISH_CALLBACK_PATH, swishServiceOf } from "./swish/service";
import type { SwishSimulator } from "./swish/simulator";

/** The simulator with callbacks delivered into the app; requests wait until settleNow(). */
export async function wiredSimulator(app: FastifyInstance, ctx: AppContext): Promise<SwishSimulator> {
  const { simulator } = await swishServiceOf(ctx);
  if (!simulator) throw new Error("the tests expect the Swish simulator");
  simulator.delayMs = 3_600_000;
  simulator.deliver = async (url, body) => {
    // Payments' and refunds' callbacks each to their own path, as the simulator was told.
    const response = await app.inject({
      method: "POST",
      url: new URL(url).pathname,
      payload: body as object,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  return simulator;
}

export const startSwish = (
  app: FastifyInstance,
  siteId: string,
  cookie: string | undefined,
  payload: unknown,
) =>
  app.inject({
    method: "POST",
    url: `/api/sites/${siteId}/payment/swish`,
    payload: payload as object,
    remoteAddress: freshClientAddress(),
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

export const swishStatus = (app: FastifyInstance, swishId: string, cookie?: string) =>
  app.inject({
    method: "GET",
    url: `/api/swishPayments/${swishId}`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

export const callback = (app: FastifyInstance, body: unknown) =>
  app.inject({ method: "POST", url: SWISH_CALLBACK_PATH, payload: body as object });
