import type { DeletedPropertyResponse, PropertyOwnersResponse } from '../../../contracts/invitations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { can } from '../../../domain/permissions.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import { brandsAround } from '../../store/invite-options.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import { isPerson } from '../../store/service-users.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';

/**
 * Who manages a property (spec 02 §4.7: delete it, change its owner and creator): an administrator,
 * and among the roles that add properties, the staff of the agency it belongs to (a brand admin for
 * every agency of the brand) and the person who created or owns it. An organisation it was merely
 * made available to, such as a solicitors' firm, does not.
 */
export function mayManage(viewer: Viewer, property: { agencyId: number | null; creatorId: string | null; ownerId: string | null }): boolean {
  if (viewer.role === ROLE.administrator) return true;
  if (!can(viewer.role, 'CREATE_PROPERTY')) return false;
  return (property.agencyId !== null && viewer.actsFor.includes(property.agencyId)) || property.creatorId === viewer.id || property.ownerId === viewer.id;
}

async function manageableProperty(db: Db, viewer: Viewer, id: number): Promise<PropertyRecord & { creatorId: string | null }> {
  const property = await findVisibleProperty(db, viewer, id);
  if (!property) throw notFound(MESSAGES.propertyNotFound(id));
  const row = await db.selectFrom('properties').select('creator_id').where('id', '=', id).executeTakeFirstOrThrow();
  const withCreator = { ...property, creatorId: row.creator_id };
  if (!mayManage(viewer, withCreator)) throw forbidden(MESSAGES.manageNotAllowed);
  return withCreator;
}

/**
 * Deleting a hop takes it out of every list and screen at once; the row, its answers, signatures and
 * documents are kept for the record (and the monthly limit keeps counting it), visible only in the
 * deleted list. Invitations still waiting stop working.
 */
export async function deleteProperty(db: Db, viewer: Viewer, id: number): Promise<DeletedPropertyResponse> {
  await manageableProperty(db, viewer, id);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('properties').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null).execute();
    await trx.updateTable('invitations').set({ removed_at: now }).where('property_id', '=', id).where('accepted_at', 'is', null).where('removed_at', 'is', null).execute();
  });
  return { id, deleted_at: now.toISOString() };
}

/** Staff of the property's organisations and their brands (not sellers), with the present owner and creator. */
async function candidates(db: Db, property: PropertyRecord & { creatorId: string | null }) {
  const organisations = [...property.organisationIds, ...(await brandsAround(db, property.organisationIds))];
  const present = [property.ownerId, property.creatorId].filter((id): id is string => id !== null);
  const rows = await db
    .selectFrom('users')
    .select(['id', 'display_name as name', 'email'])
    .where((eb) => {
      const ors = [];
      // The present owner and creator stay listed (the select shows who they are), but a service user is never offered.
      if (organisations.length) ors.push(eb.and([eb('organisation_id', 'in', organisations), eb('role', '!=', ROLE.homeMover), isPerson('users.id')]));
      if (present.length) ors.push(eb('id', 'in', present));
      return ors.length ? eb.or(ors) : eb.val(false);
    })
    .orderBy('display_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name || row.email, email: row.email }));
}

export async function propertyOwners(db: Db, viewer: Viewer, id: number): Promise<PropertyOwnersResponse> {
  const property = await manageableProperty(db, viewer, id);
  return { owner_id: property.ownerId, creator_id: property.creatorId, people: await candidates(db, property) };
}

export async function setPropertyPerson(db: Db, viewer: Viewer, id: number, field: 'owner_id' | 'creator_id', userId: string): Promise<PropertyOwnersResponse> {
  const property = await manageableProperty(db, viewer, id);
  const people = await candidates(db, property);
  if (!people.some((person) => person.id === userId)) throw badRequest(MESSAGES.personNotCandidate);
  await db.updateTable('properties').set({ [field]: userId }).where('id', '=', id).execute();
  const owners = { owner_id: field === 'owner_id' ? userId : property.ownerId, creator_id: field === 'creator_id' ? userId : property.creatorId };
  return { ...owners, people };
}
