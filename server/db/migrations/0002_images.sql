CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text,
	"quick_start" boolean DEFAULT false NOT NULL,
	"dir" text NOT NULL,
	"file_name" text NOT NULL,
	"sizes" jsonb NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"cropped_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_site_idx" ON "images" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "images_unclaimed_idx" ON "images" USING btree ("created_at") WHERE "images"."site_id" is null;