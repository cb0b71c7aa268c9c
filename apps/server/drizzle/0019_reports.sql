CREATE TABLE "reports" (
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	CONSTRAINT "reports_subject_type_subject_id_reporter_id_pk" PRIMARY KEY("subject_type","subject_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("subject_type","subject_id") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
-- The answer caches must drop a listing that moderation hides (and show one it restores):
-- the version now rises on moderation changes too, and on every fact column, so a write
-- that leaves updated_at alone still reaches them. saved_count alone stays out (saves are
-- not what search or the map show).
DROP TRIGGER IF EXISTS listings_version_after_update ON listings;
--> statement-breakpoint
CREATE TRIGGER listings_version_after_update
  AFTER UPDATE OF type, name, description, phone_number, price, bedrooms, furnished, parking,
                  image_urls, lat, lng, area_name, owner_id, created_at, updated_at,
                  bathrooms, floor_size, amenities, deposit_months, service_charge, plot_acres,
                  max_guests, areas_served, moderation, moderation_reason ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
