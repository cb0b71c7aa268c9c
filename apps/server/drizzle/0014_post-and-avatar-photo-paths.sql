-- As 0012 did for listings: our photos in posts (their HTML and their card image) and in
-- avatars keep only their path, and the image store's address is added when answering.
-- Other addresses (images elsewhere, Google pictures) stay as they are.
UPDATE posts
SET content = regexp_replace(content, ' src="[^"]*(/images/[a-f0-9]{40}-[0-9]{2,4}\.webp)"', ' src="\1"', 'g')
WHERE content ~ ' src="[^"/][^"]*/images/[a-f0-9]{40}-[0-9]{2,4}\.webp"';
--> statement-breakpoint
UPDATE posts
SET image = substring(image FROM '(/images/[a-f0-9]{40}-[0-9]{2,4}\.webp)$')
WHERE image ~ '^[^/].*/images/[a-f0-9]{40}-[0-9]{2,4}\.webp$';
--> statement-breakpoint
UPDATE users
SET avatar = substring(avatar FROM '(/images/[a-f0-9]{40}-[0-9]{2,4}\.webp)$')
WHERE avatar ~ '^[^/].*/images/[a-f0-9]{40}-[0-9]{2,4}\.webp$';
