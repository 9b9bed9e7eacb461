import { sql } from 'kysely';
import type { AttributeStatisticsResponse } from '../../../contracts/attributes.ts';
import type { StatisticsCount, StatisticsTotals } from '../../../domain/attributes/statistics-report.ts';
import type { Db } from '../database.ts';

/**
 * What the property attribute report counts over every current property, in two grouping
 * statements: properties per attribute and dimension (with the measures' averages) from the
 * attribute rollup (migration 0016), which holds them per day and group already, and the TA6
 * completion counts. `useRollup: false` counts the attribute rows instead (the tests compare the two).
 */
export async function statisticsCounts(
  db: Db,
  keys: readonly string[],
  { useRollup }: { useRollup: boolean },
): Promise<{ rows: StatisticsCount[]; totals: StatisticsTotals }> {
  const counted = useRollup
    ? db
        .selectFrom('attribute_rollup as r')
        .where('r.deleted', '=', false)
        .where('r.key', 'in', [...keys])
        .select([
          'r.key',
          'r.dimension',
          sql<number>`sum(r.properties)::int`.as('count'),
          sql<number | null>`(sum(r.value_sum) / nullif(sum(r.measured), 0))::float8`.as('average'),
        ])
        .groupBy(['r.key', 'r.dimension'])
    : db
        .selectFrom('property_attributes as a')
        .innerJoin('properties as p', 'p.id', 'a.property_id')
        .where('p.deleted_at', 'is', null)
        .where('a.key', 'in', [...keys])
        .select([
          'a.key',
          'a.dimension',
          sql<number>`count(*)::int`.as('count'),
          sql<number | null>`avg(a.value::numeric)::float8`.as('average'),
        ])
        .groupBy(['a.key', 'a.dimension']);
  // `in` rather than `exists`: one hashed pass over each related table instead of a lookup per property.
  const ta6Complete = sql`p.id in (select q.property_id from property_questionnaires q where q.questionnaire_id = 2 and q.completion >= 100)`;
  const [rows, totals] = await Promise.all([
    counted.execute(),
    db
      .selectFrom('properties as p')
      .where('p.deleted_at', 'is', null)
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`count(*) filter (where ${ta6Complete})::int`.as('ta6'),
        sql<number>`count(*) filter (where ${ta6Complete}
          and p.id in (select t.property_id from property_attributes t where t.key = 'tenure' and t.dimension = 'freehold'))::int`.as(
          'ta6Freehold',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totals };
}

/** Keeps a report as the latest snapshot, with the nine before it. */
export async function saveStatistics(db: Db, report: AttributeStatisticsResponse): Promise<void> {
  await db
    .insertInto('attribute_statistics')
    .values({ report: JSON.stringify(report), computed_at: new Date(report.computed_at) })
    .execute();
  await db
    .deleteFrom('attribute_statistics')
    .where('id', 'not in', db.selectFrom('attribute_statistics').select('id').orderBy('id', 'desc').limit(10))
    .execute();
}

/** The latest snapshot, if any was kept. */
export async function latestSavedStatistics(db: Db): Promise<AttributeStatisticsResponse | undefined> {
  const row = await db
    .selectFrom('attribute_statistics')
    .select('report')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.report as AttributeStatisticsResponse | undefined;
}
