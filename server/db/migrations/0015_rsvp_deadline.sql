-- Issue 26: the last day guests may answer the RSVP (YYYY-MM-DD in the event's time zone), set by the owner.
ALTER TABLE "sites" ADD COLUMN "rsvp_deadline" text;