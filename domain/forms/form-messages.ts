/**
 * Words only the forms use (spec 02 §4.4, §7, §8), verbatim where the spec quotes them. They live
 * beside the form rules rather than in domain/messages.ts so that screens without forms do not
 * carry them in their first download.
 */
export const FORM_MESSAGES = {
  leaseAgreementRequest: 'Request for leasehold agreement to be manually added',
  leaseAgreementRequested: 'Request received. We will obtain your leasehold agreement for you.',
  checkAndSendRequest: 'Request to check and send the leasehold information',
  checkAndSendRequested: 'Request received. We will be in touch soon.',
  formFileUnknown: (question: string) => `${question}: a file given is not in this property's documents.`,
  formFileKind: (question: string, kinds: string) => `${question}: only ${kinds} files can be given here.`,
} as const;
