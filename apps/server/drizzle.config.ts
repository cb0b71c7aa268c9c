import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One schema in four files: the core, photos, proving accounts and moderation, alerts.
  schema: ['./src/db/schema.ts', './src/db/schema-images.ts', './src/db/schema-trust.ts', './src/db/schema-alerts.ts'],
  out: './drizzle',
});
