import type { SelectQueryBuilder } from 'kysely';
import type { AttributeReportQuery } from '../../../contracts/attributes.ts';
import { propertyVisibleTo } from '../tenancy.ts';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import type { Viewer } from '../viewer.ts';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export type ScopeQuery = SelectQueryBuilder<Database & { p: Database['properties'] }, 'p', { id: number }>;

/**
 * The ids of the properties a report covers: the viewer's tenancy, current or deleted, the date
 * range, the brand, agency, owner and phase filters, and the search. Every report joins its
 * aggregation to this one subquery, so filters mean the same in all of them.
 */
export function reportScope(db: Db, viewer: Viewer, query: AttributeReportQuery): ScopeQuery {
  let scope = db
    .selectFrom('properties as p')
    .select('p.id')
    .where(propertyVisibleTo(viewer))
    .where('p.deleted_at', query.deleted ? 'is not' : 'is', null);
  if (query.created_after) scope = scope.where('p.created_at', '>=', new Date(query.created_after));
  if (query.created_before) scope = scope.where('p.created_at', '<=', new Date(query.created_before));
  if (query.agency !== undefined) scope = scope.where('p.agency_id', '=', query.agency);
  if (query.brand !== undefined) {
    const brand = query.brand;
    scope = scope.where((eb) =>
      eb.or([
        eb('p.agency_id', '=', brand),
        eb('p.agency_id', 'in', eb.selectFrom('organisations as o').select('o.id').where('o.parent_id', '=', brand)),
      ]),
    );
  }
  if (query.owner !== undefined) scope = scope.where('p.owner_id', '=', query.owner);
  if (query.phase !== undefined) scope = scope.where('p.phase_id', '=', query.phase);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    scope = scope.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', pattern),
        eb('p.address', 'ilike', pattern),
        eb('p.postcode', 'ilike', pattern),
        eb('p.title_number', 'ilike', pattern),
        eb('p.friendly_id', 'ilike', pattern),
      ]),
    );
  }
  return scope;
}
