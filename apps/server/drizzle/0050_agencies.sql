CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"area_name" text NOT NULL,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"logo_url" text,
	"earb_number" text,
	"earb_checked_at" timestamp (3) with time zone,
	"handover_minutes" integer DEFAULT 120 NOT NULL,
	"payout_phone" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"phone" text,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"accepted_by" uuid,
	CONSTRAINT "agency_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "agency_lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_leads" (
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assigned_to" uuid,
	"offered_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_leads_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_members_agency_id_user_id_pk" PRIMARY KEY("agency_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "listing_visits" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "listing_visits_day_listing_id_kind_visitor_pk" PRIMARY KEY("day","listing_id","kind","visitor")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "listing_days" ADD COLUMN "impressions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_lead_notes" ADD CONSTRAINT "agency_lead_notes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_lead_notes" ADD CONSTRAINT "agency_lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_leads" ADD CONSTRAINT "agency_leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_leads" ADD CONSTRAINT "agency_leads_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_leads" ADD CONSTRAINT "agency_leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_visits" ADD CONSTRAINT "listing_visits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_invites_agency_idx" ON "agency_invites" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_lead_notes_ref_idx" ON "agency_lead_notes" USING btree ("kind","ref_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_leads_agency_idx" ON "agency_leads" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_members_user_idx" ON "agency_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_agency_idx" ON "listings" USING btree ("agency_id") WHERE agency_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_agency_external_idx" ON "listings" USING btree ("agency_id","external_id") WHERE agency_id IS NOT NULL AND external_id IS NOT NULL;--> statement-breakpoint
-- An agency's logo is in use while the agency is (image_refs, drizzle/0010).
ALTER TABLE image_refs DROP CONSTRAINT IF EXISTS image_refs_owner_kind_check;--> statement-breakpoint
ALTER TABLE image_refs ADD CONSTRAINT image_refs_owner_kind_check CHECK (owner_kind IN ('listing', 'post', 'avatar', 'tenancy', 'job', 'agency'));--> statement-breakpoint
CREATE TRIGGER agencies_image_refs AFTER INSERT OR UPDATE OF logo_url OR DELETE ON agencies
  FOR EACH ROW EXECUTE FUNCTION image_refs_follow('agency', 'logo_url');
--> statement-breakpoint
-- A listing's agency is on its card and page: the answer caches see it change.
DROP TRIGGER IF EXISTS listings_version_after_update ON listings;
--> statement-breakpoint
CREATE TRIGGER listings_version_after_update
  AFTER UPDATE OF type, name, description, phone_number, price, bedrooms, furnished, parking,
                  image_urls, lat, lng, area_name, owner_id, created_at, updated_at,
                  bathrooms, floor_size, amenities, deposit_months, service_charge, plot_acres,
                  max_guests, areas_served, moderation, moderation_reason, availability,
                  confirmed_at, stale_at, phone_visibility,
                  trade, price_unit, work_days, work_from, work_to, emergency, experience_years,
                  licence_number, licence_checked_at, licence_expires, licence_check_note,
                  rating_count, rating_stars, rating_rank,
                  phone_proof, phone_proven_at, featured_until, cancellation_policy, tra_licence,
                  agency_id, external_id ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
