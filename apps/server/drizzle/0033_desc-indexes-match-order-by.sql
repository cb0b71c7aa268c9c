-- Every DESC index was built DESC NULLS LAST (drizzle's default for .desc()), but every query
-- orders DESC, which PostgreSQL reads as NULLS FIRST: no index could serve an ORDER BY ... DESC,
-- so the newest listings were found by sorting all of them (200 ms at 100,000, bench/scale.ts).
-- Rebuilt in the order the queries ask for; db/index-order.test.ts keeps it so.
DROP INDEX "listings_created_idx";--> statement-breakpoint
DROP INDEX "listings_type_created_idx";--> statement-breakpoint
DROP INDEX "listings_owner_created_idx";--> statement-breakpoint
DROP INDEX "listings_rating_idx";--> statement-breakpoint
DROP INDEX "listings_type_rating_idx";--> statement-breakpoint
DROP INDEX "listings_trade_idx";--> statement-breakpoint
DROP INDEX "posts_created_idx";--> statement-breakpoint
DROP INDEX "posts_author_created_idx";--> statement-breakpoint
DROP INDEX "email_links_user_purpose_created_idx";--> statement-breakpoint
DROP INDEX "moderation_log_subject_idx";--> statement-breakpoint
DROP INDEX "password_resets_user_created_idx";--> statement-breakpoint
DROP INDEX "conversations_seeker_idx";--> statement-breakpoint
DROP INDEX "conversations_lister_idx";--> statement-breakpoint
DROP INDEX "stays_guest_idx";--> statement-breakpoint
DROP INDEX "stays_host_idx";--> statement-breakpoint
DROP INDEX "viewings_seeker_idx";--> statement-breakpoint
DROP INDEX "viewings_lister_idx";--> statement-breakpoint
DROP INDEX "reviews_listing_idx";--> statement-breakpoint
DROP INDEX "payments_payer_idx";--> statement-breakpoint
DROP INDEX "payouts_recipient_idx";--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_type_created_idx" ON "listings" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_owner_created_idx" ON "listings" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_rating_idx" ON "listings" USING btree ("rating_rank" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_type_rating_idx" ON "listings" USING btree ("type","rating_rank" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_trade_idx" ON "listings" USING btree ("trade","created_at" DESC NULLS FIRST) WHERE trade IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_created_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_links_user_purpose_created_idx" ON "email_links" USING btree ("user_id","purpose","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_log_subject_idx" ON "moderation_log" USING btree ("subject_type","subject_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "password_resets_user_created_idx" ON "password_resets" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_seeker_idx" ON "conversations" USING btree ("seeker_id","last_message_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "conversations_lister_idx" ON "conversations" USING btree ("lister_id","last_message_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "stays_guest_idx" ON "stays" USING btree ("guest_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stays_host_idx" ON "stays" USING btree ("host_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "viewings_seeker_idx" ON "viewings" USING btree ("seeker_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "viewings_lister_idx" ON "viewings" USING btree ("lister_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_recipient_idx" ON "payouts" USING btree ("recipient_id","created_at" DESC NULLS FIRST);