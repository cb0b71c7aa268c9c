-- Search forgives typos by correcting each word of a query against the vocabulary of
-- words that listings actually contain (search_words, a few thousand rows with a
-- trigram index), then runs the indexed full-text query. The vocabulary is kept by
-- the database itself, so every writer (API, seed, bulk loads) feeds it.
-- Statement-level with a transition table: a bulk insert of 100k rows is one upsert.
-- DO NOTHING rather than counting: no row locks on hot words under concurrent writes.
CREATE OR REPLACE FUNCTION listings_collect_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS w
  WHERE length(w) BETWEEN 2 AND 40 AND w !~ '^[0-9-]+$'
  ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_words_after_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_collect_words();
--> statement-breakpoint
CREATE TRIGGER listings_words_after_update AFTER UPDATE ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_collect_words();
--> statement-breakpoint
-- Prefix checks ('kile' → is there a word starting so?) whatever the database collation.
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);
--> statement-breakpoint
-- The map groups listings in view into grid cells; this index answers it without
-- touching the table (index-only scan over the viewport).
CREATE INDEX listings_map_idx ON listings (lat, lng) INCLUDE (type, price, bedrooms) WHERE lat IS NOT NULL;
