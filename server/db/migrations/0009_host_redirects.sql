CREATE TABLE "host_redirects" (
	"host" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_redirects" ADD CONSTRAINT "host_redirects_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_redirects_site_idx" ON "host_redirects" USING btree ("site_id");