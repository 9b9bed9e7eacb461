import { sql } from 'kysely';
import type { AttributeReportQuery, AttributeSummaryResponse } from '../../../contracts/attributes.ts';
import { ATTRIBUTES, attributeDefinition } from '../../../domain/attributes/catalogue.ts';
import { attributeKeysFor } from '../../../domain/attributes/report-fields.ts';
import { PHASES } from '../../../domain/phases.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { organisationVisibleTo, propertyVisibleTo } from '../tenancy.ts';
import type { Db } from '../database.ts';
import type { Viewer } from '../viewer.ts';
import { reportScope } from './report-scope.ts';
import { attributeCounts } from './rollup.ts';

/**
 * The attribute summary (spec 02 §3.3) in one grouping statement: the number of properties per
 * attribute and dimension (a property has at most one row per attribute and dimension, so a
 * plain count is a count of properties) and the sum of the measures. An attribute's total is the
 * sum of its counts; for multi-valued attributes (complexity issues, services) it is the number of
 * properties with attributes, which every single-valued attribute's total already is, since the
 * engine writes each attribute for every property. Nothing but the counts leaves the database;
 * they come from the attribute rollup where the report allows (rollup.ts).
 */
export async function attributeSummary(
  db: Db,
  viewer: Viewer,
  query: AttributeReportQuery,
  allFields: boolean,
  { useRollup = true }: { useRollup?: boolean } = {},
): Promise<AttributeSummaryResponse> {
  const keys = attributeKeysFor(allFields);
  const [rows, metadata, filterOptions] = await Promise.all([
    attributeCounts(db, viewer, query, keys, useRollup),
    summaryMetadata(db, viewer, query),
    filterOptionsFor(db, viewer),
  ]);
  const byKey = new Map<string, { total: number; sum: number; measured: number; count: Record<string, number> }>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { total: 0, sum: 0, measured: 0, count: {} };
    entry.count[row.dimension] = row.count;
    entry.total += row.count;
    entry.sum += row.sum ?? 0;
    entry.measured += row.measured;
    byKey.set(row.key, entry);
  }
  const withAttributes = Math.max(
    0,
    ...ATTRIBUTES.filter((d) => d.kind !== 'multi' && byKey.has(d.key)).map((d) => byKey.get(d.key)!.total),
  );
  const attributes = ATTRIBUTES.filter((definition) => byKey.has(definition.key)).map((definition) => {
    const entry = byKey.get(definition.key)!;
    const measure = attributeDefinition(definition.key)!.kind === 'measure';
    const total = definition.kind === 'multi' && withAttributes > 0 ? withAttributes : entry.total;
    return {
      id: definition.key,
      key: definition.key,
      name: definition.name,
      source: definition.source,
      metrics: {
        total,
        count: sortedCounts(entry.count),
        average: measure && entry.measured ? Math.round((entry.sum / entry.measured) * 10) / 10 : null,
      },
    };
  });
  return { attributes, metadata, filter_options: filterOptions };
}

/** Dimensions by count, largest first, so "top 10" is the first ten everywhere. */
function sortedCounts(count: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(count).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
}

/**
 * HOP milestones of the properties in scope, in one statement over the scope itself. The related
 * tables are asked with `in`, which PostgreSQL answers from one hashed pass each, rather than a
 * lookup per property.
 */
async function summaryMetadata(
  db: Db,
  viewer: Viewer,
  query: AttributeReportQuery,
): Promise<AttributeSummaryResponse['metadata']> {
  const row = await reportScope(db, viewer, query)
    .clearSelect()
    .select([
      sql<number>`count(*)::int`.as('total_properties'),
      sql<number>`count(*) filter (where p.id in (select ps.property_id from property_sellers ps))::int`.as(
        'sellers_invited',
      ),
      sql<number>`count(*) filter (where p.phase_id >= 2)::int`.as('achieved_market_ready'),
      sql<number>`count(*) filter (where p.phase_id >= 3)::int`.as('achieved_contract_ready'),
      sql<number>`count(*) filter (where p.phase_id >= 3 and p.complete >= 100)::int`.as('achieved_exchange_ready'),
      sql<number>`count(*) filter (where p.id in (
        select po.property_id from property_organisations po join organisations o on o.id = po.organisation_id
        where o.type = ${ORGANISATION_TYPE.solicitorsFirm}))::int`.as('lawyer_instructed'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** What the report's filters offer the viewer: brands and agencies they can see, owners of properties they can see, the phases. */
async function filterOptionsFor(db: Db, viewer: Viewer): Promise<AttributeSummaryResponse['filter_options']> {
  const [organisations, owners] = await Promise.all([
    db
      .selectFrom('organisations as o')
      .select(['o.id', 'o.name', 'o.type'])
      .where(organisationVisibleTo(viewer))
      .where('o.type', 'in', [ORGANISATION_TYPE.brand, ORGANISATION_TYPE.agency])
      .orderBy('o.name')
      .execute(),
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.display_name'])
      .where(
        'u.id',
        'in',
        db
          .selectFrom('properties as p')
          .select('p.owner_id')
          .where(propertyVisibleTo(viewer))
          .where('p.owner_id', 'is not', null)
          .$narrowType<{ owner_id: string }>(),
      )
      .orderBy('u.display_name')
      .limit(500)
      .execute(),
  ]);
  return {
    brand: organisations
      .filter((o) => o.type === ORGANISATION_TYPE.brand)
      .map((o) => ({ id: String(o.id), name: o.name })),
    agency: organisations
      .filter((o) => o.type === ORGANISATION_TYPE.agency)
      .map((o) => ({ id: String(o.id), name: o.name })),
    owner: owners.map((u) => ({ id: u.id, name: u.display_name })),
    phase: PHASES.map((phase) => ({ id: String(phase.id), name: phase.label })),
  };
}
