ALTER TABLE "listings" ADD COLUMN "licence_expires" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "licence_check_note" text;--> statement-breakpoint
-- A service's licence and the day it is valid until are on its page: the answer caches see them change.
DROP TRIGGER IF EXISTS listings_version_after_update ON listings;
--> statement-breakpoint
CREATE TRIGGER listings_version_after_update
  AFTER UPDATE OF type, name, description, phone_number, price, bedrooms, furnished, parking,
                  image_urls, lat, lng, area_name, owner_id, created_at, updated_at,
                  bathrooms, floor_size, amenities, deposit_months, service_charge, plot_acres,
                  max_guests, areas_served, moderation, moderation_reason, availability,
                  confirmed_at, stale_at, phone_visibility,
                  trade, price_unit, work_days, work_from, work_to, emergency, experience_years,
                  licence_number, licence_checked_at, licence_expires, licence_check_note,
                  rating_count, rating_stars, rating_rank,
                  phone_proof, phone_proven_at, featured_until, cancellation_policy, tra_licence ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
