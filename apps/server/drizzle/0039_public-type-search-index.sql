-- A typed word among one type's public listings: GIN meets the type's list and the word's
-- inside the index (btree_gin lets GIN hold a plain column beside the words). Counting
-- "apartment" among architects read all 63,000 of them in date order at a million
-- listings (the planner took the word as spread evenly over the types); here it is an
-- empty meeting of two lists. On lower(type), which only the word searches write: on the
-- bare column the planner used it for every type condition, slowing searches without words.
-- btree_gin is contrib, shipped with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_public_type_search_idx" ON "listings" USING gin (lower("type"),"search_vector") WHERE moderation = 'visible' AND availability = 'available' AND stale_at IS NULL AND phone_proof <> 'pending';
