CREATE TABLE "image_facts" (
	"image_key" text PRIMARY KEY NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"make" text,
	"model" text,
	"lens" text,
	"software" text,
	"taken_at" text,
	"file_dated_at" text,
	"gps" boolean NOT NULL,
	"exif" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "copy_claims" ADD COLUMN "due_at" timestamp (3) with time zone;--> statement-breakpoint
-- Claims made before: due a day after they were made (hand-written; drizzle-kit adds the column only).
UPDATE "copy_claims" SET "due_at" = "claimed_at" + interval '24 hours';--> statement-breakpoint
ALTER TABLE "copy_claims" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "image_facts" ADD CONSTRAINT "image_facts_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE cascade ON UPDATE no action;