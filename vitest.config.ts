import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Every test layer in one run. API and gateway tests start the real server (PGlite in memory, or
 * PostgreSQL when DATABASE_URL is set); web tests run the React app in jsdom against msw; e2e
 * drives headless Chromium through the real sign-in.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
      { test: { name: 'gateway', include: ['tests/gateway/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
      { test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false } },
    ],
  },
});
