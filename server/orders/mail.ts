// The order confirmation (issue 13 item 3): once an order's payment has done its work, the person who
// ordered gets what was ordered, where it goes, when it is expected, and the payment's receipt. Sent to
// the checkout's e-mail and to the account's when they differ (docs/decisions.md).

import { isUiLanguage, type UiLanguage } from "@core/languages";
import { lineTitle, orderPrice } from "@core/orders/prices";
import { carrierName, type Order } from "@core/orders/schema";
import { formatAmount } from "@core/payments";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { accounts, orders } from "../db/schema";
import { presentReceipt, sellerLines } from "../payments/receipt";
import type { PaymentRow } from "../payments/records";
import { presentOrder } from "./records";

const WORDS = {
  sv: {
    subject: "Orderbekräftelse",
    hello: (name: string) => `Hej ${name},`,
    thanks: "Tack för din beställning! Vi trycker dina inbjudningskort och skickar dem till adressen nedan.",
    order: "Beställning",
    total: "Totalt inkl. moms",
    vat: "Moms 25 %",
    delivery: "Leverans",
    days: (min: number, max: number) => `beräknad leveranstid ${min}–${max} arbetsdagar (ej garanterad)`,
    address: "Leveransadress",
    receipt: "Kvitto",
    method: "Betalsätt",
    date: "Datum",
    reference: "Referens",
    follow: "Följ beställningen",
    bye: "Vänliga hälsningar",
    methods: { swish: "Swish", card: "Kort", free: "Kostnadsfritt" },
  },
  en: {
    subject: "Order confirmation",
    hello: (name: string) => `Hi ${name},`,
    thanks:
      "Thank you for your order! We are printing your invitation cards and will send them to the address below.",
    order: "Order",
    total: "Total incl. VAT",
    vat: "VAT 25 %",
    delivery: "Delivery",
    days: (min: number, max: number) => `expected in ${min}–${max} working days (not guaranteed)`,
    address: "Delivery address",
    receipt: "Receipt",
    method: "Payment method",
    date: "Date",
    reference: "Reference",
    follow: "Follow the order",
    bye: "Best regards",
    methods: { swish: "Swish", card: "Card", free: "Free of charge" },
  },
  da: {
    subject: "Ordrebekræftelse",
    hello: (name: string) => `Hej ${name},`,
    thanks: "Tak for din bestilling! Vi trykker dine invitationskort og sender dem til adressen nedenfor.",
    order: "Bestilling",
    total: "I alt inkl. moms",
    vat: "Moms 25 %",
    delivery: "Levering",
    days: (min: number, max: number) => `forventet leveringstid ${min}–${max} hverdage (ikke garanteret)`,
    address: "Leveringsadresse",
    receipt: "Kvittering",
    method: "Betalingsmåde",
    date: "Dato",
    reference: "Reference",
    follow: "Følg bestillingen",
    bye: "Venlig hilsen",
    methods: { swish: "Swish", card: "Kort", free: "Gratis" },
  },
} as const;

const LOCALES: Record<UiLanguage, string> = { sv: "sv-SE", en: "en-GB", da: "da-DK" };

/** The confirmation page of an order in the owner app. */
export const confirmationPath = (order: Pick<Order, "_id" | "site">) =>
  `/redigera/${order.site ?? ""}/inbjudningar/bekraftelse/${order._id}`;

export function orderConfirmationMail(
  ctx: AppContext,
  order: Order,
  payment: PaymentRow,
  language: UiLanguage,
): { subject: string; text: string } {
  const w = WORDS[language];
  const brand = ctx.config.brandDefinition.displayName;
  const receipt = presentReceipt(payment, ctx.config.seller);
  const money = (amount: number) => formatAmount(amount, receipt.currency, LOCALES[language]);
  const price = orderPrice(order);
  const address = order.shippingAddress;
  const lines = [
    w.hello(address.firstName),
    "",
    w.thanks,
    "",
    `${w.order} ${receipt.reference}`,
    ...price.lines.map((line) => `- ${lineTitle(line, order.envelopes, language)}: ${money(line.total)}`),
    `${w.total}: ${money(order.totalInclVat)}`,
    `${w.vat}: ${money(order.totalVat)}`,
    "",
    `${w.delivery}: ${carrierName(order.shipment.carrier).name}, ${order.shipment.name}, ${w.days(
      order.shipment.minDeliveryDays,
      order.shipment.maxDeliveryDays,
    )}`,
    `${w.address}: ${address.firstName} ${address.lastName}, ${address.addressLine1}, ${address.postCode} ${address.city}`,
    "",
    `${w.receipt}`,
    `${w.method}: ${w.methods[receipt.paymentMethod]}`,
    `${w.date}: ${receipt.date}`,
    `${w.reference}: ${receipt.reference}`,
    ...sellerLines(receipt.seller, language),
    "",
    `${w.follow}: ${ctx.config.publicUrl}${confirmationPath(order)}`,
    "",
    `${w.bye},\n${brand}`,
  ];
  return { subject: `${w.subject} ${receipt.reference} - ${brand}`, text: lines.join("\n") };
}

/** Mails the confirmation of the payment's order, in the brand's language. */
export async function sendOrderConfirmation(ctx: AppContext, payment: PaymentRow): Promise<void> {
  if (!payment.orderId) return;
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
  if (!row) return;
  const order = presentOrder(row);
  const [account] = row.accountId
    ? await ctx.db.select({ mail: accounts.mail }).from(accounts).where(eq(accounts.id, row.accountId))
    : [];
  const fallback = ctx.config.brandDefinition.defaultLanguage;
  const language: UiLanguage = isUiLanguage(fallback) ? fallback : "sv";
  const mail = orderConfirmationMail(ctx, order, payment, language);
  const recipients = new Set([order.shippingAddress.email.toLowerCase()]);
  if (account) recipients.add(account.mail.toLowerCase());
  await ctx.mail.send({
    to: [...recipients],
    ...mail,
    replyTo: ctx.config.brandDefinition.contactMail,
    design: { kind: "order-confirmation", language },
  });
  await ctx.db.update(orders).set({ confirmationSentAt: new Date() }).where(eq(orders.id, row.id));
}
