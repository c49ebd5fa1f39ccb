import { defineConfig } from 'vitest/config';

// API tests run on PGlite; when TEST_DATABASE_URL is set (CI), the same files run again on PostgreSQL.
const apiProject = (name: string, backend: string) => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
    environment: 'node',
    env: { DB_BACKEND: backend },
    // Migrates the template database once; each test file clones it (apps/api/src/test/template-db.ts).
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
