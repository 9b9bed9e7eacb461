/**
 * `npm run bench`: how fast the product serves the properties list, the screen every user opens
 * first, through the REST API and through the GraphQL gateway, on the embedded PGlite and on
 * PostgreSQL. A benchmark, not a test: it asserts nothing, it measures, prints a table and rewrites
 * docs/performance.md, so the figures come with the method and machine that produced them and the
 * cost of the gateway hop and of the single-connection PGlite stays visible.
 *
 * BENCH_SECONDS sets the measured run (default 10 s; the warm-up is a fifth of it, at least 1 s).
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); the run
 * works in a fresh schema there and drops it. All traffic goes to 127.0.0.1.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { loginAs } from '../fixtures/oidc-login.ts';
import { freePort, startTestApp } from '../fixtures/test-app.ts';
import { inFlight, measure, type LoadSettings, type Target } from './load.ts';
import { renderDoc, renderTable, type Column } from './report.ts';

const PAGE_SIZE = 30;
const ACCOUNT = 'demo-agent';
const GRAPHQL_QUERY = `query Properties { properties(page: 1, pageSize: ${PAGE_SIZE}) { nodes { id name city complete phase { id label } userEmails agenciesNames createdAt lastSignIn viewerCan { viewCompletion viewMeta } } pageInfo { page total totalPages hasNextPage } } }`;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!(seconds > 0)) throw new Error(`BENCH_SECONDS must be a positive number of seconds, got "${process.env.BENCH_SECONDS}"`);
const settings: LoadSettings = { connections: 50, warmupSeconds: Math.max(1, Math.round(seconds / 5)), seconds };
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
  const app = await startTestApp({ PORT: String(port), PUBLIC_URL: origin });
  const idle = inFlight(app.app.server);
  try {
    const { idToken } = await loginAs(origin, ACCOUNT);
    const auth = { authorizationjwt: idToken };
    const rest: Target = { label: 'REST', method: 'GET', url: `${origin}/api/properties?page=1&page_size=${PAGE_SIZE}`, headers: auth };
    const graphql: Target = {
      label: 'GraphQL',
      method: 'POST',
      url: `${origin}/graphql`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: GRAPHQL_QUERY, operationName: 'Properties' }),
      graphql: true,
    };

    // One request of each first: they must work, and they tell the dataset size and the gateway's fan-out.
    const restProbe = await fetch(rest.url, { headers: rest.headers });
    if (!restProbe.ok) throw new Error(`REST probe answered ${restProbe.status}: ${await restProbe.text()}`);
    const list = (await restProbe.json()) as { properties: unknown[]; pagination: { total: number } };
    const graphqlProbe = await fetch(graphql.url, { method: 'POST', headers: graphql.headers, body: graphql.body });
    const answer = (await graphqlProbe.json()) as { data?: { properties: { nodes: unknown[] } }; errors?: unknown };
    if (!graphqlProbe.ok || answer.errors || !answer.data) throw new Error(`GraphQL probe failed (${graphqlProbe.status}): ${JSON.stringify(answer)}`);

    console.log(`${name}: ${ACCOUNT} sees ${list.pagination.total} properties; measuring REST…`);
    const restResult = await measure(rest, settings, idle);
    console.log(`${name}: measuring GraphQL…`);
    const graphqlResult = await measure(graphql, settings, idle)
    return {
      name,
      result: {
        total: list.pagination.total,
        pageRows: list.properties.length,
        graphqlRows: answer.data.properties.nodes.length,
        upstreamCalls: Number(graphqlProbe.headers.get('x-upstream-calls')),
        rest: restResult,
        graphql: graphqlResult,
      },
    };
  } finally {
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
  columns.push({ name: 'PostgreSQL', unavailable: `unreachable at ${postgresUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')}: ${postgres.problem}` });
} else {
  try {
    columns.push(await benchDatabase(`PostgreSQL ${postgres.version}`, postgresUrl));
  } catch (error) {
    columns.push({ name: `PostgreSQL ${postgres.version}`, unavailable: String(error) });
  }
}

console.log(`\n${renderTable(columns)}`);
const doc = new URL('../../docs/performance.md', import.meta.url);
writeFileSync(doc, renderDoc(columns, { settings, pageSize: PAGE_SIZE, account: ACCOUNT, query: GRAPHQL_QUERY, loadAverage: { start: loadAtStart, end: os.loadavg()[0] } }));
console.log(`\nWrote ${doc.pathname}`);
