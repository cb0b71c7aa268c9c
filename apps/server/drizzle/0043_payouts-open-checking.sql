DROP INDEX "payouts_open_idx";--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("created_at") WHERE status IN ('due', 'sent', 'checking');