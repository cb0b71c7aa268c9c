CREATE TABLE "phone_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"chain" uuid NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"username" text,
	"username_skeleton" text,
	"password_hash" text,
	"language" text DEFAULT 'en' NOT NULL,
	"code_hash" text,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"spent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ALTER COLUMN "code_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_failures" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "sms_id" bigint;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "phone_requests_phone_idx" ON "phone_requests" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_requests_chain_idx" ON "phone_requests" USING btree ("chain");--> statement-breakpoint
-- What each payment paid for. Of several prompts left open for one thing (the bug this index
-- ends), only the newest is named: the older ones close by the reconciliation as before.
UPDATE "payments" SET "subject" = CASE WHEN "purpose" = 'stay' THEN 'stay:' || "stay_id" ELSE 'feature:' || "listing_id" END
WHERE "status" NOT IN ('starting', 'prompted')
   OR "id" IN (
     SELECT DISTINCT ON ("purpose", COALESCE("stay_id", "listing_id")) "id" FROM "payments"
     WHERE "status" IN ('starting', 'prompted')
     ORDER BY "purpose", COALESCE("stay_id", "listing_id"), "created_at" DESC
   );--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_idx" ON "payments" USING btree ("subject") WHERE status IN ('starting', 'prompted');--> statement-breakpoint
-- Sign-ups and recoveries by phone keep their codes in phone_requests now: the old rows'
-- codes were for accounts a sign-up made before its code was entered.
DELETE FROM "phone_codes" WHERE "purpose" IN ('sign-up', 'reset');