CREATE TABLE "member_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"mail" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_invitations_role_check" CHECK ("member_invitations"."role" in ('owner', 'toastmaster', 'caterer'))
);
--> statement-breakpoint
CREATE TABLE "site_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"account_id" text,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_members" (
	"site_id" text NOT NULL,
	"account_id" text NOT NULL,
	"role" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_members_site_id_account_id_pk" PRIMARY KEY("site_id","account_id"),
	CONSTRAINT "site_members_role_check" CHECK ("site_members"."role" in ('owner', 'toastmaster', 'caterer'))
);
--> statement-breakpoint
ALTER TABLE "site_versions" ADD COLUMN "saved_by" text;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_accepted_by_accounts_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_activity" ADD CONSTRAINT "site_activity_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_activity" ADD CONSTRAINT "site_activity_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_members" ADD CONSTRAINT "site_members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_members" ADD CONSTRAINT "site_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_members" ADD CONSTRAINT "site_members_added_by_accounts_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_token_idx" ON "member_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_invitations_site_idx" ON "member_invitations" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "member_invitations_invited_by_idx" ON "member_invitations" USING btree ("invited_by","created_at");--> statement-breakpoint
CREATE INDEX "site_activity_site_idx" ON "site_activity" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "site_members_account_idx" ON "site_members" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_saved_by_accounts_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;