import type { Theme } from '../../../domain/themes.ts';
import type { MailMessage } from './mail-service.ts';
import { themedMail } from './layout.ts';

type LinkMail = { to: string; name: string; theme: Theme; appOrigin: string; link: string; validFor: string };

export function verifyEmailMail(input: LinkMail): MailMessage {
  const { appName } = input.theme;
  return themedMail(input.theme, input.appOrigin, {
    template: 'verify-email',
    to: input.to,
    subject: `Confirm your email address for ${appName}`,
    paragraphs: [
      `Hello ${input.name},`,
      `Please confirm that this is your email address to finish creating your ${appName} account. The link works for ${input.validFor} and only once.`,
    ],
    action: { label: 'Confirm my email address', url: input.link },
    footnote: 'If you did not create an account, you can ignore this email.',
  });
}

export function resetPasswordMail(input: LinkMail): MailMessage {
  const { appName } = input.theme;
  return themedMail(input.theme, input.appOrigin, {
    template: 'reset-password',
    to: input.to,
    subject: `Reset your ${appName} password`,
    paragraphs: [
      `Hello ${input.name},`,
      `Someone asked to reset the password of your ${appName} account. Choose a new password with this link; it works for ${input.validFor} and only once.`,
    ],
    action: { label: 'Choose a new password', url: input.link },
    footnote: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  });
}
