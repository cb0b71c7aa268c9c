CREATE TABLE "copy_claims" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"claimed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_probes" (
	"image_key" text PRIMARY KEY NOT NULL,
	"version" smallint NOT NULL,
	"probes" bigint[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_sender_text_idx";--> statement-breakpoint
DROP INDEX "photo_hashes_piece0_idx";--> statement-breakpoint
DROP INDEX "photo_hashes_piece1_idx";--> statement-breakpoint
DROP INDEX "photo_hashes_piece2_idx";--> statement-breakpoint
DROP INDEX "photo_hashes_piece3_idx";--> statement-breakpoint
-- The hashes of the first method (other windows, no canonical orientation) are not comparable
-- with the new ones: every photo is printed again from its stored file (images/print-backfill.ts).
TRUNCATE "photo_hashes";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "description_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Listings from before: their words are dated when the listing was made (the best that is known).
UPDATE "listings" SET "description_at" = "created_at";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "text_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The last day's messages, folded near enough to how the server folds them now (look-alike
-- letters aside), so the "same words to many listers" guard sees them across the upgrade.
UPDATE "messages" SET "text_folded" = btrim(regexp_replace(regexp_replace(lower("text"), '[0-9][0-9,.]*', '#', 'g'), '[^[:alpha:]#]+', ' ', 'g'))
  WHERE "created_at" > now() - interval '1 day';--> statement-breakpoint
ALTER TABLE "listing_copies" ADD COLUMN "ruled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "stay_calendars" ADD COLUMN "import_retry_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "copy_claims" ADD CONSTRAINT "copy_claims_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_probes" ADD CONSTRAINT "photo_probes_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_sender_time_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_hashes_piece0_idx" ON "photo_hashes" USING btree ("piece0","hash");--> statement-breakpoint
CREATE INDEX "photo_hashes_piece1_idx" ON "photo_hashes" USING btree ("piece1","hash");--> statement-breakpoint
CREATE INDEX "photo_hashes_piece2_idx" ON "photo_hashes" USING btree ("piece2","hash");--> statement-breakpoint
CREATE INDEX "photo_hashes_piece3_idx" ON "photo_hashes" USING btree ("piece3","hash");--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "text_hash";
