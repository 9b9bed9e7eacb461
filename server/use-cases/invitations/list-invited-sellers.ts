import type { InvitedSeller } from '../../../contracts/invitations.ts';
import { listSellers } from '../../store/invitations.ts';
import type { Viewer } from '../../store/viewer.ts';
import type { InvitationDeps } from './invitation-deps.ts';
import { invitableProperty } from './invitable-property.ts';
import { sellerJson } from './invite-seller.ts';

export async function listInvitedSellers(
  deps: InvitationDeps,
  viewer: Viewer,
  propertyId: number,
): Promise<InvitedSeller[]> {
  await invitableProperty(deps.db, viewer, propertyId, 'inviteSeller');
  return (await listSellers(deps.db, propertyId)).map(sellerJson);
}
