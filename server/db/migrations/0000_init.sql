CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"mail" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"severity" integer NOT NULL,
	"url" text,
	"origin_id" text,
	"user_agent" text,
	"error_object" jsonb,
	"site_data" jsonb,
	"info" jsonb
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"host" text,
	"document" jsonb NOT NULL,
	"current_version_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"active_date" timestamp with time zone,
	"active_expire_date" timestamp with time zone,
	"password" text,
	"meta_noindex" boolean DEFAULT false NOT NULL,
	"quick_start" boolean DEFAULT false NOT NULL,
	"wizard_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_mail_unique" ON "accounts" USING btree ("mail");--> statement-breakpoint
CREATE INDEX "logs_created_idx" ON "logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "site_versions_site_idx" ON "site_versions" USING btree ("site_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_host_unique" ON "sites" USING btree ("host") WHERE "sites"."host" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_account_unique" ON "sites" USING btree ("account_id") WHERE "sites"."account_id" is not null;