// The receipt of a payment (SPEC §3 Receipt, issue 9 item 6): the JSON the confirmation pages show and
// the mail the owner gets once the payment has done its work.
import type { Currency } from "@core/brands";
import { calendarMinute } from "@core/dates";
import { isUiLanguage, type UiLanguage } from "@core/languages";
import { formatAmount, type PaidProduct, type PaymentMethod, PRODUCT_NAMES, splitVat } from "@core/payments";
import { eq } from "drizzle-orm";
import type { SellerConfig } from "../config";
import type { AppContext } from "../context";
import { accounts, sites } from "../db/schema";
import type { PaymentRow } from "./records";

/** The company that sold (SELLER_* configuration): named on every receipt, as bookkeeping rules ask. */
export type ReceiptSeller = { name: string; orgNumber: string; vatNumber: string; address: string };

export const receiptSeller = (seller: SellerConfig): ReceiptSeller => ({
  name: seller.name,
  orgNumber: seller.orgNumber,
  vatNumber: seller.vatNumber,
  address: seller.address,
});

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
  /**
   * Set when the payment could not deliver what it bought and is paid back (payments/refunds.ts): why,
   * and how far the refund has come (PENDING and REQUESTED are on their way; FAILED: support pays it).
   */
  refund: { reason: string; status: string } | null;
  seller: ReceiptSeller;
  /**
   * The paying account's mail when it is not the site's owner (a co-owner paid; issue 28: receipts name
   * who paid). Left out when the owner paid or the payer's account is gone.
   */
  paidBy?: string;
};

/** '2026-11-23 14:05' for a moment in Europe/Stockholm. */
export const receiptDate = calendarMinute;

export function presentReceipt(
  payment: PaymentRow,
  seller: SellerConfig,
  paidBy: string | null = null,
): Receipt {
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
    refund:
      payment.refundStatus && payment.refundReason
        ? { reason: payment.refundReason, status: payment.refundStatus }
        : null,
    seller: receiptSeller(seller),
    ...(paidBy ? { paidBy } : {}),
  };
}

/** The payer's mail when the payer (payments.account_id) is not the site's owner: a co-owner paid. */
export async function payerOf(ctx: AppContext, payment: PaymentRow): Promise<string | null> {
  if (!payment.accountId || !payment.siteId) return null;
  const [row] = await ctx.db
    .select({ mail: accounts.mail, ownerId: sites.accountId })
    .from(accounts)
    .leftJoin(sites, eq(sites.id, payment.siteId))
    .where(eq(accounts.id, payment.accountId))
    .limit(1);
  return row && row.ownerId !== payment.accountId ? row.mail : null;
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
    vat: "Moms 25 %",
    method: "Betalsätt",
    date: "Datum",
    reference: "Referens",
    paidBy: "Betald av",
    page: "Din sida",
    seller: "Säljare",
    orgNumber: { se: "Org.nr", dk: "CVR-nr" },
    vatNumber: "Momsreg.nr",
    bye: "Vänliga hälsningar",
    methods: { swish: "Swish", card: "Kort", free: "Kostnadsfritt" },
    refundSubject: "Återbetalning",
    refundIntro: "Din betalning kunde inte ge dig det du köpte, så hela beloppet betalas tillbaka.",
    refundReasons: {
      host_taken: "Adressen hann tas av en annan sida innan betalningen var klar.",
      order_paid: "Beställningen var redan betald.",
      site_deleted: "Sidan finns inte längre.",
      domain_refused: "Domänen kunde inte registreras.",
    },
    refundHow: {
      swish: "Pengarna kommer tillbaka till Swish-numret du betalade från.",
      card: "Pengarna kommer tillbaka till kortet du betalade med, oftast inom 5–10 bankdagar.",
      free: "Inga pengar drogs.",
    },
    refundAgain: "Du kan välja en annan adress och betala igen i redigeraren.",
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
    vat: "VAT 25 %",
    method: "Payment method",
    date: "Date",
    reference: "Reference",
    paidBy: "Paid by",
    page: "Your page",
    seller: "Seller",
    orgNumber: { se: "Org. no.", dk: "CVR no." },
    vatNumber: "VAT no.",
    bye: "Best regards",
    methods: { swish: "Swish", card: "Card", free: "Free of charge" },
    refundSubject: "Refund",
    refundIntro: "Your payment could not get you what you bought, so the whole amount is being paid back.",
    refundReasons: {
      host_taken: "The address was taken by another page before the payment was complete.",
      order_paid: "The order had already been paid.",
      site_deleted: "The page no longer exists.",
      domain_refused: "The domain could not be registered.",
    },
    refundHow: {
      swish: "The money goes back to the Swish number you paid from.",
      card: "The money goes back to the card you paid with, usually within 5–10 banking days.",
      free: "No money was taken.",
    },
    refundAgain: "You can choose another address and pay again in the editor.",
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
    vat: "Moms 25 %",
    method: "Betalingsmåde",
    date: "Dato",
    reference: "Reference",
    paidBy: "Betalt af",
    page: "Din side",
    seller: "Sælger",
    orgNumber: { se: "Org.nr.", dk: "CVR-nr." },
    vatNumber: "Momsnr.",
    bye: "Venlig hilsen",
    methods: { swish: "Swish", card: "Kort", free: "Gratis" },
    refundSubject: "Tilbagebetaling",
    refundIntro: "Din betaling kunne ikke give dig det, du købte, så hele beløbet betales tilbage.",
    refundReasons: {
      host_taken: "Adressen blev taget af en anden side, før betalingen var gennemført.",
      order_paid: "Bestillingen var allerede betalt.",
      site_deleted: "Siden findes ikke længere.",
      domain_refused: "Domænet kunne ikke registreres.",
    },
    refundHow: {
      swish: "Pengene kommer tilbage til det Swish-nummer, du betalte fra.",
      card: "Pengene kommer tilbage til det kort, du betalte med, som regel inden for 5–10 bankdage.",
      free: "Der blev ikke trukket nogen penge.",
    },
    refundAgain: "Du kan vælge en anden adresse og betale igen i editoren.",
  },
} as const;

const LOCALES: Record<UiLanguage, string> = { sv: "sv-SE", en: "en-GB", da: "da-DK" };

/**
 * The seller's lines of a receipt mail: name, address, organisation (or CVR) number and VAT number.
 * Shared with the order confirmation (orders/mail.ts).
 */
export function sellerLines(seller: ReceiptSeller, language: UiLanguage): string[] {
  const w = WORDS[language];
  const orgLabel = /^\d{8}$/.test(seller.orgNumber) ? w.orgNumber.dk : w.orgNumber.se;
  return [
    `${w.seller}: ${seller.name}`,
    seller.address,
    `${orgLabel} ${seller.orgNumber}, ${w.vatNumber} ${seller.vatNumber}`,
  ];
}

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
    ...(receipt.paidBy ? [`${w.paidBy}: ${receipt.paidBy}`] : []),
    "",
    ...sellerLines(receipt.seller, language),
    "",
    `${w.page}: ${ctx.config.publicUrl}/redigera/${siteId}/konto/`,
    "",
    `${w.bye},\n${brand}`,
  ];
  return { subject: `${w.subject} ${receipt.reference} - ${brand}`, text: lines.join("\n") };
}

/** The notice of a payment paid back because it could not deliver (instead of its receipt). */
export function refundMail(ctx: AppContext, receipt: Receipt, siteId: string | null, language: UiLanguage) {
  const w = WORDS[language];
  const brand = ctx.config.brandDefinition.displayName;
  const money = (amount: number) => formatAmount(amount, receipt.currency, LOCALES[language]);
  const reason = receipt.refund?.reason as keyof typeof w.refundReasons | undefined;
  const lines = [
    w.hello,
    "",
    w.refundIntro,
    ...(reason && w.refundReasons[reason] ? [w.refundReasons[reason]] : []),
    "",
    `${w.product}: ${PRODUCT_NAMES[receipt.product][language]}`,
    ...(receipt.target ? [`${w.address}: ${receipt.target}`] : []),
    `${w.total}: ${money(receipt.amountWithVat)}`,
    `${w.method}: ${w.methods[receipt.paymentMethod]}`,
    `${w.reference}: ${receipt.reference}`,
    "",
    ...sellerLines(receipt.seller, language),
    "",
    w.refundHow[receipt.paymentMethod],
    ...(receipt.product !== "print_order" && siteId
      ? [w.refundAgain, `${w.page}: ${ctx.config.publicUrl}/redigera/${siteId}/`]
      : []),
    "",
    `${w.bye},\n${brand}`,
  ];
  return { subject: `${w.refundSubject} ${receipt.reference} - ${brand}`, text: lines.join("\n") };
}

async function ownerMailOf(ctx: AppContext, payment: PaymentRow): Promise<string | null> {
  if (payment.accountId) {
    const [account] = await ctx.db
      .select({ mail: accounts.mail })
      .from(accounts)
      .where(eq(accounts.id, payment.accountId))
      .limit(1);
    if (account) return account.mail;
  }
  if (!payment.siteId) return null;
  const [owner] = await ctx.db
    .select({ mail: accounts.mail })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, payment.siteId))
    .limit(1);
  return owner?.mail ?? null;
}

/** Mails the owner that the payment is paid back, and why, in the brand's language. */
export async function sendRefundMail(ctx: AppContext, payment: PaymentRow): Promise<void> {
  const to = await ownerMailOf(ctx, payment);
  if (!to) return;
  const fallback = ctx.config.brandDefinition.defaultLanguage;
  const language: UiLanguage = isUiLanguage(fallback) ? fallback : "sv";
  const mail = refundMail(ctx, presentReceipt(payment, ctx.config.seller), payment.siteId, language);
  await ctx.mail.send({
    to,
    ...mail,
    replyTo: ctx.config.brandDefinition.contactMail,
    design: { kind: "refund", language },
  });
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
  const receipt = presentReceipt(payment, ctx.config.seller, await payerOf(ctx, payment));
  const mail = receiptMail(ctx, receipt, payment.siteId, language);
  await ctx.mail.send({
    to: owner.mail,
    ...mail,
    replyTo: ctx.config.brandDefinition.contactMail,
    design: { kind: "receipt", language },
  });
}
