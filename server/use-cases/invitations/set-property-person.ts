import type { PropertyOwnersResponse } from '../../../contracts/invitations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { candidates, manageableProperty } from './manageable-property.ts';

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
  await db
    .updateTable('properties')
    .set({ [field]: userId })
    .where('id', '=', id)
    .execute();
  const owners = {
    owner_id: field === 'owner_id' ? userId : property.ownerId,
    creator_id: field === 'creator_id' ? userId : property.creatorId,
  };
  return { ...owners, people };
}
