import { sql } from 'kysely';
import type { AttributeStatisticsResponse } from '../../../contracts/attributes.ts';
import type { Db } from '../database.ts';
import { STATISTICS_COLUMNS } from '../../../domain/attributes/statistics-columns.ts';

export { STATISTICS_COLUMNS };

const KEY_OF_TABLE = { type: 'property_type', services: 'services', broadband: 'broadband', tenure: 'tenure' } as const;
/** The alert attributes that extend the tenure table, and the tenure they are a share of. */
const TENURE_EXTRAS = {
  freeholdpaycosts: 'freehold_unavoidable_costs',
  leaseholdlessthan80: 'short_lease',
  groundRentMoreThan01: 'onerous_ground_rent',
} as const;
const TENURE_BASE = {
  freeholdpaycosts: 'freehold',
  leaseholdlessthan80: 'leasehold',
  groundRentMoreThan01: 'leasehold',
} as const;

const percent = (count: number, base: number) => (base > 0 ? Math.round((count * 1000) / base) / 10 : 0);

/**
 * Computes the property attribute report over every current property, in two grouping
 * statements: counts per attribute and dimension (with the measures' averages) from the attribute
 * rollup (migration 0016), which holds them per day and group already, and the TA6 completion
 * counts. `useRollup: false` counts the attribute rows instead (the tests compare the two).
 */
export async function computeStatistics(
  db: Db,
  now = new Date(),
  { useRollup = true }: { useRollup?: boolean } = {},
): Promise<AttributeStatisticsResponse> {
  const keys = [
    ...Object.values(KEY_OF_TABLE),
    ...Object.values(TENURE_EXTRAS),
    'complexity',
    'predicted_weeks',
    'complexity_issues',
  ];
  const counted = useRollup
    ? db
        .selectFrom('attribute_rollup as r')
        .where('r.deleted', '=', false)
        .where('r.key', 'in', keys)
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
        .where('a.key', 'in', keys)
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
          'ta6_freehold',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const count = (key: string, dimension: string) =>
    rows.find((row) => row.key === key && row.dimension === dimension)?.count ?? 0;
  const propertiesWith = (key: string) =>
    rows.filter((row) => row.key === key && row.dimension !== '').reduce((sum, row) => sum + row.count, 0);
  const average = (key: string) => {
    const own = rows.filter((row) => row.key === key);
    const n = own.reduce((sum, row) => sum + row.count, 0);
    return n ? Math.round((own.reduce((sum, row) => sum + (row.average ?? 0) * row.count, 0) / n) * 10) / 10 : 0;
  };
  const complexityProps = rows.filter((row) => row.key === 'complexity').reduce((sum, row) => sum + row.count, 0);
  const issues = rows
    .filter((row) => row.key === 'complexity_issues' && row.dimension !== 'none')
    .reduce((sum, row) => sum + row.count, 0);

  const table = (name: keyof typeof KEY_OF_TABLE) =>
    Object.fromEntries(
      STATISTICS_COLUMNS[name].map((column) => [
        column,
        column in TENURE_EXTRAS
          ? count(TENURE_EXTRAS[column as keyof typeof TENURE_EXTRAS], 'true')
          : count(KEY_OF_TABLE[name], column),
      ]),
    ) as Record<string, number>;
  const counts = {
    type: table('type'),
    services: table('services'),
    broadband: table('broadband'),
    tenure: table('tenure'),
  };
  const typed = propertiesWith('property_type');
  const servicesBase = rows
    .filter((row) => row.key === 'services' && row.dimension === '')
    .reduce((sum, row) => sum + row.count, 0);
  const withServices = totals.total - servicesBase;
  const tenureBase = (column: string) =>
    column in TENURE_BASE ? counts.tenure[TENURE_BASE[column as keyof typeof TENURE_BASE]] : totals.total;
  const percentages = {
    type: Object.fromEntries(Object.entries(counts.type).map(([column, n]) => [column, percent(n, typed)])),
    services: Object.fromEntries(
      Object.entries(counts.services).map(([column, n]) => [column, percent(n, withServices)]),
    ),
    broadband: Object.fromEntries(
      Object.entries(counts.broadband).map(([column, n]) => [column, percent(n, totals.total)]),
    ),
    tenure: Object.fromEntries(
      Object.entries(counts.tenure).map(([column, n]) => [column, percent(n, tenureBase(column))]),
    ),
  };
  return {
    percentages,
    counts: { ...counts, nonstandard: counts.type.nonstandard },
    averages: {
      currentComplexity: average('complexity'),
      predictedTimescale: average('predicted_weeks'),
      complexityIssues: complexityProps ? Math.round((issues / complexityProps) * 10) / 10 : 0,
    },
    propTypePropCount: typed,
    ta6CompleteCount: totals.ta6,
    ta6CompleteFreeholdCount: totals.ta6_freehold,
    totalProps: totals.total,
    computed_at: now.toISOString(),
  };
}

/** Computes the report and keeps it as the latest snapshot. */
export async function refreshStatistics(db: Db): Promise<AttributeStatisticsResponse> {
  const report = await computeStatistics(db);
  await db
    .insertInto('attribute_statistics')
    .values({ report: JSON.stringify(report), computed_at: new Date(report.computed_at) })
    .execute();
  await db
    .deleteFrom('attribute_statistics')
    .where('id', 'not in', db.selectFrom('attribute_statistics').select('id').orderBy('id', 'desc').limit(10))
    .execute();
  return report;
}

/** The latest snapshot, computed on first use. */
export async function latestStatistics(db: Db): Promise<AttributeStatisticsResponse> {
  const row = await db
    .selectFrom('attribute_statistics')
    .select('report')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return refreshStatistics(db);
  return row.report as AttributeStatisticsResponse;
}
