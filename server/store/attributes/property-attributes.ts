import type { PropertyAttributesResponse } from '../../../contracts/attributes.ts';
import { attributeDefinition } from '../../../domain/attributes/catalogue.ts';
import { propertyVisibleTo } from '../tenancy.ts';
import type { Db } from '../database.ts';
import type { Viewer } from '../viewer.ts';

/** The stored attributes of several properties in one statement; properties the viewer cannot see are left out. */
export async function attributesOfProperties(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<PropertyAttributesResponse> {
  const rows = ids.length
    ? await db
        .selectFrom('property_attributes as a')
        .innerJoin('properties as p', 'p.id', 'a.property_id')
        .where('a.property_id', 'in', [...ids])
        .where(propertyVisibleTo(viewer))
        .select([
          'a.property_id',
          'a.key',
          'a.dimension',
          'a.value',
          'a.source_name',
          'a.source_title',
          'a.computed_at',
        ])
        .orderBy('a.property_id')
        .orderBy('a.key')
        .orderBy('a.dimension')
        .execute()
    : [];
  const byProperty = new Map<number, PropertyAttributesResponse['properties'][number]['attributes']>();
  for (const row of rows) {
    const list = byProperty.get(row.property_id) ?? [];
    list.push({
      key: row.key,
      name: attributeDefinition(row.key)?.name ?? row.key,
      dimension: row.dimension,
      value: row.value,
      source: { name: row.source_name, title: row.source_title },
      computed_at: new Date(row.computed_at).toISOString(),
    });
    byProperty.set(row.property_id, list);
  }
  return { properties: [...byProperty].map(([property_id, attributes]) => ({ property_id, attributes })) };
}
