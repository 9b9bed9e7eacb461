import { type ChildProcess, spawn } from 'node:child_process';
import { testDatabase } from './fixtures/test-database.ts';
import { startWebBundleBuild } from './fixtures/web-bundle.ts';

/**
 * `npm test`: the checks a reviewer would run. The web bundle the browser tests load starts building
 * first, and every test layer starts at once in one vitest run that ends with a summary line; the
 * tests that serve the web app wait for the bundle (tests/fixtures/web-bundle.ts). The static checks
 * (generated code is current, the whole tree type-checks, lints and is formatted, nothing unused)
 * run alongside at a lower CPU priority, each with its cache under node_modules/.cache so a second
 * run only redoes what changed: they fill the time the test layers leave a core idle instead of
 * holding every test back. A failed check stops the run. Each step's time is printed, so a slow one
 * is seen at once.
 *
 * The tests that need a database use the PostgreSQL server at 127.0.0.1:5432 (database `test`)
 * when one answers there, else PGlite (tests/fixtures/test-database.ts), as any vitest run does.
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
    // TypeScript 7, the native compiler, named by its path: `typescript` (6, kept for typescript-eslint)
    // has a `tsc` command too (docs/decisions/0701-native-type-check-and-type-aware-lint.md).
    label: 'type check (TypeScript 7, npm run typecheck)',
    command: [
      'node',
      'node_modules/typescript-native/bin/tsc',
      '--noEmit',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      `${CACHE}/tsc/tsconfig.tsbuildinfo`,
    ],
  },
  {
    label: 'lint: recommended rules, hooks rules, layer rules (ESLint, npm run lint)',
    command: ['npx', 'eslint', '.', '--cache', '--cache-strategy', 'content', '--cache-location', `${CACHE}/eslint/`],
  },
  {
    label: 'lint: promises nobody awaits or handles, await of a non-promise (oxlint --type-aware, npm run lint)',
    command: ['npx', 'oxlint'],
    hint: 'Await the promise, end it with .catch, or mark it `void` on purpose; the rules are in .oxlintrc.json.',
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
];

/** Below the test layers, whose slowest file is the run's critical path (POSIX `nice`). */
const lowPriority = (command: string[]) => (process.platform === 'win32' ? command : ['nice', '-n', '10', ...command]);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a step with its output held back, so parallel steps do not interleave; printed when it ends. */
function run(
  step: Step,
  { inherit = false, started: onStart }: { inherit?: boolean; started?: (child: ChildProcess) => void } = {},
): Promise<{ step: Step; status: number; output: string; ms: number }> {
  const started = performance.now();
  const [command, ...args] = step.command;
  return new Promise((resolve) => {
    // `inherit`: the step's output goes straight through (its standard output to `started`, which
    // forwards it), rather than held back until it ends.
    const child = spawn(command, args, {
      stdio: inherit ? ['inherit', 'pipe', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      env: inherit && process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    onStart?.(child);
    let output = '';
    if (!inherit) {
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    }
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
const store = await testDatabase();
if (store) process.env.DATABASE_URL = store;

const bundle = startWebBundleBuild();
void bundle?.done.then((outcome) => {
  const label = 'web bundle for the browser tests';
  console.log(`${outcome.status === 0 ? '✓' : '✖'} ${label} (${seconds(outcome.ms)})`);
  if (outcome.status !== 0) process.stdout.write(outcome.output);
});

const layers: Step = {
  label: 'test layers: unit, api, gateway, web, e2e',
  command: ['npx', 'vitest', 'run', ...process.argv.slice(2)],
};
console.log(
  `\n▶ ${layers.label}, on ${store ? `PostgreSQL at ${new URL(store).host}` : 'PGlite in memory'}; alongside, ` +
    `static checks: ${staticChecks.map((step) => step.label).join('; ')}`,
);
let vitest: ChildProcess | undefined;
// vitest's last line is its summary, `N passed, N failed, N skipped`: kept, to end the output with
// it again should a static check finish after the tests.
let lastLine = '';
let testsEnded = false;
let printedAfterTests = false;
const tests = run(layers, {
  inherit: true,
  started: (child) => {
    vitest = child;
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      lastLine = chunk.toString().trim().split('\n').at(-1) || lastLine;
    });
  },
}).finally(() => (testsEnded = true));

const results = await Promise.all(
  staticChecks.map((step) =>
    run({ ...step, command: lowPriority(step.command) }).then((result) => {
      printedAfterTests ||= testsEnded;
      const mark = result.status === 0 ? '✓' : '✖';
      console.log(`${mark} ${step.label} (${seconds(result.ms)})`);
      if (result.status !== 0) {
        process.stdout.write(result.output);
        if (step.hint) console.error(`  ${step.hint}`);
        vitest?.kill('SIGTERM'); // the run has failed: no need to wait for the tests
      }
      return { ...result, step };
    }),
  ),
);
console.log(`  static checks took ${seconds(performance.now() - runStarted)}`);
const failed = results.filter((result) => result.status !== 0).map((result) => result.step.label);
const tested = await tests;
if (bundle && (await bundle.done).status !== 0) failed.push('web bundle for the browser tests');
bundle?.cleanUp();
if (failed.length) fail(failed);
if (printedAfterTests && lastLine) console.log(lastLine);
// vitest's own summary line is the last line printed; the exit status carries any failure.
process.exit(tested.status);
