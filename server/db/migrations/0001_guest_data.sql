CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text,
	"site_id" text,
	"mail" text NOT NULL,
	"expects_reply" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"form_id" text NOT NULL,
	"form_title" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"form_elements" jsonb NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_item_counters" (
	"site_id" text NOT NULL,
	"module_id" text NOT NULL,
	"item_id" text NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_item_counters_site_id_module_id_item_id_pk" PRIMARY KEY("site_id","module_id","item_id"),
	CONSTRAINT "gift_item_counters_reserved_check" CHECK ("gift_item_counters"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"module_id" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_reservations_quantity_check" CHECK ("gift_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"site_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"form_id" text NOT NULL,
	"form_title" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"group_identifier" text NOT NULL,
	"guest_index" integer DEFAULT 0 NOT NULL,
	"form_elements" jsonb NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"site_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_visits_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_item_counters" ADD CONSTRAINT "gift_item_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD CONSTRAINT "gift_reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_keys" ADD CONSTRAINT "post_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_access_tokens" ADD CONSTRAINT "site_access_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_site_idx" ON "form_submissions" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_reservations_item_idx" ON "gift_reservations" USING btree ("site_id","module_id","item_id");--> statement-breakpoint
CREATE INDEX "password_resets_account_idx" ON "password_resets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "post_keys_created_idx" ON "post_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rsvps_site_idx" ON "rsvps" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "site_access_tokens_site_idx" ON "site_access_tokens" USING btree ("site_id");