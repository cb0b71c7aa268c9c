-- The answer caches' version without a global lock. Before, every listing write bumped one
-- row (listing_versions), so an open write to one listing made writes to every other
-- listing wait. Now each database backend (connection) counts the changes made through it
-- in a row of its own: two transactions never run on one backend at once, so writers never
-- wait on each other here. The version the caches read is the sum of the rows; it rises
-- with every committed change, on any server (docs/decisions/0012).
CREATE TABLE IF NOT EXISTS listing_change_counts (
  backend integer PRIMARY KEY,
  changes bigint NOT NULL
);
--> statement-breakpoint
-- Row 0 holds the folded total (and carries the old version on, so it only rises).
INSERT INTO listing_change_counts (backend, changes)
SELECT 0, coalesce((SELECT version FROM listing_versions WHERE id = 1), 1)
ON CONFLICT (backend) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_change_counts AS c (backend, changes) VALUES (pg_backend_pid(), 1)
  ON CONFLICT (backend) DO UPDATE SET changes = c.changes + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TABLE IF EXISTS listing_versions;
