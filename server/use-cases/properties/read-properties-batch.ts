import type { PropertyPayload } from '../../../contracts/properties.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { visiblePropertiesByIds } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { answerEach, type BatchResult } from '../batch.ts';
import { propertyJson } from './property-json.ts';

/** Each property of a batch as `readProperty` answers it, read in one statement whatever the number of ids. */
export async function readPropertiesBatch(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<BatchResult<number, PropertyPayload>[]> {
  const found = new Map((await visiblePropertiesByIds(db, viewer, ids)).map((property) => [property.id, property]));
  return answerEach(
    ids,
    found,
    (id) => notFound(MESSAGES.propertyNotFound(id)),
    (property) => propertyJson(property, viewer),
  );
}
