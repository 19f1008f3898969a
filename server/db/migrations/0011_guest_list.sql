-- Issue 25, the guest list: a site's event parts and guest groups (one row per site), its households
-- (personal link token and print code, soft-deleted for an undo) and their guests. All go with the site.
CREATE TABLE "guest_list_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"only_personal_links" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_guests" (
	"id" text PRIMARY KEY NOT NULL,
	"household_id" text NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"child" boolean DEFAULT false NOT NULL,
	"email" text,
	"phone" text,
	"note" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"email" text,
	"phone" text,
	"extra_guests" integer DEFAULT 0 NOT NULL,
	"side" text,
	"list" text,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token" text NOT NULL,
	"code" text NOT NULL,
	"link_enabled" boolean DEFAULT true NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "households_extra_guests_check" CHECK ("households"."extra_guests" >= 0)
);
--> statement-breakpoint
ALTER TABLE "guest_list_settings" ADD CONSTRAINT "guest_list_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_guests" ADD CONSTRAINT "household_guests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_guests" ADD CONSTRAINT "household_guests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_guests_household_idx" ON "household_guests" USING btree ("household_id","position");--> statement-breakpoint
CREATE INDEX "household_guests_site_idx" ON "household_guests" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "households_token_idx" ON "households" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "households_site_code_idx" ON "households" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "households_site_position_idx" ON "households" USING btree ("site_id","position");