CREATE TABLE "check_document_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"moderator_id" uuid,
	"read_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"store_name" text,
	"iv" text NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "tra_licence" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "adult_confirmed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lister_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "earb_year" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "landlord_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "caretaker_confirmed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "caretaker_refused_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "check_document_reads" ADD CONSTRAINT "check_document_reads_document_id_check_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."check_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_document_reads" ADD CONSTRAINT "check_document_reads_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_documents" ADD CONSTRAINT "check_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_document_reads_document_idx" ON "check_document_reads" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "check_documents_user_idx" ON "check_documents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "check_documents_decided_idx" ON "check_documents" USING btree ("decided_at");--> statement-breakpoint
-- A bnb's TRA licence number is on its page: the answer caches see it change.
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
                  phone_proof, phone_proven_at, featured_until, cancellation_policy, tra_licence ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
