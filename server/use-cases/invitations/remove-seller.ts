import type { RemoveSellerResponse } from '../../../contracts/invitations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { countSellers, listSellers, lockProperty } from '../../store/invitations.ts';
import { publishPropertyEvent } from '../live/publish-property-event.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Viewer } from '../../store/viewer.ts';
import type { InvitationDeps } from './invitation-deps.ts';
import { notFound } from '../app-error.ts';
import { invitableProperty } from './invitable-property.ts';

/**
 * Removes a seller: an invitation still waiting is withdrawn (its link stops working); a seller who
 * signed up loses the property, and what they signed or answered stays on record.
 */
export async function removeSeller(
  deps: InvitationDeps,
  viewer: Viewer,
  propertyId: number,
  sellerId: string,
): Promise<RemoveSellerResponse> {
  await invitableProperty(deps.db, viewer, propertyId, 'inviteSeller');
  const count = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockProperty(trx, propertyId))) throw notFound(MESSAGES.propertyNotFound(propertyId));
    const seller = (await listSellers(trx, propertyId)).find((row) => row.id === sellerId);
    if (!seller) throw notFound(MESSAGES.sellerNotFound(sellerId));
    if (seller.invitation_id !== null) {
      await trx
        .updateTable('invitations')
        .set({ removed_at: new Date() })
        .where('id', '=', seller.invitation_id)
        .execute();
    } else {
      await trx
        .deleteFrom('property_sellers')
        .where('property_id', '=', propertyId)
        .where('user_id', '=', seller.id)
        .execute();
    }
    const count = await countSellers(trx, propertyId);
    // Last: the live event holds the event sequence until the commit; the removed seller's streams end at once.
    await publishPropertyEvent(trx, propertyId, viewer.id, {
      type: 'people_changed',
      data: { name: seller.name ?? seller.email, role: ROLE.homeMover, added: false },
    });
    return count;
  });
  return { id: sellerId, num_sellers: count };
}
