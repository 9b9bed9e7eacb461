import { sql } from 'kysely';
import type { AttributeReportQuery, AttributeSummaryResponse } from '../../../contracts/attributes.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { organisationVisibleTo, propertyVisibleTo } from '../tenancy.ts';
import type { Db } from '../database.ts';
import type { Viewer } from '../viewer.ts';
import { reportScope } from './report-scope.ts';

/**
 * HOP milestones of the properties in scope, in one statement over the scope itself. The related
 * tables are asked with `in`, which PostgreSQL answers from one hashed pass each, rather than a
 * lookup per property.
 */
export async function summaryMetadata(
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

/** What the report's filters offer the viewer: brands and agencies they can see, owners (at most 500) of properties they can see. */
export async function filterChoices(db: Db, viewer: Viewer) {
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
  return { organisations, owners };
}
