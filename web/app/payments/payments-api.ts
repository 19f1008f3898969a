// The payment calls of the owner app (SPEC §7 Payments). The browser names the product only: the
// amount always comes from the server's price table.
import type { PaymentProduct } from "@core/payments";
import { api } from "../api";
import type { SwishStatus } from "./swish-state";

/** What is being bought: the product and what it is for (the address, when the product has one). */
export type Purchase = { paymentProduct: PaymentProduct; target?: string };

export type CardStart = { client_secret: string; reference: string; stripe_public_key: string };

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
};

const site = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;

export const paymentsApi = {
  startSwish: (siteId: string, purchase: Purchase, payerAlias: string) =>
    api.post<{ swishId: string; paymentReference?: string }>(`${site(siteId)}/payment/swish`, {
      ...purchase,
      payerAlias,
    }),
  swishStatus: (swishId: string) =>
    api.get<{ status: SwishStatus; errorMessage?: string | null; paymentReference?: string }>(
      `/api/swishPayments/${encodeURIComponent(swishId)}`,
    ),
  startCard: (siteId: string, purchase: Purchase) =>
    api.post<CardStart>(`${site(siteId)}/payment/stripe`, purchase),
  cardStatus: (siteId: string, reference: string) =>
    api.get<{ paymentConfirmed: boolean }>(`${site(siteId)}/payment/stripe/${encodeURIComponent(reference)}`),
  /** A product whose price is 0 for this site (a free registration): created and applied at once. */
  free: (siteId: string, purchase: Purchase) =>
    api.post<{ paymentReference: string }>(`${site(siteId)}/payment/free`, purchase),
  receipt: (siteId: string, reference: string) =>
    api.get<Receipt>(`${site(siteId)}/payment/receipt/${encodeURIComponent(reference)}`),
};
