import { inHowLong } from '../throttle/policy.ts';

/** What the provider's pages say; each message is a whole sentence (or two) and stands alone. */
export const IDENTITY_MESSAGES = {
  wrongCredentials: 'The email or password is not right. Please try again.',
  wrongCredentialsWait: (seconds: number) =>
    `The email or password is not right. You can try again ${inHowLong(seconds)}.`,
  signInThrottled: (seconds: number) => `Too many sign-in attempts. Please try again ${inHowLong(seconds)}.`,
  signUpThrottled: (seconds: number) =>
    `Too many accounts were created from your network. Please try again ${inHowLong(seconds)}.`,
  linksThrottled: (seconds: number) => `Too many emails were asked for. Please try again ${inHowLong(seconds)}.`,
  unverified: (email: string) =>
    `Please confirm your email address before you log in: open the link we sent to ${email}.`,
  checkEmail: (email: string, validFor: string) =>
    `We have sent a link to ${email}. Open it to confirm your email address, then log in. The link works for ${validFor}.`,
  resetSent: (email: string, validFor: string) =>
    `If an account uses ${email}, we have sent it a link to choose a new password. The link works for ${validFor}.`,
  linkUnusable: 'This link has expired or has already been used. You can ask for a new one from the log in page.',
  emailConfirmed: 'Your email address is confirmed. You can now log in.',
  passwordChanged: 'Your password has been changed. You can now log in with it.',
  demoUnavailable: 'That demo account is not available.',
  accountDisabled: 'This account has been disabled. Please contact your administrator.',
  nameRequired: 'Please enter your full name.',
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: 'Please choose a password of at least 8 characters.',
  formUnreadable: 'This page could not read what was sent. Please go back to the log in page and try again.',
  interactionExpired: 'This sign-in has expired or was already finished. Please start again from the log in page.',
} as const;

/** "24 hours", "1 hour", "30 minutes": how long a link works. */
export function duration(seconds: number): string {
  return inHowLong(seconds).replace(/^in /, '');
}
