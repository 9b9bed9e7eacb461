import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * `npm test`: the checks a reviewer would run. The static checks (generated code is current, the
 * whole tree type-checks and lints, the web bundle the browser tests load is built) run at the same
 * time, each with its cache under node_modules/.cache so a second run only redoes what changed;
 * then every test layer in one vitest run that ends with a summary line. Any failure fails the run.
 * Each step's time is printed, so a slow one is seen at once.
 *
 * The tests that need a database use the PostgreSQL server at 127.0.0.1:5432 (database `test`)
 * when one answers there, as production does and faster than PGlite on two cores; otherwise, or
 * with TEST_DATABASE=pglite, the embedded PGlite. DATABASE_URL names another server.
 */
const CACHE = 'node_modules/.cache';
type Step = { label: string; command: string[]; hint?: string };

const staticChecks: Step[] = [
  {
    label: 'generated code is up to date (npm run codegen)',
    command: ['npx', 'graphql-codegen', '--config', 'codegen.ts', '--check', '--silent'],
    hint: 'Run `npm run codegen` and commit the generated files.',
  },
  {
    label: 'type check',
    command: [
      'npx',
      'tsc',
      '--noEmit',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      `${CACHE}/tsc/tsconfig.tsbuildinfo`,
    ],
  },
  {
    label: 'lint: floating promises, hooks rules (npm run lint)',
    command: ['npx', 'eslint', '.', '--cache', '--cache-strategy', 'content', '--cache-location', `${CACHE}/eslint/`],
  },
  {
    label: 'unused files, exports and dependencies; dependencies the server runs (npm run unused)',
    command: ['npm', 'run', '--silent', 'unused'],
    hint: 'Remove what nothing uses, or name an entry point in knip.jsonc; see "Dependencies" in the README.',
  },
  {
    label: 'formatting (npm run format)',
    command: ['npx', 'biome', 'format', '.'],
    hint: 'Run `npm run format` and commit the result.',
  },
  { label: 'web bundle for the browser tests', command: ['node', 'server/tools/build-web-if-stale.ts'] },
];

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL URL the tests use, or undefined for PGlite. */
async function testDatabase(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE === 'pglite') {
    delete process.env.DATABASE_URL;
    return undefined;
  }
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return LOCAL_POSTGRES;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a step with its output held back, so parallel steps do not interleave; printed when it ends. */
function run(
  step: Step,
  { inherit = false } = {},
): Promise<{ step: Step; status: number; output: string; ms: number }> {
  const started = performance.now();
  const [command, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) =>
      resolve({ step, status: 1, output: `${output}${String(error)}\n`, ms: performance.now() - started }),
    );
    child.on('close', (code) => resolve({ step, status: code ?? 1, output, ms: performance.now() - started }));
  });
}

function fail(labels: string[]): never {
  console.error(`\n✖ ${labels.join('; ')} failed`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const runStarted = performance.now();
console.log(`\n▶ static checks, in parallel: ${staticChecks.map((step) => step.label).join('; ')}`);
const results = await Promise.all(
  staticChecks.map((step) =>
    run(step).then((result) => {
      const mark = result.status === 0 ? '✓' : '✖';
      console.log(`${mark} ${step.label} (${seconds(result.ms)})`);
      if (result.status !== 0) {
        process.stdout.write(result.output);
        if (step.hint) console.error(`  ${step.hint}`);
      }
      return result;
    }),
  ),
);
console.log(`  static checks took ${seconds(performance.now() - runStarted)}`);
const failed = results.filter((result) => result.status !== 0);
if (failed.length) fail(failed.map((result) => result.step.label));

const store = await testDatabase();
if (store) process.env.DATABASE_URL = store;
const layers: Step = {
  label: 'test layers: unit, api, gateway, web, e2e',
  command: ['npx', 'vitest', 'run', ...process.argv.slice(2)],
};
console.log(`\n▶ ${layers.label}, on ${store ? `PostgreSQL at ${new URL(store).host}` : 'PGlite in memory'}`);
const tests = await run(layers, { inherit: true });
// vitest's own summary line is the last line printed; the exit status carries any failure.
process.exit(tests.status);
