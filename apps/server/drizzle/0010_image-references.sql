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
CREATE OR REPLACE FUNCTION listings_image_refs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM image_refs WHERE owner_kind = 'listing' AND owner_id = OLD.id;
  ELSIF TG_OP = 'INSERT' OR NEW.image_urls IS DISTINCT FROM OLD.image_urls THEN
    PERFORM image_refs_set('listing', NEW.id, NEW.image_urls);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_image_refs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM image_refs WHERE owner_kind = 'post' AND owner_id = OLD.id;
  ELSIF TG_OP = 'INSERT' OR NEW.image IS DISTINCT FROM OLD.image OR NEW.content IS DISTINCT FROM OLD.content THEN
    PERFORM image_refs_set('post', NEW.id, ARRAY[NEW.image, NEW.content]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_image_refs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM image_refs WHERE owner_kind = 'avatar' AND owner_id = OLD.id;
  ELSIF TG_OP = 'INSERT' OR NEW.avatar IS DISTINCT FROM OLD.avatar THEN
    PERFORM image_refs_set('avatar', NEW.id, ARRAY[NEW.avatar]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_image_refs AFTER INSERT OR UPDATE OF image_urls OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_image_refs();
--> statement-breakpoint
CREATE TRIGGER posts_image_refs AFTER INSERT OR UPDATE OF image, content OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_image_refs();
--> statement-breakpoint
CREATE TRIGGER users_image_refs AFTER INSERT OR UPDATE OF avatar OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_image_refs();
--> statement-breakpoint
-- The rows already stored.
INSERT INTO image_refs (image_key, owner_kind, owner_id)
SELECT DISTINCT k, 'listing', l.id FROM listings l, unnest(l.image_urls) AS u, image_keys_in(u) AS k
UNION
SELECT DISTINCT k, 'post', p.id FROM posts p, unnest(ARRAY[p.image, p.content]) AS u, image_keys_in(u) AS k
UNION
SELECT DISTINCT k, 'avatar', x.id FROM users x, image_keys_in(x.avatar) AS k
ON CONFLICT DO NOTHING;
