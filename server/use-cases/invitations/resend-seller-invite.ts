import type { InvitedSeller } from '../../../contracts/invitations.ts';
import { invitationTheme } from '../../../domain/invitations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import { themeByKey } from '../../../domain/themes.ts';
import { invitationMail } from '../../services/mail/invitation-mail.ts';
import { queueMail } from '../../services/mail/mail-service.ts';
import { listSellers, lockProperty, propertyThemeKey } from '../../store/invitations.ts';
import type { Viewer } from '../../store/viewer.ts';
import type { InvitationDeps } from './invitation-deps.ts';
import { notFound } from '../app-error.ts';
import { invitableProperty } from './invitable-property.ts';
import { sellerJson } from './invite-seller.ts';
import { sendInvitation } from './send-invitation.ts';

/**
 * Sends a seller's invitation again with a new link (the old one stops working) and a new expiry.
 * A seller who already signed up gets the mail again with a link to the property itself.
 */
export async function resendSellerInvite(
  deps: InvitationDeps,
  viewer: Viewer,
  inviter: string,
  propertyId: number,
  sellerId: string,
): Promise<InvitedSeller> {
  const property = await invitableProperty(deps.db, viewer, propertyId, 'inviteSeller');
  const propertyTheme = await propertyThemeKey(deps.db, propertyId);
  const seller = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockProperty(trx, propertyId))) throw notFound(MESSAGES.propertyNotFound(propertyId));
    const found = (await listSellers(trx, propertyId)).find((row) => row.id === sellerId);
    if (!found) throw notFound(MESSAGES.sellerNotFound(sellerId));
    const previous =
      found.invitation_id === null
        ? undefined
        : await trx
            .selectFrom('invitations')
            .select('theme_key')
            .where('id', '=', found.invitation_id)
            .executeTakeFirst();
    const theme = propertyTheme ? invitationTheme(propertyTheme, null) : themeByKey(previous?.theme_key);
    const letter = { kind: 'seller' as const, inviter, propertyName: property.name, theme, publicUrl: deps.publicUrl };
    if (found.accepted) {
      // Already a seller: the mail links straight to the property, through the log-in page.
      await queueMail(
        trx,
        invitationMail({
          ...letter,
          to: found.email,
          name: found.name,
          link: `${deps.publicUrl}/properties/${propertyId}`,
        }),
      );
      return found;
    }
    await sendInvitation(
      trx,
      {
        propertyId,
        email: found.email,
        name: found.name,
        role: ROLE.homeMover,
        organisationId: null,
        themeKey: theme.key,
        invitedBy: viewer.id,
      },
      letter,
    );
    return (await listSellers(trx, propertyId)).find((row) => row.invitation_id === found.invitation_id)!;
  });
  deps.mailQueued?.();
  return sellerJson(seller);
}
