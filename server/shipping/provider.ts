// Shipping for printed cards (issue 13, PROVIDERS.md Shipping): the carriers' shipment methods for an
// address and a parcel, and booking the chosen one when the order goes to print. The local simulator
// (server/shipping/simulator.ts) is the default offline; the Sendcloud adapter (sendcloud.ts) speaks to
// a real shipping aggregator when SENDCLOUD_* keys are set.
import type { ShipmentMethod, ShippingAddress } from "@core/orders/schema";

export type Parcel = { weightGrams: number; lengthMm: number; widthMm: number; heightMm: number };

export interface ShippingProvider {
  readonly name: string;
  /** The methods that can carry this parcel to this address. */
  methods(request: { to: ShippingAddress; country: "SE" | "DK"; parcel: Parcel }): Promise<ShipmentMethod[]>;
  /** Books the parcel with the chosen method; the carrier's tracking number. */
  book(request: {
    /** Our order id: the shipment's reference at the carrier. */
    reference: string;
    shipmentMethodUid: string;
    to: ShippingAddress;
    country: "SE" | "DK";
    parcel: Parcel;
  }): Promise<{ trackingNumber: string }>;
}

/** A parcel of cards: 300 g/m² A6 cards weigh ~5 g, an envelope ~4 g, plus the box. */
export function parcelOf(quantity: number, envelopes: boolean): Parcel {
  const weightGrams = 120 + quantity * (5 + (envelopes ? 4 : 0));
  const heightMm = 20 + Math.ceil(quantity / 50) * 10;
  return { weightGrams, lengthMm: 170, widthMm: 125, heightMm };
}
