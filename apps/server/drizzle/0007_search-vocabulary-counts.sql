-- The vocabulary search corrects typos against (search_words) holds only plain words,
-- and only while some listing holds them. PostgreSQL's parser also makes tokens such as
-- '/apartmnt(x' (the path of a URL in a description); handed to to_tsquery as a
-- correction, such a token is a syntax error, and it stayed after the listing changed.
-- Now: one definition of a vocabulary word (letters a-z and digits, as the search reads
-- a query), and search_words.frequency counts the listings that hold each word, kept
-- by the database on insert, update and delete; a word leaves when its count reaches 0.
CREATE OR REPLACE FUNCTION search_vocabulary_word(w text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z0-9]+$' AND w !~ '^[0-9]+$'
$$;
--> statement-breakpoint
-- Net change per word, applied in word order: concurrent writers lock shared words in
-- the same order, so they queue instead of deadlocking.
CREATE OR REPLACE FUNCTION search_words_count(added text[], removed text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS s (word, frequency)
  SELECT c.word, sum(c.delta)::integer
  FROM (
    SELECT unnest(added) AS word, 1 AS delta
    UNION ALL
    SELECT unnest(removed), -1
  ) AS c
  GROUP BY c.word
  HAVING sum(c.delta) <> 0
  ORDER BY c.word
  ON CONFLICT (word) DO UPDATE SET frequency = s.frequency + excluded.frequency;
  DELETE FROM search_words
  WHERE word IN (
    SELECT word FROM search_words WHERE word = ANY (removed) AND frequency <= 0 ORDER BY word FOR UPDATE
  );
END
$$;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert of 1000 rows is one upsert.
CREATE OR REPLACE FUNCTION listings_words_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(
    ARRAY(SELECT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS w
          WHERE search_vocabulary_word(w)),
    '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_words_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(
    '{}',
    ARRAY(SELECT w FROM old_rows, unnest(tsvector_to_array(old_rows.search_vector)) AS w
          WHERE search_vocabulary_word(w)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only rows whose text changed count: a save (saved_count) changes no word.
CREATE OR REPLACE FUNCTION listings_words_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(
    ARRAY(SELECT w FROM new_rows n JOIN old_rows o ON o.id = n.id,
            unnest(tsvector_to_array(n.search_vector)) AS w
          WHERE n.search_vector IS DISTINCT FROM o.search_vector AND search_vocabulary_word(w)),
    ARRAY(SELECT w FROM old_rows o JOIN new_rows n ON n.id = o.id,
            unnest(tsvector_to_array(o.search_vector)) AS w
          WHERE n.search_vector IS DISTINCT FROM o.search_vector AND search_vocabulary_word(w)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_words_after_insert ON listings;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_words_after_update ON listings;
--> statement-breakpoint
DROP FUNCTION IF EXISTS listings_collect_words();
--> statement-breakpoint
CREATE TRIGGER listings_words_after_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_words_inserted();
--> statement-breakpoint
CREATE TRIGGER listings_words_after_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_words_deleted();
--> statement-breakpoint
CREATE TRIGGER listings_words_after_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_words_updated();
--> statement-breakpoint
-- The whole vocabulary from the listings, counted: drops the bad and orphaned words
-- the old trigger left behind. Also the repair if the counts ever drift.
CREATE OR REPLACE FUNCTION search_words_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, frequency)
  SELECT w, count(*)::integer
  FROM listings, unnest(tsvector_to_array(listings.search_vector)) AS w
  WHERE search_vocabulary_word(w)
  GROUP BY w
  ORDER BY w;
$$;
--> statement-breakpoint
SELECT search_words_rebuild();
