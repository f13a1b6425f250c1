import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates the SQL migrations committed under ./drizzle (run from apps/server). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
