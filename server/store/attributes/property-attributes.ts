import { propertyVisibleTo } from '../tenancy.ts';
import type { Db } from '../database.ts';
import type { Viewer } from '../viewer.ts';

/**
 * The stored attributes of several properties in one statement, by property, key and dimension;
 * properties the viewer cannot see are left out.
 */
export async function attributeRowsOf(db: Db, viewer: Viewer, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('property_attributes as a')
    .innerJoin('properties as p', 'p.id', 'a.property_id')
    .where('a.property_id', 'in', [...ids])
    .where(propertyVisibleTo(viewer))
    .select(['a.property_id', 'a.key', 'a.dimension', 'a.value', 'a.source_name', 'a.source_title', 'a.computed_at'])
    .orderBy('a.property_id')
    .orderBy('a.key')
    .orderBy('a.dimension')
    .execute();
}
