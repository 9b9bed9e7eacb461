import type { PropertyAttributesResponse } from '../../../contracts/attributes.ts';
import { attributeDefinition } from '../../../domain/attributes/catalogue.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { attributeRowsOf } from '../../store/attributes/property-attributes.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';

/** The highest id a property can have (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * The stored attributes of several properties, each named as reports name it; properties the
 * viewer cannot see, and those without attributes, are left out. An id no property could have is refused.
 */
export async function readPropertyAttributes(
  db: Db,
  { viewer, ids }: { viewer: Viewer; ids: readonly number[] },
): Promise<PropertyAttributesResponse> {
  const unique = [...new Set(ids)];
  if (unique.some((id) => id < 1 || id > MAX_ID)) throw badRequest(MESSAGES.attributePropertyIdsInvalid);
  const byProperty = new Map<number, PropertyAttributesResponse['properties'][number]['attributes']>();
  for (const row of await attributeRowsOf(db, viewer, unique)) {
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
