import { attributeDefinition } from '../../../domain/attributes/catalogue.ts';
import { deriveAttributes } from '../../../domain/attributes/engine.ts';
import { loadAttributeInputs, replaceAttributes } from '../../store/attributes/recompute.ts';
import type { Db } from '../../store/database.ts';

/**
 * Derives one property's attributes from what is known of it now and stores them in place of the
 * old ones; how many it has. A property that no longer exists has none.
 */
export async function recomputeAttributes(
  db: Db,
  { propertyId, now = new Date() }: { propertyId: number; now?: Date },
): Promise<number> {
  const inputs = await loadAttributeInputs(db, propertyId, now);
  if (!inputs) return 0;
  const rows = deriveAttributes(inputs).map((attribute) => {
    const definition = attributeDefinition(attribute.key)!;
    return {
      property_id: propertyId,
      key: attribute.key,
      dimension: attribute.dimension,
      value: attribute.value,
      source_name: definition.source.name,
      source_title: definition.source.title,
      computed_at: now,
    };
  });
  await replaceAttributes(db, propertyId, rows);
  return rows.length;
}
