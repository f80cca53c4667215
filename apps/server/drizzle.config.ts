import { defineConfig } from 'drizzle-kit';

// One set of migrations serves PGlite and PostgreSQL (docs/database.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
