/**
 * `npm run bench`, attribute reports: 100,000 properties with their attributes seeded into
 * PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a schema of its
 * own, dropped afterwards), then the attribute summary, examples and statistics timed through the
 * REST API as an administrator (goal: each under 300 ms), and the REST calls the GraphQL report
 * query makes (constant). Prints a table; docs/performance.md keeps the figures of a run.
 *
 * The attributes are written in SQL with a spread like real portfolios' (hashing each property's
 * id), not derived by the engine one property at a time: the point is the reports' cost over the
 * attributes table, which is the same whatever wrote the rows.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { ATTRIBUTES } from '../../domain/attributes/catalogue.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { freePort, startTestApp } from '../fixtures/test-app.ts';

const PROPERTIES = Number(process.env.BENCH_ATTRIBUTE_PROPERTIES ?? 100_000);
const RUNS = 7;
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
process.env.DATABASE_URL = url;

/** Dimensions each attribute takes in the seeded data, the first ones most often. */
const DIMENSIONS: Record<string, string[]> = {
  complexity: ['GREEN', 'GREEN', 'AMBER', 'RED'],
  complexity_issues: [
    'none',
    'leasehold',
    'restrictions',
    'restrictive_covenants',
    'disputes',
    'works_without_approval',
    'flooding',
    'no_title_data',
  ],
  predicted_weeks: ['GREEN', 'GREEN', 'AMBER', 'RED'],
  potential_timesavings: ['8-9 weeks', '9-10 weeks', '6-7 weeks', '7-8 weeks', '10-11 weeks'],
  property_type: [
    'terraced',
    'semi',
    'detached',
    'flat1',
    'flat2',
    'bungalow',
    'flat3',
    'flat4',
    'other',
    'nonstandard',
    '',
  ],
  services: ['electricity', 'water', 'gas', 'sewerage', 'broadband', 'telephone', 'cable'],
  broadband: ['fttc', 'fttp', 'adsl', 'cable', 'unknown'],
  tenure: ['freehold', 'freehold', 'leasehold', 'commonhold', 'other'],
};
const RATING = ['GREEN', 'GREEN', 'AMBER', 'RED'];
const FLAG = ['false', 'false', 'false', 'true', ''];

function dimensionsOf(key: string): string[] {
  return DIMENSIONS[key] ?? (key.startsWith('mortgage') ? RATING : FLAG);
}

async function timed(fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const median = (times: number[]) => times[Math.floor(times.length / 2)];

async function main() {
  const schema = `bench_attrs_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await startTestApp({
    PORT: String(port),
    PUBLIC_URL: origin,
    DATABASE_SCHEMA: schema,
    JOB_POLL_MS: '3600000',
  });
  const db = app.database!.db;
  try {
    const seedStart = performance.now();
    // The insert trigger would queue a recomputation per property; the seed writes attributes itself.
    await sql`alter table properties disable trigger properties_attributes_insert_trg`.execute(db);
    const agency = await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Cotswold Homes')
      .executeTakeFirstOrThrow();
    await sql`
      insert into properties (name, address, city, postcode, phase_id, complete, agency_id, owner_id, creator_id, friendly_id, created_at)
      select 'Bench ' || g, g || ' Bench Street, Testford', 'Testford', 'TE' || (g % 90 + 1) || ' 1AA', (g % 3) + 1, (g * 37) % 101,
        ${agency.id}, 'demo-agent', 'demo-agent', 'B-' || g, now() - ((g * 7919) % (730 * 24)) * interval '1 hour'
      from generate_series(1, ${PROPERTIES}) g`.execute(db);
    await sql`alter table properties enable trigger properties_attributes_insert_trg`.execute(db);
    for (const attribute of ATTRIBUTES) {
      const dims = dimensionsOf(attribute.key);
      const multi = attribute.kind === 'multi';
      const measure = attribute.kind === 'measure';
      // Multi-valued attributes get two distinct values per property; the others one.
      const picks = multi ? [0, 1] : [0];
      for (const offset of picks) {
        await sql`
          insert into property_attributes (property_id, key, dimension, value, source_name, source_title)
          select p.id, ${attribute.key}, (${sql.val(dims)}::text[])[((abs(hashtext(p.id::text || ${attribute.key})) + ${offset}) % ${dims.length}) + 1],
            ${measure ? sql`8 + (abs(hashtext(p.id::text)) % 60)::float8 / 4` : sql`null`}, ${attribute.source.name}, ${attribute.source.title}
          from properties p where p.name like 'Bench %'
          on conflict do nothing`.execute(db);
      }
    }
    await sql`analyze`.execute(db);
    const rows = await db
      .selectFrom('property_attributes')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const { idToken } = await loginAs(origin, 'demo-admin');
    const headers = { authorizationjwt: idToken };
    const get = async (path: string) => {
      const response = await fetch(`${origin}/api${path}`, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const week = encodeURIComponent(new Date(Date.now() - 7 * 86_400_000).toISOString());
    const results: [string, number[]][] = [
      [
        'summary, last 7 days (default)',
        await timed(() => get(`/attributes/summary?all_fields=true&created_after=${week}`)),
      ],
      ['summary, all 100,000 properties', await timed(() => get('/attributes/summary?all_fields=true'))],
      ['summary, search "Bench 99"', await timed(() => get('/attributes/summary?all_fields=true&search=Bench%2099'))],
      [
        'examples, restrictions=true, last 7 days',
        await timed(() => get(`/attributes/examples?all_fields=true&restrictions=true&created_after=${week}`)),
      ],
      [
        'examples, restrictions=true, all',
        await timed(() => get('/attributes/examples?all_fields=true&restrictions=true')),
      ],
      ['statistics (kept snapshot)', await timed(() => get('/attributes/statistics'))],
      [
        'statistics refresh (recount)',
        await timed(async () => {
          const response = await fetch(`${origin}/api/attributes/statistics/refresh`, { method: 'POST', headers });
          if (!response.ok) throw new Error(`refresh: ${response.status}`);
          await response.json();
        }),
      ],
    ];
    const report = `query($filter: AttributeReportFilter) { attributeSummary(filter: $filter) { attributes { key name source { name title } metrics { total average dimensions { key count percentage } } } filterOptions { brand { id } owner { id } } metadata { totalProperties } } }`;
    const calls: number[] = [];
    for (const filter of [
      { allFields: true, createdAfter: new Date(Date.now() - 7 * 86_400_000).toISOString() },
      { allFields: true },
    ]) {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: report, variables: { filter } }),
      });
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      calls.push(Number(response.headers.get('x-upstream-calls')));
    }

    const version = (
      await sql<{ server_version: string }>`show server_version`.execute(db)
    ).rows[0].server_version.split(' ')[0];
    console.log(
      `\nAttribute reports on PostgreSQL ${version}: ${PROPERTIES.toLocaleString('en-GB')} properties, ${rows.n.toLocaleString('en-GB')} attribute rows (seeded in ${seedSeconds.toFixed(0)} s)`,
    );
    console.log(
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z\n`,
    );
    console.log('| report (REST, administrator) | median ms | best ms | worst ms | goal < 300 ms |');
    console.log('|---|---:|---:|---:|---|');
    for (const [label, times] of results) {
      console.log(
        `| ${label} | ${median(times).toFixed(0)} | ${times[0].toFixed(0)} | ${times.at(-1)!.toFixed(0)} | ${median(times) < 300 ? 'met' : 'missed'} |`,
      );
    }
    console.log(
      `\nGraphQL attribute report query: ${calls.join(' and ')} REST call(s) for the last 7 days and for all properties.`,
    );
  } finally {
    await app.close();
  }
}

await main();
