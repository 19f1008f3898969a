// Ordering printed cards (SPEC §3 Order, Shipment method; §5 shipping form; §7 Invitations and orders):
// what the checkout sends and what the server answers. Prices are never taken from the browser.
import { z } from "zod";
import { cardCountSchema, envelopesSchema } from "./prices";

const field = (max: number) => z.string().trim().min(1).max(max);

export const shippingAddressSchema = z.object({
  firstName: field(100),
  lastName: field(100),
  addressLine1: field(200),
  postCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{3,12}$/, "a post code is 3 to 12 letters and digits"),
  city: field(100),
  email: z.string().trim().max(254).pipe(z.email()),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, "a phone number like +46700000000"),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

const id = z.string().min(1).max(100);

export const shipmentMethodsBodySchema = z.object({
  shippingAddress: shippingAddressSchema,
  print: id,
  quantity: cardCountSchema,
  envelopes: envelopesSchema,
});

/**
 * POST /api/orders/. With perHousehold (issue 25: "Ett kort per hushåll från gästlistan") the count is
 * the guest list's households with their link on, read on the server: a quantity sent is not read.
 */
export const createOrderBodySchema = shipmentMethodsBodySchema
  .extend({
    site: id,
    shipmentMethodUid: z.string().min(1).max(100),
    shipmentMethodName: z.string().max(200).optional(),
    quantity: z.unknown().optional(),
    perHousehold: z.boolean().default(false),
  })
  .transform((body, context) => {
    if (body.perHousehold) return { ...body, quantity: undefined };
    const quantity = cardCountSchema.safeParse(body.quantity);
    if (!quantity.success) {
      for (const issue of quantity.error.issues)
        context.addIssue({ code: "custom", path: ["quantity", ...issue.path], message: issue.message });
      return z.NEVER;
    }
    return { ...body, quantity: quantity.data };
  });
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** A household an order of one card per household printed (its name and code as they were then). */
export type OrderHousehold = { id: string; name: string; code: string };

export const SHIPMENT_TYPES = ["express", "normal", "pick_up"] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

export type ShipmentMethod = {
  shipmentMethodUid: string;
  name: string;
  /** The carrier's code (CARRIER_NAMES), shown by its name. */
  carrier: string;
  /** What the carrier charges us for the parcel, öre incl. VAT (the customer pays the fixed shipping). */
  price: number;
  minDeliveryDays: number;
  maxDeliveryDays: number;
  type: ShipmentType;
};

/** The carriers the spec names, by the codes a shipping provider uses. */
export const CARRIER_NAMES: Record<string, string> = {
  postnord: "PostNord",
  dbschenker: "Schenker",
  dhl: "DHL",
  dhl_express: "DHL Express",
};

/** A carrier's name; an unknown code as it is (the caller logs it, SPEC §8). */
export const carrierName = (code: string): { name: string; known: boolean } =>
  Object.hasOwn(CARRIER_NAMES, code)
    ? { name: CARRIER_NAMES[code] as string, known: true }
    : { name: code, known: false };

export const ORDER_STATUSES = ["CREATED", "PAID", "SENT_TO_PRINT", "SHIPPED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GET /api/orders/{id}: amounts in öre. */
export type Order = {
  _id: string;
  status: OrderStatus;
  site: string | null;
  print: string | null;
  quantity: number;
  /** One card per household from the guest list (issue 25). */
  perHousehold: boolean;
  /** The households it prints, in list order (one card each); [] for an order of tens. */
  households?: OrderHousehold[];
  envelopes: z.infer<typeof envelopesSchema>;
  trim: "none" | "rounded";
  totalInclVat: number;
  totalVat: number;
  items: { print: string | null; title: string; quantity: number; priceInclVat: number }[];
  shipment: {
    shipmentMethodUid: string;
    name: string;
    carrier: string;
    type: ShipmentType;
    priceInclVat: number;
    minDeliveryDays: number;
    maxDeliveryDays: number;
  };
  shippingAddress: ShippingAddress;
  createdAt: string;
  paidAt: string | null;
  sentToPrintAt: string | null;
  shippedAt: string | null;
  /** The carrier's tracking reference once the parcel is booked. */
  shipmentReference: string | null;
  /**
   * The paid payment's receipt (reference, method, date 'YYYY-MM-DD HH:mm', and the company that sold:
   * name, organisation or CVR number, VAT number, address); null until paid.
   */
  receipt: {
    reference: string;
    paymentMethod: string;
    date: string;
    seller: { name: string; orgNumber: string; vatNumber: string; address: string };
  } | null;
};
