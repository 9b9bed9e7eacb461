import type { Transaction } from 'kysely';
import { invitationExpiry, type InviteKind } from '../../../domain/invitations.ts';
import type { Theme } from '../../../domain/themes.ts';
import { invitationMail } from '../../services/mail/invitation-mail.ts';
import { queueMail } from '../../services/mail/mail-service.ts';
import { upsertInvitation, type NewInvitation } from '../../store/invitations.ts';
import type { Database } from '../../store/schema.ts';

export type InvitationLetter = {
  kind: InviteKind;
  inviter: string;
  propertyName: string;
  organisationName?: string;
  theme: Theme;
  publicUrl: string;
};

/** The link in the mail: the web app's invitation page, which signs up or logs in and then accepts. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invitation/${encodeURIComponent(token)}`;
}

/**
 * Writes (or renews) the invitation and queues its mail in the caller's transaction: an invitation
 * exists exactly when its mail is in the outbox, which delivers it with retries.
 */
export async function sendInvitation(
  trx: Transaction<Database>,
  invitation: NewInvitation,
  letter: InvitationLetter,
): Promise<number> {
  const sentAt = new Date();
  const { id, token } = await upsertInvitation(trx, invitation, { sentAt, expiresAt: invitationExpiry(sentAt) });
  await queueMail(
    trx,
    invitationMail({
      kind: letter.kind,
      to: invitation.email.trim(),
      name: invitation.name,
      inviter: letter.inviter,
      propertyName: letter.propertyName,
      organisationName: letter.organisationName,
      theme: letter.theme,
      link: invitationLink(letter.publicUrl, token),
    }),
  );
  return id;
}
