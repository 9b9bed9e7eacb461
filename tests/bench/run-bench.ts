/**
 * `npm run bench`: what the fixed costs of every screen come to (a sign-in check, the properties
 * list through REST, the gateway's work on top), at 1 connection (what one user waits) and at 50
 * (what the server sustains), on the embedded PGlite and on PostgreSQL. Beside the product's
 * gateway it runs a bare Apollo Server gateway (bare-gateway.ts) over the same REST API in the same
 * process, so the gateway's own cost is read against a yardstick measured in the same conditions.
 * Beside the list as the REST API gives it, the product's gateway is measured on the page as the
 * screens nest it (each card's vault and action plan, the viewer's organisation), read against the
 * REST list of 30. A benchmark, not a test: it asserts nothing, it prints a table and each goal's
 * ratio with PASS or SHORT, and rewrites docs/performance.md (keeping the part from "Targets" on).
 *
 * BENCH_SECONDS sets each measured run (default 10 s; the warm-up is a fifth of it, at least 1 s).
 * BENCH_ROUNDS (default 1) measures everything that many times, round-robin, and keeps each
 * measurement's best run: on a machine shared with other work, the best run is the one least
 * disturbed by it.
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); the run
 * works in a fresh schema there and drops it. All traffic goes to 127.0.0.1.
 */
import './production-mode.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { loginAs } from '../fixtures/oidc-login.ts';
import { freePort, startTestApp } from '../fixtures/test-app.ts';
import { startBareGateway } from './bare-gateway.ts';
import { ACCOUNT, LIST_QUERY, listTargets, NESTED_QUERY, PAGE_SIZE, probe } from './list-targets.ts';
import { inFlight, measure, type LoadSettings, type Target } from './load.ts';
import { renderDoc, renderGoals, renderTable, type Column, type EndpointKey } from './report.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!(seconds > 0))
  throw new Error(`BENCH_SECONDS must be a positive number of seconds, got "${process.env.BENCH_SECONDS}"`);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const settings: LoadSettings = {
  connections: [1, 50],
  warmupSeconds: Math.max(1, Math.round(seconds / 5)),
  seconds,
  rounds,
};
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The server's version, or why it cannot be reached (a missing PostgreSQL is reported, not fatal). */
async function postgresVersion(url: string): Promise<{ version?: string; problem?: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return { version: rows[0].server_version.split(' ')[0] };
  } catch (error) {
    return { problem: error instanceof Error ? error.message || error.name : String(error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function benchDatabase(name: string, databaseUrl: string | undefined): Promise<Column> {
  // startTestApp picks PGlite or a fresh PostgreSQL schema from process.env.DATABASE_URL.
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // One account sends every request here, far past a person's rate: the request limiter still
  // counts each one (its cost is in the figures), with limits no run can reach.
  const app = await startTestApp({
    PORT: String(port),
    PUBLIC_URL: origin,
    REQUEST_LIMIT_PER_USER: String(2 ** 30),
    REQUEST_LIMIT_PER_ADDRESS: String(2 ** 30),
  });
  const bare = await startBareGateway(`${origin}/api`);
  try {
    const idle = inFlight(app.app.server);
    const { idToken } = await loginAs(origin, ACCOUNT);
    const lists = listTargets(origin, idToken);
    const targets: Record<EndpointKey, Target> = {
      health: { label: 'health', method: 'GET', url: `${origin}/api/health`, headers: {} },
      phases: { label: 'phases', method: 'GET', url: `${origin}/api/phases`, headers: { authorizationjwt: idToken } },
      ...lists,
      bare: { ...lists.graphql, label: 'bare gateway list', url: bare.url },
    };
    // One request of each first: they must work, and they tell the dataset size and the gateway's fan-out.
    const list = (await probe(targets.rest)).body as { properties: unknown[]; pagination: { total: number } };
    const plain = await probe(targets.graphql);
    const answer = plain.body as { data: { properties: { nodes: unknown[] } } };
    const nested = await probe(targets.nested);
    await probe(targets.bare);

    const runs: Column['runs'] = [];
    for (let round = 1; round <= settings.rounds; round += 1) {
      for (const connections of settings.connections) {
        for (const [key, target] of Object.entries(targets) as [EndpointKey, Target][]) {
          console.log(
            `${name}: ${target.label} at ${connections} connection(s), round ${round} of ${settings.rounds}…`,
          );
          const measurement = await measure(target, connections, settings, idle);
          const earlier = runs.findIndex((run) => run.key === key && run.measurement.connections === connections);
          if (earlier < 0) runs.push({ key, measurement });
          else {
            const peakHeapMb = Math.max(measurement.peakHeapMb, runs[earlier].measurement.peakHeapMb);
            const best =
              measurement.requestsPerSecond > runs[earlier].measurement.requestsPerSecond
                ? measurement
                : runs[earlier].measurement;
            runs[earlier] = { key, measurement: { ...best, peakHeapMb } };
          }
        }
      }
    }
    return {
      name,
      total: list.pagination.total,
      pageRows: list.properties.length,
      graphqlRows: answer.data.properties.nodes.length,
      upstreamCalls: plain.upstreamCalls,
      nestedUpstreamCalls: nested.upstreamCalls,
      runs,
    };
  } finally {
    await bare.close();
    await app.close();
  }
}

const loadAtStart = os.loadavg()[0];
const columns: Column[] = [];
try {
  columns.push(await benchDatabase('PGlite (in memory)', undefined));
} catch (error) {
  columns.push({ name: 'PGlite (in memory)', unavailable: String(error) });
}
const postgres = await postgresVersion(postgresUrl);
if (postgres.problem) {
  columns.push({
    name: 'PostgreSQL',
    unavailable: `unreachable at ${postgresUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')}: ${postgres.problem}`,
  });
} else {
  try {
    columns.push(await benchDatabase(`PostgreSQL ${postgres.version}`, postgresUrl));
  } catch (error) {
    columns.push({ name: `PostgreSQL ${postgres.version}`, unavailable: String(error) });
  }
}

console.log(`\n${renderTable(columns, settings)}`);
console.log(`\n${renderGoals(columns, settings)}`);
const doc = new URL('../../docs/performance.md', import.meta.url);
const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
const info = {
  settings,
  pageSize: PAGE_SIZE,
  account: ACCOUNT,
  query: LIST_QUERY,
  nestedQuery: NESTED_QUERY,
  loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
};
writeFileSync(doc, renderDoc(columns, info, previous));
console.log(`\nWrote ${doc.pathname}`);
