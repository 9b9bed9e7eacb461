import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeReportQuery } from '../../contracts/attributes.ts';
import { ATTRIBUTES } from '../../domain/attributes/catalogue.ts';
import { ROLE } from '../../domain/roles.ts';
import { computeStatistics } from '../../server/use-cases/attributes/statistics.ts';
import { summariseAttributeReport } from '../../server/use-cases/attributes/summarise-attributes.ts';
import { loadViewer, type Viewer } from '../../server/store/viewer.ts';
import { callApi } from '../fixtures/http.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * The attribute rollup (migration 0016) against the attribute rows it summarises: every report
 * read from it must equal the same report counted row by row, for every role and filter, after
 * the changes that move a property between groups.
 */

let app: TestApp;
let a: Side;
let b: Side;
let adminToken: string;
let sellerToken: string;
const db = () => app.database!.db;
const DAY = 86_400_000;

/** A small seeded generator, so a failure can be run again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] };
}

async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(db(), { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 600 });
}

async function settled(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await app.jobs!.runDueJobs();
    const pending = await db()
      .selectFrom('jobs')
      .select('id')
      .where('queue', 'like', 'attributes%')
      .where('status', 'in', ['pending', 'running'])
      .execute();
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('attribute jobs did not finish');
}

/** The rollup as it should be: counted afresh from the attribute rows and their properties. */
async function drift(): Promise<unknown[]> {
  const { rows } = await sql`
    with fresh as (
      select date_trunc('day', p.created_at, 'UTC') as created_day, coalesce(p.agency_id, 0) as agency_id, coalesce(p.owner_id, '') as owner_id,
        p.phase_id, p.deleted_at is not null as deleted, a.key, a.dimension,
        count(*)::int as properties, count(a.value)::int as measured, coalesce(sum(a.value::numeric), 0) as value_sum
      from property_attributes a join properties p on p.id = a.property_id
      group by 1, 2, 3, 4, 5, 6, 7
    ),
    kept as (select created_day, agency_id, owner_id, phase_id, deleted, key, dimension, properties, measured, value_sum from attribute_rollup)
    (select 'missing' as side, * from (select * from fresh except select * from kept) m)
    union all
    (select 'extra' as side, * from (select * from kept except select * from fresh) e)`.execute(db());
  return rows;
}

const rollupRows = async () =>
  (await db().selectFrom('attribute_rollup').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;

const DIMENSIONS = ['GREEN', 'AMBER', 'RED', 'true', 'false', '', 'freehold', 'leasehold'];

/** Random attribute rows for a property, as the engine could write them: measures with one decimal. */
async function writeRandomAttributes(propertyId: number, random: ReturnType<typeof generator>) {
  const rows = ATTRIBUTES.filter(() => random.next() < 0.8).map((attribute) => ({
    property_id: propertyId,
    key: attribute.key,
    dimension: random.pick(DIMENSIONS),
    value: attribute.kind === 'measure' ? Math.round(random.next() * 600) / 10 : null,
    source_name: attribute.source.name,
    source_title: attribute.source.title,
  }));
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('property_attributes').where('property_id', '=', propertyId).execute();
      if (rows.length) await trx.insertInto('property_attributes').values(rows).execute();
    });
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', JOB_POLL_MS: '3600000' });
  ({ a, b } = await buildTwoBrands(db()));
  const admin = await createUser(db(), { role: ROLE.administrator });
  adminToken = await tokenFor(admin.id);
  sellerToken = await tokenFor(a.users.homeMover.id);
  await settled();
});
afterAll(() => app?.close());

describe('the attribute rollup', () => {
  it('follows a change of a property’s inputs: the summary counts the recomputed attribute', async () => {
    const property = await createProperty(db(), {
      name: 'Rollup Cottage',
      agencyId: a.agency.id,
      sellerIds: [a.users.homeMover.id],
    });
    await settled();
    const redDueDiligence = async (query = '') => {
      const summary = await callApi(app.url, 'GET', `/attributes/summary?all_fields=true${query}`, {
        token: adminToken,
      });
      expect(summary.status).toBe(200);
      const body = summary.body as { attributes: { key: string; metrics: { count: Record<string, number> } }[] };
      return (
        body.attributes.find((attribute) => attribute.key === 'mortgage_check_due_diligence')?.metrics.count.RED ?? 0
      );
    };
    const before = await redDueDiligence();
    const saved = await callApi(app.url, 'POST', `/questionnaire/${property.id}/2`, {
      token: sellerToken,
      body: { answers: { ta6_2_1_1: '1' } },
    });
    expect(saved.status).toBe(200);
    await settled();
    expect(await redDueDiligence()).toBe(before + 1);

    // A phase move regroups the property's counts at once, before its attributes are derived again.
    const inPhase3 = await redDueDiligence('&phase=3');
    await db().updateTable('properties').set({ phase_id: 3 }).where('id', '=', property.id).execute();
    expect(await redDueDiligence('&phase=3')).toBe(inPhase3 + 1);
    expect(await drift()).toEqual([]);
  });

  it('gives every role and filter exactly what the attribute rows give, through every kind of change', async () => {
    const random = generator(20261123);
    const agencies = [a.agency.id, b.agency.id, a.simpleOrg.id, b.simpleOrg.id, null];
    const people = [...Object.values(a.users), ...Object.values(b.users)].map((user) => user.id);
    const firms = [a.firm.id, b.firm.id, a.agency.id];
    const now = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      const property = await createProperty(db(), {
        name: `Random ${i}`,
        agencyId: random.pick(agencies),
        creatorId: random.next() < 0.3 ? random.pick(people) : null,
        ownerId: random.next() < 0.5 ? random.pick(people) : null,
        sellerIds: random.next() < 0.3 ? [random.pick(people)] : [],
        madeAvailableTo: random.next() < 0.2 ? [random.pick(firms)] : [],
        phaseId: 1 + Math.floor(random.next() * 3),
        deleted: random.next() < 0.15,
      });
      // Spread over the last ten days at any time of day.
      await db()
        .updateTable('properties')
        .set({ created_at: new Date(now - random.next() * 10 * DAY) })
        .where('id', '=', property.id)
        .execute();
      await writeRandomAttributes(property.id, random);
      ids.push(property.id);
    }
    expect(await drift()).toEqual([]);

    // Changes that move counts: phase, agency, owner, creation date, deletion, rows updated in place, a property removed.
    for (const id of ids.slice(0, 12))
      await db()
        .updateTable('properties')
        .set({ phase_id: 1 + Math.floor(random.next() * 3) })
        .where('id', '=', id)
        .execute();
    for (const id of ids.slice(12, 20))
      await db()
        .updateTable('properties')
        .set({ agency_id: random.pick(agencies), owner_id: random.pick([...people, null]) })
        .where('id', '=', id)
        .execute();
    for (const id of ids.slice(20, 26))
      await db()
        .updateTable('properties')
        .set({ created_at: new Date(now - random.next() * 10 * DAY) })
        .where('id', '=', id)
        .execute();
    for (const id of ids.slice(26, 32))
      await db()
        .updateTable('properties')
        .set({ deleted_at: random.next() < 0.5 ? new Date() : null })
        .where('id', '=', id)
        .execute();
    await db()
      .updateTable('property_attributes')
      .set({ dimension: 'RED', value: sql`coalesce(value, 0) + 0.3` })
      .where('property_id', 'in', ids.slice(32, 40))
      .where('key', 'in', ['complexity', 'predicted_weeks'])
      .execute();
    for (const id of ids.slice(40, 46)) await writeRandomAttributes(id, random);
    await db()
      .deleteFrom('property_attributes')
      .where('property_id', '=', ids[46])
      .where('key', '=', 'tenure')
      .execute();
    await db().deleteFrom('property_sellers').where('property_id', 'in', ids.slice(47, 50)).execute();
    await db().deleteFrom('property_organisations').where('property_id', 'in', ids.slice(47, 50)).execute();
    await db().deleteFrom('jobs').where('queue', 'like', 'attributes%').execute();
    await db().deleteFrom('properties').where('id', 'in', ids.slice(50, 53)).execute();
    expect(await drift()).toEqual([]);
    expect(await rollupRows()).toBeGreaterThan(0);

    const viewers: Viewer[] = [];
    for (const side of [a, b]) {
      for (const user of Object.values(side.users)) {
        const loaded = await loadViewer(db(), user.id);
        if (loaded?.viewer) viewers.push(loaded.viewer);
      }
    }
    const midnight = Math.floor(now / DAY) * DAY;
    const at = (ms: number) => new Date(ms).toISOString();
    const queries: AttributeReportQuery[] = [
      {},
      { deleted: true },
      { created_after: at(now - 3.4 * DAY) },
      { created_before: at(now - 2.6 * DAY) },
      { created_after: at(now - 7.2 * DAY), created_before: at(now - 1.5 * DAY) },
      { created_after: at(midnight - 4 * DAY), created_before: at(midnight - DAY) },
      { created_after: at(now - 0.2 * DAY), created_before: at(now - 0.1 * DAY) },
      { agency: a.agency.id },
      { brand: a.brand.id },
      { brand: b.brand.id, created_after: at(now - 5.5 * DAY) },
      { owner: a.users.agent.id },
      { phase: 2 },
      { phase: 3, deleted: true, created_before: at(now - 1.1 * DAY) },
      { agency: b.agency.id, phase: 1, owner: b.users.homeMover.id },
      { search: 'Random 1' },
    ];
    let compared = 0;
    for (const viewer of viewers) {
      for (const query of queries) {
        for (const allFields of [true, false]) {
          const report = { viewer, query: { ...query, all_fields: allFields } };
          const rolledUp = await summariseAttributeReport(db(), report);
          const perRow = await summariseAttributeReport(db(), { ...report, useRollup: false });
          expect({ role: viewer.role, query, allFields, summary: rolledUp }).toEqual({
            role: viewer.role,
            query,
            allFields,
            summary: perRow,
          });
          if (rolledUp.attributes.length) compared++;
        }
      }
    }
    // The comparisons are not all of empty reports.
    expect(compared).toBeGreaterThan(viewers.length * 4);

    const at0 = new Date(0);
    expect(await computeStatistics(db(), { now: at0 })).toEqual(
      await computeStatistics(db(), { now: at0, useRollup: false }),
    );
    // Sixty properties and every viewer's report: on PGlite's one connection, under load, longer than the default.
  }, 120_000);

  // Two writers at once need two connections: PostgreSQL only (PGlite has one).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'stays exact when a property moves while its attributes are being replaced',
    async () => {
      const random = generator(7);
      const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
      for (const moveFirst of [true, false]) {
        const property = await createProperty(db(), {
          name: `Concurrent ${moveFirst}`,
          agencyId: a.agency.id,
          phaseId: 1,
        });
        await writeRandomAttributes(property.id, random);
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        // The first writer holds its transaction open until the second has had to wait for it.
        const move = (first: boolean) =>
          db()
            .transaction()
            .execute(async (trx) => {
              await trx.updateTable('properties').set({ phase_id: 2 }).where('id', '=', property.id).execute();
              if (first) await gate;
            });
        const replace = (first: boolean) =>
          db()
            .transaction()
            .execute(async (trx) => {
              await trx.deleteFrom('property_attributes').where('property_id', '=', property.id).execute();
              await trx
                .insertInto('property_attributes')
                .values({
                  property_id: property.id,
                  key: 'complexity',
                  dimension: 'RED',
                  value: 70,
                  source_name: 'timescale',
                  source_title: 'Conveyancing Timescale',
                })
                .execute();
              if (first) await gate;
            });
        const firstWriter = moveFirst ? move(true) : replace(true);
        await pause();
        const secondWriter = moveFirst ? replace(false) : move(false);
        await pause();
        release();
        await Promise.all([firstWriter, secondWriter]);
        expect(await drift()).toEqual([]);
      }
    },
  );
});
