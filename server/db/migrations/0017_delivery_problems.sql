ALTER TABLE "households" ADD COLUMN "mail_unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "mail_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "mail_failed_reason" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "sms_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "sms_failed_reason" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "link_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "send_deliveries" ADD COLUMN "opened_at" timestamp with time zone;