-- A version number bumped by every change to what search and the map show. Servers
-- cache search and map answers and check this one row per request, so a cached
-- answer is never served after a listing changed, on any server.
-- savedCount changes are left out on purpose: saves are frequent and no result
-- list depends on them.
CREATE TABLE IF NOT EXISTS listing_versions (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO listing_versions (id, version) VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_versions SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_version_after_insert AFTER INSERT ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
--> statement-breakpoint
CREATE TRIGGER listings_version_after_delete AFTER DELETE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
--> statement-breakpoint
CREATE TRIGGER listings_version_after_update
  AFTER UPDATE OF type, name, description, phone_number, price, bedrooms, furnished, parking,
                  image_urls, lat, lng, area_name, owner_id, created_at, updated_at ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
--> statement-breakpoint
-- Type + price band is the commonest filter; counts per type over a price band read
-- only the index.
CREATE INDEX listings_type_price_idx ON listings (type, price);
--> statement-breakpoint
CREATE INDEX listings_price_type_idx ON listings (price) INCLUDE (type, bedrooms);
