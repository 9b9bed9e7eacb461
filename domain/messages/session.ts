/**
 * The messages every screen may show before any feature loads (session, connection, a missing
 * property): kept apart from the full catalogue (domain/messages.ts, which includes them) so the
 * web app's first bundle carries these few lines, not every feature's words.
 */
export const SESSION_MESSAGES = {
  connectionProblem: (host: string) =>
    `We're having some problems connecting to ${host}. Please make sure you have a stable connection and try again in a few minutes.`,
  propertyNotFound: (id: string | number) => `Property not found with id ${id}.`,
  sessionExpired: 'Your session has expired. Please log in again.',
  /** The session was ended on purpose: signed out elsewhere, a password reset, a disabled account or a changed role. */
  sessionEnded: 'Your session has ended. Please log in again.',
  signInRequired: 'Please log in to continue.',
  termsDeclined: 'You need to accept the Terms and Conditions to use the app. Log in again to read and accept them.',
};
