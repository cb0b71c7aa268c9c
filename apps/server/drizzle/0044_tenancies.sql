CREATE TABLE "tenancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lister_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"move_in" date NOT NULL,
	"months" integer,
	"message" text NOT NULL,
	"decline_reason" text,
	"rent" integer NOT NULL,
	"deposit_months" integer NOT NULL,
	"deposit" integer NOT NULL,
	"due_day" integer NOT NULL,
	"notice_months" integer NOT NULL,
	"utilities" text DEFAULT '' NOT NULL,
	"house_rules" text DEFAULT '' NOT NULL,
	"agreement" text,
	"agreement_hash" text,
	"accepted_at" timestamp (3) with time zone,
	"pay_by" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"keys_at" timestamp (3) with time zone,
	"inventory_in" jsonb,
	"inventory_answer" jsonb,
	"problem" jsonb,
	"decision" jsonb,
	"notice_by" text,
	"notice_at" timestamp (3) with time zone,
	"notice_agreed" boolean DEFAULT false NOT NULL,
	"move_out" date,
	"inventory_out" jsonb,
	"deductions" jsonb,
	"deductions_at" timestamp (3) with time zone,
	"deductions_answer" text,
	"deductions_note" text,
	"cancelled_by" text,
	"cancel_reason" text,
	"ended_at" timestamp (3) with time zone,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"reminded" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_signatures" (
	"tenancy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"agreement_hash" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"signed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "tenancy_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD COLUMN "tenancy_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tenancy_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "tenancy_id" uuid;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_signatures" ADD CONSTRAINT "tenancy_signatures_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_signatures" ADD CONSTRAINT "tenancy_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenancies_tenant_idx" ON "tenancies" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "tenancies_lister_idx" ON "tenancies" USING btree ("lister_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_one_waiting_idx" ON "tenancies" USING btree ("listing_id","tenant_id") WHERE status IN ('requested', 'accepted', 'signed');--> statement-breakpoint
CREATE INDEX "tenancies_open_idx" ON "tenancies" USING btree ("status","move_in") WHERE status IN ('accepted', 'signed', 'paid', 'ending');--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_signatures_one_idx" ON "tenancy_signatures" USING btree ("tenancy_id","role","agreement_hash");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_journals_tenancy_idx" ON "ledger_journals" USING btree ("tenancy_id");--> statement-breakpoint
-- Inventory and deduction photos are in use while their tenancy is (image_refs, drizzle/0010):
-- the orphan sweep never takes them.
ALTER TABLE image_refs DROP CONSTRAINT IF EXISTS image_refs_owner_kind_check;--> statement-breakpoint
ALTER TABLE image_refs ADD CONSTRAINT image_refs_owner_kind_check CHECK (owner_kind IN ('listing', 'post', 'avatar', 'tenancy'));--> statement-breakpoint
CREATE TRIGGER tenancies_image_refs AFTER INSERT OR UPDATE OF photos OR DELETE ON tenancies
  FOR EACH ROW EXECUTE FUNCTION image_refs_follow('tenancy', 'photos');
