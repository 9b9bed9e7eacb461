import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Every test layer in one run. API and gateway tests start the real server (PGlite in memory, or
 * PostgreSQL when DATABASE_URL is set); web tests run the React app in jsdom against msw; e2e
 * drives headless Chromium through the real sign-in.
 */
const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql 16 ships CommonJS and ESM builds without an exports map: Node loads one, Vite would
  // pick the other, and graphql refuses objects from a second copy. Everything uses Node's choice.
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
      { extends: true, test: { name: 'gateway', include: ['tests/gateway/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
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
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false } },
    ],
  },
});
