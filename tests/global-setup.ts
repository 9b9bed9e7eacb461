import { prepareSnapshots } from './fixtures/database-snapshot.ts';
import { testDatabase } from './fixtures/test-database.ts';
import { startWebBundleBuild } from './fixtures/web-bundle.ts';

/**
 * Runs once before the layers that start the application, however they are run (`npm test`,
 * `npm run test:api`, `npx vitest run <file>`): chooses the database server, starts building the web app in the
 * background for the tests that serve it (unless `npm test` already did; tests/fixtures/web-bundle.ts),
 * and migrates and seeds the databases every test app copies (see tests/fixtures/database-snapshot.ts).
 * Returns their teardown.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const store = await testDatabase();
  if (store) process.env.DATABASE_URL = store;
  const bundle = startWebBundleBuild();
  const started = performance.now();
  const teardown = await prepareSnapshots();
  process.stdout.write(`Test databases ready in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return async () => {
    await teardown();
    if (!bundle) return;
    const outcome = await bundle.done;
    bundle.cleanUp();
    if (outcome.status !== 0) process.stdout.write(`The web app did not build:\n${outcome.output}`);
  };
}
