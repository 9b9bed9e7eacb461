import type { PropertyOwnersResponse } from '../../../contracts/invitations.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { candidates, manageableProperty } from './manageable-property.ts';

export async function propertyOwners(db: Db, viewer: Viewer, id: number): Promise<PropertyOwnersResponse> {
  const property = await manageableProperty(db, viewer, id);
  return { owner_id: property.ownerId, creator_id: property.creatorId, people: await candidates(db, property) };
}
