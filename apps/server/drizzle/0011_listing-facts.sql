-- Facts by type (packages/domain/src/listing-facts.ts): every column null or empty, so
-- existing listings keep what they had; the GIN indexes serve the amenities filter and
-- the area filter that also matches the areas a service provider serves.
ALTER TABLE "listings" ADD COLUMN "bathrooms" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "floor_size" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deposit_months" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "service_charge" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "plot_acres" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "max_guests" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "areas_served" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_amenities_idx" ON "listings" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "listings_area_idx" ON "listings" USING btree ("area_name");--> statement-breakpoint
CREATE INDEX "listings_areas_served_idx" ON "listings" USING gin ("areas_served");