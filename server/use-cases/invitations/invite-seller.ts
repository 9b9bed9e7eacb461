import type { InviteSellerBody, InviteSellerResponse, InvitedSeller } from '../../../contracts/invitations.ts';
import { invitationTheme, isInviteEmail, MAX_SELLERS, mayInviteAnotherSeller } from '../../../domain/invitations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import {
  countSellers,
  findPendingInvitation,
  isSellerByEmail,
  listSellers,
  lockProperty,
  propertyThemeKey,
  type SellerRow,
} from '../../store/invitations.ts';
import { publishPropertyEvent } from '../live/publish-property-event.ts';
import type { Viewer } from '../../store/viewer.ts';
import type { InvitationDeps } from './invitation-deps.ts';
import { badRequest, conflict, notFound } from '../app-error.ts';
import { invitableProperty } from './invitable-property.ts';
import { sendInvitation } from './send-invitation.ts';

export function sellerJson(row: SellerRow): InvitedSeller {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    last_activity: row.last_activity?.toISOString() ?? null,
    accepted: row.accepted,
    invited_at: row.invited_at?.toISOString() ?? null,
  };
}

type Deps = InvitationDeps;

/**
 * Invites a seller by email (spec 02 §4.6): at most four sellers, counting invitations not yet
 * accepted, decided with the property row locked so two invitations at once cannot make a fifth.
 * Inviting an email that already has an invitation waiting sends it again instead of taking a place.
 */
export async function inviteSeller(
  deps: Deps,
  viewer: Viewer,
  inviter: string,
  propertyId: number,
  body: InviteSellerBody,
): Promise<InviteSellerResponse> {
  const email = body.email.trim();
  if (!isInviteEmail(email)) throw badRequest(MESSAGES.inviteSellerFailed);
  const property = await invitableProperty(deps.db, viewer, propertyId, 'inviteSeller');
  const theme = invitationTheme(await propertyThemeKey(deps.db, propertyId), body.theme);
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockProperty(trx, propertyId))) throw notFound(MESSAGES.propertyNotFound(propertyId));
    if (await isSellerByEmail(trx, propertyId, email)) throw conflict(MESSAGES.alreadySeller(email));
    const waiting = await findPendingInvitation(trx, propertyId, ROLE.homeMover, email);
    if (!waiting && !mayInviteAnotherSeller(await countSellers(trx, propertyId)))
      throw conflict(MESSAGES.maxSellersReached(MAX_SELLERS));
    const id = await sendInvitation(
      trx,
      {
        propertyId,
        email,
        name: null,
        role: ROLE.homeMover,
        organisationId: null,
        themeKey: theme.key,
        invitedBy: viewer.id,
      },
      { kind: 'seller', inviter, propertyName: property.name, theme, publicUrl: deps.publicUrl },
    );
    const sellers = await listSellers(trx, propertyId);
    await publishPropertyEvent(trx, propertyId, viewer.id, {
      type: 'people_changed',
      data: { name: email, role: ROLE.homeMover, added: true },
    });
    return { seller: sellers.find((row) => row.invitation_id === id)!, count: sellers.length };
  });
  deps.mailQueued?.();
  return { seller: sellerJson(result.seller), num_sellers: result.count };
}
