import type { PropertyOwnersResponse } from '../../../contracts/invitations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { publishAccessChanged } from '../live/access-changed.ts';
import { candidates, manageableProperty } from './manageable-property.ts';

/** Makes a candidate the property's owner or creator; the one replaced may lose it, so its live streams are checked at once. */
export async function setPropertyPerson(
  db: Db,
  viewer: Viewer,
  id: number,
  field: 'owner_id' | 'creator_id',
  userId: string,
): Promise<PropertyOwnersResponse> {
  const property = await manageableProperty(db, viewer, id);
  const people = await candidates(db, property);
  if (!people.some((person) => person.id === userId)) throw badRequest(MESSAGES.personNotCandidate);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('properties')
      .set({ [field]: userId })
      .where('id', '=', id)
      .execute();
    await publishAccessChanged(trx, { propertyIds: [id] });
  });
  const owners = {
    owner_id: field === 'owner_id' ? userId : property.ownerId,
    creator_id: field === 'creator_id' ? userId : property.creatorId,
  };
  return { ...owners, people };
}
