import { MESSAGES } from '../../../domain/messages.ts';
import { mayUploadTo } from '../../../domain/uploads.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { forbidden, notFound } from '../app-error.ts';

/** A property whose vault the viewer may read: one they cannot see does not exist for them. */
export async function vaultProperty(db: Db, { viewer, propertyId }: { viewer: Viewer; propertyId: number }) {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  return property;
}

/** A property the viewer may add files to or remove them from (`mayUploadTo`). */
export async function uploadableProperty(
  db: Db,
  options: { viewer: Viewer; propertyId: number },
): Promise<PropertyRecord> {
  const property = await vaultProperty(db, options);
  if (!mayUploadTo(options.viewer, property)) throw forbidden(MESSAGES.uploadNotAllowed);
  return property;
}
