ALTER TABLE "listing_days" ADD COLUMN "calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_days" ADD COLUMN "whatsapp" integer DEFAULT 0 NOT NULL;