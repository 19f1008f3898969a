// The real shipping adapter (issue 13 item 5; PROVIDERS.md Shipping): Sendcloud's API v3, a shipping
// aggregator with PostNord, DB Schenker, DHL and DHL Express among its carriers.
// - methods: POST {api}/shipping-options with the route and the parcel and calculate_quotes, each
//   option's code, carrier, product name, quoted total and lead time becoming a shipment method;
// - book: POST {api}/shipments/announce with the receiver, the parcel and the chosen option's code,
//   answering the parcel's tracking number.
// HTTP Basic with the account's public and secret keys. Answers are read defensively: an option
// without a price is left out, a lead time unknown is 1–5 days (shown as an estimate, not a promise).
import type { ShipmentMethod, ShipmentType } from "@core/orders/schema";
import type { ShippingConfig } from "../config";
import type { Parcel, ShippingProvider } from "./provider";

type Sendcloud = Extract<ShippingConfig, { provider: "sendcloud" }>;

export class ShippingProviderError extends Error {}

/** Sendcloud's carrier codes as the product names them (CARRIER_NAMES); unknown ones pass through. */
const CARRIERS: Record<string, string> = {
  postnord: "postnord",
  db_schenker: "dbschenker",
  dbschenker: "dbschenker",
  dhl: "dhl",
  dhl_parcel: "dhl",
  dhl_express: "dhl_express",
};

type Option = {
  code?: unknown;
  name?: unknown;
  carrier?: { code?: unknown; name?: unknown };
  product?: { name?: unknown };
  functionalities?: { last_mile?: unknown; delivery_deadline?: unknown; priority?: unknown };
  quotes?: { price?: { total?: { value?: unknown; currency?: unknown } }; lead_time?: unknown }[] | null;
};

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

function typeOf(option: Option): ShipmentType {
  const f = option.functionalities ?? {};
  if (f.last_mile === "service_point") return "pick_up";
  if (f.priority === "express" || f.delivery_deadline === "nextday" || f.delivery_deadline === "sameday")
    return "express";
  return "normal";
}

function daysOf(leadTimeHours: unknown): { min: number; max: number } {
  if (typeof leadTimeHours !== "number" || !(leadTimeHours > 0)) return { min: 1, max: 5 };
  const days = Math.max(1, Math.ceil(leadTimeHours / 24));
  return { min: days, max: days + 1 };
}

/** A shipping-options answer as shipment methods (exported for the unit test). */
export function methodsOf(answer: unknown): ShipmentMethod[] {
  const options = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(options)) throw new ShippingProviderError("Sendcloud answered no shipping options");
  const methods: ShipmentMethod[] = [];
  for (const option of options as Option[]) {
    const code = text(option.code);
    const quote = option.quotes?.[0];
    const value = Number(quote?.price?.total?.value);
    if (!code || !Number.isFinite(value) || value < 0) continue;
    const carrierCode = text(option.carrier?.code) ?? "unknown";
    const { min, max } = daysOf(quote?.lead_time);
    methods.push({
      shipmentMethodUid: code,
      name: text(option.product?.name) ?? text(option.name) ?? code,
      carrier: CARRIERS[carrierCode] ?? carrierCode,
      price: Math.round(value * 100),
      minDeliveryDays: min,
      maxDeliveryDays: max,
      type: typeOf(option),
    });
  }
  return methods;
}

const parcelBody = (parcel: Parcel) => ({
  dimensions: {
    length: (parcel.lengthMm / 10).toFixed(1),
    width: (parcel.widthMm / 10).toFixed(1),
    height: (parcel.heightMm / 10).toFixed(1),
    unit: "cm",
  },
  weight: { value: (parcel.weightGrams / 1000).toFixed(3), unit: "kg" },
});

export function createSendcloudProvider(
  config: Sendcloud,
  fetchImpl: typeof fetch = fetch,
): ShippingProvider {
  const authorization = `Basic ${Buffer.from(`${config.publicKey}:${config.secretKey}`).toString("base64")}`;
  async function call(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ShippingProviderError(`Sendcloud could not be reached: ${(error as Error).message}`);
    }
    const answer = await response.json().catch(() => null);
    if (!response.ok) {
      const detail = (answer as { errors?: { detail?: string }[] } | null)?.errors?.[0]?.detail;
      throw new ShippingProviderError(`Sendcloud answered ${response.status}${detail ? `: ${detail}` : ""}`);
    }
    return answer;
  }

  return {
    name: "sendcloud",
    async methods({ to, country, parcel }) {
      const answer = await call("/shipping-options", {
        from_address: { country_code: "SE", postal_code: config.fromPostalCode },
        to_address: {
          country_code: country,
          postal_code: to.postCode,
          city: to.city,
          address_line_1: to.addressLine1,
        },
        parcels: [parcelBody(parcel)],
        calculate_quotes: true,
      });
      return methodsOf(answer);
    },
    async book({ reference, shipmentMethodUid, to, country, parcel }) {
      const answer = (await call("/shipments/announce", {
        to_address: {
          name: `${to.firstName} ${to.lastName}`,
          address_line_1: to.addressLine1,
          postal_code: to.postCode,
          city: to.city,
          country_code: country,
          email: to.email,
          phone_number: to.phone,
        },
        ship_with: { type: "shipping_option_code", properties: { shipping_option_code: shipmentMethodUid } },
        parcels: [parcelBody(parcel)],
        order_number: reference,
        external_reference_id: reference,
      })) as { data?: { parcels?: { tracking_number?: unknown }[] } } | null;
      const trackingNumber = text(answer?.data?.parcels?.[0]?.tracking_number);
      if (!trackingNumber)
        throw new ShippingProviderError("Sendcloud announced the shipment without a tracking number");
      return { trackingNumber };
    },
  };
}
