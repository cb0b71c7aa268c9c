CREATE TABLE "stay_calendars" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_nights" integer DEFAULT 30 NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '10:00' NOT NULL,
	"import_url" text,
	"imported_at" timestamp (3) with time zone,
	"import_error" text,
	"export_token" text NOT NULL,
	CONSTRAINT "stay_calendars_export_token_unique" UNIQUE("export_token")
);
--> statement-breakpoint
CREATE TABLE "stay_nights" (
	"listing_id" uuid NOT NULL,
	"night" date NOT NULL,
	"source" text NOT NULL,
	"stay_id" uuid,
	CONSTRAINT "stay_nights_listing_id_night_pk" PRIMARY KEY("listing_id","night")
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"conversation_id" uuid,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"nightly_price" integer NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stays_dates_order" CHECK (check_out > check_in)
);
--> statement-breakpoint
ALTER TABLE "stay_calendars" ADD CONSTRAINT "stay_calendars_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_nights_stay_idx" ON "stay_nights" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "stays_guest_idx" ON "stays" USING btree ("guest_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stays_host_idx" ON "stays" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stays_conversation_idx" ON "stays" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "stays_pending_idx" ON "stays" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
-- Searches by dates read stay_nights: a night taken or freed changes their answers, so the
-- answer caches must see it (as listings' own changes, 0009).
CREATE TRIGGER stay_nights_version_after_change AFTER INSERT OR DELETE OR UPDATE ON stay_nights
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
