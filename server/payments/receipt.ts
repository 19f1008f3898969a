// The receipt of a payment (SPEC §3 Receipt, issue 9 item 6): the JSON the confirmation pages show and
// the mail the owner gets once the payment has done its work.
import type { Currency } from "@core/brands";
import { calendarMinute } from "@core/dates";
import { isUiLanguage, type UiLanguage } from "@core/languages";
import { formatAmount, type PaidProduct, type PaymentMethod, PRODUCT_NAMES, splitVat } from "@core/payments";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { accounts, sites } from "../db/schema";
import type { PaymentRow } from "./records";

export type Receipt = {
  product: PaidProduct;
  /** Minor units (öre / øre). */
  amountWithVat: number;
  amountWithoutVat: number;
  amountVat: number;
  paymentMethod: PaymentMethod;
  /** 'YYYY-MM-DD HH:mm' in Swedish (and Danish) time. */
  date: string;
  reference: string;
  currency: Currency;
  /** The host or domain bought; null for an extension. */
  target: string | null;
  months: number;
};

/** '2026-11-23 14:05' for a moment in Europe/Stockholm. */
export const receiptDate = calendarMinute;

export function presentReceipt(payment: PaymentRow): Receipt {
  const { amountWithoutVat, amountVat } = splitVat(payment.amount);
  return {
    product: payment.product as PaidProduct,
    amountWithVat: payment.amount,
    amountWithoutVat,
    amountVat,
    paymentMethod: payment.method as PaymentMethod,
    date: receiptDate(payment.paidAt ?? payment.createdAt),
    reference: payment.reference,
    currency: payment.currency as Currency,
    target: payment.target,
    months: payment.months,
  };
}

const WORDS = {
  sv: {
    subject: "Kvitto",
    hello: "Hej,",
    thanks: "Tack för ditt köp! Här är ditt kvitto.",
    product: "Produkt",
    address: "Adress",
    months: "Månader",
    total: "Belopp inkl. moms",
    net: "Belopp exkl. moms",
    vat: "Moms (25 %)",
    method: "Betalsätt",
    date: "Datum",
    reference: "Referens",
    page: "Din sida",
    bye: "Vänliga hälsningar",
    methods: { swish: "Swish", card: "Kort", free: "Kostnadsfritt" },
  },
  en: {
    subject: "Receipt",
    hello: "Hi,",
    thanks: "Thank you for your purchase! Here is your receipt.",
    product: "Product",
    address: "Address",
    months: "Months",
    total: "Amount incl. VAT",
    net: "Amount excl. VAT",
    vat: "VAT (25 %)",
    method: "Payment method",
    date: "Date",
    reference: "Reference",
    page: "Your page",
    bye: "Best regards",
    methods: { swish: "Swish", card: "Card", free: "Free of charge" },
  },
  da: {
    subject: "Kvittering",
    hello: "Hej,",
    thanks: "Tak for dit køb! Her er din kvittering.",
    product: "Produkt",
    address: "Adresse",
    months: "Måneder",
    total: "Beløb inkl. moms",
    net: "Beløb ekskl. moms",
    vat: "Moms (25 %)",
    method: "Betalingsmåde",
    date: "Dato",
    reference: "Reference",
    page: "Din side",
    bye: "Venlig hilsen",
    methods: { swish: "Swish", card: "Kort", free: "Gratis" },
  },
} as const;

const LOCALES: Record<UiLanguage, string> = { sv: "sv-SE", en: "en-GB", da: "da-DK" };

export function receiptMail(ctx: AppContext, receipt: Receipt, siteId: string, language: UiLanguage) {
  const w = WORDS[language];
  const brand = ctx.config.brandDefinition.displayName;
  const money = (amount: number) => formatAmount(amount, receipt.currency, LOCALES[language]);
  const lines = [
    w.hello,
    "",
    w.thanks,
    "",
    `${w.product}: ${PRODUCT_NAMES[receipt.product][language]}`,
    ...(receipt.target ? [`${w.address}: ${receipt.target}`] : []),
    ...(receipt.months > 0 ? [`${w.months}: ${receipt.months}`] : []),
    `${w.total}: ${money(receipt.amountWithVat)}`,
    `${w.net}: ${money(receipt.amountWithoutVat)}`,
    `${w.vat}: ${money(receipt.amountVat)}`,
    `${w.method}: ${w.methods[receipt.paymentMethod]}`,
    `${w.date}: ${receipt.date}`,
    `${w.reference}: ${receipt.reference}`,
    "",
    `${w.page}: ${ctx.config.publicUrl}/redigera/${siteId}/konto/`,
    "",
    `${w.bye},\n${brand}`,
  ];
  return { subject: `${w.subject} ${receipt.reference} - ${brand}`, text: lines.join("\n") };
}

/** Mails the receipt to the site's owner in the brand's language (the account keeps no language). */
export async function sendReceiptMail(ctx: AppContext, payment: PaymentRow): Promise<void> {
  if (!payment.siteId) return;
  const [owner] = await ctx.db
    .select({ mail: accounts.mail })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, payment.siteId))
    .limit(1);
  if (!owner) return;
  const fallback = ctx.config.brandDefinition.defaultLanguage;
  const language: UiLanguage = isUiLanguage(fallback) ? fallback : "sv";
  const mail = receiptMail(ctx, presentReceipt(payment), payment.siteId, language);
  await ctx.mail.send({ to: owner.mail, ...mail, replyTo: ctx.config.brandDefinition.contactMail });
}
