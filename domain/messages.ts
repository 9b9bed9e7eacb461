import { SESSION_MESSAGES } from './messages/session.ts';

/**
 * User-visible messages in one place: the specs' words verbatim where they quote one, and the
 * product's own for the rest. Every layer (REST, gateway, web) takes them from here.
 */
export const MESSAGES = {
  ...SESSION_MESSAGES,
  userNotFound: (id: string) => `User not found with id ${id}.`,
  organisationNotFound: (id: string | number) => `Organisation not found with id ${id}.`,
  questionnaireNotFound: (id: string | number) => `Questionnaire not found with id ${id}.`,
  formVersionNotFound: (id: number, version: number) => `Form ${id} has no published version ${version}.`,
  formReadOnly: 'You can view this form but not change it.',
  sectionNotFound: (section: string) => `This form has no section ${section}.`,
  invalidToken: 'Your sign-in could not be verified. Please log in again.',
  noPermission: 'You do not have permission to do that.',
  /** A person who has not accepted the terms asks for a property's data (code TERMS_NOT_ACCEPTED). */
  termsNotAccepted: 'Please accept the Terms and Conditions before you open or change a property.',
  noRole: 'Your account has no role in this product.',
  roleLockedByProperties: 'You cannot change the role of a user with properties.',
  onlyAdministratorChangesOthers: 'Only an administrator can change another user.',
  onlyAdministratorChangesRoles: 'Only an administrator can change a role or an organisation.',
  onlyAdministratorDisablesUsers: 'Only an administrator can disable or enable a user.',
  cannotDisableYourself: 'You cannot disable your own account.',
  organisationMissing: (id: number) => `Organisation ${id} does not exist.`,
  creditsNeedOrganisation: 'Credits belong to an organisation, and you are not part of one.',
  internalError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable:
    'The service is briefly unavailable. Nothing you sent was lost; please try again in a few seconds.',
  deadLetterNotFound: (id: number) => `Failed job ${id} does not exist: it may have been retried or discarded already.`,
  deadLetterAlreadyWaiting:
    'The same work is already waiting in the queue, so this job was not queued again. Discard it instead.',
  deadLetterRetried: 'The job is queued again and runs shortly.',
  deadLetterDiscarded: 'The job was discarded.',
  retryDeadLetterFailed: 'The job could not be queued again',
  discardDeadLetterFailed: 'The job could not be discarded',
  fetchDeadLettersFailed: 'Failed jobs could not be loaded.',
  deadLetterDiscardConfirm: (queue: string, id: string) =>
    `Discard failed ${queue} job ${id}? Its work will not be done, and it cannot be brought back.`,
  storageUnavailable:
    'Documents cannot be stored or opened at the moment. Nothing was saved; please try again in a few minutes.',
  invalidGraphqlRequest: 'This request is not valid.',
  queryTooCostly: (limit: number) =>
    `This request asks for too much at once: it goes past the cost limit of ${limit}. Please ask for fewer items or fields in each request.`,
  queryTooDeep: (limit: number) =>
    `This request nests its fields too deeply: it goes past the depth limit of ${limit}. Please ask for fewer levels in each request.`,
  queryTooMuchWork: (limit: number) =>
    `This request asks for too much work at once: it goes past the work limit of ${limit}. A PDTF export or a report weighs far more than a plain field; please ask for fewer of them in each request.`,
  tooManyExpensiveRequests:
    'You already have exports or reports being prepared. Please wait for one to finish and try again.',
  noRoute: (method: string, path: string) => `No route ${method} ${path}.`,
  invalidRequest: (detail: string) => `Invalid request: ${detail}`,
  // Text PostgreSQL cannot store: refused rather than silently changed (docs/decisions/0120-text-the-database-cannot-store.md).
  nulCharacter: (where: string) =>
    `${where} contains a NUL character (U+0000), which cannot be stored. Please remove it and try again.`,
  unpairedSurrogate: (where: string) =>
    `${where} contains a broken character (an unpaired UTF-16 surrogate), which cannot be stored. Please remove it and try again.`,
  nestedTooDeeply: (where: string, levels: number) => `${where} is nested more than ${levels} levels deep.`,
  tooManyRequests: (seconds: number) =>
    `Too many requests in a short time. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
  uploadFailed: 'There was a problem uploading.',
  uploadKindRefused: (name: string, kinds: string) => `${name} is not a file type we accept. Please upload ${kinds}.`,
  uploadContentNotItsName: (name: string, extension: string, kind: string, kinds: string) =>
    `${name} is named as a ${kind} file (.${extension}), but what is inside is not a ${kind}: it may be another kind of file that was renamed, or it is damaged. Open it and save or print it as a ${kinds}, then upload that.`,
  uploadTooLarge: (limit: string) => `Files can be up to ${limit} each.`,
  uploadEncryptedPdf: (name: string) =>
    `${name} is password-protected. Please upload a version without password protection, or choose 'to follow' and send it later.`,
  uploadTooManyFiles: (count: number) => `You can upload up to ${count} files at once.`,
  uploadUnreadable: 'The upload could not be read: it ended early or was not a well-formed form. Please try again.',
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
  noCreditsLeft: (organisation: string) =>
    `${organisation} has no credits left for adding properties. Request more credits or get in touch with us.`,
  monthlyLimitReached:
    'The monthly limit for new properties has been reached. Please try again next month or get in touch with us.',
  invalidPostcode: (postcode: string) => `${postcode} is not a UK postcode.`,
  titleNotFound: (titleNumber: string) => `No title was found with number ${titleNumber}.`,
  titleNotInSearch: 'Please choose a title from the search results.',
  portalNotUsed: 'Your organisation does not use the property portal.',
  propertyPortalNotUsed: 'The agency this property belongs to does not use the property portal.',
  portalLinkNotYours: 'Only the agency this property belongs to can link it to a listing on its portal.',
  portalListingNotFound: (id: string, postcode: string) =>
    `The portal has no listing ${id} at ${postcode}. Choose one of the listings shown.`,
  agentNotFound: (id: string) => `Agent not found with id ${id}.`,
  agentNotInAgency: 'The agent must belong to the agency the property is added to.',
  providerUnavailable: (service: string) => `The ${service} service is unavailable. Please try again in a few minutes.`,
  providerTimedOut: (service: string) => `The ${service} service took too long to answer. Please try again.`,
  // Invitations and property management (spec 02 §4.6, §4.7, §5.2, §8), verbatim where the spec quotes them.
  userInvited: 'User invited successfully',
  solicitorInvited: 'Solicitor invited successfully',
  agentInvited: 'Agent invited successfully',
  inviteSellerFailed: 'Inviting seller failed. Did you enter a valid email address?',
  inviteSolicitorFailed:
    'Inviting solicitor failed. Our technical team has been informed, but if you continue to have problems, please get contact us.',
  inviteAgentFailed:
    'Inviting agent failed. Our technical team has been informed, but if you continue to have problems, please get contact us.',
  newSolicitorInvalid:
    'Failed to add new solicitor. Make sure to enter a valid email address and name, and select a firm to assign the solicitor to.',
  newAgentInvalid:
    'Failed to add new agent. Make sure to enter a valid email address, and select an agency to assign the agent to.',
  removeSellerConfirm: 'Are you sure you want to remove this seller?',
  resendInviteConfirm: 'Are you sure you want to resend the invite to this seller?',
  sellerRemoved: 'Seller removed successfully.',
  removeSellerFailed: (detail: string) => `There was a problem removing the seller: ${detail}`,
  inviteResent: 'Invite resent successfully.',
  resendInviteFailed: (detail: string) => `There was a problem resending the invite: ${detail}`,
  noMoversInvited: 'No movers have been invited.',
  deleteHopConfirm: 'Are you sure you want to delete this hop? This action cannot be undone.',
  hopDeleted: 'Hop deleted successfully.',
  deleteHopFailed: 'Failed to delete hop. Please try again.',
  maxSellersNote: (max: number) => `A property can have at most ${max} sellers.`,
  maxSellersReached: (max: number) => `This property already has ${max} sellers, the most it can have.`,
  alreadySeller: (email: string) => `${email} is already a seller of this property.`,
  oneFirmOnly: "Only one solicitors' firm can be made available per property.",
  oneAgencyOnly: 'Only one agency can be made available per property.',
  chooseFirm: "Please choose a solicitors' firm.",
  chooseAgency: 'Please choose an agency.',
  personNotInOrganisation: 'The person you chose does not belong to that organisation.',
  emailWorksElsewhere: (email: string) =>
    `${email} belongs to someone in another organisation, who cannot be invited to this one.`,
  sellerNotFound: (id: string) => `Seller not found with id ${id}.`,
  invitationInvalid:
    'This invitation link is not valid: it may have been replaced by a newer one or withdrawn. Please ask for a new invitation.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationExpired: 'This invitation has expired. Please ask for a new invitation.',
  invitationOtherOrganisation: (organisation: string) =>
    `This invitation would make you part of ${organisation}, but your account already has another role. Please ask for the invitation to go to another email address.`,
  personNotCandidate: 'Please choose someone from the list.',
  manageNotAllowed: 'Only the agency, brand or creator of this property can manage it.',

  // Help, requests and the questionnaires' own messages (spec 02 §4.4, §7, §8), verbatim where quoted.
  enquirySent: 'Message sent successfully',
  enquiryFailed: 'Message sending failed.',
  enquiryMessageRequired: 'Please write a message.',
  requestFailed: 'Request failed, please get in touch with us.',

  // Administration (spec 02 §8), verbatim where the spec quotes them.
  addedSuccessfully: 'Added successfully.',
  agencyUpdated: 'Agency successfully updated.',
  addAgencyFailed: 'Failed to add new agency',
  addFirmFailed: "Failed to add new solicitor's firm",
  updateAgencyFailed: 'Failed to update agency',
  updateFirmFailed: 'Failed to update firm',
  addAgentFailed:
    'Failed to add new agent. Make sure to enter a valid email address, and select an agency to assign the agent to.',
  addSolicitorFailed:
    'Failed to add new solicitor. Make sure to enter a valid email address and name, and select a firm to assign the solicitor to.',
  fetchAgenciesFailed: 'Failed to fetch agencies',
  fetchAgentsFailed: 'Failed to fetch agents',
  fetchFirmsFailed: "Failed to fetch solicitors' firms",
  fetchSolicitorsFailed: 'Failed to fetch solicitors',
  fetchBrandsFailed: 'Failed to fetch brands',
  fetchMoversFailed: 'Failed to fetch movers',
  fetchPropertiesFailed: 'Failed to fetch properties',
  fetchOrganisationFailed: 'Failed to fetch organisation',
  fetchUserFailed: 'Failed to fetch user',
  updateUserFailed: 'Failed to update user',
  userUpdated: 'User updated successfully!',
  enterEmail: 'Please enter an email address.',
  noUsersFound: 'No users found with that email.',
  userSearchFailed: (message: string) => `Error searching for user: ${message}`,
  // The product's own words for the administration refusals.
  nameRequired: 'Please enter a name.',
  brandRequired: 'Please choose the brand the agency belongs to.',
  firmBrandRequired: "Please choose the brand the solicitors' firm belongs to.",
  defaultPhaseRequired: 'Please choose the phase new properties start in.',
  phaseNotFound: (id: number) => `Phase not found with id ${id}.`,
  notABrand: (id: number) => `Organisation ${id} is not a brand.`,
  notAnAgency: (id: number) => `Organisation ${id} is not an agency.`,
  notAFirm: (id: number) => `Organisation ${id} is not a solicitors' firm.`,
  ta6TrialAgenciesOnly: 'The TA6 trial applies to agencies only.',
  emailInUse: (email: string) => `${email} already has an account.`,
  agentTypeNotAllowed: 'You may not add this kind of agent.',
  agentOwnsProperties: (count: number) =>
    `This agent owns ${count} ${count === 1 ? 'property' : 'properties'}: choose an agent to transfer them to before removing them.`,
  takeOverAgentInvalid: 'The agent taking over must work for the agent’s current organisation.',
  transferAgentInvalid: 'The new agent must work for the same organisation as the agent removed.',
  sameOrganisation: 'The agent already belongs to that organisation.',
  agentRemoved: 'Agent removed.',
  cannotRemoveSelf: 'You cannot remove yourself.',
  agentMoved: 'Agent moved.',
  agentMoveFailed: 'Failed to move agent',
  agentRemoveFailed: 'Failed to remove agent',
  invalidFilters: 'The filters must be a JSON object of filter names and values.',
  csvExportFailed: (detail: string) => `The export stopped: ${detail}`,
  csvExportNoFile:
    'No file was chosen, so nothing was exported. If the save dialog did not open, download the CSV instead: it goes to your browser’s downloads.',
  csvExportSavedToFile: (count: number, fileName: string) =>
    `Exported ${count} ${count === 1 ? 'property' : 'properties'} to ${fileName}.`,
  csvExportDownloaded: (count: number, fileName: string) =>
    `Exported ${count} ${count === 1 ? 'property' : 'properties'}: your browser is saving ${fileName} to its downloads. If it does not appear there, the browser may be blocking downloads from this site.`,
  // Dashboard: phases, searches, agents' notification (spec 01 §4, §8), verbatim where the spec quotes them.
  phaseMoveConfirm: 'Are you sure you want to move this property to the next phase?',
  phaseMoved: 'Phase updated successfully.',
  phaseAlreadyLast: 'Already at the last phase',
  phaseMoveFailed: (detail: string) => `There was a problem moving to next phase: ${detail}`,
  phaseIncomplete: 'The property must be 100% complete, with every seller signed, before it moves to the next phase.',
  phaseNotNext: (phaseId: number, nextId: number) =>
    `Phase ${phaseId} is not the next phase; the next phase is ${nextId}.`,
  phaseOneBanner: 'Congratulations! All the questions required to get your property on the market have been answered.',
  phaseTwoBanner: 'Congratulations! The documents your lawyer needs are complete.',
  searchesOrderFailed: (message: string) => `An error occurred while ordering searches: ${message}`,
  searchesOrdered: 'Your searches have been ordered. They will be in the document vault once they are returned.',
  searchesOrderConfirm: (property: string) =>
    `Order the local authority, drainage and water, and environmental searches for ${property}? They are ordered once for the property, from the searches provider, and cannot be cancelled here.`,
  searchesAlreadyOrdered: 'Searches have already been ordered for this property.',
  searchesNotInPhaseOne: 'Searches can be ordered from Contract Ready on.',
  agentsNotifyFailed: 'We were unable to notify the agents that documentation is complete.',
  // Signing, signatures and documents (spec 02 §4.1, §4.3, §5.2, §8; spec 01 §8), verbatim where the specs quote them.
  signedSuccessfully: 'Successfully signed',
  signNotSeller: 'Only sellers can sign the form',
  signIncomplete: 'The form must be completed before signing',
  signAlreadySigned: 'You have already signed the form',
  signMustComplete: 'The form must be completed',
  signNameTooShort: 'Please type your full name to sign (more than 1 character).',
  sellerTypeRequired: 'Please choose which kind of seller you are.',
  completeThroughPrompt: 'Preliminary information is completed with its Complete button rather than signed.',
  completeOnlyPreliminary: 'Only preliminary information is completed this way; other forms are signed.',
  formLocked:
    'This form has been signed, so its answers can no longer be changed. A signature must be removed before it can be edited.',
  answersChanged: 'The answers have changed since you opened this form. Check the changes, then sign.',
  answersChangedUnread:
    'The answers have changed since you opened this form, and the changes could not be loaded just now. Please reload the form, check the changes, then sign.',
  answersRevisionUnknown: (revision: string) =>
    `This form's answers have never been at revision ${revision}. Read the form again and send the revision it gives.`,
  changesRangeBackwards: 'The revision to list changes up to comes before the one to list them from.',
  sharedAnswerLocked: (form: string) =>
    `This answer is also part of ${form}, which has been signed, so it can no longer be changed.`,
  signatureNotFound: (id: string | number) => `Signature not found with id ${id}.`,
  signatureAlreadyRemoved: 'This signature has already been removed.',
  signatureDeleted: 'Signature deleted successfully.',
  signatureDeleteFailed: (detail: string) => `There was a problem deleting the signature: ${detail}`,
  signatureDeleteConfirm: 'Are you sure you want to delete this signature? The form will be unlocked for changes.',
  signatureDeleteNotSeller:
    'This signature was collected by a user who is not a home mover. Are you sure you want to delete it?',
  signaturesFetchFailed: (detail: string) => `There was a problem fetching data: ${detail}`,
  documentNotAuthorised: (label: string) => `You are not authorised to view ${label}`,
  documentUnknown: (path: string) => `There is no document called ${path}.`,
  themeUnknown: (theme: string) => `There is no theme with id ${theme}.`,
  // Attribute reports (spec 02 §8, §9.1) and the API's refusals for them.
  attributesUpdated: 'Updated successfully',
  attributesFetchFailed: 'Failed to fetch report',
  noAttributesToExport: 'No attributes to export',
  attributeDateRangeReversed: 'The date range ends before it starts.',
  attributeExampleKeyRequired: 'Name one attribute and its value, e.g. restrictions=true.',
  attributeUnknown: (key: string) => `No attribute ${key} in this report.`,
  attributePropertyIdsInvalid: 'Property ids must be whole numbers above 0.',
  // API clients for integrators (issue 10).
  apiClientNameInvalid: 'Give the client a name of 1 to 100 characters.',
  apiClientIdInvalid: 'An external client id is 1 to 200 letters, digits or . _ : @ | - characters.',
  apiClientIdTaken: (id: string) => `A client or user with id ${id} already exists.`,
  apiClientNotFound: (id: string) => `No API client with id ${id}.`,
  apiClientAlreadyRevoked: 'This API client is already revoked.',
  apiClientRevoked: 'This API client has been revoked.',
  apiClientSecretOnce: 'Copy the secret now: it will not be shown again.',
  apiClientRevokeConfirm: (name: string) =>
    `Revoke ${name}? Its tokens stop working at once and it cannot obtain new ones.`,
  fetchApiClientsFailed: 'Failed to fetch API clients',
  createApiClientFailed: 'Failed to create the API client',
  revokeApiClientFailed: 'Failed to revoke the API client',
  apiClientCreated: 'API client created.',
  apiClientRevokedDone: 'API client revoked.',
  /** The user details screen's account control (issue 23; spec 02 does not word it). */
  userDisableConfirm: (name: string) =>
    `Disable ${name}? They are signed out everywhere at once and cannot sign in until an administrator enables their account again.`,
  userDisabledDone: 'User disabled: they are signed out and cannot sign in.',
  userEnabledDone: 'User enabled: they can sign in again.',
  disableUserFailed: 'Failed to disable the user',
  enableUserFailed: 'Failed to enable the user',
  userAccountActive: 'This user can sign in.',
  userAccountDisabled: 'This account is disabled: the user cannot sign in.',
  apiClientOrganisationRequired: 'Choose the organisation the client acts for.',
  apiClientAgencyOnly:
    "An API client acts as an agent of an estate agency: choose an agency, not a brand or a solicitors' firm.",
  serviceUserManagedAsApiClient: 'This user is an API client: manage it in API clients.',
  // Webhooks for API clients (issue 28).
  webhookUrlInvalid:
    'Give the receiver an absolute address of at most 2000 characters, e.g. https://example.com/hooks.',
  webhookUrlScheme: 'The receiver must be an https address.',
  webhookUrlCredentials: 'Leave the user name and password out of the address: deliveries are signed instead.',
  webhookUrlPrivate: (host: string) =>
    `${host} is not a public address; webhooks are delivered to public receivers only.`,
  webhookEventsInvalid: (known: string) => `Choose one or more events from: ${known}.`,
  webhookLimitReached: (max: number) => `An API client has at most ${max} webhooks; remove one first.`,
  webhookClientRevoked: 'This API client is revoked: it can no longer receive events.',
  webhookNotFound: (id: number) => `No webhook with id ${id}.`,
  webhookSecretOnce: 'Copy the signing secret now: it will not be shown again.',
  webhookRemoveConfirm: (url: string) => `Remove the webhook to ${url}? Events waiting to be sent to it are dropped.`,
  webhookRotateConfirm:
    'Make a new signing secret? Every delivery from now on is signed with it, and the old secret stops verifying at once.',
  webhookCreated: 'Webhook added.',
  webhookRemoved: 'Webhook removed.',
  webhookSecretRotated: 'New signing secret made.',
  fetchWebhooksFailed: 'Failed to fetch the webhooks',
  createWebhookFailed: 'Failed to add the webhook',
  removeWebhookFailed: 'Failed to remove the webhook',
  rotateWebhookSecretFailed: 'Failed to make a new signing secret',
  // Batch reads for the gateway and integrators (issue 25).
  batchIdsRequired: 'Name the ids to read, separated by commas, e.g. ids=1,2,3.',
  batchIdsInvalid: (kind: string) => `Each id must be ${kind}, separated by commas.`,
  batchTooManyIds: (asked: number, max: number) => `Ask for at most ${max} ids in one call; this call names ${asked}.`,
  // The specification's own call paths beside the screens' (issue 28).
  noBrand: 'You do not belong to a brand.',
  notASolicitorsFirm: (id: number) => `Solicitors' firm not found with id ${id}.`,
  documentationNotComplete:
    "The documentation of this property's phase is not complete yet, so there is nothing to tell the agents.",
  uploadCategoryTwice: (id: number) => `Document ${id} is listed under more than one category.`,
} as const;
