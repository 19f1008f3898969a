// Swish payments for sites: start one (a payment record and a payment request at Swish), and bring a
// record up to date with what Swish itself says (asked again on every callback and poll: a callback's
// body is never trusted). Setting the status and applying the effect are idempotent
// (records.ts setStatus, effects.ts applyPaidPayment), so callbacks and polls may race.
import { randomUUID } from "node:crypto";
import type { PaymentProduct } from "@core/payments";
import { and, eq, gt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { payments } from "../../db/schema";
import { ApiError } from "../../errors";
import { applyPaidPayment } from "../effects";
import {
  createPayment,
  findPaymentById,
  type PaymentRow,
  type StartedPayment,
  setProviderId,
  setStatus,
} from "../records";
import { swishApiProvider, tlsFromFiles } from "./api";
import type { SwishError, SwishProvider } from "./provider";
import { type SwishSimulator, startSwishSimulator } from "./simulator";

export const SWISH_CALLBACK_PATH = "/api/payments/swish/callback";
/** The local simulator's stand-in for the Swish app (simulator-page.ts); m-commerce in development. */
export const SWISH_SIMULATOR_APP_PATH = "/payment-simulator/swish";

/**
 * A started Swish payment. `appUrl` opens its request in the Swish app on this device (m-commerce):
 * swish://paymentrequest?token=… with Swish, the simulator's app page with the simulator; the browser
 * adds &callbackurl=… (where the app sends the payer back). Null for a request sent to a number.
 */
export type StartedSwish = PaymentRow & { appUrl: string | null };

export type SwishService = {
  provider: SwishProvider;
  simulator: SwishSimulator | null;
  close: () => Promise<void>;
};

const services = new WeakMap<AppContext, Promise<SwishService>>();
/**
 * m-commerce tokens by instruction id, so a repeated start of the same open payment opens the same
 * request (Swish does not tell a token again). Kept in this process only: after a restart, or on
 * another server, the repeated start gets no appUrl and the owner opens the app themselves.
 */
const tokens = new WeakMap<AppContext, Map<string, string>>();
const tokensOf = (ctx: AppContext) => {
  let map = tokens.get(ctx);
  if (!map) {
    map = new Map();
    tokens.set(ctx, map);
  }
  return map;
};
const deliveries = new WeakMap<AppContext, SwishSimulator["deliver"]>();

/**
 * How the simulator's callbacks reach this server: the routes hand in app.inject, so a callback takes
 * the same route, parser and checks as Swish's own without depending on which address or proxy the
 * server sits behind (PUBLIC_URL may not be reachable from the server itself).
 */
export function setSimulatorCallbackDelivery(ctx: AppContext, deliver: SwishSimulator["deliver"]): void {
  deliveries.set(ctx, deliver);
}

async function buildService(ctx: AppContext): Promise<SwishService> {
  const config = ctx.config.swish;
  if (config.provider === "swish") {
    const provider = swishApiProvider({
      baseUrl: config.apiUrl,
      payeeAlias: config.payeeAlias,
      tls: tlsFromFiles(config),
    });
    return { provider, simulator: null, close: async () => {} };
  }
  const simulator = await startSwishSimulator({
    delayMs: config.simulatorDelayMs,
    onError: (error) => ctx.log.warn({ err: error }, "the Swish simulator's callback was not delivered"),
  });
  const deliver = deliveries.get(ctx);
  if (deliver) simulator.deliver = deliver;
  const provider = {
    ...swishApiProvider({ baseUrl: simulator.url, payeeAlias: config.payeeAlias }),
    kind: "simulator" as const,
  };
  return { provider, simulator, close: simulator.close };
}

/** One Swish service per app; the simulator starts on first use. */
export function swishServiceOf(ctx: AppContext): Promise<SwishService> {
  let service = services.get(ctx);
  if (!service) {
    service = buildService(ctx);
    services.set(ctx, service);
  }
  return service;
}

/** Stops the simulator, if one was started (app close). */
export async function closeSwishService(ctx: AppContext): Promise<void> {
  const service = services.get(ctx);
  services.delete(ctx);
  if (service) await (await service).close();
}

// What the payer is told for Swish's error codes (SPEC §4: ERROR shows the server's errorMessage).
const ERROR_TEXTS: Record<string, string> = {
  ACMT03: "Numret är inte anslutet till Swish.",
  ACMT01: "Numret är inte anslutet till Swish.",
  ACMT07: "Mottagaren är inte ansluten till Swish. Kontakta oss.",
  BE18: "Swish-numret är ogiltigt.",
  RP06: "Det finns redan en betalning som väntar i Swish-appen. Avbryt den och försök igen.",
  BANKIDCL: "Signeringen med BankID avbröts.",
  TM01: "Betalningen godkändes inte i Swish-appen i tid.",
  DS24: "Swish fick inget svar från banken i tid. Kontrollera i din bank om pengar dragits innan du försöker igen.",
  RF07: "Betalningen nekades.",
  BANKIDONGOING: "BankID används redan. Vänta en stund och försök igen.",
  BANKIDUNKN: "Signeringen med BankID kunde inte genomföras.",
};

export function swishErrorText(error: { errorCode: string | null; errorMessage: string | null }): string {
  return (error.errorCode && ERROR_TEXTS[error.errorCode]) || error.errorMessage || "Ett okänt fel uppstod";
}

/** Thrown by startSwishPayment when Swish refused the request (the route answers 422 with the text). */
export class SwishRefused extends Error {
  constructor(
    readonly validationMessage: string,
    readonly errors: SwishError[],
  ) {
    super(validationMessage);
  }
}

// Swish allows letters (å, ä, ö too), digits and a few signs in the message shown in the app.
const messageFor = (ctx: AppContext, reference: string) =>
  `${ctx.config.brandDefinition.displayName} ${reference}`
    .replace(/[^a-zA-ZåäöÅÄÖ0-9 !?(),.\-:;]/g, "")
    .slice(0, 50);

export async function startSwishPayment(
  ctx: AppContext,
  input: {
    siteId: string;
    accountId: string;
    product: PaymentProduct;
    target?: string | undefined;
    /** Null: m-commerce, paid in the Swish app on the owner's own phone. */
    payerAlias: string | null;
  },
): Promise<StartedSwish> {
  const instructionId = newInstructionId();
  return requestSwish(
    ctx,
    await createPayment(ctx, { ...input, method: "swish", providerId: instructionId }),
    input.payerAlias,
  );
}

/** A Swish instruction id (32 upper-case hex characters), made by us so a retried create is the same request. */
export const newInstructionId = (): string => randomUUID().replaceAll("-", "").toUpperCase();

/**
 * Asks Swish for a payment request of a CREATED swish payment (a site product's or an order's). The
 * open payment of the same thing (a repeated start) already has its request: it is answered as it is.
 */
export async function requestSwish(
  ctx: AppContext,
  started: StartedPayment,
  payerAlias: string | null,
): Promise<StartedSwish> {
  const { reused, ...payment } = started;
  const { provider } = await swishServiceOf(ctx);
  const appUrlOf = (token: string | null | undefined) =>
    token
      ? provider.kind === "simulator"
        ? `${SWISH_SIMULATOR_APP_PATH}?token=${encodeURIComponent(token)}`
        : `swish://paymentrequest?token=${encodeURIComponent(token)}`
      : null;
  // The open payment of the same thing (a concurrent or repeated start): its request is, or is being,
  // made by the start that made it, under the instruction id stored with the payment.
  if (reused)
    return {
      ...payment,
      appUrl: payerAlias === null ? appUrlOf(tokensOf(ctx).get(payment.providerId ?? "")) : null,
    };
  const instructionId = payment.providerId ?? newInstructionId();
  // Recorded before asking Swish, so a callback that arrives first finds its payment.
  if (!payment.providerId) await setProviderId(ctx, payment.id, instructionId);
  let result: Awaited<ReturnType<SwishProvider["createPaymentRequest"]>>;
  try {
    result = await provider.createPaymentRequest({
      instructionId,
      payerAlias,
      amount: payment.amount,
      currency: "SEK",
      message: messageFor(ctx, payment.reference),
      payeePaymentReference: payment.reference,
      callbackUrl: `${ctx.config.publicUrl}${SWISH_CALLBACK_PATH}`,
    });
  } catch (error) {
    ctx.log.error(
      { err: error, severity: 3, paymentId: payment.id },
      "Swish could not be asked for a payment request",
    );
    await setStatus(ctx, payment.id, "ERROR", { errorMessage: "Swish could not be reached" });
    throw new ApiError("SWISH_FAILED", { cause: error });
  }
  if (!result.ok) {
    const first = result.errors[0] ?? { errorCode: "", errorMessage: "" };
    const text = swishErrorText(first);
    await setStatus(ctx, payment.id, "ERROR", { errorMessage: text });
    ctx.log.warn({ paymentId: payment.id, errors: result.errors }, "Swish refused a payment request");
    throw new SwishRefused(text, result.errors);
  }
  if (result.token) tokensOf(ctx).set(instructionId, result.token);
  return { ...payment, providerId: instructionId, appUrl: appUrlOf(result.token) };
}

/**
 * Asks Swish about a payment still open and records what it says; applies the effect when paid.
 * Returns the payment as it is afterwards. Swish unreachable: unchanged (the next poll asks again).
 */
export async function refreshSwishPayment(ctx: AppContext, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status === "PAID") {
    await applyPaidPayment(ctx, payment.id);
    return payment;
  }
  if (payment.status !== "CREATED" || !payment.providerId) return payment;
  const { provider } = await swishServiceOf(ctx);
  let request: Awaited<ReturnType<SwishProvider["getPaymentRequest"]>>;
  try {
    request = await provider.getPaymentRequest(payment.providerId);
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, "Swish could not be asked about a payment");
    return payment;
  }
  if (!request || request.status === "CREATED") return payment;
  if (request.status === "PAID") {
    // Swish's word on the amount must match ours; anything else is not this payment being paid.
    if (Math.round(request.amount * 100) !== payment.amount || request.currency !== payment.currency) {
      ctx.log.error(
        { severity: 3, paymentId: payment.id, swish: request },
        "Swish reports another amount than the payment's",
      );
      await setStatus(ctx, payment.id, "ERROR", {
        errorMessage: "Ett okänt fel uppstod. Om pengar har dragits från ditt konto, kontakta oss.",
      });
    } else {
      await setStatus(ctx, payment.id, "PAID");
      await applyPaidPayment(ctx, payment.id);
    }
  } else {
    await setStatus(ctx, payment.id, request.status, {
      errorMessage: request.status === "ERROR" ? swishErrorText(request) : null,
    });
  }
  return (await findPaymentById(ctx, payment.id)) ?? payment;
}

/** Open Swish payments of the last day asked again (a lost callback and a closed browser still complete). */
export async function refreshOpenSwishPayments(ctx: AppContext, now = new Date()): Promise<number> {
  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.method, "swish"),
        eq(payments.status, "CREATED"),
        gt(payments.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .limit(200);
  let settled = 0;
  for (const payment of open) {
    if ((await refreshSwishPayment(ctx, payment)).status !== "CREATED") settled += 1;
  }
  return settled;
}
