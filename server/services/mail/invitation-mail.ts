import { INVITATION_LIFETIME_DAYS, type InviteKind } from '../../../domain/invitations.ts';
import type { Theme } from '../../../domain/themes.ts';
import { escapeHtml } from '../identity/pages.ts';
import type { MailMessage } from './mail-service.ts';

type InvitationMail = {
  kind: InviteKind;
  to: string;
  /** The invited person's name where the inviter gave one. */
  name: string | null;
  inviter: string;
  propertyName: string;
  /** The firm or agency a solicitor or agent is invited as part of. */
  organisationName?: string;
  theme: Theme;
  link: string;
};

const AS: Record<InviteKind, string> = { seller: 'a seller', solicitor: 'the solicitor', agent: 'the estate agent' };

/**
 * An invitation under the property's theme: its application name in the subject and text, and a
 * link that signs up or logs in and then opens the property.
 */
export function invitationMail(input: InvitationMail): MailMessage {
  const role = input.organisationName ? `${AS[input.kind]} (${input.organisationName})` : AS[input.kind];
  const lines = [
    `Hello${input.name ? ` ${input.name}` : ''},`,
    `${input.inviter} has invited you to ${input.propertyName} on ${input.theme.appName}, as ${role}.`,
    `Open the link below to sign up, or to log in if you already have an account, with this email address (${input.to}). The link works for ${INVITATION_LIFETIME_DAYS} days and only once.`,
  ];
  const ignore = 'If you were not expecting this invitation, you can ignore this email.';
  const body = lines.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return {
    template: `invite-${input.kind}`,
    to: input.to,
    subject: `You are invited to ${input.propertyName} on ${input.theme.appName}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${ignore}\n`,
    html: `<!doctype html><html lang="en-GB"><body style="font-family: system-ui, sans-serif; color: #1a1b1e">${body}<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p><p>${escapeHtml(ignore)}</p></body></html>`,
  };
}
