CREATE TABLE "image_uploads" (
	"image_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_uploads_image_key_user_id_pk" PRIMARY KEY("image_key","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_uploads_user_idx" ON "image_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_idx" ON "users" USING btree ("username_skeleton");--> statement-breakpoint
-- Existing accounts. Demo accounts are ours: verified.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email" LIKE '%@demo.nyumba.co.ke';--> statement-breakpoint
-- Accounts made through Google (Google verified the e-mail) and never given a password.
UPDATE "users" SET "email_verified_at" = "updated_at" WHERE "google_subject" IS NOT NULL AND "password_hash" IS NULL;--> statement-breakpoint
-- Accounts linked to Google while holding a password: until now any account with a
-- matching e-mail was linked, so the password (and every session) may be a stranger's
-- who signed up with someone else's address before they arrived with Google. Google
-- proved the address, so the account is verified; the password and sessions it cannot
-- vouch for end, and the holder signs in with Google (and may set a new password).
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "google_subject" IS NOT NULL AND "password_hash" IS NOT NULL);--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = now(), "password_hash" = NULL WHERE "google_subject" IS NOT NULL AND "password_hash" IS NOT NULL;--> statement-breakpoint
-- Every upload so far belongs to its recorded owner.
INSERT INTO "image_uploads" ("image_key", "user_id", "created_at") SELECT "key", "owner_id", "created_at" FROM "images" WHERE "owner_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Demo photos (stored without an owner) belong to the accounts whose listings and posts show them.
INSERT INTO "image_uploads" ("image_key", "user_id")
  SELECT DISTINCT i."key", l."owner_id" FROM "images" i JOIN "listings" l
    ON EXISTS (SELECT 1 FROM unnest(l."image_urls") u WHERE u LIKE '%/images/' || i."key" || '-%')
  WHERE i."owner_id" IS NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "image_uploads" ("image_key", "user_id")
  SELECT DISTINCT i."key", p."author_id" FROM "images" i JOIN "posts" p
    ON p."image" LIKE '%/images/' || i."key" || '-%' OR p."content" LIKE '%/images/' || i."key" || '-%'
  WHERE i."owner_id" IS NULL
  ON CONFLICT DO NOTHING;
