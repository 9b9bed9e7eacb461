import os from 'node:os';
import type { LoadSettings, Measurement } from './load.ts';

export type EndpointKey = 'health' | 'phases' | 'rest' | 'graphql' | 'nested' | 'bare';

export type Column = {
  name: string;
  unavailable?: string;
  /** Properties the account sees, rows on the measured page (REST and GraphQL), REST calls per GraphQL query. */
  total?: number;
  pageRows?: number;
  graphqlRows?: number;
  upstreamCalls?: number;
  /** REST calls for the list with each card's vault and action plan and the viewer's organisation. */
  nestedUpstreamCalls?: number;
  runs?: { key: EndpointKey; measurement: Measurement }[];
};

export type RunInfo = {
  settings: LoadSettings;
  pageSize: number;
  account: string;
  query: string;
  nestedQuery: string;
  loadAverage: { start: number; end: number };
};

const ENDPOINTS: [EndpointKey, string][] = [
  ['health', '`GET /api/health`, anonymous (one `select 1`)'],
  ['phases', '`GET /api/phases`, signed in (the token check alone, no query)'],
  ['rest', '`GET /api/properties` (page of 30), signed in'],
  ['graphql', 'GraphQL `properties`, product gateway'],
  ['nested', 'GraphQL `properties` with vault, action plan and organisation, product gateway'],
  ['bare', 'GraphQL `properties`, bare Apollo gateway'],
];

/** Marks the hand-written part of docs/performance.md that a rerun keeps. */
export const KEPT_HEADING = '## Targets';

const int = (n: number) => Math.round(n).toLocaleString('en-GB');
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

function find(column: Column, key: EndpointKey, connections: number): Measurement | undefined {
  return column.runs?.find((run) => run.key === key && run.measurement.connections === connections)?.measurement;
}

function cell(m: Measurement | undefined): string {
  if (!m) return 'unavailable';
  const failures = m.errors + m.non2xx + m.badBodies;
  const shown =
    m.connections === 1
      ? `${ms(m.msPerRequest)} ms (${int(m.requestsPerSecond)}/s; CPU ${m.cpuMsPerRequest.toFixed(2)} ms)`
      : `${int(m.requestsPerSecond)}/s (p99 ${m.p99Ms} ms; CPU ${m.cpuMsPerRequest.toFixed(2)} ms)`;
  return failures ? `${shown}, ${failures} failed` : shown;
}

function derived(column: Column, settings: LoadSettings): [string, string][] {
  const [one, many] = [settings.connections[0], settings.connections.at(-1)!];
  const at = (key: EndpointKey, c: number) => find(column, key, c);
  const ratio = (a?: Measurement, b?: Measurement) =>
    a && b ? `${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}×` : '–';
  const signIn =
    at('phases', one) && at('health', one)
      ? `${(at('phases', one)!.msPerRequest - at('health', one)!.msPerRequest).toFixed(2)} ms`
      : '–';
  const heap = Math.max(0, ...(column.runs ?? []).map((run) => run.measurement.peakHeapMb));
  return [
    [
      `Signed-in \`/api/phases\` ÷ anonymous \`/api/health\`, requests/s at ${one} connection (goal at least 0.9×)`,
      ratio(at('phases', one), at('health', one)),
    ],
    [`Signed-in \`/api/phases\` minus anonymous \`/api/health\`, ${one} connection`, signIn],
    [
      `The same in server CPU per request, ${one} connection`,
      at('phases', one) && at('health', one)
        ? `${(at('phases', one)!.cpuMsPerRequest - at('health', one)!.cpuMsPerRequest).toFixed(2)} ms`
        : '–',
    ],
    [
      `GraphQL list ÷ REST list, requests/s at ${one} / ${many}`,
      `${ratio(at('graphql', one), at('rest', one))} / ${ratio(at('graphql', many), at('rest', many))}`,
    ],
    [
      `Product gateway ÷ bare gateway, requests/s at ${one} / ${many}`,
      `${ratio(at('graphql', one), at('bare', one))} / ${ratio(at('graphql', many), at('bare', many))}`,
    ],
    [
      `GraphQL list with vault, action plan and organisation ÷ REST list, requests/s at ${one} / ${many}`,
      `${ratio(at('nested', one), at('rest', one))} / ${ratio(at('nested', many), at('rest', many))}`,
    ],
    [
      'REST calls per GraphQL query (the list / with vault, action plan and organisation)',
      `${column.upstreamCalls ?? '–'} / ${column.nestedUpstreamCalls ?? '–'}`,
    ],
    ['Peak server heap over the runs (MB)', column.runs ? String(heap) : '–'],
  ];
}

/** One row per endpoint and connection count; one column per database. */
export function renderTable(columns: Column[], settings: LoadSettings): string {
  const lines = [`| | ${columns.map((c) => c.name).join(' | ')} |`, `| --- |${columns.map(() => ' ---: |').join('')}`];
  for (const connections of settings.connections) {
    for (const [key, label] of ENDPOINTS) {
      lines.push(
        `| ${label}, ${connections} conn. | ${columns.map((c) => (c.runs ? cell(find(c, key, connections)) : 'unavailable')).join(' | ')} |`,
      );
    }
  }
  const rows = columns.map((c) => derived(c, settings));
  rows[0]?.forEach(([label], i) => lines.push(`| ${label} | ${rows.map((r) => r[i][1]).join(' | ')} |`));
  return lines.join('\n');
}

/** The targets the list benches decide, each ratio with its goal and PASS or SHORT. */
const GOALS: { label: string; over: EndpointKey; under: EndpointKey; goal: number }[] = [
  {
    label:
      'GraphQL list of 30 with vault, action plan and organisation ÷ the REST list of 30 (`GET /api/properties?page=1&page_size=30`, the same page without the nested data)',
    over: 'nested',
    under: 'rest',
    goal: 0.75,
  },
  {
    label: 'Product gateway ÷ bare Apollo gateway, the same GraphQL list (REST fields only) over the same REST API',
    over: 'graphql',
    under: 'bare',
    goal: 1,
  },
];

/** One row per goal, one column per database: the ratio of requests/s at each connection count, and PASS or SHORT. */
export function renderGoals(columns: Column[], settings: LoadSettings): string {
  const lines = [
    `| goal (requests/s at ${settings.connections.join(' / ')} connections) | ${columns.map((c) => c.name).join(' | ')} |`,
    `| --- |${columns.map(() => ' --- |').join('')}`,
  ];
  for (const { label, over, under, goal } of GOALS) {
    const cells = columns.map((column) =>
      settings.connections
        .map((connections) => {
          const a = find(column, over, connections);
          const b = find(column, under, connections);
          if (!a || !b) return 'unavailable';
          if (!a.requests || !b.requests) return 'no request completed (a longer BENCH_SECONDS)';
          const ratio = a.requestsPerSecond / b.requestsPerSecond;
          return `${ratio.toFixed(2)}× ${ratio >= goal ? 'PASS' : 'SHORT'}`;
        })
        .join(' / '),
    );
    lines.push(`| ${label}: at least ${goal.toFixed(2)}× | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function failuresNote(columns: Column[]): string {
  const bad: string[] = [];
  for (const column of columns) {
    for (const { key, measurement: m } of column.runs ?? []) {
      if (m.errors + m.non2xx + m.badBodies > 0) {
        bad.push(
          `${key} at ${m.connections} on ${column.name}: ${m.errors} socket errors/timeouts, ${m.non2xx} non-2xx, ${m.badBodies} GraphQL error answers`,
        );
      }
    }
  }
  return bad.length
    ? `**Failures under load:** ${bad.join('; ')}.`
    : '**Failures under load:** none: every request of every measured run answered 2xx, and every GraphQL answer had data and no errors.';
}

export function renderDoc(columns: Column[], info: RunInfo, previous: string): string {
  const cpus = os.cpus();
  const first = columns.find((c) => c.runs);
  const keptAt = previous.indexOf(KEPT_HEADING);
  const kept = keptAt >= 0 ? previous.slice(keptAt) : `${KEPT_HEADING}\n`;
  const unavailable = columns
    .filter((c) => c.unavailable)
    .map((c) => `- **${c.name} was not measured:** ${c.unavailable}\n`)
    .join('');
  return `# Performance

The product's current figures, how each is measured, and the targets they are held to. Earlier runs are in the file's history (\`git log -p docs/performance.md\`); this page keeps only the latest.

Measured by \`npm run bench\` (tests/bench/run-bench.ts), which rewrites this file down to "${KEPT_HEADING.slice(3)}". Rerun it after changes that touch sign-in, the properties list, the gateway or the store.

## Latest run

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores (${os.availableParallelism()} available), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()} (${os.arch()}), Node.js ${process.version}
- Load average (1 min): ${info.loadAverage.start.toFixed(2)} when the run started, ${info.loadAverage.end.toFixed(2)} when it ended (the bench itself keeps both cores busy; more than about 2 is other work on the machine, which lowers every figure)

At 1 connection a cell is the time per request (and requests/s); at 50, requests/s (and p99 latency, which at saturation is mostly queueing). "CPU" is the server thread's CPU time per request (the gateways included, PostgreSQL not): on a shared machine it moves far less with other work than wall time does, so it is the figure to compare between runs.

${renderTable(columns, info.settings)}

The goals these figures decide (PASS when met at that connection count, SHORT when not):

${renderGoals(columns, info.settings)}

${unavailable}- ${failuresNote(columns)}

## Method

- The whole product (REST, gateway, identity provider) in one process on 127.0.0.1, started by \`startTestApp\` with the demo data, once per database:
  PGlite **in memory** (\`DATA_DIR=:memory:\`), then PostgreSQL in a fresh schema that is dropped afterwards (pool of 10 connections).
- The bare gateway (tests/bench/bare-gateway.ts) runs in the same process on its own port: Apollo Server 5 on Fastify with the same schema subset and field mapping, forwarding the token to the same REST API with undici; no directives, no limits, no token check, no DataLoaders.
- Signed in as \`${info.account}\` through the real OpenID code flow; every signed-in request carries the ID token in \`AuthorizationJWT\`.
- Dataset: ${first ? `${first.total} properties visible to ${info.account}; the page holds ${first.pageRows} of them (REST) and ${first.graphqlRows} (GraphQL)` : 'not measured'}.
- Load: [autocannon](https://github.com/mcollina/autocannon) on a worker thread of the same process, at ${info.settings.connections.join(' and ')} connections, a ${info.settings.warmupSeconds} s warm-up (discarded), then a ${info.settings.seconds} s measured run, per endpoint, connection count and database${info.settings.rounds > 1 ? `; all of it ${info.settings.rounds} times round-robin, keeping each measurement's best run (the machine is shared; the best run is the least disturbed)` : ''}. \`BENCH_SECONDS\` and \`BENCH_ROUNDS\` change these.
- Requests/s is completed requests over the measured run. A GraphQL answer counts as failed when it carries \`errors\` or no \`data\`, whatever its HTTP status.
- GraphQL: \`POST /graphql\` with
  \`${info.query}\`
  (the product's and the bare gateway), and, for the product's gateway, the same page as the screens nest it:
  \`${info.nestedQuery}\`
  Its ratio is read against the REST list of 30, which carries no vault, action plan or organisation: what the nested data costs counts against the gateway.
- Peak heap is the server thread's \`heapUsed\` (the load generator's thread has its own heap), sampled every 250 ms.
- The server runs as in production (\`NODE_ENV=production\`, tests/bench/production-mode.ts): the gateway trusts the REST answers instead of checking each against its contract, as it does in tests.
- The load generator, the server and PostgreSQL share the machine's cores: compare runs on the same machine only, and read the load average first.

${kept}`;
}
