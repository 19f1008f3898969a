CREATE TABLE "custom_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"domain" text NOT NULL,
	"registrar" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"site_id" text,
	"account_id" text,
	"product" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"vat" integer NOT NULL,
	"months" integer NOT NULL,
	"target" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"provider_id" text,
	"error_message" text,
	"effect_applied_at" timestamp with time zone,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "custom_domain_registrations_available" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_domain_unique" ON "custom_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "custom_domains_site_idx" ON "custom_domains" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_unique" ON "payments" USING btree ("method","provider_id") WHERE "payments"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_site_idx" ON "payments" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_unapplied_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'PAID' and "payments"."effect_applied_at" is null;