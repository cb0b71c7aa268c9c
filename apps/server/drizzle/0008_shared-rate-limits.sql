-- Per-address and per-account limits counted in the database, so every server of a
-- cluster shares one allowance. One row per (route, key) window; expired rows are
-- reset in place by the next hit and deleted by the scheduled cleanup job.
CREATE TABLE IF NOT EXISTS rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
--> statement-breakpoint
-- Expired sessions are now deleted by a scheduled job; this finds them without a scan.
CREATE INDEX IF NOT EXISTS sessions_expires_idx ON sessions (expires_at);
