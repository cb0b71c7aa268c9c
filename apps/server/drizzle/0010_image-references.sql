-- Which listing, post or avatar shows which photo, one row each, kept by triggers from the
-- stored addresses (any width, any base address: the key is the 40 hex digits after
-- /images/). The delete check and the orphan sweep become index lookups here instead of
-- scans of every listing's photo array and every post's HTML.
CREATE TABLE IF NOT EXISTS image_refs (
  image_key text NOT NULL,
  owner_kind text NOT NULL CHECK (owner_kind IN ('listing', 'post', 'avatar')),
  owner_id uuid NOT NULL,
  PRIMARY KEY (image_key, owner_kind, owner_id)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS image_refs_owner_idx ON image_refs (owner_kind, owner_id);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION image_keys_in(t text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT m[1] FROM regexp_matches(coalesce(t, ''), '/images/([a-f0-9]{40})-[0-9]{2,4}\.webp', 'g') AS m
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION image_refs_set(kind text, owner uuid, texts text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM image_refs WHERE owner_kind = kind AND owner_id = owner;
  INSERT INTO image_refs (image_key, owner_kind, owner_id)
  SELECT DISTINCT k, kind, owner FROM unnest(texts) AS t, image_keys_in(t) AS k
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- One trigger function for the three owners: TG_ARGV is the owner kind, then the columns
-- holding addresses (a text, or an array of them).
CREATE OR REPLACE FUNCTION image_refs_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  columns text[] := TG_ARGV[1:];
  row_new jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  row_old jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  texts text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM image_refs WHERE owner_kind = kind AND owner_id = (row_old->>'id')::uuid;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NOT EXISTS (
    SELECT 1 FROM unnest(columns) AS c WHERE row_new->c IS DISTINCT FROM row_old->c
  ) THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(array_agg(t), '{}') INTO texts
  FROM unnest(columns) AS c,
       LATERAL (
         SELECT jsonb_array_elements_text(row_new->c) AS t WHERE jsonb_typeof(row_new->c) = 'array'
         UNION ALL
         SELECT row_new->>c WHERE jsonb_typeof(row_new->c) = 'string'
       ) AS v;
  PERFORM image_refs_set(kind, (row_new->>'id')::uuid, texts);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_image_refs AFTER INSERT OR UPDATE OF image_urls OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION image_refs_follow('listing', 'image_urls');
--> statement-breakpoint
CREATE TRIGGER posts_image_refs AFTER INSERT OR UPDATE OF image, content OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION image_refs_follow('post', 'image', 'content');
--> statement-breakpoint
CREATE TRIGGER users_image_refs AFTER INSERT OR UPDATE OF avatar OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION image_refs_follow('avatar', 'avatar');
--> statement-breakpoint
-- The rows already stored.
INSERT INTO image_refs (image_key, owner_kind, owner_id)
SELECT DISTINCT k, 'listing', l.id FROM listings l, unnest(l.image_urls) AS u, image_keys_in(u) AS k
UNION
SELECT DISTINCT k, 'post', p.id FROM posts p, unnest(ARRAY[p.image, p.content]) AS u, image_keys_in(u) AS k
UNION
SELECT DISTINCT k, 'avatar', x.id FROM users x, image_keys_in(x.avatar) AS k
ON CONFLICT DO NOTHING;
