-- Issue 24, lean guest writes. Post keys become signed tokens (server/operations/post-keys.ts): issuing
-- one writes nothing, and only a used key's nonce is kept (used_post_keys). Keys handed out before
-- this migration were rows of post_keys: they are not signed tokens, so a guest who opened a form
-- before the deploy and sends it after is answered as for an unknown key and opens the form again.
-- Answers keep their questions once per form version (form_definitions, named by the sha256 of the
-- questions' jsonb text) and only their values per row (answers); existing rows are split here.
CREATE TABLE "form_definitions" (
	"hash" text PRIMARY KEY NOT NULL,
	"elements" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_post_keys" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_post_keys_expires_idx" ON "used_post_keys" USING btree ("expires_at");--> statement-breakpoint
DROP TABLE "post_keys" CASCADE;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "definition_hash" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "answers" jsonb;--> statement-breakpoint
-- Each row's questions (the formElement of each of its answers, in order) and values, split.
UPDATE "rsvps" SET
	"definition_hash" = encode(sha256(convert_to(split.elements::text, 'UTF8')), 'hex'),
	"answers" = split.answers
FROM (
	SELECT r.id,
		coalesce(jsonb_agg(e.item -> 'formElement' ORDER BY e.n) FILTER (WHERE e.n IS NOT NULL), '[]'::jsonb) AS elements,
		coalesce(jsonb_agg(jsonb_build_object('value', coalesce(e.item -> 'value', '""'::jsonb), 'selectedOption', coalesce(e.item -> 'selectedOption', 'null'::jsonb)) ORDER BY e.n) FILTER (WHERE e.n IS NOT NULL), '[]'::jsonb) AS answers
	FROM "rsvps" r
	LEFT JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r.form_elements) = 'array' THEN r.form_elements ELSE '[]'::jsonb END) WITH ORDINALITY AS e(item, n) ON true
	GROUP BY r.id
) AS split
WHERE "rsvps".id = split.id;--> statement-breakpoint
UPDATE "form_submissions" SET
	"definition_hash" = encode(sha256(convert_to(split.elements::text, 'UTF8')), 'hex'),
	"answers" = split.answers
FROM (
	SELECT f.id,
		coalesce(jsonb_agg(e.item -> 'formElement' ORDER BY e.n) FILTER (WHERE e.n IS NOT NULL), '[]'::jsonb) AS elements,
		coalesce(jsonb_agg(jsonb_build_object('value', coalesce(e.item -> 'value', '""'::jsonb), 'selectedOption', coalesce(e.item -> 'selectedOption', 'null'::jsonb)) ORDER BY e.n) FILTER (WHERE e.n IS NOT NULL), '[]'::jsonb) AS answers
	FROM "form_submissions" f
	LEFT JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(f.form_elements) = 'array' THEN f.form_elements ELSE '[]'::jsonb END) WITH ORDINALITY AS e(item, n) ON true
	GROUP BY f.id
) AS split
WHERE "form_submissions".id = split.id;--> statement-breakpoint
-- One definition per distinct set of questions.
INSERT INTO "form_definitions" ("hash", "elements")
SELECT DISTINCT ON (q.hash) q.hash, q.elements FROM (
	SELECT encode(sha256(convert_to(d.elements::text, 'UTF8')), 'hex') AS hash, d.elements FROM (
		SELECT coalesce((SELECT jsonb_agg(e.item -> 'formElement' ORDER BY e.n) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.form_elements) = 'array' THEN r.form_elements ELSE '[]'::jsonb END) WITH ORDINALITY AS e(item, n)), '[]'::jsonb) AS elements FROM "rsvps" r
		UNION ALL
		SELECT coalesce((SELECT jsonb_agg(e.item -> 'formElement' ORDER BY e.n) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(f.form_elements) = 'array' THEN f.form_elements ELSE '[]'::jsonb END) WITH ORDINALITY AS e(item, n)), '[]'::jsonb) AS elements FROM "form_submissions" f
	) AS d
) AS q
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "rsvps" ALTER COLUMN "definition_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvps" ALTER COLUMN "answers" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ALTER COLUMN "definition_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ALTER COLUMN "answers" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvps" DROP COLUMN "form_elements";--> statement-breakpoint
ALTER TABLE "form_submissions" DROP COLUMN "form_elements";--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_definition_hash_form_definitions_hash_fk" FOREIGN KEY ("definition_hash") REFERENCES "public"."form_definitions"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_definition_hash_form_definitions_hash_fk" FOREIGN KEY ("definition_hash") REFERENCES "public"."form_definitions"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_definition_idx" ON "form_submissions" USING btree ("definition_hash");--> statement-breakpoint
CREATE INDEX "rsvps_definition_idx" ON "rsvps" USING btree ("definition_hash");
