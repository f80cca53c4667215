import { defineConfig } from 'vitest/config';

// The API suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const server = (name: string, driver: 'pglite' | 'pg') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // docs/testing.md "How long the suite takes": the API files share their worker's loaded
    // modules (app, routes, drizzle, PGlite) instead of importing them again per file; each
    // file still builds its own app on its own database. No API test mocks modules.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine. The
    // files spend much of their time waiting on the database and Redis, so two keep both cores
    // busy (docs/testing.md "How long the suite takes").
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      server('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('api-postgres', 'pg')] : []),
      { test: { name: 'simulator', root: 'apps/simulator', include: ['src/**/*.test.ts'] } },
      'apps/web/vite.config.ts',
    ],
  },
});
