// The local shipping simulator (the default offline): the four carriers the spec names with methods,
// prices by weight and delivery days as Swedish carriers quote them for a small parcel. Deterministic:
// the same parcel and address always get the same answer.
import { createHash } from "node:crypto";
import type { ShipmentMethod } from "@core/orders/schema";
import type { ShippingProvider } from "./provider";

type Tariff = Omit<ShipmentMethod, "price"> & { base: number; perKg: number };

const TARIFFS: Tariff[] = [
  {
    shipmentMethodUid: "postnord:varubrev",
    carrier: "postnord",
    name: "Varubrev 1:a klass",
    type: "normal",
    minDeliveryDays: 1,
    maxDeliveryDays: 3,
    base: 6900,
    perKg: 2000,
  },
  {
    shipmentMethodUid: "postnord:mypack",
    carrier: "postnord",
    name: "MyPack Collect",
    type: "pick_up",
    minDeliveryDays: 1,
    maxDeliveryDays: 3,
    base: 7900,
    perKg: 1000,
  },
  {
    shipmentMethodUid: "dbschenker:ombud",
    carrier: "dbschenker",
    name: "Ombud Standard",
    type: "pick_up",
    minDeliveryDays: 2,
    maxDeliveryDays: 4,
    base: 7400,
    perKg: 800,
  },
  {
    shipmentMethodUid: "dhl:servicepoint",
    carrier: "dhl",
    name: "Service Point",
    type: "pick_up",
    minDeliveryDays: 1,
    maxDeliveryDays: 3,
    base: 7200,
    perKg: 900,
  },
  {
    shipmentMethodUid: "dhl_express:domestic",
    carrier: "dhl_express",
    name: "Express 9:00",
    type: "express",
    minDeliveryDays: 1,
    maxDeliveryDays: 1,
    base: 24900,
    perKg: 3000,
  },
];

export function createShippingSimulator(): ShippingProvider {
  return {
    name: "simulator",
    async methods({ parcel }) {
      const kilos = Math.ceil(parcel.weightGrams / 1000);
      return TARIFFS.map(({ base, perKg, ...method }) => ({ ...method, price: base + (kilos - 1) * perKg }));
    },
    async book({ reference, shipmentMethodUid }) {
      const tariff = TARIFFS.find((t) => t.shipmentMethodUid === shipmentMethodUid);
      if (!tariff) throw new Error(`no shipment method ${shipmentMethodUid}`);
      // Shaped like the carriers' own numbers (PostNord's 00370…, others' 10 to 13 digits), from the order.
      const digits = BigInt(`0x${createHash("sha256").update(reference).digest("hex").slice(0, 15)}`)
        .toString()
        .padStart(18, "0")
        .slice(0, 18);
      const trackingNumber =
        tariff.carrier === "postnord" ? `00370${digits.slice(0, 15)}` : digits.slice(0, 12);
      return { trackingNumber };
    },
  };
}
