// One mail of every kind the product sends, made by the product's own mail builders (the same code the
// senders call), for the designed-mail tests: in each UI language, with the design the sender gives it.
import { resolveBrand } from "@core/brands";
import type { FormElement } from "@core/form";
import { UI_LANGUAGES, type UiLanguage } from "@core/languages";
import type { Order } from "@core/orders/schema";
import type { AppContext } from "../../context";
import { reminderMail } from "../../hosts/reminders";
import { noticeMail } from "../../operations/answers-retention";
import { composeConfirmationMail } from "../../operations/confirmation-texts";
import { memberInvitationMail } from "../../operations/members";
import { resetMail } from "../../operations/password-reset";
import { composeInvitationMail } from "../../operations/sends-texts";
import { notificationMail } from "../../operations/submission-mail";
import { orderConfirmationMail } from "../../orders/mail";
import { presentReceipt, receiptMail, refundMail } from "../../payments/receipt";
import type { PaymentRow } from "../../payments/records";
import type { MailDesign, MailKind } from "./design";

export const ORIGIN = "https://brollopssidan.se";
/** The guest page of the sample site. */
export const PAGE_ORIGIN = "https://anna-och-erik.brollopssidan.se";

export const sampleContext = (): AppContext =>
  ({
    config: {
      brandDefinition: resolveBrand({ brand: "wedding", market: "se" }),
      publicUrl: ORIGIN,
      market: "se",
      seller: {
        name: "Eventsida AB",
        orgNumber: "556677-8899",
        vatNumber: "SE556677889901",
        address: "Storgatan 1, 111 22 Stockholm",
        placeholder: [],
      },
    },
  }) as unknown as AppContext;

export type SampleMail = { kind: MailKind; subject: string; text: string; design: MailDesign };

const payment = (product: string, extra: Partial<PaymentRow> = {}) =>
  ({
    product,
    amount: 49500,
    method: "swish",
    paidAt: new Date("2026-11-23T13:05:00Z"),
    createdAt: new Date("2026-11-23T13:04:00Z"),
    reference: "BS-2026-0042",
    currency: "SEK",
    target: "anna-och-erik.brollopssidan.se",
    months: 12,
    refundStatus: null,
    refundReason: null,
    siteId: "site1",
    ...extra,
  }) as unknown as PaymentRow;

const order = {
  _id: "order1",
  status: "PAID",
  site: "site1",
  print: "print1",
  quantity: 60,
  perHousehold: false,
  envelopes: "standard",
  trim: "rounded",
  totalInclVat: 160_500,
  totalVat: 32_100,
  items: [],
  shipment: {
    shipmentMethodUid: "pn-1",
    name: "Ombud",
    carrier: "postnord",
    type: "normal",
    priceInclVat: 4_900,
    minDeliveryDays: 2,
    maxDeliveryDays: 4,
  },
  shippingAddress: {
    firstName: "Anna",
    lastName: "Svensson",
    addressLine1: "Björkvägen 3",
    postCode: "123 45",
    city: "Åkersberga",
    email: "anna@example.se",
    phone: "+46700000000",
  },
  createdAt: "2026-11-23T13:00:00Z",
  paidAt: "2026-11-23T13:05:00Z",
  sentToPrintAt: null,
  shippedAt: null,
  shipmentReference: null,
  receipt: null,
} as unknown as Order;

const question = (id: string, label: string): FormElement =>
  ({ id, type: "ShortText", label: { sv: label, en: label, da: label } }) as unknown as FormElement;

const answer = (id: string, label: string, value: string) => ({
  formElement: question(id, label),
  value,
  selectedOption: null,
});

/** Every kind in one language, as its sender makes it. */
export function sampleMails(language: UiLanguage): SampleMail[] {
  const ctx = sampleContext();
  const site = {
    id: "site1",
    host: "anna-och-erik.brollopssidan.se",
    mailLanguage: language,
    pageTitle: "Anna & Erik",
  };
  const guest = (first: string, message: string) => [
    answer("a", "Förnamn", first),
    answer("b", "E-post", `${first.toLowerCase()}@example.se`),
    answer("c", "Kommer du?", "Ja"),
    answer("d", "Allergier eller specialkost", message),
  ];
  const mails: SampleMail[] = [];
  const add = (kind: MailKind, mail: { subject: string; text: string }) =>
    mails.push({ kind, subject: mail.subject, text: mail.text, design: { kind, language } });
  add("password-reset", resetMail(ctx, language, `${ORIGIN}/aterstall-losenord/${"x".repeat(43)}`));
  add("receipt", receiptMail(ctx, receiptOf("subdomain"), "site1", language));
  add(
    "refund",
    refundMail(
      ctx,
      receiptOf("subdomain", { refundStatus: "PENDING", refundReason: "host_taken" }),
      "site1",
      language,
    ),
  );
  add("order-confirmation", orderConfirmationMail(ctx, order, payment("print_order"), language));
  add(
    "rsvp-answer",
    notificationMail(
      ctx,
      site,
      {
        kind: "rsvp",
        formTitle: "OSA",
        language,
        groups: [guest("Karin", 'Nötter <b>&</b> "skaldjur"\nInget annat'), guest("Olle", "")],
      },
      new Date("2026-11-23T13:05:00Z"),
    ),
  );
  add(
    "form-answer",
    notificationMail(
      ctx,
      site,
      {
        kind: "form",
        formTitle: "Önska en låt",
        language,
        groups: [[answer("s", "Låt", "Dancing Queen"), answer("l", "Länk", `${ORIGIN}/media/x.png`)]],
      },
      new Date("2026-11-23T13:05:00Z"),
    ),
  );
  const due = {
    siteId: "site1",
    host: "anna-och-erik.brollopssidan.se",
    mail: "anna@example.se",
    expires: new Date("2026-12-24T12:00:00Z"),
    days: 30,
  };
  const brandInLanguage = {
    ...ctx,
    config: {
      ...ctx.config,
      brandDefinition: { ...ctx.config.brandDefinition, defaultLanguage: language },
    },
  } as AppContext;
  add("expiry-reminder", reminderMail(brandInLanguage, due));
  add(
    "answers-notice",
    noticeMail(ctx, {
      siteId: "site1",
      mail: "anna@example.se",
      host: "anna-och-erik.brollopssidan.se",
      deletes: new Date("2027-03-01T12:00:00Z"),
      language,
    }),
  );
  for (const kind of ["invitation", "reminder", "message"] as const) {
    const mail = composeInvitationMail({
      kind,
      language,
      title: "Anna & Erik",
      date: { day: "21 augusti 2027", time: "15.00" },
      householdName: "Familjen Berg",
      text: kind === "message" ? "Bussen går från Slussen kl. 14.00.\nKlädkod: Kavaj" : undefined,
      link: `${PAGE_ORIGIN}/i/${"t".repeat(43)}`,
      calendarUrl: `${PAGE_ORIGIN}/ics/site1.ics`,
    });
    mails.push({
      kind: `guest-${kind}`,
      subject: mail.subject,
      text: mail.text,
      design: { kind: `guest-${kind}`, language, pageOrigin: PAGE_ORIGIN },
    });
  }
  const confirmation = composeConfirmationMail({
    language,
    title: "Anna & Erik",
    date: { day: "21 augusti 2027", time: "15.00" },
    householdName: "Familjen Berg",
    guests: [
      {
        name: "Karin Berg",
        parts: [
          { name: "Vigsel", attending: true },
          { name: "Middag", attending: false },
        ],
        answers: [
          { label: "Allergier eller specialkost", value: 'Nötter <b>&</b> "skaldjur"\nInget annat' },
          { label: "E-post", value: "karin@example.se" },
        ],
      },
      { name: "Olle Berg", parts: [{ name: "Vigsel", attending: true }], answers: [] },
    ],
    changed: false,
    link: `${PAGE_ORIGIN}/i/${"t".repeat(43)}`,
    lastDay: "1 maj 2027",
    calendarUrl: `${PAGE_ORIGIN}/ics/site1.ics`,
    replyToHosts: true,
  });
  mails.push({
    kind: "rsvp-confirmation",
    subject: confirmation.subject,
    text: confirmation.text,
    design: { kind: "rsvp-confirmation", language, pageOrigin: PAGE_ORIGIN },
  });
  const invitation = memberInvitationMail(language, {
    inviter: "anna@example.se",
    role: "owner",
    title: "Anna & Erik",
    link: `${ORIGIN}/medlem/${"m".repeat(43)}`,
    brand: ctx.config.brandDefinition.displayName,
    days: 7,
  });
  mails.push({
    kind: "member-invitation",
    subject: invitation.subject,
    text: invitation.text,
    design: { kind: "member-invitation", language },
  });
  if (language === "en") {
    // The feedback mail is for the team, always in English (operations/feedback.ts writes it so).
    add("feedback", {
      subject: "Feedback (reply wanted): Hej: kan man byta typsnitt?",
      text: [
        "Hej: kan man byta typsnitt?",
        "",
        `Se ${ORIGIN}/redigera/site1/ <script>alert(1)</script>`,
        "",
        "--",
        "From: anna@example.se",
        `Site: ${ORIGIN}/redigera/site1/`,
        "Reply wanted: yes",
      ].join("\n"),
    });
  }
  return mails;

  function receiptOf(product: string, extra: Partial<PaymentRow> = {}) {
    return presentReceipt(payment(product, extra), ctx.config.seller);
  }
}

export const allSampleMails = (): SampleMail[] => UI_LANGUAGES.flatMap((language) => sampleMails(language));
