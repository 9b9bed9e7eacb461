/**
 * User-visible messages in one place: the specs' words verbatim where they quote one, and the
 * product's own for the rest. Every layer (REST, gateway, web) takes them from here.
 */
export const MESSAGES = {
  connectionProblem: (host: string) =>
    `We're having some problems connecting to ${host}. Please make sure you have a stable connection and try again in a few minutes.`,
  propertyNotFound: (id: string | number) => `Property not found with id ${id}.`,
  userNotFound: (id: string) => `User not found with id ${id}.`,
  organisationNotFound: (id: string | number) => `Organisation not found with id ${id}.`,
  questionnaireNotFound: (id: string | number) => `Questionnaire not found with id ${id}.`,
  formReadOnly: 'You can view this form but not change it.',
  sessionExpired: 'Your session has expired. Please log in again.',
  signInRequired: 'Please log in to continue.',
  termsDeclined: 'You need to accept the Terms and Conditions to use the app. Log in again to read and accept them.',
  invalidToken: 'Your sign-in could not be verified. Please log in again.',
  noPermission: 'You do not have permission to do that.',
  noRole: 'Your account has no role in this product.',
  roleLockedByProperties: 'You cannot change the role of a user with properties.',
  onlyAdministratorChangesOthers: 'Only an administrator can change another user.',
  onlyAdministratorChangesRoles: 'Only an administrator can change a role or an organisation.',
  organisationMissing: (id: number) => `Organisation ${id} does not exist.`,
  creditsNeedOrganisation: 'Credits belong to an organisation, and you are not part of one.',
  internalError: 'Something went wrong on our side. Please try again.',
  noRoute: (method: string, path: string) => `No route ${method} ${path}.`,
  invalidRequest: (detail: string) => `Invalid request: ${detail}`,
  uploadFailed: 'There was a problem uploading.',
  uploadKindRefused: (name: string, kinds: string) => `${name} is not a file type we accept. Please upload ${kinds}.`,
  uploadTooLarge: (limit: string) => `Files can be up to ${limit} each.`,
  uploadEncryptedPdf: (name: string) =>
    `${name} is password-protected. Please upload a version without password protection, or choose 'to follow' and send it later.`,
  uploadUnreadablePdf: (name: string) => `${name} could not be read as a PDF. Please check the file and try again.`,
  uploadNoFile: 'Choose a file to upload in the field "file".',
  uploadNotFound: (id: string | number) => `Document not found with id ${id}.`,
  uploadNotAllowed: 'Only the sellers of this property can add or remove its documents.',
  removeUploadConfirm: (name: string) => `Are you sure you want to remove ${name}?`,
  removeUploadFailed: (detail: string) => `There was a problem removing the document: ${detail}`,
  documentFetchFailed: (detail: string) => `There was a problem fetching data: ${detail}`,

  // Add-property wizard (spec 02 §5.2, §8), verbatim where the spec quotes them.
  addressNotFound: "Hmmm, we can't seem to find that. Please try again, or use the alternative search form.",
  postcodeRequired: 'Please enter a postcode.',
  titleAndAgentRequired: 'Please enter a title number and an agent',
  invalidTitleNumber: 'Please enter a valid title number',
  addByTitleFailed: (detail: string) => `There was a problem adding the property. ${detail}`.trim(),
  addPropertyFailedChooseAgency: 'Adding a property failed. Did you select an agency and agent to assign it to?',
  addPropertyFailed: 'Adding a property failed.',
  monthlyLimitUpdated: 'Monthly HOP limit updated',
  monthlyLimitUpdateFailed: 'Error updating monthly HOP limit',
  // The product's own words for the server's refusals.
  noCreditsLeft: (organisation: string) => `${organisation} has no credits left for adding properties. Request more credits or get in touch with us.`,
  monthlyLimitReached: 'The monthly limit for new properties has been reached. Please try again next month or get in touch with us.',
  invalidPostcode: (postcode: string) => `${postcode} is not a UK postcode.`,
  titleNotFound: (titleNumber: string) => `No title was found with number ${titleNumber}.`,
  titleNotInSearch: 'Please choose a title from the search results.',
  portalNotUsed: 'Your organisation does not use the property portal.',
  agentNotFound: (id: string) => `Agent not found with id ${id}.`,
  agentNotInAgency: 'The agent must belong to the agency the property is added to.',
  providerUnavailable: (service: string) => `The ${service} service is unavailable. Please try again in a few minutes.`,
  providerTimedOut: (service: string) => `The ${service} service took too long to answer. Please try again.`,

  // Help, requests and the questionnaires' own messages (spec 02 §4.4, §7, §8), verbatim where quoted.
  enquirySent: 'Message sent successfully',
  enquiryFailed: 'Message sending failed.',
  enquiryMessageRequired: 'Please write a message.',
  requestFailed: 'Request failed, please get in touch with us.',
} as const;
