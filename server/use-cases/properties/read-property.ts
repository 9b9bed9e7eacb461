import type { PropertyPayload } from '../../../contracts/properties.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { propertyJson } from './property-json.ts';

/** One property as the viewer sees it; 404 outside the viewer's tenancy. */
export async function readProperty(
  db: Db,
  { viewer, propertyId: id }: { viewer: Viewer; propertyId: number },
): Promise<PropertyPayload> {
  const property = await findVisibleProperty(db, viewer, id);
  if (!property) throw notFound(MESSAGES.propertyNotFound(id));
  return propertyJson(property, viewer);
}
