import { prepareSnapshots } from './fixtures/database-snapshot.ts';

/**
 * Runs once before the layers that start the application: migrates and seeds the databases every
 * test app copies (see tests/fixtures/database-snapshot.ts). Returns their teardown.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const teardown = await prepareSnapshots();
  process.stdout.write(`Test databases ready in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return teardown;
}
