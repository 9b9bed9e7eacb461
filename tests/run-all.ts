import { spawnSync } from 'node:child_process';

/**
 * `npm test`: the checks a reviewer would run, in order, stopping at the first that fails:
 * generated code is current, the whole tree type-checks and lints, the web bundle is built for the
 * browser tests, then every test layer in one vitest run that ends with a summary line.
 */
const steps: [string, string[]][] = [
  ['generated code is up to date (npm run codegen)', ['npx', 'graphql-codegen', '--config', 'codegen.ts', '--check', '--silent']],
  ['type check', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint: floating promises, hooks rules (npm run lint)', ['npx', 'eslint', '.']],
  ['web bundle for the browser tests', ['node', 'server/tools/build-web-if-stale.ts']],
  ['test layers: unit, api, gateway, web, e2e', ['npx', 'vitest', 'run', ...process.argv.slice(2)]],
];

for (const [label, [command, ...args]] of steps) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    if (label.startsWith('generated')) console.error('  Run `npm run codegen` and commit the generated files.');
    console.log('0 passed, 1 failed');
    process.exit(result.status ?? 1);
  }
}
