import { sql } from 'kysely';
import type { PropertyFilters } from '../../domain/admin/property-filters.ts';
import { ORGANISATION_TYPE } from '../../domain/organisation-types.ts';
import { ROLE } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import { organisationVisibleTo, propertyVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

export type AdminPropertyQuery = {
  page: number;
  pageSize: number;
  deleted: boolean;
  search?: string;
  createdAfter?: Date;
  createdBefore?: Date;
  filters: PropertyFilters;
};

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * One page of the admin list's ids, newest first, with the count of every match; filtering, the
 * date range and the search all happen in SQL over the properties the viewer may see.
 */
export async function adminPropertyPage(
  db: Db,
  viewer: Viewer,
  query: AdminPropertyQuery,
): Promise<{ ids: number[]; total: number; earliestSellers: Map<number, Date | null> }> {
  let q = db
    .selectFrom('properties as p')
    .select(['p.id', sql<number>`count(*) over ()`.as('total_count')])
    .select((eb) =>
      eb
        .selectFrom('property_sellers as ps')
        .select(sql<Date | null>`min(ps.added_at)`.as('m'))
        .whereRef('ps.property_id', '=', 'p.id')
        .as('earliest_seller_added'),
    )
    .where(propertyVisibleTo(viewer))
    .where('p.deleted_at', query.deleted ? 'is not' : 'is', null);
  if (query.createdAfter) q = q.where('p.created_at', '>=', query.createdAfter);
  if (query.createdBefore) q = q.where('p.created_at', '<=', query.createdBefore);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    q = q.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', pattern),
        eb('p.address', 'ilike', pattern),
        eb('p.postcode', 'ilike', pattern),
        eb('p.city', 'ilike', pattern),
        eb('p.friendly_id', 'ilike', pattern),
        eb('p.title_number', 'ilike', pattern),
      ]),
    );
  }
  const { agency, phase, brand } = query.filters;
  if (agency) {
    const id = Number(agency);
    q = q.where((eb) =>
      eb.or([
        eb('p.agency_id', '=', id),
        eb.exists(
          eb
            .selectFrom('property_organisations as po')
            .select(sql`1`.as('one'))
            .whereRef('po.property_id', '=', 'p.id')
            .where('po.organisation_id', '=', id),
        ),
      ]),
    );
  }
  if (phase) q = q.where('p.phase_id', '=', Number(phase));
  if (brand)
    q = q.where('p.agency_id', 'in', (eb) =>
      eb
        .selectFrom('organisations as a')
        .select('a.id')
        .where((w) => w.or([w('a.parent_id', '=', Number(brand)), w('a.id', '=', Number(brand))])),
    );
  const rows = await q
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  let total = Number(rows[0]?.total_count ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const counted = await q
      .clearSelect()
      .clearOrderBy()
      .clearLimit()
      .clearOffset()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst();
    total = Number(counted?.n ?? 0);
  }
  return {
    ids: rows.map((row) => row.id),
    total,
    earliestSellers: new Map(
      rows.map((row) => [row.id, row.earliest_seller_added === null ? null : new Date(row.earliest_seller_added)]),
    ),
  };
}

/** The values each filter offers this viewer: organisations they can see, and the phases. */
export async function adminFilterOptions(db: Db, viewer: Viewer) {
  const organisations = await db
    .selectFrom('organisations as o')
    .select(['o.id', 'o.name', 'o.type'])
    .where(organisationVisibleTo(viewer))
    .where('o.type', 'in', [ORGANISATION_TYPE.brand, ORGANISATION_TYPE.agency])
    .orderBy('o.name')
    .execute();
  const phases = await db.selectFrom('phases').select(['id', 'label']).orderBy('id').execute();
  const option = (o: { id: number; name?: string; label?: string }) => ({
    value: String(o.id),
    label: o.name ?? o.label ?? '',
  });
  return [
    ...(viewer.role === ROLE.administrator
      ? [
          {
            name: 'brand',
            label: 'Brand',
            values: organisations.filter((o) => o.type === ORGANISATION_TYPE.brand).map(option),
          },
        ]
      : []),
    {
      name: 'agency',
      label: 'Agency',
      values: organisations.filter((o) => o.type === ORGANISATION_TYPE.agency).map(option),
    },
    { name: 'phase', label: 'Phase', values: phases.map(option) },
  ];
}
