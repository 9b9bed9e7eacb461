import os from 'node:os';
import type { LoadSettings, Measurement } from './load.ts';

export type DatabaseResult = {
  /** Properties the account sees, rows on the measured page (REST and GraphQL), REST calls per GraphQL query. */
  total: number;
  pageRows: number;
  graphqlRows: number;
  upstreamCalls: number;
  rest: Measurement;
  graphql: Measurement;
};

export type Column = { name: string; result?: DatabaseResult; unavailable?: string };

export type RunInfo = { settings: LoadSettings; pageSize: number; account: string; query: string; loadAverage: { start: number; end: number } };

const int = (n: number) => Math.round(n).toLocaleString('en-GB');
const failures = (m: Measurement) => `${m.errors} / ${m.non2xx}`;

const ROWS: [string, (r: DatabaseResult) => string][] = [
  ['REST `GET /api/properties` req/s', (r) => int(r.rest.requestsPerSecond)],
  ['REST latency p50 / p99 (ms)', (r) => `${r.rest.p50Ms} / ${r.rest.p99Ms}`],
  ['REST requests; errors / non-2xx', (r) => `${int(r.rest.requests)}; ${failures(r.rest)}`],
  ['GraphQL `properties` req/s', (r) => int(r.graphql.requestsPerSecond)],
  ['GraphQL latency p50 / p99 (ms)', (r) => `${r.graphql.p50Ms} / ${r.graphql.p99Ms}`],
  ['GraphQL requests; errors / non-2xx', (r) => `${int(r.graphql.requests)}; ${failures(r.graphql)}`],
  ['GraphQL 2xx answers with `errors`', (r) => String(r.graphql.badBodies)],
  ['REST calls per GraphQL query', (r) => String(r.upstreamCalls)],
  ['Peak RSS / server heap, REST run (MB)', (r) => `${r.rest.peakRssMb} / ${r.rest.peakHeapMb}`],
  ['Peak RSS / server heap, GraphQL run (MB)', (r) => `${r.graphql.peakRssMb} / ${r.graphql.peakHeapMb}`],
];

export function renderTable(columns: Column[]): string {
  const lines = [`| | ${columns.map((c) => c.name).join(' | ')} |`, `| --- |${columns.map(() => ' ---: |').join('')}`];
  for (const [label, cell] of ROWS) {
    lines.push(`| ${label} | ${columns.map((c) => (c.result ? cell(c.result) : 'unavailable')).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Sentences computed from the figures, so the reading cannot drift from the table it reads. */
function reading(columns: Column[], info: RunInfo): string[] {
  const points: string[] = [];
  const measured = columns.filter((c): c is Column & { result: DatabaseResult } => Boolean(c.result));
  for (const { name, result: r } of measured) {
    const share = Math.round((100 * r.graphql.requestsPerSecond) / r.rest.requestsPerSecond);
    const fanOut =
      r.upstreamCalls === 1
        ? 'one REST call (the list carries the viewer and every property, so nothing fans out per row)'
        : `${r.upstreamCalls} REST calls`;
    points.push(
      `**Gateway cost on ${name}:** GraphQL serves ${share}% of REST's requests/s. Each query makes ${fanOut} over loopback HTTP to the same process, ` +
        `so each GraphQL query also costs the server one REST request, plus parsing, validation, cost limits, resolving and a second JSON round on the same event loop.`,
    );
    const queued = Math.round((info.settings.connections / r.rest.requestsPerSecond) * 1000);
    points.push(
      `**Latency on ${name} is mostly queueing:** with ${info.settings.connections} connections always busy, Little's law gives a mean of ` +
        `${info.settings.connections} ÷ ${int(r.rest.requestsPerSecond)} req/s ≈ ${queued} ms per REST request (measured p50 ${r.rest.p50Ms} ms, p99 ${r.rest.p99Ms} ms). ` +
        `These latencies describe a saturated server, not what one user waits.`,
    );
    for (const [label, m] of [['REST', r.rest], ['GraphQL', r.graphql]] as const) {
      if (m.p99Ms > 4 * m.p50Ms) {
        points.push(
          `**Long tail, ${label} on ${name}:** p99 is ${(m.p99Ms / m.p50Ms).toFixed(1)}× p50. On a shared machine a burst of other work (see the load average) can cause this; rerun before reading it as the server's.`,
        );
      }
    }
  }
  const [pglite, postgres] = columns;
  if (pglite?.result && postgres?.result) {
    const ratio = (a: number, b: number) => (a / b).toFixed(1);
    points.push(
      `**PGlite vs PostgreSQL:** PostgreSQL serves ${ratio(postgres.result.rest.requestsPerSecond, pglite.result.rest.requestsPerSecond)}× PGlite's REST throughput and ` +
        `${ratio(postgres.result.graphql.requestsPerSecond, pglite.result.graphql.requestsPerSecond)}× its GraphQL throughput. PGlite is one connection: the driver queues every query of every request behind the one before, ` +
        `and PGlite's WebAssembly Postgres runs on the server's own thread, so query time is taken from HTTP handling. PostgreSQL runs queries in its own processes, through a pool of 10 connections. ` +
        `PGlite is the embedded default for demos and single-user installs; use PostgreSQL for anything shared.`,
    );
    if (postgres.result.graphql.requestsPerSecond < 1.3 * pglite.result.graphql.requestsPerSecond) {
      points.push(`**GraphQL barely gains from PostgreSQL:** the gateway's own work, on the one event loop, limits it before the database does.`);
    }
  }
  const bad: string[] = [];
  for (const { name, result: r } of measured) {
    for (const [label, m] of [['REST', r.rest], ['GraphQL', r.graphql]] as const) {
      if (m.errors + m.non2xx + m.badBodies > 0) {
        bad.push(`${label} on ${name}: ${m.errors} socket errors/timeouts, ${m.non2xx} non-2xx, ${m.badBodies} GraphQL error answers`);
      }
    }
  }
  points.push(bad.length ? `**Failures under load:** ${bad.join('; ')}.` : '**Failures under load:** none: every request in every measured run answered 2xx, and every GraphQL answer had data and no errors.');
  for (const column of columns.filter((c) => c.unavailable)) points.push(`**${column.name} was not measured:** ${column.unavailable}`);
  points.push(
    `**What the figures are not:** a capacity plan. The load generator runs on a worker thread of the same process, on the same ${os.availableParallelism()}-core machine as the server ` +
      `(and PostgreSQL), so all three compete for the cores, as does anything else running (see the load average above). ` +
      `Peak RSS is the whole process, load generator included, and memory is seldom handed back to the system, so the PostgreSQL column may start from the PGlite run's high-water mark; the heap figure is the server's thread only. ` +
      `The dataset is the demo one (${measured[0]?.result.total ?? '?'} properties for ${info.account}). Compare runs on the same machine; do not compare them across machines.`,
  );
  return points;
}

export function renderDoc(columns: Column[], info: RunInfo): string {
  const cpus = os.cpus();
  const first = columns.find((c) => c.result)?.result;
  return `# Performance

Measured by \`npm run bench\` (tests/bench/run-bench.ts), which rewrites this file. Rerun it after changes that touch the properties list, the gateway or the store.

## Machine

- CPU: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} cores (${os.availableParallelism()} available)
- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB
- OS: ${os.type()} ${os.release()} (${os.arch()})
- Node.js: ${process.version}
- Load average (1 min): ${info.loadAverage.start.toFixed(2)} when the run started, ${info.loadAverage.end.toFixed(2)} when it ended (the bench itself keeps the cores busy, so the second figure includes it; more than that is other work, which skews the figures)
- Date: ${new Date().toISOString().slice(0, 10)}

## Method

- The whole product (REST, gateway, identity provider) in one process on 127.0.0.1, started by \`startTestApp\` with the demo data, once per database:
  PGlite **in memory** (\`DATA_DIR=:memory:\`), then PostgreSQL in a fresh schema that is dropped afterwards.
- Signed in as \`${info.account}\` through the real OpenID code flow; every request carries the ID token in \`AuthorizationJWT\`.
- Dataset: ${first ? `${first.total} properties visible to ${info.account}; the page holds ${first.pageRows} of them (REST) and ${first.graphqlRows} (GraphQL)` : 'not measured'}.
- Load: [autocannon](https://github.com/mcollina/autocannon), ${info.settings.connections} connections, one worker thread, a ${info.settings.warmupSeconds} s warm-up (discarded), then a ${info.settings.seconds} s measured run, per endpoint and database. \`BENCH_SECONDS\` changes the measured run.
- REST: \`GET /api/properties?page=1&page_size=${info.pageSize}\`.
- GraphQL: \`POST /graphql\` with
  \`${info.query}\`
- Requests/s is autocannon's mean of per-second counts; latencies are over every request of the measured run. A GraphQL answer counts as failed when it carries \`errors\` or no \`data\`, whatever its HTTP status.
- "REST calls per GraphQL query" is the gateway's \`x-upstream-calls\` header on one query.

## Results

${renderTable(columns)}

## Reading

${reading(columns, info)
  .map((point) => `- ${point}`)
  .join('\n')}

## Where the time goes

A CPU profile of the REST list on PostgreSQL (20 connections, 6 s, taken with the inspector on
2026-11-23; not rewritten by the bench) spent about 45% of the process's samples in socket writes
(\`writev\`, to the client and to PostgreSQL), then JSON serialisation, pg's row parsing and Kysely's
query building, none above 5%. Socket system calls are expensive on this virtual machine, so the
figures above are bounded by the machine more than by the code. Round trips are what the code
controls: a list request makes two (the user, then the page with its count, sellers and
organisations as JSON in one query); folding sellers and organisations into the page query, down
from two further queries, raised PostgreSQL's REST figure from 247 to 311 req/s and GraphQL's from
119 to 154.
`;
}
