CREATE TABLE "job_notices" (
	"job_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"distance_km" double precision,
	"by_sms" text DEFAULT 'no' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"includes" text NOT NULL,
	"starts_on" date NOT NULL,
	"days" integer NOT NULL,
	"stages" jsonb,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"trade" text NOT NULL,
	"area_name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"description" text NOT NULL,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"evidence" text[] DEFAULT '{}' NOT NULL,
	"when_wanted" text NOT NULL,
	"budget" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"accepted_quote_id" uuid,
	"stage" smallint DEFAULT 0 NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"done" jsonb,
	"released_at" timestamp (3) with time zone,
	"problem" jsonb,
	"decision" jsonb,
	"cancelled_by" text,
	"cancel_reason" text,
	"conversation_id" uuid,
	"reminded" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "job_notices" ADD CONSTRAINT "job_notices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notices" ADD CONSTRAINT "job_notices_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notices" ADD CONSTRAINT "job_notices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_quotes" ADD CONSTRAINT "job_quotes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_quotes" ADD CONSTRAINT "job_quotes_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_quotes" ADD CONSTRAINT "job_quotes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_notices_one_idx" ON "job_notices" USING btree ("job_id","provider_id");--> statement-breakpoint
CREATE INDEX "job_notices_provider_idx" ON "job_notices" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_quotes_one_idx" ON "job_quotes" USING btree ("job_id","provider_id");--> statement-breakpoint
CREATE INDEX "job_quotes_provider_idx" ON "job_quotes" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_client_idx" ON "jobs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_open_trade_idx" ON "jobs" USING btree ("trade","created_at") WHERE status IN ('open', 'quoted');--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("updated_at") WHERE status = 'done';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_journals_job_idx" ON "ledger_journals" USING btree ("job_id");--> statement-breakpoint
-- A job's photos (posted, and of "done" or a problem) are in use while the job is (image_refs, drizzle/0010).
ALTER TABLE image_refs DROP CONSTRAINT IF EXISTS image_refs_owner_kind_check;--> statement-breakpoint
ALTER TABLE image_refs ADD CONSTRAINT image_refs_owner_kind_check CHECK (owner_kind IN ('listing', 'post', 'avatar', 'tenancy', 'job'));--> statement-breakpoint
CREATE TRIGGER jobs_image_refs AFTER INSERT OR UPDATE OF photos, evidence OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION image_refs_follow('job', 'photos', 'evidence');
