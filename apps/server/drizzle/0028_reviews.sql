CREATE TABLE "account_devices" (
	"user_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"first_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "hires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text NOT NULL,
	"proposed_by" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"hired_at" timestamp (3) with time zone,
	"done_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "review_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	CONSTRAINT "review_reports_review_id_reporter_id_pk" PRIMARY KEY("review_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_kind" text NOT NULL,
	"deal_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"role" text NOT NULL,
	"quality" smallint NOT NULL,
	"punctuality" smallint NOT NULL,
	"price" smallint NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'sealed' NOT NULL,
	"held_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"publish_after" timestamp (3) with time zone NOT NULL,
	"published_at" timestamp (3) with time zone,
	"reply_text" text,
	"reply_at" timestamp (3) with time zone,
	CONSTRAINT "reviews_deal_author_key" UNIQUE("deal_kind","deal_id","author_id")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "trade" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "work_days" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "work_from" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "work_to" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "emergency" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "experience_years" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "licence_checked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_devices" ADD CONSTRAINT "account_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_devices_device_idx" ON "account_devices" USING btree ("device_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "hires_open_idx" ON "hires" USING btree ("conversation_id") WHERE status IN ('proposed', 'hired');--> statement-breakpoint
CREATE INDEX "hires_conversation_idx" ON "hires" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "hires_provider_done_idx" ON "hires" USING btree ("provider_id") WHERE done_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "review_events_review_idx" ON "review_events" USING btree ("review_id","id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_sealed_idx" ON "reviews" USING btree ("publish_after") WHERE status = 'sealed';--> statement-breakpoint
CREATE INDEX "listings_rating_idx" ON "listings" USING btree ("rating_rank" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_type_rating_idx" ON "listings" USING btree ("type","rating_rank" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_trade_idx" ON "listings" USING btree ("trade","created_at" DESC NULLS LAST) WHERE trade IS NOT NULL;--> statement-breakpoint
-- A service's facts and its rating are in search answers and on cards: the answer caches
-- must see them change, so the version rises on them too (as on availability, 0023). The
-- whole list again, with phone_visibility (an answer leaves the number out by it), which
-- was missing; db/listing-version.test.ts holds the list to the table's columns.
DROP TRIGGER IF EXISTS listings_version_after_update ON listings;
--> statement-breakpoint
CREATE TRIGGER listings_version_after_update
  AFTER UPDATE OF type, name, description, phone_number, price, bedrooms, furnished, parking,
                  image_urls, lat, lng, area_name, owner_id, created_at, updated_at,
                  bathrooms, floor_size, amenities, deposit_months, service_charge, plot_acres,
                  max_guests, areas_served, moderation, moderation_reason, availability,
                  confirmed_at, stale_at, phone_visibility,
                  trade, price_unit, work_days, work_from, work_to, emergency, experience_years,
                  licence_number, licence_checked_at, rating_count, rating_stars, rating_rank ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
--> statement-breakpoint
-- Services listed before trades get the trade their name says, when it says one plainly;
-- the rest choose theirs when they next edit.
UPDATE listings SET trade = CASE
    WHEN name ~* '(plumb|mabomba)' THEN 'plumber'
    WHEN name ~* '(electric|stima|umeme)' THEN 'electrician'
    WHEN name ~* '(solar|sola)' THEN 'solar-installer'
    WHEN name ~* '(paint|rangi)' THEN 'painter'
    WHEN name ~* '(weld|chomelea)' THEN 'welder'
    WHEN name ~* '(mason|mwashi)' THEN 'mason'
    WHEN name ~* '(clean|usafi)' THEN 'cleaning'
    WHEN name ~* '(cctv|alarm)' THEN 'cctv-alarms'
    WHEN name ~* '(pest|fumigat)' THEN 'pest-control'
    WHEN name ~* '(garden|landscap)' THEN 'gardener'
    WHEN name ~* 'carpent' THEN 'carpenter'
  END
WHERE type = 'technicians' AND trade IS NULL;
--> statement-breakpoint
UPDATE listings SET trade = CASE
    WHEN type = 'movers' THEN CASE WHEN name ~* 'office' THEN 'office-moving' ELSE 'house-moving' END
    WHEN type = 'architects' THEN CASE WHEN name ~* 'quantity' THEN 'quantity-surveyor' ELSE 'architect' END
    WHEN type = 'interior-designer' THEN 'interior-design'
    WHEN type = 'furniture' THEN 'custom-furniture'
    WHEN type = 'engineers' THEN CASE
      WHEN name ~* 'structur' THEN 'structural-engineer'
      WHEN name ~* 'electric' THEN 'electrical-engineer'
      WHEN name ~* 'contract' THEN 'building-contractor'
      WHEN name ~* 'survey' THEN 'land-surveyor'
      ELSE 'civil-engineer' END
  END
WHERE type IN ('movers', 'architects', 'interior-designer', 'furniture', 'engineers') AND trade IS NULL;
