/**
 * `npx node tests/bench/explain-list.ts`: the PostgreSQL plans of the properties list's one statement
 * (viewer and page), for an agent, a home mover and an administrator, over the demo data plus a
 * synthetic portfolio large enough for the planner to prefer indexes (EXTRA_PROPERTIES, default
 * 50,000 across 200 agencies). Works in a scratch schema and drops it. For docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ROLE } from '../../domain/roles.ts';
import { dropSchema, openDatabase } from '../../server/store/database.ts';
import { migrateToLatest } from '../../server/store/migrate.ts';
import { listWithViewerQuery, pageParams } from '../../server/store/property-list.ts';
import { seedDemoData } from '../../server/demo/seed.ts';
import { seedPhases } from '../../server/store/phases.ts';
import { loadViewer } from '../../server/store/viewer.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const extra = Number(process.env.EXTRA_PROPERTIES ?? 50_000);
const schema = `explain_${randomBytes(4).toString('hex')}`;
const { db, close } = await openDatabase({ databaseUrl: url, schema });
try {
  await migrateToLatest(db, schema);
  await seedPhases(db);
  await seedDemoData(db);
  // A portfolio at scale: agencies, movers, and properties each with one seller, some shared with a firm.
  await sql`insert into organisations (name, type) select 'Agency ' || g, 2 from generate_series(1, 200) g`.execute(db);
  await sql`insert into users (id, email, role) select 'mover-' || g, 'mover' || g || '@example.com', ${ROLE.homeMover} from generate_series(1, 5000) g`.execute(
    db,
  );
  await sql`insert into properties (name, agency_id, owner_id, creator_id, friendly_id, created_at)
    select g || ' Synthetic Road', (select min(id) from organisations) + (g % 210), null, null, 'SYN-' || g, now() - (g || ' minutes')::interval
    from generate_series(1, ${extra}) g`.execute(db);
  await sql`insert into property_sellers (property_id, user_id) select id, 'mover-' || (1 + id % 5000) from properties where friendly_id like 'SYN-%'`.execute(
    db,
  );
  await sql`insert into property_organisations (property_id, organisation_id)
    select p.id, (select id from organisations where name = 'Harper & Lowe Solicitors') from properties p where p.friendly_id like 'SYN-%' and p.id % 5 = 0`.execute(
    db,
  );
  await sql`analyze`.execute(db);
  for (const id of ['demo-agent', 'demo-mover', 'demo-admin']) {
    const { viewer } = (await loadViewer(db, id))!;
    const compiled = listWithViewerQuery(
      db,
      id,
      viewer!,
      pageParams({ page: 1, pageSize: 30, deleted: false }),
    ).compile();
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `explain (analyze, costs off, timing off, summary on) ${compiled.sql}`,
    });
    console.log(
      `\n### ${id} (${viewer!.role === ROLE.administrator ? 'sees everything' : `acts for ${JSON.stringify(viewer!.actsFor)}`})\n\n\`\`\`\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``,
    );
  }
} finally {
  await close();
  await dropSchema(url, schema);
}
