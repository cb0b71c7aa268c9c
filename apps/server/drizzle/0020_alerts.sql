CREATE TABLE "alert_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"retry_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"alert_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_matches_alert_id_listing_id_pk" PRIMARY KEY("alert_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"paused_at" timestamp (3) with time zone,
	"unsubscribe_token" text NOT NULL,
	"checked_until" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"next_check_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp (3) with time zone,
	"last_opened_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_mails_unsent_idx" ON "alert_mails" USING btree ("created_at") WHERE sent_at IS NULL;--> statement-breakpoint
CREATE INDEX "alert_mails_alert_idx" ON "alert_mails" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alert_matches_listing_idx" ON "alert_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "search_alerts_user_idx" ON "search_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_alerts_due_idx" ON "search_alerts" USING btree ("next_check_at") WHERE paused_at IS NULL;