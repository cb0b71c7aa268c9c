import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One schema in fifteen files: the core (users and listings), sessions, the blog, the way in's guards, photos, proving accounts and moderation,
  // alerts, messages, search's typo vocabulary, the scam shield, bookings, hires and reviews,
  // proven phone numbers and SMS, payments and their ledger, listings' daily figures and saves.
  schema: [
    './src/db/schema.ts',
    './src/db/schema-users.ts',
    './src/db/schema-sessions.ts',
    './src/db/schema-posts.ts',
    './src/db/schema-guards.ts',
    './src/db/schema-images.ts',
    './src/db/schema-trust.ts',
    './src/db/schema-alerts.ts',
    './src/db/schema-messages.ts',
    './src/db/schema-search.ts',
    './src/db/schema-shield.ts',
    './src/db/schema-bookings.ts',
    './src/db/schema-reviews.ts',
    './src/db/schema-privacy.ts',
    './src/db/schema-phone.ts',
    './src/db/schema-payments.ts',
    './src/db/schema-tenancies.ts',
    './src/db/schema-jobs.ts',
    './src/db/schema-agencies.ts',
    './src/db/schema-activity.ts',
  ],
  out: './drizzle',
});
