CREATE TABLE "listing_copies" (
	"listing_id" uuid NOT NULL,
	"other_listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"score" real NOT NULL,
	"found_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp (3) with time zone,
	CONSTRAINT "listing_copies_listing_id_other_listing_id_kind_pk" PRIMARY KEY("listing_id","other_listing_id","kind")
);
--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"image_key" text NOT NULL,
	"variant" smallint NOT NULL,
	"hash" bigint NOT NULL,
	"piece0" integer NOT NULL,
	"piece1" integer NOT NULL,
	"piece2" integer NOT NULL,
	"piece3" integer NOT NULL,
	CONSTRAINT "photo_hashes_image_key_variant_pk" PRIMARY KEY("image_key","variant")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirmed_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "stale_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reminded_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "listing_copies" ADD CONSTRAINT "listing_copies_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_copies" ADD CONSTRAINT "listing_copies_other_listing_id_listings_id_fk" FOREIGN KEY ("other_listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_copies_other_idx" ON "listing_copies" USING btree ("other_listing_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_piece0_idx" ON "photo_hashes" USING btree ("piece0","hash","image_key");--> statement-breakpoint
CREATE INDEX "photo_hashes_piece1_idx" ON "photo_hashes" USING btree ("piece1","hash","image_key");--> statement-breakpoint
CREATE INDEX "photo_hashes_piece2_idx" ON "photo_hashes" USING btree ("piece2","hash","image_key");--> statement-breakpoint
CREATE INDEX "photo_hashes_piece3_idx" ON "photo_hashes" USING btree ("piece3","hash","image_key");--> statement-breakpoint
CREATE INDEX "listings_confirmed_idx" ON "listings" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "listings_description_trgm_idx" ON "listings" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
-- A listing going stale leaves search and a confirmation brings it back (and changes its
-- card's "Confirmed available" line): the answer caches must see both (as availability, 0023).
DROP TRIGGER IF EXISTS listings_version_after_update ON listings;
--> statement-breakpoint
CREATE TRIGGER listings_version_after_update
  AFTER UPDATE OF type, name, description, phone_number, price, bedrooms, furnished, parking,
                  image_urls, lat, lng, area_name, owner_id, created_at, updated_at,
                  bathrooms, floor_size, amenities, deposit_months, service_charge, plot_acres,
                  max_guests, areas_served, moderation, moderation_reason, availability,
                  confirmed_at, stale_at ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
