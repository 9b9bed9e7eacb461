/**
 * The dashboard's one GraphQL query on PostgreSQL: the REST calls the gateway makes for it (for a
 * property with 1 document and with 20, 4 sellers and 3 organisations), requests per second and
 * p50/p99 at 1 and 10 connections, beside the REST calls a client would make for the same screen.
 * The figures replace the "Dashboard" section of docs/performance.md.
 */
import './production-mode.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser, setFormCompletion, signForms } from '../fixtures/factories.ts';
import { PNG, uploadFiles } from '../fixtures/files.ts';
import { freePort, startTestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { inFlight, measure, type LoadSettings, type Target } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const settings: LoadSettings = {
  connections: [1, 10],
  warmupSeconds: Math.max(1, Math.round(seconds / 5)),
  seconds,
  rounds: 1,
};
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DASHBOARD = [
  'operations/dashboard/Dashboard.graphql',
  'web/src/screens/dashboard/vault/VaultSection_property.graphql',
  'web/src/screens/dashboard/plan/DashboardActionPlan.graphql',
  'web/src/screens/portal/PortalLinkCard_property.graphql',
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** What a client without the gateway fetches for the same screen: the property, its vault and its action plan. */
const REST_PATHS = (id: number) => [`/property/${id}`, `/property/${id}/uploads`, `/property/${id}/action-plan`];

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// One agent sends every request, far past a person's rate: the request limiter still counts each
// one (its cost is in the figures), with limits no run can reach, or the rows would time refusals.
const app = await startTestApp({
  PORT: String(port),
  PUBLIC_URL: origin,
  DATABASE_URL: databaseUrl,
  DEMO: '0',
  REQUEST_LIMIT_PER_USER: String(2 ** 30),
  REQUEST_LIMIT_PER_ADDRESS: String(2 ** 30),
});
const rows: string[] = [];
/** Targets with a request that did not answer 2xx (or a GraphQL answer with errors): their figures mean nothing. */
const failing: string[] = [];
let calls: { small: number; large: number } | undefined;
try {
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Bench Homes' });
  const firms = await Promise.all([1, 2].map((n) => createOrganisation(db, { type: 3, name: `Bench Law ${n}` })));
  const sellers = await Promise.all(
    [1, 2, 3, 4].map(() => createUser(db, { role: ROLE.homeMover, acceptedTerms: true })),
  );
  const agent = await createUser(db, { role: ROLE.agent, organisationId: agency.id, acceptedTerms: true });
  const now = Math.floor(Date.now() / 1000);
  const token = (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${origin}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  const sellerToken = await token(sellers[0].id);
  const agentToken = await token(agent.id);
  const small = await createProperty(db, { agencyId: agency.id, sellerIds: [sellers[0].id] });
  await uploadFiles(origin, small.id, sellerToken, [{ name: 'only.png', bytes: PNG }]);
  const large = await createProperty(db, {
    agencyId: agency.id,
    sellerIds: sellers.map((s) => s.id),
    madeAvailableTo: firms.map((f) => f.id),
  });
  for (const batch of [0, 1])
    await uploadFiles(
      origin,
      large.id,
      sellerToken,
      Array.from({ length: 10 }, (_, i) => ({ name: `doc-${batch}-${i}.png`, bytes: PNG })),
    );
  await setFormCompletion(db, large.id, { 4: 100, 2: 100, 3: 70, 5: 40 });
  await signForms(
    db,
    large.id,
    [4, 2],
    sellers.map((s) => s.id),
  );

  const headers = { authorizationjwt: agentToken, 'content-type': 'application/json' };
  const body = (id: number) =>
    JSON.stringify({ query: DASHBOARD, operationName: 'Dashboard', variables: { id: String(id) } });
  const upstream = async (id: number) =>
    Number(
      (await fetch(`${origin}/graphql`, { method: 'POST', headers, body: body(id) })).headers.get('x-upstream-calls'),
    );
  calls = { small: await upstream(small.id), large: await upstream(large.id) };
  const idle = inFlight(app.app.server);
  const targets: Target[] = [
    {
      label: 'GraphQL Dashboard (20 documents)',
      method: 'POST',
      url: `${origin}/graphql`,
      headers,
      body: body(large.id),
      graphql: true,
    },
    ...REST_PATHS(large.id).map(
      (path): Target => ({
        label: `REST GET ${path.replace(String(large.id), '{id}')}`,
        method: 'GET',
        url: `${origin}/api${path}`,
        headers: { authorizationjwt: agentToken },
      }),
    ),
  ];
  for (const connections of settings.connections) {
    for (const target of targets) {
      const m = await measure(target, connections, settings, idle);
      rows.push(
        `| ${target.label} | ${connections} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50Ms.toFixed(1)} ms | ${m.p99Ms.toFixed(1)} ms | ${m.errors + m.non2xx + m.badBodies} |`,
      );
      console.log(rows.at(-1));
      if (m.errors + m.non2xx + m.badBodies > 0) failing.push(`${target.label} at ${connections} connections`);
    }
  }
} finally {
  await app.close();
}

if (failing.length > 0) {
  console.error(`Requests failed (${failing.join('; ')}): docs/performance.md is left as it was.`);
  process.exit(1);
}

const date = new Date().toISOString().slice(0, 10);
const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
const section = [
  '<!-- dashboard-bench:start -->',
  '## Dashboard',
  '',
  `Measured by \`npm run bench\` (tests/bench/dashboard-bench.ts) on ${date}: ${cpu}, ${os.cpus().length} cores, Node.js ${process.version}, PostgreSQL at 127.0.0.1, ${seconds} s per run (load generator in the same process). An agent reads the dashboard of a property with 20 documents, 4 sellers, 3 organisations and two signed forms.`,
  '',
  `The whole screen is one GraphQL query (operations/dashboard/Dashboard.graphql). The gateway makes **${calls?.small} REST calls** for it with 1 document and **${calls?.large}** with 20 (the viewer, the property, its vault, its action plan, its portal link); a client talking to the REST API would make 3 (the property, \`/uploads\`, \`/action-plan\`), and re-derive the viewer's field permissions itself.`,
  '',
  'Every measured request answered 2xx (and every GraphQL answer had data and no errors): a run with one that did not writes nothing here.',
  '',
  '| request | connections | req/s | p50 | p99 | failed |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '<!-- dashboard-bench:end -->',
].join('\n');

console.log(section);
const doc = new URL('../../docs/performance.md', import.meta.url);
const current = readFileSync(doc, 'utf8');
const next = current.includes('<!-- dashboard-bench:start -->')
  ? current.replace(/<!-- dashboard-bench:start -->[\s\S]*<!-- dashboard-bench:end -->/, section)
  : `${current.trimEnd()}\n\n${section}\n`;
writeFileSync(doc, next);
console.log(`\nWrote ${doc.pathname}`);
