/** User-visible messages the specs quote, word for word. */
export const MESSAGES = {
  connectionProblem: (host: string) =>
    `We're having some problems connecting to ${host}. Please make sure you have a stable connection and try again in a few minutes.`,
  propertyNotFound: (id: string | number) => `Property not found with id ${id}.`,
  sessionExpired: 'Your session has expired. Please log in again.',
  signInRequired: 'Please log in to continue.',
  termsDeclined: 'You need to accept the Terms and Conditions to use the app. Log in again to read and accept them.',
  invalidToken: 'Your sign-in could not be verified. Please log in again.',
} as const;
