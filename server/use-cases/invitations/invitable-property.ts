import { propertyCapabilities, type PropertyCapabilities } from '../../../domain/capabilities.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { forbidden, notFound } from '../app-error.ts';

/**
 * The property, if the viewer may invite to it in this way: 404 outside their tenancy, 403 when
 * their role lacks the invitation or the property is another organisation's and they may not
 * invite there (spec 01 §2 header, spec 02 §6).
 */
export async function invitableProperty(
  db: Db,
  viewer: Viewer,
  id: number,
  capability: keyof Pick<PropertyCapabilities, 'inviteSeller' | 'inviteSolicitor' | 'inviteAgent'>,
): Promise<PropertyRecord> {
  const property = await findVisibleProperty(db, viewer, id);
  if (!property) throw notFound(MESSAGES.propertyNotFound(id));
  if (!propertyCapabilities(viewer, property)[capability]) throw forbidden(MESSAGES.noPermission);
  return property;
}
