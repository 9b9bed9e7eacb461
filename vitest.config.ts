import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import Sequencer from './tests/sequencer.ts';

/**
 * Every test layer in one run. API and gateway tests start the real server (PGlite in memory, or
 * PostgreSQL when DATABASE_URL is set) from a copy of a database migrated and seeded once in the
 * global set-up; web tests run the React app in jsdom against msw; e2e drives headless Chromium.
 */
const require = createRequire(import.meta.url);

/**
 * Vitest's default leaves one core idle, which on a two-core machine is one file at a time. Unit,
 * API, gateway and web files run three to two cores: several API files spend seconds waiting (on a
 * webhook receiver's retry, another instance's poll, PostgreSQL), and with one file per core the
 * cores stood a fifth idle (145 s went to 124 s on PostgreSQL; four files took 143 s). Browser
 * files wait on Chromium for much of their time, so that layer runs two files per core, in a group
 * of its own (248 s went to 191 s; six workers did no better than four). TEST_WORKERS overrides
 * both counts.
 */
const cores = Math.max(2, availableParallelism());
const workers = Number(process.env.TEST_WORKERS) || Math.round(cores * 1.5);
/** Vitest runs the projects of one group together, and they must share one worker count. */
const browserWorkers = { maxWorkers: Number(process.env.TEST_WORKERS) || 2 * cores, sequence: { groupOrder: 1 } };

/**
 * Node test files of a worker share its loaded modules instead of importing the whole server again
 * for each file (a quarter of a file's CPU). Every file still starts its own app on its own database
 * copy; a file that mocks a module starts from a fresh registry (tests/api/response-contract.test.ts).
 * Web test files share the worker's jsdom too; tests/web/setup.ts clears what a file leaves behind.
 */
const shared = { isolate: false };

/** The layers that start the application share databases built once (tests/fixtures/database-snapshot.ts). */
const databases = 'tests/global-setup.ts';

export default defineConfig({
  // graphql 16 ships CommonJS and ESM builds without an exports map: Node loads one, Vite would
  // pick the other, and graphql refuses objects from a second copy. Everything uses Node's choice.
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Longest files first, including a few that are short on disk (tests/sequencer.ts).
    sequence: { sequencer: Sequencer },
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: [databases],
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'gateway',
          include: ['tests/gateway/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: [databases],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          ...shared,
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          ...browserWorkers,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page read through Chromium waits for its main thread: on a busy 2-core machine one long
          // task outlasts expect.poll's default second, though the page gets there soon after.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: [databases, 'tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
