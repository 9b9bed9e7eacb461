import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';

/** One property as the viewer sees it (its JSON is `propertyJson`); 404 outside the viewer's tenancy. */
export async function readProperty(
  db: Db,
  { viewer, propertyId: id }: { viewer: Viewer; propertyId: number },
): Promise<PropertyRecord> {
  const property = await findVisibleProperty(db, viewer, id);
  if (!property) throw notFound(MESSAGES.propertyNotFound(id));
  return property;
}
