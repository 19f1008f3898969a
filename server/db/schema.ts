// Drizzle schema: the same tables on PGlite and PostgreSQL. The site document is JSONB; data guests
// create will live in its own tables keyed by site id and module id, never inside the document.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { SiteDocument, WizardData } from "@core/site";

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
    wizardData: jsonb("wizard_data").$type<WizardData>(),
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
