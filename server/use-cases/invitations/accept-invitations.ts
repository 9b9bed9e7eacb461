import type { AcceptInvitationResponse } from '../../../contracts/invitations.ts';
import { mayClaimInvitation } from '../../../domain/invitation-claim.ts';
import { staffClaimOutcome } from '../../../domain/invitations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE, type RoleCode } from '../../../domain/roles.ts';
import type { VerifiedIdentity } from '../../auth/verify-token.ts';
import type { Db } from '../../store/database.ts';
import { findInvitationByToken, pendingInvitationsFor } from '../../store/invitations.ts';
import type { Viewer } from '../../store/viewer.ts';
import { conflict, forbidden, notFound } from '../app-error.ts';
import { publishPropertyEvent } from '../live/publish-property-event.ts';

/**
 * Accepts invitations for the signed-in user (spec 02 §4.6). With a token, that invitation must
 * still be waiting, unexpired and addressed to the caller's verified email (domain/invitation-claim.ts);
 * a token cannot join any other property than its own. Whether or not a token is sent, every other
 * invitation waiting for the caller's verified email is accepted too, so a first sign-in picks up
 * everything the person was invited to. Sellers join the property; a solicitor or agent becomes
 * staff of the firm or agency they were invited as part of. Each property joined hears of it live
 * (a people_changed event per accepted invitation, in the transaction of the acceptance).
 */
export async function acceptInvitations(
  db: Db,
  identity: VerifiedIdentity,
  viewer: Viewer,
  token: string | undefined,
  now = new Date(),
): Promise<AcceptInvitationResponse> {
  return db.transaction().execute(async (trx) => {
    let tokenInvitationId: number | null = null;
    let tokenPropertyId: number | null = null;
    if (token) {
      const invitation = await findInvitationByToken(trx, token);
      if (!invitation || invitation.removed_at) throw notFound(MESSAGES.invitationInvalid);
      if (invitation.accepted_at) {
        if (invitation.accepted_by === viewer.id) return { property_id: invitation.property_id, properties: [] };
        throw conflict(MESSAGES.invitationUsed);
      }
      if (new Date(invitation.expires_at) <= now) throw conflict(MESSAGES.invitationExpired);
      const decision = mayClaimInvitation(
        { email: identity.email, emailVerified: identity.emailVerified },
        invitation.email,
      );
      if (!decision.allowed) throw forbidden(decision.message);
      tokenInvitationId = invitation.id;
      tokenPropertyId = invitation.property_id;
    }
    if (!identity.emailVerified || !identity.email) return { property_id: null, properties: [] };

    const waiting = await pendingInvitationsFor(trx, identity.email, now);
    const user = await trx
      .selectFrom('users')
      .select(['role', 'organisation_id', 'display_name', 'email'])
      .where('id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    const sells = await trx
      .selectFrom('property_sellers')
      .select('property_id')
      .where('user_id', '=', viewer.id)
      .execute();
    let current = { role: user.role as RoleCode, organisationId: user.organisation_id, sells: sells.length };
    const accepted: { id: number; name: string }[] = [];
    const joined: { propertyId: number; role: RoleCode }[] = [];

    // Staff invitations first: becoming a solicitor or agent is only for someone not yet selling.
    const ordered = [...waiting].sort(
      (a, b) => Number(a.role === ROLE.homeMover) - Number(b.role === ROLE.homeMover) || a.id - b.id,
    );
    for (const invitation of ordered) {
      if (invitation.role === ROLE.homeMover) {
        await trx
          .insertInto('property_sellers')
          .values({ property_id: invitation.property_id, user_id: viewer.id })
          .onConflict((oc) => oc.columns(['property_id', 'user_id']).doNothing())
          .execute();
        current = { ...current, sells: current.sells + 1 };
      } else {
        const organisationId = invitation.organisation_id!;
        const outcome = staffClaimOutcome(current, { role: invitation.role, organisationId });
        if (outcome === 'refused') {
          if (invitation.id === tokenInvitationId)
            throw conflict(MESSAGES.invitationOtherOrganisation(invitation.organisation_name ?? ''));
          continue;
        }
        if (outcome === 'becomes-staff') {
          await trx
            .updateTable('users')
            .set({ role: invitation.role, organisation_id: organisationId })
            .where('id', '=', viewer.id)
            .execute();
          current = { role: invitation.role, organisationId, sells: current.sells };
        }
        if (invitation.agency_id !== organisationId) {
          await trx
            .insertInto('property_organisations')
            .values({ property_id: invitation.property_id, organisation_id: organisationId })
            .onConflict((oc) => oc.columns(['property_id', 'organisation_id']).doNothing())
            .execute();
        }
      }
      await trx
        .updateTable('invitations')
        .set({ accepted_at: now, accepted_by: viewer.id })
        .where('id', '=', invitation.id)
        .execute();
      if (!accepted.some((property) => property.id === invitation.property_id))
        accepted.push({ id: invitation.property_id, name: invitation.property_name });
      joined.push({ propertyId: invitation.property_id, role: invitation.role as RoleCode });
    }
    // Last, in property order: each event holds its property's event lock until the commit, and
    // two acceptances taking the locks in one order cannot wait for each other.
    const name = user.display_name || user.email;
    for (const { propertyId, role } of joined.sort((a, b) => a.propertyId - b.propertyId))
      await publishPropertyEvent(trx, propertyId, viewer.id, {
        type: 'people_changed',
        data: { name, role, added: true },
      });
    return { property_id: tokenPropertyId, properties: accepted };
  });
}
