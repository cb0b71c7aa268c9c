-- Writers no longer update the vocabulary's shared counts. Counting each word in
-- search_words inside the writing transaction made two edits that share a common word
-- ("bedroom", "kilimani") wait for each other's commit: 17 lock waits over 100 ms at 50
-- concurrent text edits. Now a write only appends its net word changes to
-- search_word_changes (inserts, which never wait on each other), and search_words_fold()
-- adds them into search_words: before a search reads the vocabulary (whoever gets the
-- lock; the others read it as last folded) and every minute from the job engine.
CREATE TABLE IF NOT EXISTS search_word_changes (
  id bigserial PRIMARY KEY,
  word text NOT NULL,
  delta integer NOT NULL
);
--> statement-breakpoint
-- Words whose count reached 0 wait here for the fold to drop them: a tiny index.
CREATE INDEX IF NOT EXISTS search_words_unused_idx ON search_words (word) WHERE frequency <= 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_count(added text[], removed text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_word_changes (word, delta)
  SELECT c.word, sum(c.delta)::integer
  FROM (
    SELECT unnest(added) AS word, 1 AS delta
    UNION ALL
    SELECT unnest(removed), -1
  ) AS c
  GROUP BY c.word
  HAVING sum(c.delta) <> 0;
$$;
--> statement-breakpoint
-- One folder at a time (a transaction-scoped try-lock): a second caller returns at once
-- and reads the vocabulary as the first leaves it. Changes committed meanwhile wait for
-- the next fold; each change row is taken by exactly one fold.
CREATE OR REPLACE FUNCTION search_words_fold() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_word_changes) THEN
    RETURN;
  END IF;
  IF NOT pg_try_advisory_xact_lock(hashtext('nyumba.search_words_fold')) THEN
    RETURN;
  END IF;
  WITH taken AS (
    DELETE FROM search_word_changes RETURNING word, delta
  )
  INSERT INTO search_words AS s (word, frequency)
  SELECT word, sum(delta)::integer FROM taken GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET frequency = s.frequency + excluded.frequency;
  DELETE FROM search_words WHERE frequency <= 0;
END
$$;
--> statement-breakpoint
-- The repair counts from the listings, so pending changes are already in it.
CREATE OR REPLACE FUNCTION search_words_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_word_changes;
  DELETE FROM search_words;
  INSERT INTO search_words (word, frequency)
  SELECT w, count(*)::integer
  FROM listings, unnest(tsvector_to_array(listings.search_vector)) AS w
  WHERE search_vocabulary_word(w)
  GROUP BY w
  ORDER BY w;
$$;
