// The payment calls of the owner app (SPEC §7 Payments). The browser names the product only: the
// amount always comes from the server's price table.
import type { PaymentProduct } from "@core/payments";
import { api } from "../api";
import type { SwishStatus } from "./swish-state";

/** What is being bought: the product and what it is for (the address, when the product has one). */
/** `host`: the subdomain (label or full host) or the domain bought; none for an extension. */
export type Purchase = { paymentProduct: PaymentProduct; host?: string };

export type CardStart = {
  client_secret: string;
  reference: string;
  stripe_public_key: string;
  /** The local simulator's card form (relative URL); null with real Stripe. */
  card_form_url: string | null;
};

export type Receipt = {
  product: string;
  amountWithVat: number;
  amountWithoutVat: number;
  amountVat: number;
  paymentMethod: string;
  /** YYYY-MM-DD HH:mm */
  date: string;
  reference: string;
  currency?: "SEK" | "DKK";
  /** The host or domain bought (null for an extension). */
  target?: string | null;
  months?: number;
  /** Set when the payment could not deliver and is paid back: why, and how far the refund has come. */
  refund?: { reason: string; status: string } | null;
  /** The company that sold: name, organisation (or CVR) number, VAT number, address. */
  seller?: ReceiptSeller;
  /** The payer's mail when a co-owner paid (issue 28); absent when the owner did. */
  paidBy?: string;
};

export type ReceiptSeller = { name: string; orgNumber: string; vatNumber: string; address: string };

/** What a payment pays for: a site's product, or an order of printed cards (its own total). */
export type PayFor = { siteId: string; purchase: Purchase } | { orderId: string };

const site = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;
const base = (payFor: PayFor) =>
  "orderId" in payFor ? `/api/orders/${encodeURIComponent(payFor.orderId)}` : site(payFor.siteId);
const purchaseOf = (payFor: PayFor) => ("orderId" in payFor ? {} : payFor.purchase);

export const paymentsApi = {
  /**
   * `payerAlias` null: Swish on this phone (m-commerce, sites only): no number, and the answer's appUrl
   * opens the request in the Swish app here (swish-return.ts adds where the app sends the owner back).
   */
  startSwish: (payFor: PayFor, payerAlias: string | null) =>
    api.post<{ swishId: string; reference: string; appUrl?: string | null }>(
      `${base(payFor)}/payment/swish`,
      { ...purchaseOf(payFor), ...(payerAlias === null ? { onThisPhone: true } : { payerAlias }) },
    ),
  swishStatus: (swishId: string) =>
    api.get<{ status: SwishStatus; errorMessage?: string | null; reference?: string }>(
      `/api/swishPayments/${encodeURIComponent(swishId)}`,
    ),
  /** `locale`: the language of the simulator's card form. */
  startCard: (payFor: PayFor, locale: string) =>
    "orderId" in payFor
      ? api.post<CardStart>(`${base(payFor)}/payment/stripe?locale=${encodeURIComponent(locale)}`, undefined)
      : api.post<CardStart>(`${base(payFor)}/payment/stripe`, { ...payFor.purchase, locale }),
  cardStatus: (payFor: PayFor, reference: string) =>
    api.get<{ paymentConfirmed: boolean }>(`${base(payFor)}/payment/stripe/${encodeURIComponent(reference)}`),
  /** A product whose price is 0 for this site (a free registration): created and applied at once. */
  free: (siteId: string, purchase: Purchase) =>
    api.post<{ reference: string }>(`${site(siteId)}/payment/free`, purchase),
  receipt: (siteId: string, reference: string) =>
    api.get<Receipt>(`${site(siteId)}/payment/receipt/${encodeURIComponent(reference)}`),
};
