import { MESSAGES } from '../../../domain/messages.ts';
import { can } from '../../../domain/permissions.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import { brandsAround } from '../../store/invite-options.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import { isPerson } from '../../store/service-users.ts';
import type { Viewer } from '../../store/viewer.ts';
import { forbidden, notFound } from '../app-error.ts';

/**
 * Who manages a property (spec 02 §4.7: delete it, change its owner and creator): an administrator,
 * and among the roles that add properties, the staff of the agency it belongs to (a brand admin for
 * every agency of the brand) and the person who created or owns it. An organisation it was merely
 * made available to, such as a solicitors' firm, does not.
 */
export function mayManage(
  viewer: Viewer,
  property: { agencyId: number | null; creatorId: string | null; ownerId: string | null },
): boolean {
  if (viewer.role === ROLE.administrator) return true;
  if (!can(viewer.role, 'CREATE_PROPERTY')) return false;
  return (
    (property.agencyId !== null && viewer.actsFor.includes(property.agencyId)) ||
    property.creatorId === viewer.id ||
    property.ownerId === viewer.id
  );
}

export async function manageableProperty(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<PropertyRecord & { creatorId: string | null }> {
  const property = await findVisibleProperty(db, viewer, id);
  if (!property) throw notFound(MESSAGES.propertyNotFound(id));
  const row = await db.selectFrom('properties').select('creator_id').where('id', '=', id).executeTakeFirstOrThrow();
  const withCreator = { ...property, creatorId: row.creator_id };
  if (!mayManage(viewer, withCreator)) throw forbidden(MESSAGES.manageNotAllowed);
  return withCreator;
}

/** Staff of the property's organisations and their brands (not sellers), with the present owner and creator. */
export async function candidates(db: Db, property: PropertyRecord & { creatorId: string | null }) {
  const organisations = [...property.organisationIds, ...(await brandsAround(db, property.organisationIds))];
  const present = [property.ownerId, property.creatorId].filter((id): id is string => id !== null);
  const rows = await db
    .selectFrom('users')
    .select(['id', 'display_name as name', 'email'])
    .where((eb) => {
      const ors = [];
      // The present owner and creator stay listed (the select shows who they are), but a service user is never offered.
      if (organisations.length)
        ors.push(
          eb.and([eb('organisation_id', 'in', organisations), eb('role', '!=', ROLE.homeMover), isPerson('users.id')]),
        );
      if (present.length) ors.push(eb('id', 'in', present));
      return ors.length ? eb.or(ors) : eb.val(false);
    })
    .orderBy('display_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name || row.email, email: row.email }));
}
