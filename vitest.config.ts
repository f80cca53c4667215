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
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      server('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('api-postgres', 'pg')] : []),
      { test: { name: 'simulator', root: 'apps/simulator', include: ['src/**/*.test.ts'] } },
      'apps/web/vite.config.ts',
    ],
  },
});
