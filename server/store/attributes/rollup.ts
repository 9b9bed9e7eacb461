import { sql, type Expression, type SqlBool } from 'kysely';
import type { AttributeReportQuery } from '../../../contracts/attributes.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Db } from '../database.ts';
import type { Viewer } from '../viewer.ts';
import { reportScope, type ScopeQuery } from './report-scope.ts';

/** Properties per attribute and dimension, with the sum and number of the measures. */
export type CountRow = { key: string; dimension: string; count: number; sum: number | null; measured: number };

/** A part's counts before they are added up: bigint and numeric arrive as text. */
type PartRow = { key: string; dimension: string; count: string; sum: string | null; measured: string };

const DAY = 86_400_000;

/**
 * What the rollup (migration 0016) can count for a report, and what is left to the attribute
 * rows. The rollup counts whole UTC days of creation, for the agencies the viewer acts for (every
 * property for an administrator); the part days at the ends of the date range and the properties
 * the viewer sees through another relation (creator, owner, seller, made available to) are
 * counted from the attribute rows. A search cannot be told from the rollup: undefined then.
 */
type RollupPlan = { from: Date | null; until: Date | null; agencies: number[] | null };

function rollupPlan(viewer: Viewer, query: AttributeReportQuery): RollupPlan | undefined {
  if (query.search?.trim()) return undefined;
  const agencies = viewer.role === ROLE.administrator ? null : viewer.actsFor;
  if (agencies !== null && agencies.length === 0) return undefined;
  const after = query.created_after ? new Date(query.created_after) : null;
  const before = query.created_before ? new Date(query.created_before) : null;
  // The first whole day on or after `after`, and the day `before` falls in (not whole).
  const from = after ? new Date(Math.ceil(after.getTime() / DAY) * DAY) : null;
  const until = before ? new Date(Math.floor(before.getTime() / DAY) * DAY) : null;
  if (from && until && from >= until) return undefined;
  return { from, until, agencies };
}

/**
 * The counts over attribute rows of the properties in `scope`. A searched scope is found first on
 * its own (`materialized`), where the trigram indexes answer it; joined in, the planner would
 * rather scan every property, not knowing how dear a pattern match is. Sums are exact (numeric),
 * like the rollup's, so that both give the same figure to the last digit.
 */
function perRowPart(db: Db, scope: ScopeQuery, keys: readonly string[], searched: boolean) {
  const rows = searched
    ? db
        .with(
          (cte) => cte('s').materialized(),
          () => scope,
        )
        .selectFrom('property_attributes as a')
        .innerJoin('s', 's.id', 'a.property_id')
    : db.selectFrom('property_attributes as a').innerJoin(scope.as('s'), 's.id', 'a.property_id');
  return rows
    .where('a.key', 'in', [...keys])
    .select([
      'a.key',
      'a.dimension',
      sql<string>`count(*)`.as('count'),
      sql<string | null>`sum(a.value::numeric)`.as('sum'),
      sql<string>`count(a.value)`.as('measured'),
    ])
    .groupBy(['a.key', 'a.dimension']);
}

/** The counts the rollup holds for the plan's days and agencies under the report's filters. */
function rollupPart(db: Db, query: AttributeReportQuery, plan: RollupPlan, keys: readonly string[]) {
  let rows = db
    .selectFrom('attribute_rollup as r')
    .where('r.key', 'in', [...keys])
    .where('r.deleted', '=', Boolean(query.deleted));
  if (plan.from) rows = rows.where('r.created_day', '>=', plan.from);
  if (plan.until) rows = rows.where('r.created_day', '<', plan.until);
  if (plan.agencies) rows = rows.where('r.agency_id', 'in', plan.agencies);
  if (query.agency !== undefined) rows = rows.where('r.agency_id', '=', query.agency);
  if (query.brand !== undefined) {
    const brand = query.brand;
    rows = rows.where((eb) =>
      eb.or([
        eb('r.agency_id', '=', brand),
        eb('r.agency_id', 'in', eb.selectFrom('organisations as o').select('o.id').where('o.parent_id', '=', brand)),
      ]),
    );
  }
  if (query.owner !== undefined) rows = rows.where('r.owner_id', '=', query.owner);
  if (query.phase !== undefined) rows = rows.where('r.phase_id', '=', query.phase);
  return rows
    .select([
      'r.key',
      'r.dimension',
      sql<string>`sum(r.properties)`.as('count'),
      sql<string | null>`sum(r.value_sum)`.as('sum'),
      sql<string>`sum(r.measured)`.as('measured'),
    ])
    .groupBy(['r.key', 'r.dimension']);
}

/** The properties in scope the rollup does not count: outside the whole days, or seen through another relation than the agency. */
function restOfScope(scope: ScopeQuery, plan: RollupPlan): ScopeQuery {
  return scope.where((eb) => {
    const outside: Expression<SqlBool>[] = [];
    if (plan.agencies) outside.push(eb('p.agency_id', 'is', null), eb('p.agency_id', 'not in', plan.agencies));
    if (plan.from) outside.push(eb('p.created_at', '<', plan.from));
    if (plan.until) outside.push(eb('p.created_at', '>=', plan.until));
    return outside.length ? eb.or(outside) : sql<SqlBool>`false`;
  });
}

/**
 * The summary's counts in one statement: from the rollup where the report allows, plus the
 * attribute rows of what it leaves out; otherwise all from the attribute rows. `useRollup: false`
 * forces the latter (the tests compare the two).
 */
export async function attributeCounts(
  db: Db,
  viewer: Viewer,
  query: AttributeReportQuery,
  keys: readonly string[],
  useRollup = true,
): Promise<CountRow[]> {
  const scope = reportScope(db, viewer, query);
  const plan = useRollup ? rollupPlan(viewer, query) : undefined;
  const parts = plan
    ? [
        rollupPart(db, query, plan, keys),
        ...(plan.agencies || plan.from || plan.until ? [perRowPart(db, restOfScope(scope, plan), keys, false)] : []),
      ]
    : [perRowPart(db, scope, keys, Boolean(query.search?.trim()))];
  const all = sql<PartRow>`(${sql.join(parts, sql` union all `)})`;
  return db
    .selectFrom(all.as('u'))
    .select([
      'u.key',
      'u.dimension',
      sql<number>`sum(u.count)::int`.as('count'),
      sql<number | null>`sum(u.sum)::float8`.as('sum'),
      sql<number>`sum(u.measured)::int`.as('measured'),
    ])
    .groupBy(['u.key', 'u.dimension'])
    .execute();
}
