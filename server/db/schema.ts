// Drizzle schema: the same tables on PGlite and PostgreSQL. The site document is JSONB; data guests
// create will live in its own tables keyed by site id and module id, never inside the document.

import type { EventPart, GuestGroup, ListMark, Side } from "@core/guest-list";
import type { SiteDocument, WizardData } from "@core/site";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    mail: text("mail").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("accounts_mail_unique").on(t.mail)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie token: a leaked table does not hand out sessions. */
    tokenHash: text("token_hash").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

export const sites = pgTable(
  "sites",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** Lower-case host the site is published on (subdomain or custom domain); null until published. */
    host: text("host"),
    document: jsonb("document").$type<SiteDocument>().notNull(),
    currentVersionId: integer("current_version_id"),
    isDemo: boolean("is_demo").notNull().default(false),
    active: boolean("active").notNull().default(false),
    activeDate: timestamp("active_date", { withTimezone: true }),
    activeExpireDate: timestamp("active_expire_date", { withTimezone: true }),
    password: text("password"),
    metaNoindex: boolean("meta_noindex").notNull().default(false),
    quickStart: boolean("quick_start").notNull().default(false),
    /** Free custom domain registrations granted (SPEC §9): each makes one domain product cost 0. */
    customDomainRegistrationsAvailable: integer("custom_domain_registrations_available").notNull().default(0),
    wizardData: jsonb("wizard_data").$type<WizardData>(),
    /**
     * A site made with the old editor (SPEC §3 Legacy site, version 1): its V1 document, as imported.
     * Null for version-2 sites. While set, guests see this document and `document` is unused.
     */
    legacyDocument: jsonb("legacy_document").$type<Record<string, unknown>>(),
    /** When the owner was mailed that the guests' answers will be deleted (issue 12 retention). */
    answersNoticeSentAt: timestamp("answers_notice_sent_at", { withTimezone: true }),
    /** When the guests' answers were deleted after the publication expired (issue 12 retention). */
    answersDeletedAt: timestamp("answers_deleted_at", { withTimezone: true }),
    /**
     * The last day guests may answer the RSVP (issue 26), YYYY-MM-DD in the event's time zone; null: no
     * last day. Text, not date: the raw statements' drivers (db/prepared.ts) would read a date as a
     * JavaScript Date at the server's local midnight.
     */
    rsvpDeadline: text("rsvp_deadline"),
    /**
     * The couple's own Swish number for gift money (issue 27), normalised: a mobile number as
     * 46701234567 or a Swish number (123 and 7 digits). Shown only on their page; no money passes
     * through the product.
     */
    swishNumber: text("swish_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sites_host_unique").on(t.host).where(sql`${t.host} is not null`),
    // One site per account, enforced by the database (two simultaneous creates cannot both win).
    uniqueIndex("sites_account_unique").on(t.accountId).where(sql`${t.accountId} is not null`),
  ],
);

export const siteVersions = pgTable(
  "site_versions",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    document: jsonb("document").$type<SiteDocument>().notNull(),
    /** Set on the version that keeps a V1 site's old document when it was upgraded (issue 14). */
    legacyDocument: jsonb("legacy_document").$type<Record<string, unknown>>(),
    /** The account that saved it (issue 28: who did what); null for versions from before, or made by the product. */
    savedBy: text("saved_by").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("site_versions_site_idx").on(t.siteId, t.id)],
);

export const logs = pgTable(
  "logs",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    severity: integer("severity").notNull(),
    url: text("url"),
    originId: text("origin_id"),
    userAgent: text("user_agent"),
    errorObject: jsonb("error_object"),
    siteData: jsonb("site_data"),
    info: jsonb("info"),
  },
  (t) => [index("logs_created_idx").on(t.createdAt)],
);

/**
 * Attempt and request counters shared by every server process (issue 12): one row per limit key and
 * window, so two instances on one PostgreSQL count together.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_window_idx").on(t.windowEndsAt)],
);

// ---- Accounts: password reset, feedback, visitor counts (issue 3) ----

export const passwordResets = pgTable(
  "password_resets",
  {
    /** sha256 of the token in the mailed link; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_account_idx").on(t.accountId)],
);

export const feedback = pgTable("feedback", {
  id: serial("id").primaryKey(),
  accountId: text("account_id").references(() => accounts.id, { onDelete: "set null" }),
  siteId: text("site_id"),
  mail: text("mail").notNull(),
  expectsReply: boolean("expects_reply").notNull(),
  text: text("text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Guest page views per site and day: a number only, no cookie and nothing about the visitor. */
export const siteVisits = pgTable(
  "site_visits",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);

// ---- Guest submissions: post keys, RSVP answers, form submissions (issue 4) ----

/**
 * The post keys already used (operations/post-keys.ts): a key itself is a signed token and costs no
 * row until it is used; its nonce is written here in the statement that stores its answer, so a key is
 * used once. Kept until the key is stale (expires_at), then purged.
 */
export const usedPostKeys = pgTable(
  "used_post_keys",
  {
    /** Hex of the key's random nonce. */
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_post_keys_expires_idx").on(t.expiresAt)],
);

/**
 * The questions of a form as guests answered them (a module's formElements at one version of the
 * site), stored once and named by the sha256 of their jsonb text: every answer to that version refers
 * to one row instead of repeating the questions (issue 24). Shared by every answer (of any site) with
 * the same questions; one no answer refers to any more is purged (operations/answers-retention.ts).
 */
/** A guest's answer to one question of its form_definitions row, at the same position. */
export type StoredAnswerValue = { value: string; selectedOption: { id: string; text: string } | null };

export const formDefinitions = pgTable("form_definitions", {
  hash: text("hash").primaryKey(),
  elements: jsonb("elements").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per guest of an RSVP; the guests of one submission share group_identifier. */
export const rsvps = pgTable(
  "rsvps",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    formId: text("form_id").notNull(),
    formTitle: text("form_title").notNull().default(""),
    language: text("language").notNull(),
    groupIdentifier: text("group_identifier").notNull(),
    guestIndex: integer("guest_index").notNull().default(0),
    /** The questions answered (form_definitions); `answers` holds one value per question, in order. */
    definitionHash: text("definition_hash")
      .notNull()
      .references(() => formDefinitions.hash),
    answers: jsonb("answers").$type<StoredAnswerValue[]>().notNull(),
    recipients: jsonb("recipients").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The guest-list household the answer belongs to (issue 25): its personal link's, or the one made
     * from an open answer. Set after the answer is stored; left when the household goes (the answer
     * stays in the answers list).
     */
    householdId: text("household_id").references((): AnyPgColumn => households.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    index("rsvps_site_idx").on(t.siteId, t.createdAt),
    index("rsvps_definition_idx").on(t.definitionHash),
    index("rsvps_household_idx").on(t.householdId).where(sql`${t.householdId} is not null`),
  ],
);

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    formId: text("form_id").notNull(),
    formTitle: text("form_title").notNull().default(""),
    language: text("language").notNull(),
    /** The questions answered (form_definitions); `answers` holds one value per question, in order. */
    definitionHash: text("definition_hash")
      .notNull()
      .references(() => formDefinitions.hash),
    answers: jsonb("answers").$type<StoredAnswerValue[]>().notNull(),
    recipients: jsonb("recipients").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_submissions_site_idx").on(t.siteId, t.createdAt),
    index("form_submissions_definition_idx").on(t.definitionHash),
  ],
);

/**
 * Notification mails still to send, one per stored submission (server/operations/submission-outbox.ts):
 * written in the same statement as the answers, deleted once sent; `rowIds` names its answer rows.
 */
/** Analytics events kept by the local provider (server/analytics/local.ts): nothing that names a person. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    /** The page's address without ids, query or hash (core/analytics.ts anonymousUrl). */
    url: text("url").notNull(),
    props: jsonb("props").$type<Record<string, string>>().notNull(),
    /** In öre (or the currency's minor unit). */
    revenueAmount: integer("revenue_amount"),
    revenueCurrency: text("revenue_currency"),
  },
  (t) => [index("analytics_events_created_idx").on(t.createdAt)],
);

export const submissionMails = pgTable(
  "submission_mails",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** 'rsvp' (rows in rsvps) or 'form' (a row in form_submissions). */
    kind: text("kind").notNull(),
    rowIds: jsonb("row_ids").$type<string[]>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When a worker may take it: now when queued; later while one sends it or after a failure. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("submission_mails_due_idx").on(t.dueAt)],
);

// ---- Gift registry (issue 4) ----

/**
 * Units reserved per gift item. Reserving is one conditional UPDATE of this row
 * (reserved = reserved + n WHERE reserved + n <= quantity), so two guests racing for the last unit
 * are serialised by the row lock and exactly one wins; the check keeps it from going negative.
 */
export const giftItemCounters = pgTable(
  "gift_item_counters",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    moduleId: text("module_id").notNull(),
    itemId: text("item_id").notNull(),
    reserved: integer("reserved").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.moduleId, t.itemId] }),
    check("gift_item_counters_reserved_check", sql`${t.reserved} >= 0`),
  ],
);

export const giftReservations = pgTable(
  "gift_reservations",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    moduleId: text("module_id").notNull(),
    itemId: text("item_id").notNull(),
    quantity: integer("quantity").notNull(),
    /** scrypt hash of the password the guest chose; needed to cancel. */
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("gift_reservations_item_idx").on(t.siteId, t.moduleId, t.itemId),
    check("gift_reservations_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * Guests who gave a protected site's password: the sha256 of a token kept in a session cookie (it
 * lasts for the visit). Rows are removed when the site's password changes.
 */
export const siteAccessTokens = pgTable(
  "site_access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("site_access_tokens_site_idx").on(t.siteId)],
);

// ---- Uploaded images (issue 8) ----

/**
 * Every image this product stored under DATA_DIR/media: uploads and crops, by owners (site_id set) and
 * by anonymous quick-start visitors (quick_start, site_id null until a site created from that quick
 * start references the image). Rows without a site older than a few days are removed with their files
 * (server/images/cleanup.ts). The JSON the editor gets is built from a row (server/images/records.ts).
 */
export const images = pgTable(
  "images",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id").references(() => sites.id, { onDelete: "set null" }),
    quickStart: boolean("quick_start").notNull().default(false),
    /** Folder under DATA_DIR/media, e.g. uploads/{siteId}/{id} or quick-start/{id}; served at /media/{dir}/. */
    dir: text("dir").notNull(),
    /** The full-size JPEG; a WebP beside every JPEG has the same name ending in .webp. */
    fileName: text("file_name").notNull(),
    sizes: jsonb("sizes").$type<{ size: number; fileName: string }[]>().notNull(),
    originalName: text("original_name").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Bytes of every file of the image together. */
    bytes: integer("bytes").notNull(),
    /** The image this one was cropped from (an image id, or a demo image path). */
    croppedFrom: text("cropped_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    index("images_site_idx").on(t.siteId),
    index("images_unclaimed_idx").on(t.createdAt).where(sql`${t.siteId} is null`),
  ],
);

// ---- Payments and custom domains (issue 9) ----

/**
 * One row per attempt to buy a product (SPEC §3 payment products). The amount is the server's price
 * (core/payments.ts priceFor), never the browser's. Status only moves forward from CREATED (a PAID row
 * never changes again, server/payments/records.ts setStatus); effect_applied_at is set in the same
 * transaction as the effect (publication, extension, custom domain), so a payment acts exactly once.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    /** Short public reference for receipts and confirmation URLs (e.g. K7M2QX9P). */
    reference: text("reference").notNull(),
    siteId: text("site_id").references(() => sites.id, { onDelete: "set null" }),
    accountId: text("account_id").references(() => accounts.id, { onDelete: "set null" }),
    product: text("product").notNull(),
    /** swish | card | free */
    method: text("method").notNull(),
    /** Minor units, VAT included. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    vat: integer("vat").notNull(),
    months: integer("months").notNull(),
    /** The host (subdomain products) or domain (domain products) bought; null for extend_subdomain. */
    target: text("target"),
    /** CREATED | PAID | DECLINED | ERROR | CANCELLED */
    status: text("status").notNull().default("CREATED"),
    /** The invitation order this payment pays (product 'print_order'); null for site products. */
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Swish payment request id (instruction UUID) or Stripe PaymentIntent id. */
    providerId: text("provider_id"),
    errorMessage: text("error_message"),
    effectAppliedAt: timestamp("effect_applied_at", { withTimezone: true }),
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
    /**
     * While a process is sending the receipt (or refund notice): others leave it alone until then. A
     * process killed mid-send leaves it to expire, and the next run sends it (at least once).
     */
    receiptLeaseUntil: timestamp("receipt_lease_until", { withTimezone: true }),
    /**
     * A paid payment that could not deliver what it bought (the host went to another site, the order
     * was paid already, the registrar refused the domain) is paid back: PENDING (to ask the provider),
     * REQUESTED (the provider has it), REFUNDED, or FAILED (support pays it back by hand; logged).
     */
    refundStatus: text("refund_status"),
    /** Why it was refunded: host_taken | order_paid | domain_taken | domain_refused. */
    refundReason: text("refund_reason"),
    /** The provider's id of the refund (Swish refund instruction id, Stripe re_…). */
    refundProviderId: text("refund_provider_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_reference_unique").on(t.reference),
    uniqueIndex("payments_provider_unique")
      .on(t.method, t.providerId)
      .where(sql`${t.providerId} is not null`),
    index("payments_site_idx").on(t.siteId, t.createdAt),
    // resumeUnapplied finds paid payments whose effect was not applied (a server killed in between).
    index("payments_unapplied_idx")
      .on(t.paidAt)
      .where(sql`${t.status} = 'PAID' and ${t.effectAppliedAt} is null`),
    check("payments_amount_check", sql`${t.amount} >= 0`),
  ],
);

/**
 * What an open payment buys, held for it (docs/decisions.md, "One payment per thing bought"): the thing
 * (`thing:{siteId}:{product}:{target}` or `order:{orderId}`) and, for a host, the host (`host:{host}`).
 * A start finds a live hold of the same thing and answers its payment instead of making another; a
 * live hold of the host by another site's payment is 409. A hold is live while its payment may still be
 * paid (until expires_at) or is paid and not yet applied; after that the row is taken over.
 */
export const paymentHolds = pgTable("payment_holds", {
  key: text("key").primaryKey(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => payments.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * An address a site moved away from while it was paid for (a subdomain, when the couple bought their own
 * domain): guests' old links answer 301 to the site's current address, path and query kept, until the
 * old address's paid period ends (`until`). Meanwhile no other site can take it (server/hosts/redirects.ts).
 */
export const hostRedirects = pgTable(
  "host_redirects",
  {
    host: text("host").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    until: timestamp("until", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("host_redirects_site_idx").on(t.siteId)],
);

/**
 * A site's own domains: written by a paid domain payment's effect (expires_at +12 months); the
 * registrar step (server/routes/sites host routes) sets registered_at once the registrar has it.
 */
export const customDomains = pgTable(
  "custom_domains",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Lower-case, without www. */
    domain: text("domain").notNull(),
    /** 'ours' (registered by us at our registrar) or 'other' (the couple's registrar; they point it here). */
    registrar: text("registrar").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When our registrar confirmed the registration; null until then (always null for 'other'). */
    registeredAt: timestamp("registered_at", { withTimezone: true }),
    /** The payment that bought (or last renewed) it. */
    paymentId: text("payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("custom_domains_domain_unique").on(t.domain),
    index("custom_domains_site_idx").on(t.siteId),
  ],
);

/**
 * Printed invitation cards (SPEC §3 Print): the card's design and content as one JSONB document
 * (layout, content, siteGraphic, colorScheme, fonts, trim, eventLogo). `server_access_key` is a long
 * random key that lets the print renderer (/print-pdf/{id}/{key}) read this one card without a session.
 */
export const prints = pgTable(
  "prints",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    serverAccessKey: text("server_access_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("prints_site_idx").on(t.siteId, t.createdAt)],
);

/**
 * Orders of printed cards (SPEC §3 Order). The card is copied into `print_document` when ordered, so
 * what is printed is what was paid for even if the card is edited afterwards. Amounts in öre, priced on
 * the server. Status: CREATED → PAID → SENT_TO_PRINT → SHIPPED (or CANCELLED before payment).
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id").references(() => sites.id, { onDelete: "set null" }),
    accountId: text("account_id").references(() => accounts.id, { onDelete: "set null" }),
    printId: text("print_id").references(() => prints.id, { onDelete: "set null" }),
    printDocument: jsonb("print_document").$type<Record<string, unknown>>().notNull(),
    quantity: integer("quantity").notNull(),
    /** none | standard | premium */
    envelopes: text("envelopes").notNull(),
    /** none | rounded */
    trim: text("trim").notNull(),
    totalInclVat: integer("total_incl_vat").notNull(),
    totalVat: integer("total_vat").notNull(),
    currency: text("currency").notNull().default("SEK"),
    /** [{ print, title, priceInclVat, quantity? }] as the order answer shows them. */
    items: jsonb("items").$type<Record<string, unknown>[]>().notNull(),
    /** The chosen shipment method: uid, name, carrier, type, priceInclVat, min/max delivery days. */
    shipment: jsonb("shipment").$type<Record<string, unknown>>().notNull(),
    /** firstName, lastName, addressLine1, postCode, city, email, phone. */
    shippingAddress: jsonb("shipping_address").$type<Record<string, string>>().notNull(),
    status: text("status").notNull().default("CREATED"),
    /** The shipping provider's reference once booked (tracking). */
    shipmentReference: text("shipment_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    sentToPrintAt: timestamp("sent_to_print_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** One card per household from the guest list (issue 25): the cards are order_households'. */
    perHousehold: boolean("per_household").notNull().default(false),
  },
  (t) => [
    index("orders_site_idx").on(t.siteId, t.createdAt),
    index("orders_status_idx").on(t.status, t.paidAt),
    // Cards come in tens, or one per household (any number up to 300).
    check(
      "orders_quantity_check",
      sql`${t.quantity} between 1 and 300 and (${t.quantity} % 10 = 0 or ${t.perHousehold})`,
    ),
    check("orders_total_check", sql`${t.totalInclVat} >= 0 and ${t.totalVat} >= 0`),
  ],
);

/**
 * The households an order of one card per household printed (issue 25), in list order: a snapshot of
 * each one's name, code and personal link when the order was placed, so a later change to the guest
 * list does not change what a paid order prints. Deleted with the site (like the households), and with
 * the order.
 */
export const orderHouseholds = pgTable(
  "order_households",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The household's id when ordered (not a reference: the card stays if the household goes). */
    householdId: text("household_id").notNull(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    url: text("url").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] }), index("order_households_site_idx").on(t.siteId)],
);

/**
 * Answers to a V1 site's RSVP3 module (SPEC §3 Legacy RSVP): weddingYesOrNo, firstName, lastName,
 * mail, phone, customValues, source, as the legacy API answers them; `ip` is registered.ip.
 */
export const legacyRsvps = pgTable(
  "legacy_rsvps",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("legacy_rsvps_site_idx").on(t.siteId, t.createdAt)],
);

/** Speech sign-ups of a V1 site's Speech2 module ('Anmälan av tal'): the speech as sent. */
export const legacySpeeches = pgTable(
  "legacy_speeches",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("legacy_speeches_site_idx").on(t.siteId, t.createdAt)],
);

// ---- The guest list (issue 25) ----

/** A site's event parts and guest groups (core/guest-list.ts): small lists, kept as one row per site. */
export const guestListSettings = pgTable("guest_list_settings", {
  siteId: text("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  parts: jsonb("parts").$type<EventPart[]>().notNull().default([]),
  groups: jsonb("groups").$type<GuestGroup[]>().notNull().default([]),
  onlyPersonalLinks: boolean("only_personal_links").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A household: the people who answer together, with its personal link (token, 256 bits, unique) and
 * print code (6 characters, unique within the site). Deleting keeps the row for an undo (deleted_at);
 * a deleted household's link opens nothing.
 */
export const households = pgTable(
  "households",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    email: text("email"),
    phone: text("phone"),
    extraGuests: integer("extra_guests").notNull().default(0),
    side: text("side").$type<Side>(),
    list: text("list").$type<ListMark>(),
    groupIds: jsonb("group_ids").$type<string[]>().notNull().default([]),
    token: text("token").notNull(),
    code: text("code").notNull(),
    linkEnabled: boolean("link_enabled").notNull().default(true),
    /** Made from an open answer (no personal link): the owner should look at it (merge or keep). */
    needsReview: boolean("needs_review").notNull().default(false),
    /**
     * Delivery problems and wishes (issue 26): the household asked for no more mails from the site
     * (List-Unsubscribe), its mail bounced or an SMS to it failed (with the provider's reason). Sends
     * skip a household whose mail is unsubscribed; the guest list shows the problems until the owner
     * changes the address or number (which clears them).
     */
    mailUnsubscribedAt: timestamp("mail_unsubscribed_at", { withTimezone: true }),
    mailFailedAt: timestamp("mail_failed_at", { withTimezone: true }),
    mailFailedReason: text("mail_failed_reason"),
    smsFailedAt: timestamp("sms_failed_at", { withTimezone: true }),
    smsFailedReason: text("sms_failed_reason"),
    /** When a guest last opened the household's personal link (issue 26: "opened the link"). */
    linkOpenedAt: timestamp("link_opened_at", { withTimezone: true }),
    /**
     * Who last changed the household (issue 28: the guest list records which person made a change): the
     * owner's or co-owner's account for changes made in the guest list (details, guests, answers set by
     * hand); null when the household's own guests last changed it (an answer) or for changes from before.
     */
    updatedBy: text("updated_by").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("households_token_idx").on(t.token),
    uniqueIndex("households_site_code_idx").on(t.siteId, t.code),
    index("households_site_position_idx").on(t.siteId, t.position),
    check("households_extra_guests_check", sql`${t.extraGuests} >= 0`),
  ],
);

/** The guests of a household, in their order. */
export const householdGuests = pgTable(
  "household_guests",
  {
    id: text("id").primaryKey(),
    householdId: text("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    child: boolean("child").notNull().default(false),
    email: text("email"),
    phone: text("phone"),
    note: text("note"),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("household_guests_household_idx").on(t.householdId, t.position),
    index("household_guests_site_idx").on(t.siteId),
  ],
);

/**
 * A household's current answer (issue 25): per guest and event part, coming or not. `guest_key` is a
 * household guest's id, or `extra-{n}` for a guest the household brought beyond those named; `part_id`
 * is '' for the whole event when the site names no parts. A new answer from the household replaces
 * these rows (every RSVP stays in rsvps); `rsvp_id` is the guest's RSVP row (its questions' answers),
 * none when the owner set it by hand (`set_by` 'owner').
 */
export const householdAnswers = pgTable(
  "household_answers",
  {
    householdId: text("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    guestKey: text("guest_key").notNull(),
    partId: text("part_id").notNull(),
    attending: boolean("attending").notNull(),
    child: boolean("child").notNull().default(false),
    rsvpId: text("rsvp_id"),
    setBy: text("set_by").$type<"guest" | "owner">().notNull(),
    note: text("note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.guestKey, t.partId] }),
    index("household_answers_site_idx").on(t.siteId),
  ],
);

/**
 * A send to guests (issue 26): an invitation, a reminder or a message, by mail or SMS, to households of
 * the site's guest list. `text` is what the owner wrote (inserted in the template of `kind`); a `test`
 * send goes to the owner's own mail or phone only. `created_by` is the account that sent it: the daily
 * caps (core/sends.ts SEND_CAPS) count its deliveries.
 */
export const sends = pgTable(
  "sends",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    channel: text("channel").$type<"mail" | "sms">().notNull(),
    kind: text("kind").$type<"invitation" | "reminder" | "message">().notNull(),
    text: text("text"),
    /** The page's language the texts are written in (sv, en, da). */
    language: text("language").notNull(),
    test: boolean("test").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sends_site_idx").on(t.siteId, t.createdAt),
    index("sends_created_by_idx").on(t.createdBy, t.createdAt),
    check("sends_channel_check", sql`${t.channel} in ('mail', 'sms')`),
    check("sends_kind_check", sql`${t.kind} in ('invitation', 'reminder', 'message')`),
  ],
);

/**
 * One household's delivery of a send: its outbox row. The primary key (send, household) is why a
 * household never gets the same send twice; the worker (operations/sends-outbox.ts) claims due rows
 * with a lease (`lease_until`) so two processes, or one after a restart, never send a row at once.
 * `address` is the mail address or E.164 number used (null when skipped for having none).
 */
export const sendDeliveries = pgTable(
  "send_deliveries",
  {
    sendId: text("send_id")
      .notNull()
      .references(() => sends.id, { onDelete: "cascade" }),
    householdId: text("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    channel: text("channel").$type<"mail" | "sms">().notNull(),
    address: text("address"),
    status: text("status")
      .$type<"queued" | "sent" | "delivered" | "failed" | "skipped">()
      .notNull()
      .default("queued"),
    /** Why it was skipped (no-address, phone-invalid, link-off, deleted, answered) or failed. */
    reason: text("reason"),
    /** The provider's id of the message (46elks' SMS id, the mail's Message-ID). */
    providerId: text("provider_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** When the household first opened its personal link after this delivery was sent. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sendId, t.householdId] }),
    index("send_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("send_deliveries_site_idx").on(t.siteId),
    index("send_deliveries_household_idx").on(t.householdId),
    check(
      "send_deliveries_status_check",
      sql`${t.status} in ('queued', 'sent', 'delivered', 'failed', 'skipped')`,
    ),
  ],
);

/**
 * A site's reminders (issue 26): sent to households that have not answered, N days before the RSVP's
 * last day (sites.rsvp_deadline) at 10:00 in the event's time zone, by mail and/or SMS, with the
 * owner's optional words. `armed_at` is when the reminders were turned on or their days changed: a
 * reminder whose moment came before it is never sent after the fact (operations/reminders.ts).
 */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    siteId: text("site_id")
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    /** Days before the last day, distinct, largest first (e.g. [14, 3]). */
    daysBefore: jsonb("days_before").$type<number[]>().notNull().default([]),
    channels: jsonb("channels").$type<("mail" | "sms")[]>().notNull().default([]),
    text: text("text"),
    armedAt: timestamp("armed_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reminder_settings_enabled_idx").on(t.siteId).where(sql`${t.enabled}`)],
);

/**
 * One reminder's run: the claim that makes it once only. The primary key (site, days before, last
 * day, channel) is inserted with `on conflict do nothing` in the same transaction as the send it makes,
 * so two instances, or one after a restart, never make a second send; a moved last day is a new key.
 * `status`: sent (send_id), or skipped with `reason` (cap, nobody, not-published, no-address,
 * superseded: a later reminder was due at the same time).
 */
export const reminderRuns = pgTable(
  "reminder_runs",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    daysBefore: integer("days_before").notNull(),
    deadline: text("deadline").notNull(),
    channel: text("channel").$type<"mail" | "sms">().notNull(),
    status: text("status").$type<"sent" | "skipped">().notNull(),
    reason: text("reason"),
    sendId: text("send_id").references(() => sends.id, { onDelete: "set null" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.daysBefore, t.deadline, t.channel] }),
    check("reminder_runs_status_check", sql`${t.status} in ('sent', 'skipped')`),
  ],
);

// ---- The day itself (issue 27) ----

/**
 * A guest's word that they sent gift money by Swish ("Jag har swishat 500 kr"), for a gift of the
 * gift registry module (`module_id`, `item_id`). Nothing is confirmed by Swish: it is what the guest
 * says, shown to the owner beside the reservations. `amount_ore` in öre, null when not said.
 */
export const giftSwishNotes = pgTable(
  "gift_swish_notes",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    moduleId: text("module_id").notNull(),
    itemId: text("item_id").notNull(),
    name: text("name").notNull(),
    amountOre: integer("amount_ore"),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("gift_swish_notes_item_idx").on(t.siteId, t.moduleId, t.itemId),
    check("gift_swish_notes_amount_check", sql`${t.amountOre} is null or ${t.amountOre} > 0`),
  ],
);

/**
 * The seating plan (issue 27): tables (shape, seats, name, place on the canvas) and who sits where,
 * as one document per site (core validates its shape); `version` counts saves, so a save made on an
 * older version is refused rather than losing the other's change.
 */
export const seatingPlans = pgTable("seating_plans", {
  siteId: text("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  plan: jsonb("plan").$type<Record<string, unknown>>().notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Guests' photos (issue 27): turned on by the owner, with the per-site upload key guests' link and QR
 * code carry (unguessable, changed by the owner to stop uploads from an old link), whether uploads are
 * shown without the owner's approval, and the caps.
 */
export const photoSettings = pgTable(
  "photo_settings",
  {
    siteId: text("site_id")
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    uploadKey: text("upload_key").notNull(),
    autoApprove: boolean("auto_approve").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("photo_settings_upload_key_idx").on(t.uploadKey)],
);

/**
 * One guest's photo: stored through the storage provider (`storage_key`, re-encoded, EXIF location
 * removed) with its size; `uploader` is the guest's anonymous id (a cookie's random id, hashed) that
 * the per-guest caps count; `status` pending until the owner approves (or at once with auto-approve).
 */
export const photos = pgTable(
  "photos",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    status: text("status").$type<"pending" | "approved" | "rejected">().notNull().default("pending"),
    uploader: text("uploader").notNull(),
    uploaderName: text("uploader_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("photos_site_idx").on(t.siteId, t.createdAt),
    index("photos_uploader_idx").on(t.siteId, t.uploader),
    check("photos_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

// ---- Two owners and their helpers (issue 28) ----

/**
 * The people of a site besides its owner (sites.account_id, who made or was handed the site): a
 * co-owner ('owner': everything but removing the owner or deleting the site) or a helper with a role
 * ('toastmaster', 'caterer'). Access is read from here on every request, so removing a row ends the
 * person's access at once.
 */
export const siteMembers = pgTable(
  "site_members",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    role: text("role").$type<"owner" | "toastmaster" | "caterer">().notNull(),
    addedBy: text("added_by").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.accountId] }),
    index("site_members_account_idx").on(t.accountId),
    check("site_members_role_check", sql`${t.role} in ('owner', 'toastmaster', 'caterer')`),
  ],
);

/**
 * An invitation to a site by mail: the link's token (256 bits) stored hashed, valid 7 days, used once
 * (accepted_at), or withdrawn (revoked_at).
 */
export const memberInvitations = pgTable(
  "member_invitations",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    mail: text("mail").notNull(),
    role: text("role").$type<"owner" | "toastmaster" | "caterer">().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("member_invitations_token_idx").on(t.tokenHash),
    index("member_invitations_site_idx").on(t.siteId, t.createdAt),
    index("member_invitations_invited_by_idx").on(t.invitedBy, t.createdAt),
    check("member_invitations_role_check", sql`${t.role} in ('owner', 'toastmaster', 'caterer')`),
  ],
);

/**
 * What was done on a site and by whom, for the owner's short activity list: saved, published, paid,
 * invited, joined, left, removed, answers set by hand. `detail` holds the kind's few facts (no guest
 * contact details).
 */
export const siteActivity = pgTable(
  "site_activity",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    accountId: text("account_id").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("site_activity_site_idx").on(t.siteId, t.id)],
);
