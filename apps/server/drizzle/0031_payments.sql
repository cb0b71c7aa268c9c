CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"account" text NOT NULL,
	"party_id" uuid,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK (amount <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"stay_id" uuid,
	"payment_id" uuid,
	"payout_id" uuid,
	"memo" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"stay_id" uuid,
	"listing_id" uuid,
	"payer_id" uuid,
	"phone" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"feature_days" integer,
	"what" text NOT NULL,
	"status" text DEFAULT 'starting' NOT NULL,
	"secret_hash" text NOT NULL,
	"merchant_request_id" text,
	"checkout_request_id" text,
	"receipt" text,
	"result_code" integer,
	"failure" text,
	"reported" jsonb,
	"flag" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"prompted_at" timestamp (3) with time zone,
	"answered_at" timestamp (3) with time zone,
	"queried_at" timestamp (3) with time zone,
	CONSTRAINT "payments_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "payments_receipt_unique" UNIQUE("receipt"),
	CONSTRAINT "payments_amount_positive" CHECK (amount > 0 AND fee >= 0 AND fee < amount)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"payment_id" uuid,
	"stay_id" uuid,
	"recipient_id" uuid,
	"phone" text NOT NULL,
	"amount" integer NOT NULL,
	"what" text NOT NULL,
	"originator_id" text NOT NULL,
	"conversation_id" text,
	"status" text DEFAULT 'due' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"secret_hash" text NOT NULL,
	"transaction_id" text,
	"failure" text,
	"flag" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	CONSTRAINT "payouts_originator_id_unique" UNIQUE("originator_id"),
	CONSTRAINT "payouts_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payouts_amount_positive" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "featured_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "host_cancellations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "pay_state" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "pay_by" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "fee" integer;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "policy" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "payout_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "released" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "problem_reason" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "problem_note" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "problem_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "settled_by" uuid;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "settle_reason" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "settled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","party_id");--> statement-breakpoint
CREATE INDEX "ledger_journals_stay_idx" ON "ledger_journals" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "payments_stay_idx" ON "payments" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE status IN ('starting', 'prompted');--> statement-breakpoint
CREATE INDEX "payouts_stay_idx" ON "payouts" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "payouts_recipient_idx" ON "payouts" USING btree ("recipient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("created_at") WHERE status IN ('due', 'sent');--> statement-breakpoint
CREATE INDEX "stays_pay_by_idx" ON "stays" USING btree ("pay_by") WHERE pay_state = 'due';--> statement-breakpoint
CREATE INDEX "stays_payout_idx" ON "stays" USING btree ("payout_at") WHERE pay_state = 'held';--> statement-breakpoint
-- The ledger (docs/payments.md): every journal's entries sum to zero when its transaction
-- commits (a deferred constraint trigger, so a journal is written entry by entry), and nothing
-- written to it is ever changed or deleted: a mistake is corrected by a journal of its own.
CREATE FUNCTION ledger_journal_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT COALESCE(sum(amount), 0) INTO total FROM ledger_entries WHERE journal_id = NEW.journal_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance (off by %)', NEW.journal_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_journal_balances();
--> statement-breakpoint
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only
  BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
--> statement-breakpoint
-- A featured listing is labelled in search: the answer caches see it start (and its 60 s
-- life bounds how long one stays labelled after it ends).
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
                  phone_proof, phone_proven_at, featured_until, cancellation_policy ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_version();
