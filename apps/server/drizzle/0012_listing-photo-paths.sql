-- Listings keep their photos as base-free paths (/images/{key}-{width}.webp); the image
-- store's public address (IMAGE_BASE_URL, a CDN) is added when answering, so changing it
-- changes nothing stored and an unchanged edit is never refused. Rows written under any
-- earlier base lose it here; an address that is not one of our photos stays as it is.
UPDATE listings
SET image_urls = ARRAY(
  SELECT coalesce(substring(t.u FROM '(/images/[a-f0-9]{40}-[0-9]{2,4}\.webp)$'), t.u)
  FROM unnest(image_urls) WITH ORDINALITY AS t(u, n)
  ORDER BY t.n
)
WHERE EXISTS (SELECT 1 FROM unnest(image_urls) AS u WHERE u !~ '^/images/');
