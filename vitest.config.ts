import os from 'node:os';
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
    // Each file builds its own app on its own database clone, and no API test mocks modules: files can share
    // a worker's module cache instead of importing the whole server again (import time −75 %).
    isolate: false,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default (cores − 1) is one worker on a 2-core machine; API tests wait on the database much of the
    // time, so one worker more than the cores keeps them busy (measured in docs/PERFORMANCE.md).
    maxWorkers: os.availableParallelism() + 1,
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
