// Swish on this phone (m-commerce, issue 23): the owner app opens the Swish app with the request's
// token and a callback URL, and the app sends the owner back there when they have paid, declined or
// cancelled. Phones open that URL in the browser, most often in a new tab where the screen the payment
// began on (the address chooser, the extension) is gone, so the callback is a page of its own,
// /betalning/swish/{swishId} (SwishReturnPage), which continues the waiting step: it polls as the
// waiting step does, and once paid does what that screen does after a payment and goes on to its
// confirmation. What it needs to know is kept in the browser's local storage at the start, by swishId:
// what was bought, the amount's text, where the payment began, when it started.
import { isDomainProduct, isOurRegistrarProduct, type PaymentProduct } from "@core/payments";
import { addressPaths } from "../address/paths";
import type { PayFor } from "./payments-api";

/** The owner app's page the Swish app sends the owner back to. */
export const swishReturnPath = (swishId: string) => `/betalning/swish/${encodeURIComponent(swishId)}`;

/**
 * The address that opens the request in the Swish app and brings the owner back: the server's appUrl
 * (swish://paymentrequest?token=…, or the simulator's app page) with callbackurl, URL-encoded as Swish asks.
 */
export function swishAppLink(appUrl: string, origin: string, swishId: string): string {
  const separator = appUrl.includes("?") ? "&" : "?";
  return `${appUrl}${separator}callbackurl=${encodeURIComponent(`${origin}${swishReturnPath(swishId)}`)}`;
}

export type PendingSwish = {
  swishId: string;
  reference: string;
  payFor: PayFor;
  amountText: string;
  /** The owner app's path (and query) where the payment began: where a failed payment is tried again. */
  startedOn: string;
  /** Epoch ms: the 300 s time-out counts from here, as in the waiting step. */
  startedAt: number;
};

const PREFIX = "swishPending.";
/** A pending payment older than this is of no use to a return (Swish's requests end within minutes). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberPendingSwish(pending: PendingSwish): void {
  try {
    const store = storage();
    if (!store) return;
    // Old ones go first: at most a handful are ever kept.
    for (const key of Object.keys(store))
      if (key.startsWith(PREFIX) && readPending(key.slice(PREFIX.length)) === null) store.removeItem(key);
    store.setItem(PREFIX + pending.swishId, JSON.stringify(pending));
  } catch {
    // Refused or full: a return finds nothing and says so; the first tab still completes.
  }
}

function readPending(swishId: string, now = Date.now()): PendingSwish | null {
  try {
    const raw = storage()?.getItem(PREFIX + swishId);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingSwish> | null;
    if (
      value?.swishId === swishId &&
      typeof value.reference === "string" &&
      typeof value.amountText === "string" &&
      typeof value.startedOn === "string" &&
      value.startedOn.startsWith("/") &&
      !value.startedOn.startsWith("//") &&
      typeof value.startedAt === "number" &&
      now - value.startedAt <= MAX_AGE_MS &&
      value.payFor &&
      typeof value.payFor === "object"
    )
      return value as PendingSwish;
  } catch {
    // Not ours: nothing pending.
  }
  return null;
}

export function pendingSwish(swishId: string, now = Date.now()): PendingSwish | null {
  return readPending(swishId, now);
}

export function forgetPendingSwish(swishId: string): void {
  try {
    storage()?.removeItem(PREFIX + swishId);
  } catch {
    // Nothing kept.
  }
}

/**
 * What the screen the payment began on does once it is paid, as steps for the return page: the
 * subdomain is put on the site (SubdomainPurchase), a domain bought through us is registered
 * (DomainCheckout), and each goes on to its own confirmation. An order (not paid on this phone today:
 * its start takes a number) goes back to where it began.
 */
export type AfterSwishPaid = {
  siteId: string | null;
  action: { kind: "putHost"; host: string } | { kind: "registerDomain"; domain: string } | null;
  next: string;
};

export function afterSwishPaid(pending: PendingSwish, reference: string): AfterSwishPaid {
  const payFor = pending.payFor;
  if ("orderId" in payFor) return { siteId: null, action: null, next: pending.startedOn };
  const { siteId, purchase } = payFor;
  const product: PaymentProduct = purchase.paymentProduct;
  const host = purchase.host ?? "";
  if (product === "subdomain")
    return {
      siteId,
      action: host ? { kind: "putHost", host } : null,
      next: addressPaths.subdomainDone(siteId, reference),
    };
  if (!isDomainProduct(product))
    return { siteId, action: null, next: addressPaths.extendDone(siteId, reference) };
  if (isOurRegistrarProduct(product))
    return {
      siteId,
      action: host ? { kind: "registerDomain", domain: host } : null,
      next: addressPaths.domainDone(siteId, reference),
    };
  // A domain the couple has at another registrar: nothing to register here.
  return { siteId, action: null, next: addressPaths.otherRegistrarDone(siteId, host, reference) };
}
