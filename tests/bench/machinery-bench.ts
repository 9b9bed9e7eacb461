/**
 * `npm run bench:machinery`: what each layer of the speed machinery buys alone (docs/performance.md,
 * "The speed machinery"). The list bench (the REST list of 30, and the GraphQL list of 30 with each
 * card's vault and action plan and the viewer's organisation) runs once with every layer on, then
 * once with each layer switched off in turn (SPEED_LAYERS_OFF, read once at start-up: each
 * configuration is a process of its own), and prints each layer's gain: requests/s with it on ÷
 * with it off. A layer buying less than about 15 % on the figure it is meant for is a candidate for
 * removal. A benchmark, not a test: it asserts nothing and writes no file.
 *
 * BENCH_SECONDS sets each measured run (default 3 s, after a 1 s warm-up); MACHINERY_CONNECTIONS the
 * connections (default 10: enough to keep the server busy without the queueing of 50); BENCH_ROUNDS
 * (default 1) repeats every configuration that many times, round-robin, keeping each figure's best
 * run. DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
 * each configuration works in a fresh schema there.
 */
import './production-mode.ts';
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { SPEED_LAYERS } from '../../server/settings.ts';
import type { SpeedLayer } from '../../server/speed-layers.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { freePort, startTestApp } from '../fixtures/test-app.ts';
import { ACCOUNT, listTargets, probe, type ListKey } from './list-targets.ts';
import { inFlight, measure, type LoadSettings } from './load.ts';

const MEASURED: ListKey[] = ['rest', 'nested'];
const RESULT = 'MACHINERY-RESULT ';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
if (!(seconds > 0))
  throw new Error(`BENCH_SECONDS must be a positive number of seconds, got "${process.env.BENCH_SECONDS}"`);
const connections = Math.round(Number(process.env.MACHINERY_CONNECTIONS ?? 10));
if (!(connections > 0))
  throw new Error(
    `MACHINERY_CONNECTIONS must be a whole number of 1 or more, got "${process.env.MACHINERY_CONNECTIONS}"`,
  );
const rounds = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS ?? 1)));
const settings: LoadSettings = { connections: [connections], warmupSeconds: 1, seconds, rounds: 1 };

/** What a layer is for: the figure its gain is judged on (the other is printed too). */
const MEANT_FOR: Record<SpeedLayer, ListKey[]> = {
  'compiled-executor': ['nested'],
  'compiled-statements': ['rest', 'nested'],
  'prepared-statements': ['rest', 'nested'],
  'viewer-hints': ['rest', 'nested'],
  'batch-reads': ['nested'],
};

type Figures = Record<ListKey, { requestsPerSecond: number; cpuMsPerRequest: number; failed: number }>;

/** In the child: the app with this process's SPEED_LAYERS_OFF, the two lists measured, the figures printed as one line. */
async function measureThisProcess(): Promise<void> {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await startTestApp({
    PORT: String(port),
    PUBLIC_URL: origin,
    REQUEST_LIMIT_PER_USER: String(2 ** 30),
    REQUEST_LIMIT_PER_ADDRESS: String(2 ** 30),
  });
  try {
    const idle = inFlight(app.app.server);
    const { idToken } = await loginAs(origin, ACCOUNT);
    const targets = listTargets(origin, idToken);
    const figures = {} as Figures;
    for (const key of MEASURED) {
      await probe(targets[key]);
      const m = await measure(targets[key], connections, settings, idle);
      figures[key] = {
        requestsPerSecond: m.requestsPerSecond,
        cpuMsPerRequest: m.cpuMsPerRequest,
        failed: m.errors + m.non2xx + m.badBodies,
      };
    }
    await app.close();
    // Written before exiting: a piped stdout is written asynchronously.
    await new Promise((done) => process.stdout.write(`${RESULT}${JSON.stringify(figures)}\n`, done));
  } catch (error) {
    await app.close();
    throw error;
  }
  process.exit(0);
}

/** One configuration in a process of its own (the switches are read once at start-up). */
function runConfiguration(off: SpeedLayer | undefined): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      env: { ...process.env, MACHINERY_CHILD: '1', SPEED_LAYERS_OFF: off ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith(RESULT));
      if (code === 0 && line) resolve(JSON.parse(line.slice(RESULT.length)) as Figures);
      else reject(new Error(`the run with ${off ?? 'every layer on'} failed (exit ${code}):\n${output}`));
    });
  });
}

/** The gain as a percentage; none when a run completed no request (the run too short for a loaded machine). */
const pct = (on: number, off: number) =>
  on > 0 && off > 0 ? `${on / off >= 1 ? '+' : ''}${((on / off - 1) * 100).toFixed(0)} %` : '–';

async function main(): Promise<void> {
  const configurations: (SpeedLayer | undefined)[] = [undefined, ...SPEED_LAYERS];
  const best = new Map<SpeedLayer | undefined, Figures>();
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  for (let round = 1; round <= rounds; round += 1) {
    for (const off of configurations) {
      console.log(`${off ? `${off} off` : 'every layer on'}, round ${round} of ${rounds}…`);
      // A process that fails to start or to measure is tried once more, then its layer is left unmeasured.
      const figures = await runConfiguration(off).catch((error: unknown) => {
        console.error(`${error instanceof Error ? error.message : String(error)}\ntrying once more…`);
        return runConfiguration(off).catch((again: unknown) => {
          console.error(again instanceof Error ? again.message : String(again));
          return undefined;
        });
      });
      if (!figures) continue;
      const earlier = best.get(off);
      if (!earlier) best.set(off, figures);
      else
        for (const key of MEASURED)
          if (figures[key].requestsPerSecond > earlier[key].requestsPerSecond) earlier[key] = figures[key];
    }
  }
  const on = best.get(undefined);
  if (!on) throw new Error('the run with every layer on failed: no gain can be measured');
  const cell = (f: Figures[ListKey]) =>
    f.requestsPerSecond === 0
      ? 'no request completed in the run'
      : `${f.requestsPerSecond.toFixed(0)}/s (CPU ${f.cpuMsPerRequest.toFixed(2)} ms)${f.failed ? `, ${f.failed} failed` : ''}`;
  const lines = [
    '',
    `The speed machinery, each layer alone: PostgreSQL, ${connections} connections, ${seconds} s per run after a 1 s warm-up, best of ${rounds}; load average ${loadAtStart.toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end; ${Math.round((Date.now() - started) / 1000)} s in all.`,
    'Gain = requests/s with the layer on ÷ with it off, minus 1; a layer is judged on the list it is meant for (*). Less than about 15 %: a candidate for removal.',
    '',
    '| layer switched off | REST list of 30 | gain | GraphQL list with vault, action plan and organisation | gain |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| none (every layer on) | ${cell(on.rest)} | | ${cell(on.nested)} | |`,
  ];
  for (const layer of SPEED_LAYERS) {
    const off = best.get(layer);
    if (!off) {
      lines.push(`| \`${layer}\` | not measured: its run failed twice (above) | | | |`);
      continue;
    }
    const gain = (key: ListKey) =>
      `${pct(on[key].requestsPerSecond, off[key].requestsPerSecond)}${MEANT_FOR[layer].includes(key) ? ' *' : ''}`;
    lines.push(`| \`${layer}\` | ${cell(off.rest)} | ${gain('rest')} | ${cell(off.nested)} | ${gain('nested')} |`);
  }
  lines.push(
    '',
    'Not switchable: the keyset page in two statements (`propertiesConnection`, server/store/property-list.ts): the separate count statements it replaced are gone, so switching it off would mean writing them again; the list above does not use it.',
  );
  console.log(lines.join('\n'));
}

if (process.env.MACHINERY_CHILD === '1') await measureThisProcess();
else await main();
