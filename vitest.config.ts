import { defineConfig } from 'vitest/config';

// Three tiers (STYLE "Tests"): pure units, server integration on real PostgreSQL, web units; and a smoke run
// of every bench at a tiny size.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'int',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On the shared 2-core CI machine a timing-bound test (chaos, journeys) may be retried once, as browser specs are.
          retry: process.env.CI ? 1 : 0,
          pool: 'forks',
        },
      },
      'apps/web/vitest.config.ts*',
      {
        test: {
          name: 'bench',
          include: ['bench/smoke.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          // Each bench starts its own PostgreSQL and server: three at a time.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
