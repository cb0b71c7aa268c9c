ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "earb_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "earb_verified_at" timestamp (3) with time zone;