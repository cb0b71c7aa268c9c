-- pg_trgm forgives typos in search (the search_words vocabulary). Loaded alone on purpose:
-- on PGlite, cube/earthdistance beside pg_trgm break `%` queries (docs/decisions/0001-pglite-as-embedded-default.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
