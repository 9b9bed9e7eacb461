import type { Theme } from '../../../domain/themes.ts';
import type { Db } from '../../store/database.ts';
import type { MailService } from '../mail/mail-service.ts';
import { resetPasswordMail, verifyEmailMail } from '../mail/templates.ts';
import type { SignInThrottle } from '../throttle/sign-in-throttle.ts';
import { createEmailLink } from './email-links.ts';
import { duration } from './messages.ts';
import type { IdentityAccount } from './accounts.ts';

export type LinkLifetimes = { verifyEmailSeconds: number; resetPasswordSeconds: number };

/** What the provider's pages need beyond the provider itself. */
export type SignInServices = {
  db: Db;
  mail: MailService;
  throttle: SignInThrottle;
  /** Where emailed links point: `${issuer}/verify-email?token=…`. */
  issuer: string;
  links: LinkLifetimes;
  /** Ends every session of the account on every instance (after a password reset). */
  endUserSessions(accountId: string): Promise<void>;
};

/** The mail wears the theme of the client the user signed in through; `returnTo` is that app's origin. */
export async function sendVerificationLink(
  services: SignInServices,
  account: IdentityAccount,
  theme: Theme,
  returnTo: string | null,
): Promise<void> {
  const token = await createEmailLink(services.db, {
    accountId: account.id,
    purpose: 'verify-email',
    ttlSeconds: services.links.verifyEmailSeconds,
    returnTo,
  });
  await services.mail.send(
    verifyEmailMail({
      to: account.email,
      name: account.name,
      theme,
      appOrigin: returnTo ?? new URL(services.issuer).origin,
      link: `${services.issuer}/verify-email?token=${token}`,
      validFor: duration(services.links.verifyEmailSeconds),
    }),
  );
}

/** The mail wears the theme of the client the user signed in through; `returnTo` is that app's origin. */
export async function sendResetLink(
  services: SignInServices,
  account: IdentityAccount,
  theme: Theme,
  returnTo: string | null,
): Promise<void> {
  const token = await createEmailLink(services.db, {
    accountId: account.id,
    purpose: 'reset-password',
    ttlSeconds: services.links.resetPasswordSeconds,
    returnTo,
  });
  await services.mail.send(
    resetPasswordMail({
      to: account.email,
      name: account.name,
      theme,
      appOrigin: returnTo ?? new URL(services.issuer).origin,
      link: `${services.issuer}/reset-password?token=${token}`,
      validFor: duration(services.links.resetPasswordSeconds),
    }),
  );
}
