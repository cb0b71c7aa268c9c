import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Two files, one schema: the tables of proving accounts and of moderation are apart.
  schema: ['./src/db/schema.ts', './src/db/schema-trust.ts'],
  out: './drizzle',
});
