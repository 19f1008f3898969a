CREATE TABLE "legacy_rsvps" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_speeches" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text,
	"account_id" text,
	"print_id" text,
	"print_document" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"envelopes" text NOT NULL,
	"trim" text NOT NULL,
	"total_incl_vat" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"currency" text DEFAULT 'SEK' NOT NULL,
	"items" jsonb NOT NULL,
	"shipment" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"shipment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"sent_to_print_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" between 10 and 300 and "orders"."quantity" % 10 = 0),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_incl_vat" >= 0 and "orders"."total_vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prints" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"server_access_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "site_versions" ADD COLUMN "legacy_document" jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "legacy_document" jsonb;--> statement-breakpoint
ALTER TABLE "legacy_rsvps" ADD CONSTRAINT "legacy_rsvps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_speeches" ADD CONSTRAINT "legacy_speeches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_print_id_prints_id_fk" FOREIGN KEY ("print_id") REFERENCES "public"."prints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prints" ADD CONSTRAINT "prints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_rsvps_site_idx" ON "legacy_rsvps" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "legacy_speeches_site_idx" ON "legacy_speeches" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_site_idx" ON "orders" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","paid_at");--> statement-breakpoint
CREATE INDEX "prints_site_idx" ON "prints" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;