import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One schema in nine files: the core, photos, proving accounts and moderation, alerts, messages,
  // search's typo vocabulary, the scam shield, bookings (stays and viewings), hires and reviews.
  schema: [
    './src/db/schema.ts',
    './src/db/schema-images.ts',
    './src/db/schema-trust.ts',
    './src/db/schema-alerts.ts',
    './src/db/schema-messages.ts',
    './src/db/schema-search.ts',
    './src/db/schema-shield.ts',
    './src/db/schema-bookings.ts',
    './src/db/schema-reviews.ts',
  ],
  out: './drizzle',
});
