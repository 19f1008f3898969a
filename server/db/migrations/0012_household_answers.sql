-- Issue 25, answers tied to guests: a household's current answer per guest and event part
-- (household_answers, replaced by its next answer, deleted with the household and the site), and the
-- household each RSVP row belongs to (rsvps.household_id; the row stays when its household goes).
CREATE TABLE "household_answers" (
	"household_id" text NOT NULL,
	"site_id" text NOT NULL,
	"guest_key" text NOT NULL,
	"part_id" text NOT NULL,
	"attending" boolean NOT NULL,
	"child" boolean DEFAULT false NOT NULL,
	"rsvp_id" text,
	"set_by" text NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_answers_household_id_guest_key_part_id_pk" PRIMARY KEY("household_id","guest_key","part_id")
);
--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "household_id" text;--> statement-breakpoint
ALTER TABLE "household_answers" ADD CONSTRAINT "household_answers_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_answers" ADD CONSTRAINT "household_answers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_answers_site_idx" ON "household_answers" USING btree ("site_id");--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsvps_household_idx" ON "rsvps" USING btree ("household_id") WHERE "rsvps"."household_id" is not null;