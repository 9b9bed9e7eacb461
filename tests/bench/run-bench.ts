/**
 * `npm run bench`: what the fixed costs of every screen come to (a sign-in check, the properties
 * list through REST, the gateway's work on top), at 1 connection (what one user waits) and at 50
 * (what the server sustains), on the embedded PGlite and on PostgreSQL. Beside the product's
 * gateway it runs a bare Apollo Server gateway (bare-gateway.ts) over the same REST API in the same
 * process, so the gateway's own cost is read against a yardstick measured in the same conditions.
 * A benchmark, not a test: it asserts nothing, it prints a table and rewrites docs/performance.md
 * (keeping the part from "Targets" on).
 *
 * BENCH_SECONDS sets each measured run (default 10 s; the warm-up is a fifth of it, at least 1 s).
 * BENCH_ROUNDS (default 1) measures everything that many times, round-robin, and keeps each
 * measurement's best run: on a machine shared with other work, the best run is the one least
 * disturbed by it.
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); the run
 * works in a fresh schema there and drops it. All traffic goes to 127.0.0.1.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { loginAs } from '../fixtures/oidc-login.ts';
import { freePort, startTestApp } from '../fixtures/test-app.ts';
import { startBareGateway } from './bare-gateway.ts';
import { inFlight, measure, type LoadSettings, type Target } from './load.ts';
import { renderDoc, renderTable, type Column, type EndpointKey } from './report.ts';

const PAGE_SIZE = 30;
const ACCOUNT = 'demo-agent';
const GRAPHQL_QUERY = `query Properties { properties(page: 1, pageSize: ${PAGE_SIZE}) { nodes { id name city complete phase { id label } userEmails agenciesNames createdAt lastSignIn viewerCan { viewCompletion viewMeta } } pageInfo { page total totalPages hasNextPage } } }`;

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

async function probe(target: Target): Promise<unknown> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const body = (await response.json()) as { errors?: unknown; data?: unknown };
  if (!response.ok || (target.graphql && (body.errors || !body.data)))
    throw new Error(`${target.label} probe failed (${response.status}): ${JSON.stringify(body)}`);
  return body;
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
    const auth = { authorizationjwt: idToken };
    const graphqlBody = JSON.stringify({ query: GRAPHQL_QUERY, operationName: 'Properties' });
    const targets: Record<EndpointKey, Target> = {
      health: { label: 'health', method: 'GET', url: `${origin}/api/health`, headers: {} },
      phases: { label: 'phases', method: 'GET', url: `${origin}/api/phases`, headers: auth },
      rest: {
        label: 'REST list',
        method: 'GET',
        url: `${origin}/api/properties?page=1&page_size=${PAGE_SIZE}`,
        headers: auth,
      },
      graphql: {
        label: 'GraphQL list',
        method: 'POST',
        url: `${origin}/graphql`,
        headers: { ...auth, 'content-type': 'application/json' },
        body: graphqlBody,
        graphql: true,
      },
      bare: {
        label: 'bare gateway list',
        method: 'POST',
        url: bare.url,
        headers: { ...auth, 'content-type': 'application/json' },
        body: graphqlBody,
        graphql: true,
      },
    };
    // One request of each first: they must work, and they tell the dataset size and the gateway's fan-out.
    const list = (await probe(targets.rest)) as { properties: unknown[]; pagination: { total: number } };
    const answer = (await probe(targets.graphql)) as { data: { properties: { nodes: unknown[] } } };
    await probe(targets.bare);
    const upstream = await fetch(targets.graphql.url, {
      method: 'POST',
      headers: targets.graphql.headers,
      body: graphqlBody,
    });
    await upstream.arrayBuffer();

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
      upstreamCalls: Number(upstream.headers.get('x-upstream-calls')),
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
const doc = new URL('../../docs/performance.md', import.meta.url);
const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
const info = {
  settings,
  pageSize: PAGE_SIZE,
  account: ACCOUNT,
  query: GRAPHQL_QUERY,
  loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
};
writeFileSync(doc, renderDoc(columns, info, previous));
console.log(`\nWrote ${doc.pathname}`);
