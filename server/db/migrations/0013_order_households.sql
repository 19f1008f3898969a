-- Issue 25, printed cards meet the guest list: an order of one card per household (orders.per_household,
-- any number of cards up to 300 instead of tens) and the households it printed, as they were when it
-- was placed (order_households: name, code, personal link; deleted with the site and with the order).
CREATE TABLE "order_households" (
	"order_id" text NOT NULL,
	"site_id" text NOT NULL,
	"position" integer NOT NULL,
	"household_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "order_households_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_quantity_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "per_household" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_households" ADD CONSTRAINT "order_households_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_households" ADD CONSTRAINT "order_households_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_households_site_idx" ON "order_households" USING btree ("site_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" between 1 and 300 and ("orders"."quantity" % 10 = 0 or "orders"."per_household"));