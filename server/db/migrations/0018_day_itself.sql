CREATE TABLE "gift_swish_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"module_id" text NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"amount_ore" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_swish_notes_amount_check" CHECK ("gift_swish_notes"."amount_ore" is null or "gift_swish_notes"."amount_ore" > 0)
);
--> statement-breakpoint
CREATE TABLE "photo_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"upload_key" text NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"uploader" text NOT NULL,
	"uploader_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "photos_status_check" CHECK ("photos"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "seating_plans" (
	"site_id" text PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "swish_number" text;--> statement-breakpoint
ALTER TABLE "gift_swish_notes" ADD CONSTRAINT "gift_swish_notes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_settings" ADD CONSTRAINT "photo_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_swish_notes_item_idx" ON "gift_swish_notes" USING btree ("site_id","module_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_settings_upload_key_idx" ON "photo_settings" USING btree ("upload_key");--> statement-breakpoint
CREATE INDEX "photos_site_idx" ON "photos" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_uploader_idx" ON "photos" USING btree ("site_id","uploader");