CREATE TABLE "viewing_slots" (
	"listing_id" uuid NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"viewing_id" uuid NOT NULL,
	CONSTRAINT "viewing_slots_listing_id_starts_at_pk" PRIMARY KEY("listing_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "viewing_times" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"times" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"lister_id" uuid NOT NULL,
	"conversation_id" uuid,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"outcome_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_times" ADD CONSTRAINT "viewing_times_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_slots_viewing_idx" ON "viewing_slots" USING btree ("viewing_id");--> statement-breakpoint
CREATE INDEX "viewings_seeker_idx" ON "viewings" USING btree ("seeker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "viewings_lister_idx" ON "viewings" USING btree ("lister_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "viewings_conversation_idx" ON "viewings" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "viewings_pending_idx" ON "viewings" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "viewings_remind_idx" ON "viewings" USING btree ("starts_at") WHERE status = 'confirmed' AND reminded_at IS NULL;--> statement-breakpoint
CREATE INDEX "stay_nights_night_idx" ON "stay_nights" USING btree ("night","listing_id");