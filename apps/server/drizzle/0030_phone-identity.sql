CREATE TABLE "phone_codes" (
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"listing_id" uuid,
	"code_hash" text NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp (3) with time zone,
	CONSTRAINT "phone_codes_user_id_phone_purpose_pk" PRIMARY KEY("user_id","phone","purpose")
);
--> statement-breakpoint
CREATE TABLE "phone_history" (
	"phone" text NOT NULL,
	"user_id" uuid NOT NULL,
	"proven_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp (3) with time zone,
	CONSTRAINT "phone_history_phone_user_id_proven_at_pk" PRIMARY KEY("phone","user_id","proven_at")
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"phone" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"proven_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sign_in" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"user_id" uuid,
	"address" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_id" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "phone_proof" text DEFAULT 'unproven' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "phone_proven_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_notices" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_stop_token_hash" text;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "phone_numbers_user_idx" ON "phone_numbers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_sign_in_idx" ON "phone_numbers" USING btree ("user_id") WHERE "phone_numbers"."sign_in";--> statement-breakpoint
CREATE INDEX "sms_messages_to_idx" ON "sms_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_user_idx" ON "sms_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_address_idx" ON "sms_messages" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_provider_idx" ON "sms_messages" USING btree ("provider_id");--> statement-breakpoint
-- A listing waiting for its number's code leaves search, and one proven says "Phone verified":
-- the answer caches must see both (as availability, 0023).
DROP TRIGGER IF EXISTS listings_version_after_update ON listings;
--> statement-breakpoint
CREATE TRIGGER listings_version_after_update
  AFTER UPDATE OF type, name, description, phone_number, price, bedrooms, furnished, parking,
                  image_urls, lat, lng, area_name, owner_id, created_at, updated_at,
                  bathrooms, floor_size, amenities, deposit_months, service_charge, plot_acres,
                  max_guests, areas_served, moderation, moderation_reason, availability,
                  confirmed_at, stale_at, phone_visibility,
                  trade, price_unit, work_days, work_from, work_to, emergency, experience_years,
                  licence_number, licence_checked_at, rating_count, rating_stars, rating_rank,
                  phone_proof, phone_proven_at ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
