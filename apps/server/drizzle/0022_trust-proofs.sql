CREATE TABLE "recipient_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "moderator_name" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "moderator_email" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "outcome" text;--> statement-breakpoint
CREATE INDEX "recipient_mails_recipient_created_idx" ON "recipient_mails" USING btree ("recipient_hash","created_at");--> statement-breakpoint
-- Decisions made before the snapshot columns existed keep the name and address their
-- moderator has now (those whose account is already gone stay unnamed).
UPDATE "moderation_log" AS l SET "moderator_name" = u."username", "moderator_email" = u."email"
  FROM "users" AS u WHERE u."id" = l."moderator_id";
--> statement-breakpoint
-- Reports decided before outcomes were kept: upheld where the item is still hidden or removed.
UPDATE "reports" AS r SET "outcome" = CASE
  WHEN (r."subject_type" = 'listing' AND EXISTS (SELECT 1 FROM "listings" AS x WHERE x."id" = r."subject_id" AND x."moderation" IN ('hidden', 'removed')))
    OR (r."subject_type" = 'post' AND EXISTS (SELECT 1 FROM "posts" AS x WHERE x."id" = r."subject_id" AND x."moderation" IN ('hidden', 'removed')))
  THEN 'upheld' ELSE 'rejected' END
  WHERE r."resolved_at" IS NOT NULL;
