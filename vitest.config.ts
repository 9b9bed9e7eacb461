import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Every test layer in one run. API and gateway tests start the real server (PGlite in memory, or
 * PostgreSQL when DATABASE_URL is set) from a copy of a database migrated and seeded once in the
 * global set-up; web tests run the React app in jsdom against msw; e2e drives headless Chromium.
 */
const require = createRequire(import.meta.url);

/**
 * Vitest's default leaves one core idle, which on a two-core machine is one file at a time. Test
 * files spend much of their time waiting on sockets and the browser, so every core gets a worker
 * (TEST_WORKERS overrides it).
 */
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism());

/** The layers that start the application share databases built once (tests/fixtures/database-snapshot.ts). */
const databases = 'tests/global-setup.ts';

export default defineConfig({
  // graphql 16 ships CommonJS and ESM builds without an exports map: Node loads one, Vite would
  // pick the other, and graphql refuses objects from a second copy. Everything uses Node's choice.
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    maxWorkers: workers,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000, globalSetup: [databases] } },
      { extends: true, test: { name: 'gateway', include: ['tests/gateway/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000, globalSetup: [databases] } },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000, globalSetup: [databases, 'tests/e2e/global-setup.ts'] } },
    ],
  },
});
