-- A search for a word a listing has just gained reads the vocabulary as the last fold left it
-- when another caller is folding (0013): it may find nothing, and that answer was cached under
-- the listing version, which the fold did not change, so it was served until the next
-- listing write (found chasing a freshness probe of `npm run bench -- scale`). A fold
-- that changed the vocabulary now counts as a listing change (0009's per-backend counts), so
-- every answer computed against the vocabulary before it is recomputed.
CREATE OR REPLACE FUNCTION search_words_fold() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
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
  GET DIAGNOSTICS folded = ROW_COUNT;
  DELETE FROM search_words WHERE frequency <= 0;
  IF folded > 0 THEN
    INSERT INTO listing_change_counts AS c (backend, changes) VALUES (pg_backend_pid(), 1)
    ON CONFLICT (backend) DO UPDATE SET changes = c.changes + 1;
  END IF;
END
$$;
