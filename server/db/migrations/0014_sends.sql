-- Issue 26, talking to the guests: a send (invitation, reminder or message by mail or SMS, written by the
-- owner or a test to the owner) and its deliveries, one per household, which are also the outbox rows the
-- worker claims with a lease; (send, household) is the primary key, so a household never gets a send twice.
CREATE TABLE "send_deliveries" (
	"send_id" text NOT NULL,
	"household_id" text NOT NULL,
	"site_id" text NOT NULL,
	"channel" text NOT NULL,
	"address" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "send_deliveries_send_id_household_id_pk" PRIMARY KEY("send_id","household_id"),
	CONSTRAINT "send_deliveries_status_check" CHECK ("send_deliveries"."status" in ('queued', 'sent', 'delivered', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "sends" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"created_by" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"language" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sends_channel_check" CHECK ("sends"."channel" in ('mail', 'sms')),
	CONSTRAINT "sends_kind_check" CHECK ("sends"."kind" in ('invitation', 'reminder', 'message'))
);
--> statement-breakpoint
ALTER TABLE "send_deliveries" ADD CONSTRAINT "send_deliveries_send_id_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_deliveries" ADD CONSTRAINT "send_deliveries_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_deliveries" ADD CONSTRAINT "send_deliveries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sends" ADD CONSTRAINT "sends_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sends" ADD CONSTRAINT "sends_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "send_deliveries_due_idx" ON "send_deliveries" USING btree ("next_attempt_at") WHERE "send_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "send_deliveries_site_idx" ON "send_deliveries" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "send_deliveries_household_idx" ON "send_deliveries" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "sends_site_idx" ON "sends" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "sends_created_by_idx" ON "sends" USING btree ("created_by","created_at");