import { escapeHtml } from '../identity/pages.ts';
import type { MailMessage } from './mail-service.ts';

type LinkMail = { to: string; name: string; appName: string; link: string; validFor: string };

function html(paragraphs: string[], link: string, label: string): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return `<!doctype html><html lang="en-GB"><body style="font-family: system-ui, sans-serif; color: #1a1b1e">${body}<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p></body></html>`;
}

export function verifyEmailMail(input: LinkMail): MailMessage {
  const lines = [
    `Hello ${input.name},`,
    `Please confirm that this is your email address to finish creating your ${input.appName} account. The link works for ${input.validFor} and only once.`,
  ];
  return {
    template: 'verify-email',
    to: input.to,
    subject: `Confirm your email address for ${input.appName}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nIf you did not create an account, you can ignore this email.\n`,
    html: html([...lines, 'If you did not create an account, you can ignore this email.'], input.link, 'Confirm my email address'),
  };
}

export function resetPasswordMail(input: LinkMail): MailMessage {
  const lines = [
    `Hello ${input.name},`,
    `Someone asked to reset the password of your ${input.appName} account. Choose a new password with this link; it works for ${input.validFor} and only once.`,
  ];
  return {
    template: 'reset-password',
    to: input.to,
    subject: `Reset your ${input.appName} password`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nIf you did not ask for this, you can ignore this email: your password stays as it is.\n`,
    html: html([...lines, 'If you did not ask for this, you can ignore this email: your password stays as it is.'], input.link, 'Choose a new password'),
  };
}
