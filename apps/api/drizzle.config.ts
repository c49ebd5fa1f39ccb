import { defineConfig } from 'drizzle-kit';

// Generate only (`npm run db:generate`); migrations are applied by the app at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
});
