import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Three files, one schema: the tables of proving accounts and moderation, and of alerts, are apart.
  schema: ['./src/db/schema.ts', './src/db/schema-trust.ts', './src/db/schema-alerts.ts'],
  out: './drizzle',
});
