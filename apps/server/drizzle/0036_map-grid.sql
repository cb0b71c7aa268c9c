CREATE TABLE "map_cells" (
	"level" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"type" text NOT NULL,
	"listings" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	CONSTRAINT "map_cells_level_cx_cy_type_pk" PRIMARY KEY("level","cx","cy","type")
);
--> statement-breakpoint
-- The map's grid (schema-search.ts, mapCells): a public listing with a pin counts in one cell
-- per level. "Public" is listingIsPublic (modules/moderation/visibility.ts); map-grid.test.ts
-- fails if the two drift. Statement triggers see every row a statement changed at once, add
-- the changes up per cell (a listing edited in place cancels out, so most edits touch no
-- cell) and write the cells in one order, so two writers never wait on each other in a circle.
CREATE FUNCTION map_listing_shown(l listings) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT l.moderation = 'visible' AND l.availability = 'available' AND l.stale_at IS NULL
     AND l.phone_proof <> 'pending' AND l.lat IS NOT NULL AND l.lng IS NOT NULL
$$;
--> statement-breakpoint
-- A cell is 64 px wide at its zoom: 90 degrees / 2^level (map-service.ts, cellDegrees).
CREATE FUNCTION map_cell_index(degrees float8, level smallint) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(degrees / (90 / power(2::float8, level)))::int
$$;
--> statement-breakpoint
CREATE FUNCTION map_cells_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO map_cells AS c (level, cx, cy, type, listings, sum_lat, sum_lng)
  SELECT level, cx, cy, type, sum(listings)::int, sum(sum_lat), sum(sum_lng)
  FROM jsonb_to_recordset(changes)
    AS ch(level smallint, cx int, cy int, type text, listings int, sum_lat float8, sum_lng float8)
  GROUP BY 1, 2, 3, 4
  HAVING sum(listings) <> 0 OR sum(sum_lat) <> 0 OR sum(sum_lng) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (level, cx, cy, type) DO UPDATE
    SET listings = c.listings + excluded.listings,
        sum_lat = c.sum_lat + excluded.sum_lat,
        sum_lng = c.sum_lng + excluded.sum_lng
$$;
--> statement-breakpoint
CREATE FUNCTION map_cells_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb := '[]';
  part jsonb;
BEGIN
  -- Each branch names only the transition table its event has (plpgsql plans a statement
  -- when it first runs, per trigger).
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT jsonb_agg(to_jsonb(d)) INTO part FROM (
      SELECT g.level, map_cell_index(o.lng, g.level) AS cx, map_cell_index(o.lat, g.level) AS cy, o.type,
             -count(*) AS listings, -sum(o.lat) AS sum_lat, -sum(o.lng) AS sum_lng
      FROM map_old_rows o, (VALUES (7::smallint), (10::smallint), (13::smallint)) AS g(level)
      WHERE map_listing_shown(o)
      GROUP BY 1, 2, 3, 4) d;
    changes := changes || coalesce(part, '[]');
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT jsonb_agg(to_jsonb(d)) INTO part FROM (
      SELECT g.level, map_cell_index(n.lng, g.level) AS cx, map_cell_index(n.lat, g.level) AS cy, n.type,
             count(*) AS listings, sum(n.lat) AS sum_lat, sum(n.lng) AS sum_lng
      FROM map_new_rows n, (VALUES (7::smallint), (10::smallint), (13::smallint)) AS g(level)
      WHERE map_listing_shown(n)
      GROUP BY 1, 2, 3, 4) d;
    changes := changes || coalesce(part, '[]');
  END IF;
  IF jsonb_array_length(changes) > 0 THEN
    PERFORM map_cells_add(changes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER map_cells_after_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS map_new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_write();
--> statement-breakpoint
CREATE TRIGGER map_cells_after_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS map_old_rows NEW TABLE AS map_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_write();
--> statement-breakpoint
CREATE TRIGGER map_cells_after_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS map_old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_write();
--> statement-breakpoint
-- The listings already there.
SELECT map_cells_add(coalesce(jsonb_agg(to_jsonb(d)), '[]')) FROM (
  SELECT g.level, map_cell_index(l.lng, g.level) AS cx, map_cell_index(l.lat, g.level) AS cy, l.type,
         count(*) AS listings, sum(l.lat) AS sum_lat, sum(l.lng) AS sum_lng
  FROM listings l, (VALUES (7::smallint), (10::smallint), (13::smallint)) AS g(level)
  WHERE map_listing_shown(l)
  GROUP BY 1, 2, 3, 4) d;
