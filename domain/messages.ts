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
} as const;
