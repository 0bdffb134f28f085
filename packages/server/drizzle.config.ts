import { defineConfig } from 'drizzle-kit';

// One migration history for both PGlite and PostgreSQL: `npm run db:generate -w @podoffice/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
