/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Actions of the permission matrix (spec 01 §6, spec 02 §6); the administrator may take every one. */
export type Action =
  | 'ADMIN_ONLY'
  | 'AUTHENTICATED'
  | 'CREATE_AGENCY'
  | 'CREATE_AGENT'
  | 'CREATE_PROPERTY'
  | 'CREATE_PROPERTY_WITH_OTHER_PARENT'
  | 'CREATE_SIMPLE_AGENT'
  | 'DELETE_SIGNATURES'
  | 'EDIT_ABOUT_MY_HOME'
  | 'EDIT_CONVEYANCING_ENQUIRIES'
  | 'EDIT_FIXTURES_AND_FITTINGS'
  | 'EDIT_LEASEHOLD_INFO'
  | 'EDIT_PRELIMINARY_INFO'
  | 'EDIT_PROPERTY_INFO'
  | 'EDIT_PROPERTY_INFO_SERVICES'
  | 'EDIT_TA6_TRIAL'
  | 'GLOBAL_ADMIN_OPTIONS'
  | 'INVITE_AGENT'
  | 'INVITE_SELLER'
  | 'INVITE_SOLICITOR'
  | 'INVITE_TO_OTHER_ORGANISATION'
  | 'LIST_PROPERTIES'
  | 'PROPERTY_ATTRIBUTES_REPORT'
  | 'READ_ONLY_FORM_ACCESS'
  | 'REQUEST_SEARCHES'
  | 'UPLOAD_FILES_TO_PROPERTY'
  | 'VIEW_ABOUT_MY_HOME'
  | 'VIEW_ACTION_PLAN'
  | 'VIEW_ADMIN'
  | 'VIEW_AGENCIES'
  | 'VIEW_AGENCIES_CREDITS'
  | 'VIEW_AGENCIES_UNDER_BRAND'
  | 'VIEW_ALL_AGENCIES'
  | 'VIEW_ALL_AGENTS'
  | 'VIEW_ALL_MOVERS'
  | 'VIEW_ALL_SOLICITORS'
  | 'VIEW_BRAND'
  | 'VIEW_BRANDS'
  | 'VIEW_CONVEYANCING_ENQUIRIES'
  | 'VIEW_CONVEYANCING_ENQUIRIES_ROUTE'
  | 'VIEW_DEED_ENTRIES_DETAILS'
  | 'VIEW_MATERIAL_INFO'
  | 'VIEW_MOVERS'
  | 'VIEW_MOVE_READY_SCORE'
  | 'VIEW_PROPERTY_COMPLETION'
  | 'VIEW_PROPERTY_INFO'
  | 'VIEW_PROPERTY_META'
  | 'VIEW_PROPERTY_SIGNATURES'
  | 'VIEW_SELLERS_CERTIFICATE'
  | 'VIEW_SOLICITORS'
  | 'VIEW_STATS'
  | 'VIEW_TA6'
  | 'VIEW_TA7'
  | 'VIEW_TA10';

/** Input for addAgency. */
export type AddAgencyInput = {
  /** The brand it belongs to; required for an administrator, a brand admin's own brand otherwise. */
  brandId?: string | number | null | undefined;
  /** Phase new properties start in; required for an administrator. */
  defaultPhaseId?: string | number | null | undefined;
  /** Agency name. */
  name: string;
};

/** Input for addAgent. */
export type AddAgentInput = {
  /** What kind of agent: a role. */
  agentType: AgentType;
  /** Email address they will sign in with. */
  email: string;
  /** Full name. */
  name: string;
  /** The agency (or, for a brand admin, the brand) they work for. */
  organisationId: string | number;
};

/** Input for addPropertyByTitle. */
export type AddPropertyByTitleInput = {
  /** The agency the property belongs to (roles that create for another parent only); -1 or absent for the viewer's own. */
  agencyId?: string | number | null | undefined;
  /** The agent the property is assigned to; -1 when the agent is not listed (the viewer keeps it). */
  agentId: string | number;
  /** HM Land Registry title number, e.g. GR123456. */
  titleNumber: string;
};

/** Input for addProperty: the title chosen from a Land Registry search and the address it was found for. */
export type AddPropertyInput = {
  /** The address the user chose or typed. */
  address: NewAddressInput;
  /** The portal listing the property matches, when the portal step chose one. */
  altoId?: string | null | undefined;
  /** The agency the property belongs to (roles that create for another parent only); the viewer's own when absent. */
  parentId?: string | number | null | undefined;
  /** The search's request id. */
  requestId?: string | null | undefined;
  /** Title number from the search results. */
  titleNumber: string;
};

/** Input for addSolicitor. */
export type AddSolicitorInput = {
  /** Email address they will sign in with. */
  email: string;
  /** The firm they work for. */
  firmId: string | number;
  /** Full name. */
  name: string;
};

/** Input for addSolicitorsFirm. */
export type AddSolicitorsFirmInput = {
  /** The brand it belongs to; required for an administrator. */
  brandId?: string | number | null | undefined;
  /** Firm name. */
  name: string;
};

/** The kinds of agent the add-agent form offers. */
export type AgentType =
  /** An administrator; administrators only. */
  | 'ADMIN'
  /** An estate agent. */
  | 'AGENT'
  /** A brand administrator. */
  | 'BRAND'
  /** A simple user (Simply Conveyancing); administrators only. */
  | 'SIMPLE';

/** Where the agents' 'documentation is complete' mail stands for the phase. */
export type AgentsNotification =
  /** Could not be sent: no agent to tell, or delivery failed every attempt. */
  | 'FAILED'
  /** Completion has not reached 100 in this phase. */
  | 'NONE'
  /** Being sent. */
  | 'PENDING'
  /** Sent to every agent of the property. */
  | 'SENT';

/** One answer to save. */
export type AnswerInput = {
  /** The question's key. */
  questionKey: string;
  /** The new value, of the question's shape; null clears the answer. */
  value?: unknown;
};

/** Where an answer came from. */
export type AnswerSourceKind =
  /** Answered in another form that asks the same question. */
  | 'FORM'
  /** Pre-filled from the title register. */
  | 'TITLE';

/**
 * Filters shared by every attribute report. Dates bound when properties were added. allFields adds the
 * professional attributes (timescale, mortgage, fraud risk) and is ignored for simple users.
 */
export type AttributeReportFilter = {
  /** An agency from filterOptions.agency. */
  agencyId?: string | number | null | undefined;
  /** Every attribute rather than legal alerts and property details only (not for simple users). */
  allFields?: boolean | null | undefined;
  /** A brand from filterOptions.brand: its own properties and its agencies'. */
  brandId?: string | number | null | undefined;
  /** Properties added at or after this moment. */
  createdAfter?: string | null | undefined;
  /** Properties added at or before this moment. */
  createdBefore?: string | null | undefined;
  /** Deleted properties instead of current ones. */
  deleted?: boolean | null | undefined;
  /** An owner from filterOptions.owner. */
  ownerId?: string | number | null | undefined;
  /** A phase id from filterOptions.phase. */
  phaseId?: number | null | undefined;
  /** Text in the property's name, address, postcode, title number or reference. */
  search?: string | null | undefined;
};

/** Completing preliminary information. */
export type CompleteFormInput = {
  /** The date shown in the prompt, as the seller saw it. */
  date?: string | null | undefined;
  /** Property id. */
  propertyId: string | number;
  /** 5, preliminary information. */
  questionnaireId: number;
  /** The seller's name, more than 1 character. */
  sellerName: string;
  /** A key of the form's sellerTypes, never 0. */
  sellerType: number;
};

/** Which invitation screen. */
export type InviteKind =
  | 'AGENT'
  | 'SOLICITOR';

/** Whom to invite as solicitor or agent: a person from the list, or a new one (name and email), of a listed organisation or a new one by name. */
export type InvitePersonInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  organisationId?: string | number | null | undefined;
  organisationName?: string | null | undefined;
  personId?: string | number | null | undefined;
  propertyId: string | number;
  /** The app's one-letter theme id. */
  theme?: string | null | undefined;
};

/** Input for addProperty: the address parts of the chosen or typed address. */
export type NewAddressInput = {
  /** House or building name. */
  buildingName?: string | null | undefined;
  /** House or building number. */
  buildingNumber?: string | null | undefined;
  /** Postcode. */
  postcode: string;
  /** Flat or unit name. */
  subBuildingName?: string | null | undefined;
  /** Street. */
  thoroughfare?: string | null | undefined;
  /** Town or city. */
  townOrCity?: string | null | undefined;
};

/** Brand, estate agency or solicitors' firm (codes 1, 2 and 3 in the REST API). */
export type OrganisationType =
  /** An estate agency. */
  | 'AGENCY'
  /** A brand: the partner whose theme and agencies the others belong to. */
  | 'BRAND'
  /** A firm of solicitors or conveyancers. */
  | 'SOLICITORS_FIRM';

/** A chosen filter value. */
export type PropertyFilterInput = {
  /** A filter name from filterOptions. */
  name: string;
  /** One of its values. */
  value: string;
};

/** Input types of questions (spec 02 §3). */
export type QuestionType =
  /** A choice of several options. */
  | 'CHECKBOX'
  /** An amount in pounds. */
  | 'CURRENCY'
  /** An email address. */
  | 'EMAIL'
  /** Rows of columns. */
  | 'LIST'
  /** A month and year. */
  | 'MONTH'
  /** A number. */
  | 'NUMBER'
  /** A percentage. */
  | 'PERCENTAGE'
  /** A choice of one option: radio tiles up to 8 options, a dropdown above. */
  | 'SELECT'
  /** A line of text. */
  | 'TEXT'
  /** Several lines of text. */
  | 'TEXTAREA'
  /** Files. */
  | 'UPLOAD';

/** Roles of the product (codes 100, 20, 4, 3, 2 and 1 in the REST API, spec 01 §3). */
export type Role =
  /** Runs the platform; may do everything. */
  | 'ADMINISTRATOR'
  /** An estate agent. */
  | 'AGENT'
  /** Administers a brand and everything under it. */
  | 'BRAND_ADMIN'
  /** A seller preparing their home for sale. */
  | 'HOME_MOVER'
  /** A simple user: adds properties for others and sees no progress. */
  | 'SIMPLE'
  /** A solicitor of a firm. */
  | 'SOLICITOR';

/** Input for saveAnswers. */
export type SaveAnswersInput = {
  /** Only the answers that changed. */
  answers: Array<AnswerInput>;
  /** Property id. */
  propertyId: string | number;
  /** Questionnaire id. */
  questionnaireId: number;
};

/** Where a searches order stands. */
export type SearchesOrderStatus =
  /** The pack is in the vault. */
  | 'DELIVERED'
  /** The provider could not return the pack. */
  | 'FAILED'
  /** Ordered; the pack is not back yet. */
  | 'ORDERED';

/** Input for sendEnquiry. */
export type SendEnquiryInput = {
  /** The message, at most 5000 characters. */
  message: string;
  /** What the message is about: the property's name or the request's. */
  name: string;
  /** Property id. */
  propertyId: string | number;
};

/** A form to sign. */
export type SignFormInput = {
  /** The seller's name as they type it, more than 1 character. */
  name: string;
  /** Property id. */
  propertyId: string | number;
  /** The form (not preliminary information, which is completed with completeForm). */
  questionnaireId: number;
};

/** Input for syncViewerProfile. */
export type SyncViewerProfileInput = {
  /** Display name from the identity provider. */
  displayName: string;
  /** Email from the identity provider. */
  email: string;
};

/** Input for titleSearch: the address parts the user has (spec 02 §7). */
export type TitleSearchInput = {
  /** Building name. */
  buildingName?: string | null | undefined;
  /** Building number. */
  buildingNumber?: string | null | undefined;
  /** Town or city. */
  cityName?: string | null | undefined;
  /** Postcode. */
  postcode?: string | null | undefined;
  /** Street. */
  streetName?: string | null | undefined;
};

/** Input for updateUser: only the role and the organisation change here. */
export type UpdateUserInput = {
  /** New organisation; null takes them out of one. */
  organisationId?: string | number | null | undefined;
  /** New role. */
  role?: Role | null | undefined;
};

export type AddAgencyMutationVariables = Exact<{
  input: AddAgencyInput;
}>;


export type AddAgencyMutation = { __typename: 'Mutation', addAgency: { __typename: 'Organisation', id: string, name: string, parentName: string | null, credits: number, ta6Trial: boolean, type: OrganisationType, numAgents: number, numAgencies: number, numProperties: number, defaultPhase: { __typename: 'Phase', id: string, label: string } | null } };

export type AddAgentMutationVariables = Exact<{
  input: AddAgentInput;
}>;


export type AddAgentMutation = { __typename: 'Mutation', addAgent: { __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean } };

export type AddSolicitorMutationVariables = Exact<{
  input: AddSolicitorInput;
}>;


export type AddSolicitorMutation = { __typename: 'Mutation', addSolicitor: { __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean } };

export type AddSolicitorsFirmMutationVariables = Exact<{
  input: AddSolicitorsFirmInput;
}>;


export type AddSolicitorsFirmMutation = { __typename: 'Mutation', addSolicitorsFirm: { __typename: 'Organisation', id: string, name: string, parentName: string | null, credits: number, ta6Trial: boolean, type: OrganisationType, numAgents: number, numAgencies: number, numProperties: number, defaultPhase: { __typename: 'Phase', id: string, label: string } | null } };

export type AdminAgenciesQueryVariables = Exact<{
  withBrands: boolean;
}>;


export type AdminAgenciesQuery = { __typename: 'Query', adminAgencies: Array<{ __typename: 'Organisation', id: string, name: string, parentName: string | null, credits: number, ta6Trial: boolean, type: OrganisationType, numAgents: number, numAgencies: number, numProperties: number, defaultPhase: { __typename: 'Phase', id: string, label: string } | null }>, brands?: Array<{ __typename: 'Organisation', id: string, name: string }>, phases: Array<{ __typename: 'Phase', id: string, label: string }> };

export type AdminAgentsQueryVariables = Exact<{
  withBrands: boolean;
}>;


export type AdminAgentsQuery = { __typename: 'Query', adminAgents: Array<{ __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean }>, adminAgencies: Array<{ __typename: 'Organisation', id: string, name: string }>, brands?: Array<{ __typename: 'Organisation', id: string, name: string }> };

export type AdminPanelQueryVariables = Exact<{
  globalOptions: boolean;
}>;


export type AdminPanelQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, permissions: Array<Action>, user: { __typename: 'User', id: string, organisation: { __typename: 'Organisation', id: string, name: string, credits: number, numAgencies: number } | null } }, monthlyLimit?: { __typename: 'MonthlyLimit', id: string, value: number, usedThisMonth: number } };

export type AdminPropertiesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
  createdAfter?: string | null | undefined;
  createdBefore?: string | null | undefined;
  filters?: Array<PropertyFilterInput> | PropertyFilterInput | null | undefined;
}>;


export type AdminPropertiesQuery = { __typename: 'Query', adminProperties: { __typename: 'AdminPropertyList', nodes: Array<{ __typename: 'Property', id: string, name: string, address: string, postcode: string, friendlyId: string, createdAt: string, complete: number | null, numSellers: number, agenciesNames: Array<string> | null, solicitorsNames: Array<string> | null, userEmails: Array<string> | null, lastSignIn: string | null, ownerName: string | null, phase: { __typename: 'Phase', id: string, label: string } | null }>, pageInfo: { __typename: 'PageInfo', page: number, pageSize: number, total: number, totalPages: number, hasNextPage: boolean }, filterOptions: Array<{ __typename: 'PropertyFilter', name: string, label: string, values: Array<{ __typename: 'PropertyFilterValue', value: string, label: string }> }> } };

export type BrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandsQuery = { __typename: 'Query', brands: Array<{ __typename: 'Organisation', id: string, name: string, parentName: string | null, credits: number, ta6Trial: boolean, type: OrganisationType, numAgents: number, numAgencies: number, numProperties: number, defaultPhase: { __typename: 'Phase', id: string, label: string } | null }> };

export type ChangeAgentOrganisationMutationVariables = Exact<{
  agentId: string | number;
  organisationId: string | number;
  takeOverAgentId?: string | number | null | undefined;
}>;


export type ChangeAgentOrganisationMutation = { __typename: 'Mutation', changeAgentOrganisation: { __typename: 'AgentChange', propertiesTransferred: number, agent: { __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean } } };

export type DeletePropertyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePropertyMutation = { __typename: 'Mutation', deleteProperty: { __typename: 'DeletedProperty', id: string, deletedAt: string } };

export type MoversQueryVariables = Exact<{ [key: string]: never; }>;


export type MoversQuery = { __typename: 'Query', movers: Array<{ __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean }> };

export type OrganisationRowFragment = { __typename: 'Organisation', id: string, name: string, parentName: string | null, credits: number, ta6Trial: boolean, type: OrganisationType, numAgents: number, numAgencies: number, numProperties: number, defaultPhase: { __typename: 'Phase', id: string, label: string } | null };

export type OrganisationViewQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganisationViewQuery = { __typename: 'Query', organisation: { __typename: 'Organisation', id: string, name: string, parentName: string | null, typeName: string, defaultPhase: { __typename: 'Phase', id: string, label: string } | null, phaseConfig: { __typename: 'PhaseConfig', phases: Array<{ __typename: 'PhaseColumn', id: string, label: string }>, questionnaires: Array<{ __typename: 'PhaseConfigQuestionnaire', id: string, name: string, sections: Array<{ __typename: 'PhaseConfigSection', id: string, name: string, groups: Array<{ __typename: 'PhaseConfigGroup', id: string, name: string, questions: Array<{ __typename: 'PhaseConfigQuestion', id: string, question: string, type: string, enabledPhaseIds: Array<string> }> }> }> }> } | null } };

export type PersonRowFragment = { __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean };

export type PropertyManageQueryVariables = Exact<{
  id: string | number;
}>;


export type PropertyManageQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, permissions: Array<Action> }, property: { __typename: 'Property', id: string, name: string, numSellers: number }, invitedSellers: { __typename: 'InvitedSellers', maxSellers: number, sellers: Array<{ __typename: 'InvitedSeller', id: string, name: string | null, email: string, lastActivity: string | null, accepted: boolean, invitedAt: string | null }> }, propertyOwners: { __typename: 'PropertyOwners', id: string, ownerId: string | null, creatorId: string | null, people: Array<{ __typename: 'AgentOption', id: string, name: string, email: string }> } };

export type RemoveAgentMutationVariables = Exact<{
  agentId: string | number;
  newAgentId?: string | number | null | undefined;
}>;


export type RemoveAgentMutation = { __typename: 'Mutation', removeAgent: { __typename: 'AgentChange', propertiesTransferred: number, agent: { __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean } } };

export type SetAgencyTa6TrialMutationVariables = Exact<{
  organisationId: string | number;
  on: boolean;
}>;


export type SetAgencyTa6TrialMutation = { __typename: 'Mutation', setAgencyTa6Trial: { __typename: 'Organisation', id: string, ta6Trial: boolean } };

export type SetPropertyCreatorMutationVariables = Exact<{
  propertyId: string | number;
  userId: string | number;
}>;


export type SetPropertyCreatorMutation = { __typename: 'Mutation', setPropertyCreator: { __typename: 'PropertyOwners', id: string, ownerId: string | null, creatorId: string | null } };

export type SetPropertyOwnerMutationVariables = Exact<{
  propertyId: string | number;
  userId: string | number;
}>;


export type SetPropertyOwnerMutation = { __typename: 'Mutation', setPropertyOwner: { __typename: 'PropertyOwners', id: string, ownerId: string | null, creatorId: string | null } };

export type SolicitorsQueryVariables = Exact<{ [key: string]: never; }>;


export type SolicitorsQuery = { __typename: 'Query', solicitors: Array<{ __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean }>, solicitorsFirms: Array<{ __typename: 'Organisation', id: string, name: string }> };

export type SolicitorsFirmsQueryVariables = Exact<{
  withBrands: boolean;
}>;


export type SolicitorsFirmsQuery = { __typename: 'Query', solicitorsFirms: Array<{ __typename: 'Organisation', id: string, name: string, parentName: string | null, credits: number, ta6Trial: boolean, type: OrganisationType, numAgents: number, numAgencies: number, numProperties: number, defaultPhase: { __typename: 'Phase', id: string, label: string } | null }>, brands?: Array<{ __typename: 'Organisation', id: string, name: string }> };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename: 'Mutation', updateUser: { __typename: 'User', id: string, role: Role, organisation: { __typename: 'Organisation', id: string, name: string, parentName: string | null } | null } };

export type UserDetailsQueryVariables = Exact<{
  id: string | number;
  withOrganisations: boolean;
}>;


export type UserDetailsQuery = { __typename: 'Query', user: { __typename: 'User', id: string, displayName: string, email: string, role: Role, acceptedTerms: boolean, dateRegistered: string | null, lastActivity: string | null, organisation: { __typename: 'Organisation', id: string, name: string, parentName: string | null } | null, properties: Array<{ __typename: 'PropertyRef', id: string, name: string }> }, adminAgencies?: Array<{ __typename: 'Organisation', id: string, name: string }>, solicitorsFirms?: Array<{ __typename: 'Organisation', id: string, name: string }>, brands?: Array<{ __typename: 'Organisation', id: string, name: string }> };

export type UserSearchQueryVariables = Exact<{
  email: string;
}>;


export type UserSearchQuery = { __typename: 'Query', userSearch: Array<{ __typename: 'UserSearchResult', id: string, name: string, email: string, role: Role }> };

export type DashboardQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardQuery = { __typename: 'Query', property: { __typename: 'Property', id: string, name: string, city: string, postcode: string, friendlyId: string, complete: number | null, isSeller: boolean, searchesRequested: boolean, agenciesNames: Array<string> | null, solicitorsNames: Array<string> | null, phase: { __typename: 'Phase', id: string, label: string, nextPhaseId: string | null } | null, completedPhases: Array<{ __typename: 'Phase', id: string, label: string }> | null, viewerCan: { __typename: 'PropertyCapabilities', inviteSeller: boolean, inviteSolicitor: boolean, inviteAgent: boolean, viewCompletion: boolean }, attributes: Array<{ __typename: 'PropertyAttribute', key: string, dimension: string, value: number | null, source: { __typename: 'AttributeSource', name: string, title: string } }> | null, actionPlan: { __typename: 'ActionPlan', id: string, phaseId: string, displayedComplete: number, agentsNotification: AgentsNotification, searches: { __typename: 'SearchesOrder', status: SearchesOrderStatus } | null, items: Array<{ __typename: 'ChecklistItem', id: string, label: string, route: string, worth: number, earned: number, estimatedMinutes: number, progress: number, status: string, signedByViewer: boolean, allSigned: boolean, viewerCan: { __typename: 'ChecklistItemCapabilities', complete: boolean, view: boolean, sign: boolean, share: boolean } }> } | null, vault: { __typename: 'Vault', id: string, viewerMayUpload: boolean, maxBytes: number, acceptedTypes: Array<string>, documents: Array<{ __typename: 'VaultDocument', id: string, name: string, fileName: string, contentType: string, size: number, uploadedAt: string, downloadPath: string }> } } };

export type MovePropertyToNextPhaseMutationVariables = Exact<{
  propertyId: string | number;
  phaseId: string | number;
}>;


export type MovePropertyToNextPhaseMutation = { __typename: 'Mutation', movePropertyToNextPhase: { __typename: 'Property', id: string, phase: { __typename: 'Phase', id: string, label: string, nextPhaseId: string | null } | null, completedPhases: Array<{ __typename: 'Phase', id: string, label: string }> | null } };

export type OrderSearchesMutationVariables = Exact<{
  propertyId: string | number;
}>;


export type OrderSearchesMutation = { __typename: 'Mutation', orderSearches: { __typename: 'Property', id: string, searchesRequested: boolean } };

export type RemoveDocumentMutationVariables = Exact<{
  propertyId: string | number;
  documentId: string | number;
}>;


export type RemoveDocumentMutation = { __typename: 'Mutation', removeDocument: { __typename: 'RemovedDocument', id: string } };

export type VaultSection_PropertyFragment = { __typename: 'Property', id: string, vault: { __typename: 'Vault', id: string, viewerMayUpload: boolean, maxBytes: number, acceptedTypes: Array<string>, documents: Array<{ __typename: 'VaultDocument', id: string, name: string, fileName: string, contentType: string, size: number, uploadedAt: string, downloadPath: string }> } };

export type SendEnquiryMutationVariables = Exact<{
  input: SendEnquiryInput;
}>;


export type SendEnquiryMutation = { __typename: 'Mutation', sendEnquiry: { __typename: 'EnquirySent', sent: boolean, recipients: number } };

export type AcceptInvitationsMutationVariables = Exact<{
  token?: string | null | undefined;
}>;


export type AcceptInvitationsMutation = { __typename: 'Mutation', acceptInvitations: { __typename: 'AcceptedInvitations', propertyId: string | null, properties: Array<{ __typename: 'PropertyRef', id: string, name: string }> } };

export type InviteAgentMutationVariables = Exact<{
  input: InvitePersonInput;
}>;


export type InviteAgentMutation = { __typename: 'Mutation', inviteAgent: { __typename: 'PersonInvitation', name: string, email: string, organisation: { __typename: 'OrganisationChoice', id: string, name: string } } };

export type InvitePersonPageQueryVariables = Exact<{
  id: string | number;
  kind: InviteKind;
}>;


export type InvitePersonPageQuery = { __typename: 'Query', property: { __typename: 'Property', id: string, name: string }, inviteOptions: { __typename: 'InviteOptions', current: { __typename: 'OrganisationChoice', id: string, name: string } | null, organisations: Array<{ __typename: 'OrganisationChoice', id: string, name: string }>, people: Array<{ __typename: 'PersonChoice', id: string, name: string, email: string, organisationId: string }> } };

export type InviteSellerMutationVariables = Exact<{
  propertyId: string | number;
  email: string;
  theme?: string | null | undefined;
}>;


export type InviteSellerMutation = { __typename: 'Mutation', inviteSeller: { __typename: 'SellerInvitation', seller: { __typename: 'InvitedSeller', id: string, name: string | null, email: string, lastActivity: string | null, accepted: boolean, invitedAt: string | null }, property: { __typename: 'Property', id: string, numSellers: number } } };

export type InviteSellerPageQueryVariables = Exact<{
  id: string | number;
}>;


export type InviteSellerPageQuery = { __typename: 'Query', property: { __typename: 'Property', id: string, name: string, numSellers: number }, invitedSellers: { __typename: 'InvitedSellers', maxSellers: number, sellers: Array<{ __typename: 'InvitedSeller', id: string, name: string | null, email: string, lastActivity: string | null, accepted: boolean, invitedAt: string | null }> } };

export type InviteSolicitorMutationVariables = Exact<{
  input: InvitePersonInput;
}>;


export type InviteSolicitorMutation = { __typename: 'Mutation', inviteSolicitor: { __typename: 'PersonInvitation', name: string, email: string, organisation: { __typename: 'OrganisationChoice', id: string, name: string } } };

export type InvitedSellerFieldsFragment = { __typename: 'InvitedSeller', id: string, name: string | null, email: string, lastActivity: string | null, accepted: boolean, invitedAt: string | null };

export type RemoveSellerMutationVariables = Exact<{
  propertyId: string | number;
  sellerId: string | number;
}>;


export type RemoveSellerMutation = { __typename: 'Mutation', removeSeller: { __typename: 'SellerRemoval', id: string, property: { __typename: 'Property', id: string, numSellers: number } } };

export type ResendSellerInviteMutationVariables = Exact<{
  propertyId: string | number;
  sellerId: string | number;
}>;


export type ResendSellerInviteMutation = { __typename: 'Mutation', resendSellerInvite: { __typename: 'InvitedSeller', id: string, name: string | null, email: string, lastActivity: string | null, accepted: boolean, invitedAt: string | null } };

export type PropertiesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
}>;


export type PropertiesQuery = { __typename: 'Query', properties: { __typename: 'PropertyConnection', nodes: Array<{ __typename: 'Property', id: string, name: string, city: string, complete: number | null, userEmails: Array<string> | null, agenciesNames: Array<string> | null, createdAt: string, lastSignIn: string | null, phase: { __typename: 'Phase', id: string, label: string } | null, viewerCan: { __typename: 'PropertyCapabilities', viewCompletion: boolean, viewMeta: boolean } }>, pageInfo: { __typename: 'PageInfo', page: number, pageSize: number, total: number, totalPages: number, hasNextPage: boolean } } };

export type PropertyCard_PropertyFragment = { __typename: 'Property', id: string, name: string, city: string, complete: number | null, userEmails: Array<string> | null, agenciesNames: Array<string> | null, createdAt: string, lastSignIn: string | null, phase: { __typename: 'Phase', id: string, label: string } | null, viewerCan: { __typename: 'PropertyCapabilities', viewCompletion: boolean, viewMeta: boolean } };

export type RequestCreditsMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestCreditsMutation = { __typename: 'Mutation', requestCredits: { __typename: 'CreditRequest', id: string, createdAt: string } };

export type QuestionnaireQueryVariables = Exact<{
  propertyId: string | number;
  questionnaireId: number;
}>;


export type QuestionnaireQuery = { __typename: 'Query', questionnaire: { __typename: 'Questionnaire', id: string, questionnaireId: number, path: string, name: string, version: number, accepted: boolean, canAnswerAll: boolean, writableSections: Array<string>, disabledQuestions: Array<string>, ta6Part1Active: boolean, preliminaryAccepted: boolean, sellerTypes: Array<{ __typename: 'Option', key: string, label: string }> | null, sections: Array<{ __typename: 'QuestionnaireSection', key: string, name: string, notes: string | null, tabular: boolean, groups: Array<{ __typename: 'QuestionGroup', key: number, name: string | null, notes: string | null, questions: Array<{ __typename: 'Question', key: string, question: string, type: QuestionType, required: boolean, readOnly: boolean, maxRows: number | null, formReference: string | null, showIf: string | null, showIfQuestion: string | null, showIfAnswer: string | null, showIfAnswerIncludes: string | null, maxLength: number | null, notes: string | null, options: Array<{ __typename: 'Option', key: string, label: string }> | null, listColumns: Array<{ __typename: 'ListColumn', key: string, label: string, type: QuestionType, options: Array<{ __typename: 'Option', key: string, label: string }> | null }> | null, upload: { __typename: 'UploadRule', accept: Array<string>, multiple: boolean } | null }> }> }>, answers: Array<{ __typename: 'Answer', questionKey: string, value: unknown, source: { __typename: 'AnswerSource', kind: AnswerSourceKind, questionnaireName: string | null, updatedAt: string } | null }>, completion: { __typename: 'QuestionnaireCompletion', id: string, percent: number | null, sections: Array<{ __typename: 'SectionCompletion', sectionKey: string, percent: number | null }> }, attachments: Array<{ __typename: 'FormAttachment', id: string, name: string, contentType: string, downloadPath: string }>, signing: { __typename: 'FormSigning', id: string, sellers: number, signed: number, signedByMe: boolean, allSigned: boolean, locked: boolean, isSeller: boolean, accepted: boolean, displayedPercent: number | null, signatures: Array<{ __typename: 'FormSignature', id: string, signerName: string, signedAt: string, mine: boolean }> } } };

export type SaveAnswersMutationVariables = Exact<{
  input: SaveAnswersInput;
}>;


export type SaveAnswersMutation = { __typename: 'Mutation', saveAnswers: { __typename: 'AnswersSaved', savedAt: string, completion: { __typename: 'QuestionnaireCompletion', id: string, percent: number | null, sections: Array<{ __typename: 'SectionCompletion', sectionKey: string, percent: number | null }> } } };

export type AttributeExamplesQueryVariables = Exact<{
  key: string;
  dimension: string;
  filter?: AttributeReportFilter | null | undefined;
}>;


export type AttributeExamplesQuery = { __typename: 'Query', attributeExamples: { __typename: 'AttributeExamples', key: string, dimension: string, total: number, examples: Array<{ __typename: 'AttributeExample', id: string, name: string, dashboardPath: string }> } };

export type AttributeStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type AttributeStatisticsQuery = { __typename: 'Query', attributeStatistics: { __typename: 'AttributeStatistics', totalProps: number, propTypePropCount: number, ta6CompleteCount: number, ta6CompleteFreeholdCount: number, nonstandardCount: number, computedAt: string, averages: { __typename: 'AttributeAverages', currentComplexity: number, predictedTimescale: number, complexityIssues: number }, propertyTypes: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }>, services: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }>, broadband: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }>, tenure: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }> } };

export type AttributeStatisticsFieldsFragment = { __typename: 'AttributeStatistics', totalProps: number, propTypePropCount: number, ta6CompleteCount: number, ta6CompleteFreeholdCount: number, nonstandardCount: number, computedAt: string, averages: { __typename: 'AttributeAverages', currentComplexity: number, predictedTimescale: number, complexityIssues: number }, propertyTypes: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }>, services: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }>, broadband: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }>, tenure: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }> };

export type AttributeSummaryReportQueryVariables = Exact<{
  filter?: AttributeReportFilter | null | undefined;
}>;


export type AttributeSummaryReportQuery = { __typename: 'Query', attributeSummary: { __typename: 'AttributeSummary', attributes: Array<{ __typename: 'AttributeSummaryItem', key: string, name: string, source: { __typename: 'AttributeSource', name: string, title: string }, metrics: { __typename: 'AttributeMetrics', total: number, average: number | null, dimensions: Array<{ __typename: 'AttributeDimension', key: string, count: number, percentage: number }> } }>, filterOptions: { __typename: 'AttributeFilterOptions', brand: Array<{ __typename: 'AttributeFilterOption', id: string, name: string }>, agency: Array<{ __typename: 'AttributeFilterOption', id: string, name: string }>, owner: Array<{ __typename: 'AttributeFilterOption', id: string, name: string }>, phase: Array<{ __typename: 'AttributeFilterOption', id: string, name: string }> }, metadata: { __typename: 'AttributeSummaryMetadata', totalProperties: number, sellersInvited: number, achievedMarketReady: number, achievedContractReady: number, achievedExchangeReady: number, lawyerInstructed: number } } };

export type RefreshAttributeStatisticsMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshAttributeStatisticsMutation = { __typename: 'Mutation', refreshAttributeStatistics: { __typename: 'AttributeStatistics', totalProps: number, propTypePropCount: number, ta6CompleteCount: number, ta6CompleteFreeholdCount: number, nonstandardCount: number, computedAt: string, averages: { __typename: 'AttributeAverages', currentComplexity: number, predictedTimescale: number, complexityIssues: number }, propertyTypes: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }>, services: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }>, broadband: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }>, tenure: Array<{ __typename: 'AttributeShare', key: string, count: number, percentage: number }> } };

export type CompleteFormMutationVariables = Exact<{
  input: CompleteFormInput;
}>;


export type CompleteFormMutation = { __typename: 'Mutation', completeForm: { __typename: 'FormSigned', signatureId: string, answersSha256: string, signing: { __typename: 'FormSigning', id: string, sellers: number, signed: number, signedByMe: boolean, allSigned: boolean, locked: boolean, isSeller: boolean, accepted: boolean, displayedPercent: number | null, signatures: Array<{ __typename: 'FormSignature', id: string, signerName: string, signedAt: string, mine: boolean }> } } };

export type DeleteSignatureMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSignatureMutation = { __typename: 'Mutation', deleteSignature: { __typename: 'SignatureRecord', id: string, questionnaireId: number, questionnaireName: string, phaseId: number, phaseLabel: string | null, signerName: string, signerEmail: string, signerRole: Role, signedAt: string, removedAt: string | null, removedByName: string | null } };

export type FormSigningFieldsFragment = { __typename: 'FormSigning', id: string, sellers: number, signed: number, signedByMe: boolean, allSigned: boolean, locked: boolean, isSeller: boolean, accepted: boolean, displayedPercent: number | null, signatures: Array<{ __typename: 'FormSignature', id: string, signerName: string, signedAt: string, mine: boolean }> };

export type PropertySignaturesQueryVariables = Exact<{
  propertyId: string | number;
}>;


export type PropertySignaturesQuery = { __typename: 'Query', property: { __typename: 'Property', id: string, name: string }, propertySignatures: Array<{ __typename: 'SignatureRecord', id: string, questionnaireId: number, questionnaireName: string, phaseId: number, phaseLabel: string | null, signerName: string, signerEmail: string, signerRole: Role, signedAt: string, removedAt: string | null, removedByName: string | null }> };

export type SignFormMutationVariables = Exact<{
  input: SignFormInput;
}>;


export type SignFormMutation = { __typename: 'Mutation', signForm: { __typename: 'FormSigned', signatureId: string, answersSha256: string, signing: { __typename: 'FormSigning', id: string, sellers: number, signed: number, signedByMe: boolean, allSigned: boolean, locked: boolean, isSeller: boolean, accepted: boolean, displayedPercent: number | null, signatures: Array<{ __typename: 'FormSignature', id: string, signerName: string, signedAt: string, mine: boolean }> } } };

export type SignatureRecordFieldsFragment = { __typename: 'SignatureRecord', id: string, questionnaireId: number, questionnaireName: string, phaseId: number, phaseLabel: string | null, signerName: string, signerEmail: string, signerRole: Role, signedAt: string, removedAt: string | null, removedByName: string | null };

export type AcceptTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptTermsMutation = { __typename: 'Mutation', acceptTerms: { __typename: 'Viewer', id: string, acceptedTerms: boolean } };

export type SyncViewerProfileMutationVariables = Exact<{
  input: SyncViewerProfileInput;
}>;


export type SyncViewerProfileMutation = { __typename: 'Mutation', syncViewerProfile: { __typename: 'Viewer', id: string, user: { __typename: 'User', id: string, displayName: string, email: string } } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, role: Role, roleLabel: string, permissions: Array<Action>, acceptedTerms: boolean, brandTheme: string | null, user: { __typename: 'User', id: string, displayName: string, email: string, organisation: { __typename: 'Organisation', id: string, name: string, credits: number } | null } } };

export type AddPropertyMutationVariables = Exact<{
  input: AddPropertyInput;
}>;


export type AddPropertyMutation = { __typename: 'Mutation', addProperty: { __typename: 'Property', id: string, name: string } };

export type AddPropertyByTitleMutationVariables = Exact<{
  input: AddPropertyByTitleInput;
}>;


export type AddPropertyByTitleMutation = { __typename: 'Mutation', addPropertyByTitle: { __typename: 'Property', id: string, name: string } };

export type AddressLookupQueryVariables = Exact<{
  postcode: string;
}>;


export type AddressLookupQuery = { __typename: 'Query', addressLookup: { __typename: 'AddressLookup', sample: boolean, addresses: Array<{ __typename: 'Address', line: string, subBuildingName: string, buildingName: string, buildingNumber: string, thoroughfare: string, townOrCity: string, postcode: string }> } };

export type AgencyOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyOptionsQuery = { __typename: 'Query', agencies: Array<{ __typename: 'AgencyOption', id: string, name: string, parentName: string | null }> };

export type AgentOptionsQueryVariables = Exact<{
  organisationId: string | number;
}>;


export type AgentOptionsQuery = { __typename: 'Query', agents: Array<{ __typename: 'AgentOption', id: string, name: string, email: string }> };

export type MonthlyLimitQueryVariables = Exact<{ [key: string]: never; }>;


export type MonthlyLimitQuery = { __typename: 'Query', monthlyLimit: { __typename: 'MonthlyLimit', id: string, value: number, usedThisMonth: number } };

export type PortalSearchQueryVariables = Exact<{
  postcode: string;
}>;


export type PortalSearchQuery = { __typename: 'Query', portalSearch: { __typename: 'PortalSearch', sample: boolean, properties: Array<{ __typename: 'PortalProperty', id: string, nameNo: string, subDwelling: string, street: string, town: string, postcode: string }> } };

export type SetMonthlyLimitMutationVariables = Exact<{
  value: number;
}>;


export type SetMonthlyLimitMutation = { __typename: 'Mutation', setMonthlyLimit: { __typename: 'MonthlyLimit', id: string, value: number, usedThisMonth: number } };

export type TitleSearchQueryVariables = Exact<{
  input: TitleSearchInput;
}>;


export type TitleSearchQuery = { __typename: 'Query', titleSearch: { __typename: 'TitleSearch', requestId: string, sample: boolean, results: Array<{ __typename: 'Title', titleNumber: string, leasehold: boolean, subBuildingName: string | null, buildingName: string | null, buildingNumber: string | null, streetName: string | null, cityName: string | null, postcode: string }> } };

export type WizardStartQueryVariables = Exact<{ [key: string]: never; }>;


export type WizardStartQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, permissions: Array<Action>, user: { __typename: 'User', id: string, organisation: { __typename: 'Organisation', id: string, name: string, credits: number, usesPortal: boolean } | null } } };

export const OrganisationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<OrganisationRowFragment, unknown>;
export const PersonRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<PersonRowFragment, unknown>;
export const VaultSection_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaultSection_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayUpload"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}}]} as unknown as DocumentNode<VaultSection_PropertyFragment, unknown>;
export const InvitedSellerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<InvitedSellerFieldsFragment, unknown>;
export const PropertyCard_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"viewMeta"}}]}}]}}]} as unknown as DocumentNode<PropertyCard_PropertyFragment, unknown>;
export const AttributeStatisticsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeStatisticsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalProps"}},{"kind":"Field","name":{"kind":"Name","value":"propTypePropCount"}},{"kind":"Field","name":{"kind":"Name","value":"ta6CompleteCount"}},{"kind":"Field","name":{"kind":"Name","value":"ta6CompleteFreeholdCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonstandardCount"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"averages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentComplexity"}},{"kind":"Field","name":{"kind":"Name","value":"predictedTimescale"}},{"kind":"Field","name":{"kind":"Name","value":"complexityIssues"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"broadband"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<AttributeStatisticsFieldsFragment, unknown>;
export const FormSigningFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormSigningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"signedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"displayedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<FormSigningFieldsFragment, unknown>;
export const SignatureRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"signerRole"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedByName"}}]}}]} as unknown as DocumentNode<SignatureRecordFieldsFragment, unknown>;
export const AddAgencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAgency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAgencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAgency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AddAgencyMutation, AddAgencyMutationVariables>;
export const AddAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAgentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<AddAgentMutation, AddAgentMutationVariables>;
export const AddSolicitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSolicitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSolicitorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSolicitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<AddSolicitorMutation, AddSolicitorMutationVariables>;
export const AddSolicitorsFirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSolicitorsFirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSolicitorsFirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSolicitorsFirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AddSolicitorsFirmMutation, AddSolicitorsFirmMutationVariables>;
export const AdminAgenciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAgencies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAgencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AdminAgenciesQuery, AdminAgenciesQueryVariables>;
export const AdminAgentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAgents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAgencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<AdminAgentsQuery, AdminAgentsQueryVariables>;
export const AdminPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"globalOptions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyLimit"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"globalOptions"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"usedThisMonth"}}]}}]}}]} as unknown as DocumentNode<AdminPanelQuery, AdminPanelQueryVariables>;
export const AdminPropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdBefore"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyFilterInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProperties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdAfter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdAfter"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdBefore"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdBefore"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"solicitorsNames"}},{"kind":"Field","name":{"kind":"Name","value":"userEmails"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminPropertiesQuery, AdminPropertiesQueryVariables>;
export const BrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<BrandsQuery, BrandsQueryVariables>;
export const ChangeAgentOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAgentOrganisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"takeOverAgentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAgentOrganisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"organisationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"takeOverAgentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"takeOverAgentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertiesTransferred"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<ChangeAgentOrganisationMutation, ChangeAgentOrganisationMutationVariables>;
export const DeletePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeletePropertyMutation, DeletePropertyMutationVariables>;
export const MoversDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Movers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<MoversQuery, MoversQueryVariables>;
export const OrganisationViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganisationView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phaseConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionnaires"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabledPhaseIds"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrganisationViewQuery, OrganisationViewQueryVariables>;
export const PropertyManageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyManage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedSellers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxSellers"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitedSellerFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyOwners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorId"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<PropertyManageQuery, PropertyManageQueryVariables>;
export const RemoveAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newAgentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"newAgentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newAgentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertiesTransferred"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<RemoveAgentMutation, RemoveAgentMutationVariables>;
export const SetAgencyTa6TrialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAgencyTa6Trial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgencyTa6Trial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organisationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"on"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}}]}}]}}]} as unknown as DocumentNode<SetAgencyTa6TrialMutation, SetAgencyTa6TrialMutationVariables>;
export const SetPropertyCreatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPropertyCreator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPropertyCreator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorId"}}]}}]}}]} as unknown as DocumentNode<SetPropertyCreatorMutation, SetPropertyCreatorMutationVariables>;
export const SetPropertyOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPropertyOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPropertyOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorId"}}]}}]}}]} as unknown as DocumentNode<SetPropertyOwnerMutation, SetPropertyOwnerMutationVariables>;
export const SolicitorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Solicitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"solicitorsFirms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<SolicitorsQuery, SolicitorsQueryVariables>;
export const SolicitorsFirmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitorsFirms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitorsFirms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<SolicitorsFirmsQuery, SolicitorsFirmsQueryVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const UserDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withOrganisations"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAgencies"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withOrganisations"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"solicitorsFirms"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withOrganisations"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withOrganisations"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserDetailsQuery, UserDetailsQueryVariables>;
export const UserSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UserSearchQuery, UserSearchQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyId"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"searchesRequested"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"nextPhaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedPhases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"solicitorsNames"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSeller"}},{"kind":"Field","name":{"kind":"Name","value":"inviteSolicitor"}},{"kind":"Field","name":{"kind":"Name","value":"inviteAgent"}},{"kind":"Field","name":{"kind":"Name","value":"viewCompletion"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VaultSection_property"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"displayedComplete"}},{"kind":"Field","name":{"kind":"Name","value":"agentsNotification"}},{"kind":"Field","name":{"kind":"Name","value":"searches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"worth"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaultSection_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayUpload"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const MovePropertyToNextPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MovePropertyToNextPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movePropertyToNextPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"phaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"nextPhaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedPhases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<MovePropertyToNextPhaseMutation, MovePropertyToNextPhaseMutationVariables>;
export const OrderSearchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderSearches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderSearches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"searchesRequested"}}]}}]}}]} as unknown as DocumentNode<OrderSearchesMutation, OrderSearchesMutationVariables>;
export const RemoveDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveDocumentMutation, RemoveDocumentMutationVariables>;
export const SendEnquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<SendEnquiryMutation, SendEnquiryMutationVariables>;
export const AcceptInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationsMutation, AcceptInvitationsMutationVariables>;
export const InviteAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<InviteAgentMutation, InviteAgentMutationVariables>;
export const InvitePersonPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitePersonPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inviteOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}}]}}]}}]}}]} as unknown as DocumentNode<InvitePersonPageQuery, InvitePersonPageQueryVariables>;
export const InviteSellerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteSeller"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitedSellerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<InviteSellerMutation, InviteSellerMutationVariables>;
export const InviteSellerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteSellerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedSellers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxSellers"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitedSellerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<InviteSellerPageQuery, InviteSellerPageQueryVariables>;
export const InviteSolicitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteSolicitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSolicitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<InviteSolicitorMutation, InviteSolicitorMutationVariables>;
export const RemoveSellerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSeller"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sellerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sellerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sellerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveSellerMutation, RemoveSellerMutationVariables>;
export const ResendSellerInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendSellerInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sellerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendSellerInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sellerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sellerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitedSellerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<ResendSellerInviteMutation, ResendSellerInviteMutationVariables>;
export const PropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Properties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard_property"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"viewMeta"}}]}}]}}]} as unknown as DocumentNode<PropertiesQuery, PropertiesQueryVariables>;
export const RequestCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RequestCreditsMutation, RequestCreditsMutationVariables>;
export const QuestionnaireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Questionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionnaireId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionnaireId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionnaireId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"sellerTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAnswerAll"}},{"kind":"Field","name":{"kind":"Name","value":"writableSections"}},{"kind":"Field","name":{"kind":"Name","value":"disabledQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"tabular"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxRows"}},{"kind":"Field","name":{"kind":"Name","value":"listColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"formReference"}},{"kind":"Field","name":{"kind":"Name","value":"showIf"}},{"kind":"Field","name":{"kind":"Name","value":"showIfQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"showIfAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"showIfAnswerIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accept"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ta6Part1Active"}},{"kind":"Field","name":{"kind":"Name","value":"preliminaryAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"signing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormSigningFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormSigningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"signedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"displayedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<QuestionnaireQuery, QuestionnaireQueryVariables>;
export const SaveAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SaveAnswersMutation, SaveAnswersMutationVariables>;
export const AttributeExamplesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttributeExamples"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dimension"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeExamples"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"dimension"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dimension"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"examples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardPath"}}]}}]}}]}}]} as unknown as DocumentNode<AttributeExamplesQuery, AttributeExamplesQueryVariables>;
export const AttributeStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttributeStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeStatisticsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeStatisticsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalProps"}},{"kind":"Field","name":{"kind":"Name","value":"propTypePropCount"}},{"kind":"Field","name":{"kind":"Name","value":"ta6CompleteCount"}},{"kind":"Field","name":{"kind":"Name","value":"ta6CompleteFreeholdCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonstandardCount"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"averages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentComplexity"}},{"kind":"Field","name":{"kind":"Name","value":"predictedTimescale"}},{"kind":"Field","name":{"kind":"Name","value":"complexityIssues"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"broadband"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<AttributeStatisticsQuery, AttributeStatisticsQueryVariables>;
export const AttributeSummaryReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttributeSummaryReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalProperties"}},{"kind":"Field","name":{"kind":"Name","value":"sellersInvited"}},{"kind":"Field","name":{"kind":"Name","value":"achievedMarketReady"}},{"kind":"Field","name":{"kind":"Name","value":"achievedContractReady"}},{"kind":"Field","name":{"kind":"Name","value":"achievedExchangeReady"}},{"kind":"Field","name":{"kind":"Name","value":"lawyerInstructed"}}]}}]}}]}}]} as unknown as DocumentNode<AttributeSummaryReportQuery, AttributeSummaryReportQueryVariables>;
export const RefreshAttributeStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshAttributeStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAttributeStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeStatisticsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeStatisticsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalProps"}},{"kind":"Field","name":{"kind":"Name","value":"propTypePropCount"}},{"kind":"Field","name":{"kind":"Name","value":"ta6CompleteCount"}},{"kind":"Field","name":{"kind":"Name","value":"ta6CompleteFreeholdCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonstandardCount"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"averages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentComplexity"}},{"kind":"Field","name":{"kind":"Name","value":"predictedTimescale"}},{"kind":"Field","name":{"kind":"Name","value":"complexityIssues"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"broadband"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<RefreshAttributeStatisticsMutation, RefreshAttributeStatisticsMutationVariables>;
export const CompleteFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signatureId"}},{"kind":"Field","name":{"kind":"Name","value":"answersSha256"}},{"kind":"Field","name":{"kind":"Name","value":"signing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormSigningFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormSigningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"signedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"displayedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<CompleteFormMutation, CompleteFormMutationVariables>;
export const DeleteSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"signerRole"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedByName"}}]}}]} as unknown as DocumentNode<DeleteSignatureMutation, DeleteSignatureMutationVariables>;
export const PropertySignaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertySignatures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertySignatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"signerRole"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedByName"}}]}}]} as unknown as DocumentNode<PropertySignaturesQuery, PropertySignaturesQueryVariables>;
export const SignFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signatureId"}},{"kind":"Field","name":{"kind":"Name","value":"answersSha256"}},{"kind":"Field","name":{"kind":"Name","value":"signing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormSigningFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormSigningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"signedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"displayedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<SignFormMutation, SignFormMutationVariables>;
export const AcceptTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]}}]} as unknown as DocumentNode<AcceptTermsMutation, AcceptTermsMutationVariables>;
export const SyncViewerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncViewerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncViewerProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncViewerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SyncViewerProfileMutation, SyncViewerProfileMutationVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"brandTheme"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const AddPropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddPropertyMutation, AddPropertyMutationVariables>;
export const AddPropertyByTitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPropertyByTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPropertyByTitleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPropertyByTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddPropertyByTitleMutation, AddPropertyByTitleMutationVariables>;
export const AddressLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"subBuildingName"}},{"kind":"Field","name":{"kind":"Name","value":"buildingName"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"thoroughfare"}},{"kind":"Field","name":{"kind":"Name","value":"townOrCity"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}}]}}]}}]}}]} as unknown as DocumentNode<AddressLookupQuery, AddressLookupQueryVariables>;
export const AgencyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}}]}}]} as unknown as DocumentNode<AgencyOptionsQuery, AgencyOptionsQueryVariables>;
export const AgentOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organisationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AgentOptionsQuery, AgentOptionsQueryVariables>;
export const MonthlyLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthlyLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"usedThisMonth"}}]}}]}}]} as unknown as DocumentNode<MonthlyLimitQuery, MonthlyLimitQueryVariables>;
export const PortalSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portalSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNo"}},{"kind":"Field","name":{"kind":"Name","value":"subDwelling"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}}]}}]}}]}}]} as unknown as DocumentNode<PortalSearchQuery, PortalSearchQueryVariables>;
export const SetMonthlyLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMonthlyLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMonthlyLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"usedThisMonth"}}]}}]}}]} as unknown as DocumentNode<SetMonthlyLimitMutation, SetMonthlyLimitMutationVariables>;
export const TitleSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TitleSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TitleSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"leasehold"}},{"kind":"Field","name":{"kind":"Name","value":"subBuildingName"}},{"kind":"Field","name":{"kind":"Name","value":"buildingName"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}}]}}]}}]}}]} as unknown as DocumentNode<TitleSearchQuery, TitleSearchQueryVariables>;
export const WizardStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WizardStart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"usesPortal"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WizardStartQuery, WizardStartQueryVariables>;
export function useAddAgencyMutation(options?: useMutation.Options<AddAgencyMutation, AddAgencyMutationVariables>) {
  return useMutation(AddAgencyDocument, options);
}
export function useAddAgentMutation(options?: useMutation.Options<AddAgentMutation, AddAgentMutationVariables>) {
  return useMutation(AddAgentDocument, options);
}
export function useAddSolicitorMutation(options?: useMutation.Options<AddSolicitorMutation, AddSolicitorMutationVariables>) {
  return useMutation(AddSolicitorDocument, options);
}
export function useAddSolicitorsFirmMutation(options?: useMutation.Options<AddSolicitorsFirmMutation, AddSolicitorsFirmMutationVariables>) {
  return useMutation(AddSolicitorsFirmDocument, options);
}
export function useAdminAgenciesQuery(options?: useQuery.Options<AdminAgenciesQuery, AdminAgenciesQueryVariables>) {
  return useQuery(AdminAgenciesDocument, options as useQuery.Options<AdminAgenciesQuery, AdminAgenciesQueryVariables>);
}
export function useAdminAgenciesLazyQuery(options?: useLazyQuery.Options<AdminAgenciesQuery, AdminAgenciesQueryVariables>) {
  return useLazyQuery(AdminAgenciesDocument, options);
}
export function useAdminAgentsQuery(options?: useQuery.Options<AdminAgentsQuery, AdminAgentsQueryVariables>) {
  return useQuery(AdminAgentsDocument, options as useQuery.Options<AdminAgentsQuery, AdminAgentsQueryVariables>);
}
export function useAdminAgentsLazyQuery(options?: useLazyQuery.Options<AdminAgentsQuery, AdminAgentsQueryVariables>) {
  return useLazyQuery(AdminAgentsDocument, options);
}
export function useAdminPanelQuery(options?: useQuery.Options<AdminPanelQuery, AdminPanelQueryVariables>) {
  return useQuery(AdminPanelDocument, options as useQuery.Options<AdminPanelQuery, AdminPanelQueryVariables>);
}
export function useAdminPanelLazyQuery(options?: useLazyQuery.Options<AdminPanelQuery, AdminPanelQueryVariables>) {
  return useLazyQuery(AdminPanelDocument, options);
}
export function useAdminPropertiesQuery(options?: useQuery.Options<AdminPropertiesQuery, AdminPropertiesQueryVariables>) {
  return useQuery(AdminPropertiesDocument, options as useQuery.Options<AdminPropertiesQuery, AdminPropertiesQueryVariables>);
}
export function useAdminPropertiesLazyQuery(options?: useLazyQuery.Options<AdminPropertiesQuery, AdminPropertiesQueryVariables>) {
  return useLazyQuery(AdminPropertiesDocument, options);
}
export function useBrandsQuery(options?: useQuery.Options<BrandsQuery, BrandsQueryVariables>) {
  return useQuery(BrandsDocument, options as useQuery.Options<BrandsQuery, BrandsQueryVariables>);
}
export function useBrandsLazyQuery(options?: useLazyQuery.Options<BrandsQuery, BrandsQueryVariables>) {
  return useLazyQuery(BrandsDocument, options);
}
export function useChangeAgentOrganisationMutation(options?: useMutation.Options<ChangeAgentOrganisationMutation, ChangeAgentOrganisationMutationVariables>) {
  return useMutation(ChangeAgentOrganisationDocument, options);
}
export function useDeletePropertyMutation(options?: useMutation.Options<DeletePropertyMutation, DeletePropertyMutationVariables>) {
  return useMutation(DeletePropertyDocument, options);
}
export function useMoversQuery(options?: useQuery.Options<MoversQuery, MoversQueryVariables>) {
  return useQuery(MoversDocument, options as useQuery.Options<MoversQuery, MoversQueryVariables>);
}
export function useMoversLazyQuery(options?: useLazyQuery.Options<MoversQuery, MoversQueryVariables>) {
  return useLazyQuery(MoversDocument, options);
}
export function useOrganisationViewQuery(options?: useQuery.Options<OrganisationViewQuery, OrganisationViewQueryVariables>) {
  return useQuery(OrganisationViewDocument, options as useQuery.Options<OrganisationViewQuery, OrganisationViewQueryVariables>);
}
export function useOrganisationViewLazyQuery(options?: useLazyQuery.Options<OrganisationViewQuery, OrganisationViewQueryVariables>) {
  return useLazyQuery(OrganisationViewDocument, options);
}
export function usePropertyManageQuery(options?: useQuery.Options<PropertyManageQuery, PropertyManageQueryVariables>) {
  return useQuery(PropertyManageDocument, options as useQuery.Options<PropertyManageQuery, PropertyManageQueryVariables>);
}
export function usePropertyManageLazyQuery(options?: useLazyQuery.Options<PropertyManageQuery, PropertyManageQueryVariables>) {
  return useLazyQuery(PropertyManageDocument, options);
}
export function useRemoveAgentMutation(options?: useMutation.Options<RemoveAgentMutation, RemoveAgentMutationVariables>) {
  return useMutation(RemoveAgentDocument, options);
}
export function useSetAgencyTa6TrialMutation(options?: useMutation.Options<SetAgencyTa6TrialMutation, SetAgencyTa6TrialMutationVariables>) {
  return useMutation(SetAgencyTa6TrialDocument, options);
}
export function useSetPropertyCreatorMutation(options?: useMutation.Options<SetPropertyCreatorMutation, SetPropertyCreatorMutationVariables>) {
  return useMutation(SetPropertyCreatorDocument, options);
}
export function useSetPropertyOwnerMutation(options?: useMutation.Options<SetPropertyOwnerMutation, SetPropertyOwnerMutationVariables>) {
  return useMutation(SetPropertyOwnerDocument, options);
}
export function useSolicitorsQuery(options?: useQuery.Options<SolicitorsQuery, SolicitorsQueryVariables>) {
  return useQuery(SolicitorsDocument, options as useQuery.Options<SolicitorsQuery, SolicitorsQueryVariables>);
}
export function useSolicitorsLazyQuery(options?: useLazyQuery.Options<SolicitorsQuery, SolicitorsQueryVariables>) {
  return useLazyQuery(SolicitorsDocument, options);
}
export function useSolicitorsFirmsQuery(options?: useQuery.Options<SolicitorsFirmsQuery, SolicitorsFirmsQueryVariables>) {
  return useQuery(SolicitorsFirmsDocument, options as useQuery.Options<SolicitorsFirmsQuery, SolicitorsFirmsQueryVariables>);
}
export function useSolicitorsFirmsLazyQuery(options?: useLazyQuery.Options<SolicitorsFirmsQuery, SolicitorsFirmsQueryVariables>) {
  return useLazyQuery(SolicitorsFirmsDocument, options);
}
export function useUpdateUserMutation(options?: useMutation.Options<UpdateUserMutation, UpdateUserMutationVariables>) {
  return useMutation(UpdateUserDocument, options);
}
export function useUserDetailsQuery(options?: useQuery.Options<UserDetailsQuery, UserDetailsQueryVariables>) {
  return useQuery(UserDetailsDocument, options as useQuery.Options<UserDetailsQuery, UserDetailsQueryVariables>);
}
export function useUserDetailsLazyQuery(options?: useLazyQuery.Options<UserDetailsQuery, UserDetailsQueryVariables>) {
  return useLazyQuery(UserDetailsDocument, options);
}
export function useUserSearchQuery(options?: useQuery.Options<UserSearchQuery, UserSearchQueryVariables>) {
  return useQuery(UserSearchDocument, options as useQuery.Options<UserSearchQuery, UserSearchQueryVariables>);
}
export function useUserSearchLazyQuery(options?: useLazyQuery.Options<UserSearchQuery, UserSearchQueryVariables>) {
  return useLazyQuery(UserSearchDocument, options);
}
export function useDashboardQuery(options?: useQuery.Options<DashboardQuery, DashboardQueryVariables>) {
  return useQuery(DashboardDocument, options as useQuery.Options<DashboardQuery, DashboardQueryVariables>);
}
export function useDashboardLazyQuery(options?: useLazyQuery.Options<DashboardQuery, DashboardQueryVariables>) {
  return useLazyQuery(DashboardDocument, options);
}
export function useMovePropertyToNextPhaseMutation(options?: useMutation.Options<MovePropertyToNextPhaseMutation, MovePropertyToNextPhaseMutationVariables>) {
  return useMutation(MovePropertyToNextPhaseDocument, options);
}
export function useOrderSearchesMutation(options?: useMutation.Options<OrderSearchesMutation, OrderSearchesMutationVariables>) {
  return useMutation(OrderSearchesDocument, options);
}
export function useRemoveDocumentMutation(options?: useMutation.Options<RemoveDocumentMutation, RemoveDocumentMutationVariables>) {
  return useMutation(RemoveDocumentDocument, options);
}
export function useSendEnquiryMutation(options?: useMutation.Options<SendEnquiryMutation, SendEnquiryMutationVariables>) {
  return useMutation(SendEnquiryDocument, options);
}
export function useAcceptInvitationsMutation(options?: useMutation.Options<AcceptInvitationsMutation, AcceptInvitationsMutationVariables>) {
  return useMutation(AcceptInvitationsDocument, options);
}
export function useInviteAgentMutation(options?: useMutation.Options<InviteAgentMutation, InviteAgentMutationVariables>) {
  return useMutation(InviteAgentDocument, options);
}
export function useInvitePersonPageQuery(options?: useQuery.Options<InvitePersonPageQuery, InvitePersonPageQueryVariables>) {
  return useQuery(InvitePersonPageDocument, options as useQuery.Options<InvitePersonPageQuery, InvitePersonPageQueryVariables>);
}
export function useInvitePersonPageLazyQuery(options?: useLazyQuery.Options<InvitePersonPageQuery, InvitePersonPageQueryVariables>) {
  return useLazyQuery(InvitePersonPageDocument, options);
}
export function useInviteSellerMutation(options?: useMutation.Options<InviteSellerMutation, InviteSellerMutationVariables>) {
  return useMutation(InviteSellerDocument, options);
}
export function useInviteSellerPageQuery(options?: useQuery.Options<InviteSellerPageQuery, InviteSellerPageQueryVariables>) {
  return useQuery(InviteSellerPageDocument, options as useQuery.Options<InviteSellerPageQuery, InviteSellerPageQueryVariables>);
}
export function useInviteSellerPageLazyQuery(options?: useLazyQuery.Options<InviteSellerPageQuery, InviteSellerPageQueryVariables>) {
  return useLazyQuery(InviteSellerPageDocument, options);
}
export function useInviteSolicitorMutation(options?: useMutation.Options<InviteSolicitorMutation, InviteSolicitorMutationVariables>) {
  return useMutation(InviteSolicitorDocument, options);
}
export function useRemoveSellerMutation(options?: useMutation.Options<RemoveSellerMutation, RemoveSellerMutationVariables>) {
  return useMutation(RemoveSellerDocument, options);
}
export function useResendSellerInviteMutation(options?: useMutation.Options<ResendSellerInviteMutation, ResendSellerInviteMutationVariables>) {
  return useMutation(ResendSellerInviteDocument, options);
}
export function usePropertiesQuery(options?: useQuery.Options<PropertiesQuery, PropertiesQueryVariables>) {
  return useQuery(PropertiesDocument, options as useQuery.Options<PropertiesQuery, PropertiesQueryVariables>);
}
export function usePropertiesLazyQuery(options?: useLazyQuery.Options<PropertiesQuery, PropertiesQueryVariables>) {
  return useLazyQuery(PropertiesDocument, options);
}
export function useRequestCreditsMutation(options?: useMutation.Options<RequestCreditsMutation, RequestCreditsMutationVariables>) {
  return useMutation(RequestCreditsDocument, options);
}
export function useQuestionnaireQuery(options?: useQuery.Options<QuestionnaireQuery, QuestionnaireQueryVariables>) {
  return useQuery(QuestionnaireDocument, options as useQuery.Options<QuestionnaireQuery, QuestionnaireQueryVariables>);
}
export function useQuestionnaireLazyQuery(options?: useLazyQuery.Options<QuestionnaireQuery, QuestionnaireQueryVariables>) {
  return useLazyQuery(QuestionnaireDocument, options);
}
export function useSaveAnswersMutation(options?: useMutation.Options<SaveAnswersMutation, SaveAnswersMutationVariables>) {
  return useMutation(SaveAnswersDocument, options);
}
export function useAttributeExamplesQuery(options?: useQuery.Options<AttributeExamplesQuery, AttributeExamplesQueryVariables>) {
  return useQuery(AttributeExamplesDocument, options as useQuery.Options<AttributeExamplesQuery, AttributeExamplesQueryVariables>);
}
export function useAttributeExamplesLazyQuery(options?: useLazyQuery.Options<AttributeExamplesQuery, AttributeExamplesQueryVariables>) {
  return useLazyQuery(AttributeExamplesDocument, options);
}
export function useAttributeStatisticsQuery(options?: useQuery.Options<AttributeStatisticsQuery, AttributeStatisticsQueryVariables>) {
  return useQuery(AttributeStatisticsDocument, options as useQuery.Options<AttributeStatisticsQuery, AttributeStatisticsQueryVariables>);
}
export function useAttributeStatisticsLazyQuery(options?: useLazyQuery.Options<AttributeStatisticsQuery, AttributeStatisticsQueryVariables>) {
  return useLazyQuery(AttributeStatisticsDocument, options);
}
export function useAttributeSummaryReportQuery(options?: useQuery.Options<AttributeSummaryReportQuery, AttributeSummaryReportQueryVariables>) {
  return useQuery(AttributeSummaryReportDocument, options as useQuery.Options<AttributeSummaryReportQuery, AttributeSummaryReportQueryVariables>);
}
export function useAttributeSummaryReportLazyQuery(options?: useLazyQuery.Options<AttributeSummaryReportQuery, AttributeSummaryReportQueryVariables>) {
  return useLazyQuery(AttributeSummaryReportDocument, options);
}
export function useRefreshAttributeStatisticsMutation(options?: useMutation.Options<RefreshAttributeStatisticsMutation, RefreshAttributeStatisticsMutationVariables>) {
  return useMutation(RefreshAttributeStatisticsDocument, options);
}
export function useCompleteFormMutation(options?: useMutation.Options<CompleteFormMutation, CompleteFormMutationVariables>) {
  return useMutation(CompleteFormDocument, options);
}
export function useDeleteSignatureMutation(options?: useMutation.Options<DeleteSignatureMutation, DeleteSignatureMutationVariables>) {
  return useMutation(DeleteSignatureDocument, options);
}
export function usePropertySignaturesQuery(options?: useQuery.Options<PropertySignaturesQuery, PropertySignaturesQueryVariables>) {
  return useQuery(PropertySignaturesDocument, options as useQuery.Options<PropertySignaturesQuery, PropertySignaturesQueryVariables>);
}
export function usePropertySignaturesLazyQuery(options?: useLazyQuery.Options<PropertySignaturesQuery, PropertySignaturesQueryVariables>) {
  return useLazyQuery(PropertySignaturesDocument, options);
}
export function useSignFormMutation(options?: useMutation.Options<SignFormMutation, SignFormMutationVariables>) {
  return useMutation(SignFormDocument, options);
}
export function useAcceptTermsMutation(options?: useMutation.Options<AcceptTermsMutation, AcceptTermsMutationVariables>) {
  return useMutation(AcceptTermsDocument, options);
}
export function useSyncViewerProfileMutation(options?: useMutation.Options<SyncViewerProfileMutation, SyncViewerProfileMutationVariables>) {
  return useMutation(SyncViewerProfileDocument, options);
}
export function useViewerQuery(options?: useQuery.Options<ViewerQuery, ViewerQueryVariables>) {
  return useQuery(ViewerDocument, options as useQuery.Options<ViewerQuery, ViewerQueryVariables>);
}
export function useViewerLazyQuery(options?: useLazyQuery.Options<ViewerQuery, ViewerQueryVariables>) {
  return useLazyQuery(ViewerDocument, options);
}
export function useAddPropertyMutation(options?: useMutation.Options<AddPropertyMutation, AddPropertyMutationVariables>) {
  return useMutation(AddPropertyDocument, options);
}
export function useAddPropertyByTitleMutation(options?: useMutation.Options<AddPropertyByTitleMutation, AddPropertyByTitleMutationVariables>) {
  return useMutation(AddPropertyByTitleDocument, options);
}
export function useAddressLookupQuery(options?: useQuery.Options<AddressLookupQuery, AddressLookupQueryVariables>) {
  return useQuery(AddressLookupDocument, options as useQuery.Options<AddressLookupQuery, AddressLookupQueryVariables>);
}
export function useAddressLookupLazyQuery(options?: useLazyQuery.Options<AddressLookupQuery, AddressLookupQueryVariables>) {
  return useLazyQuery(AddressLookupDocument, options);
}
export function useAgencyOptionsQuery(options?: useQuery.Options<AgencyOptionsQuery, AgencyOptionsQueryVariables>) {
  return useQuery(AgencyOptionsDocument, options as useQuery.Options<AgencyOptionsQuery, AgencyOptionsQueryVariables>);
}
export function useAgencyOptionsLazyQuery(options?: useLazyQuery.Options<AgencyOptionsQuery, AgencyOptionsQueryVariables>) {
  return useLazyQuery(AgencyOptionsDocument, options);
}
export function useAgentOptionsQuery(options?: useQuery.Options<AgentOptionsQuery, AgentOptionsQueryVariables>) {
  return useQuery(AgentOptionsDocument, options as useQuery.Options<AgentOptionsQuery, AgentOptionsQueryVariables>);
}
export function useAgentOptionsLazyQuery(options?: useLazyQuery.Options<AgentOptionsQuery, AgentOptionsQueryVariables>) {
  return useLazyQuery(AgentOptionsDocument, options);
}
export function useMonthlyLimitQuery(options?: useQuery.Options<MonthlyLimitQuery, MonthlyLimitQueryVariables>) {
  return useQuery(MonthlyLimitDocument, options as useQuery.Options<MonthlyLimitQuery, MonthlyLimitQueryVariables>);
}
export function useMonthlyLimitLazyQuery(options?: useLazyQuery.Options<MonthlyLimitQuery, MonthlyLimitQueryVariables>) {
  return useLazyQuery(MonthlyLimitDocument, options);
}
export function usePortalSearchQuery(options?: useQuery.Options<PortalSearchQuery, PortalSearchQueryVariables>) {
  return useQuery(PortalSearchDocument, options as useQuery.Options<PortalSearchQuery, PortalSearchQueryVariables>);
}
export function usePortalSearchLazyQuery(options?: useLazyQuery.Options<PortalSearchQuery, PortalSearchQueryVariables>) {
  return useLazyQuery(PortalSearchDocument, options);
}
export function useSetMonthlyLimitMutation(options?: useMutation.Options<SetMonthlyLimitMutation, SetMonthlyLimitMutationVariables>) {
  return useMutation(SetMonthlyLimitDocument, options);
}
export function useTitleSearchQuery(options?: useQuery.Options<TitleSearchQuery, TitleSearchQueryVariables>) {
  return useQuery(TitleSearchDocument, options as useQuery.Options<TitleSearchQuery, TitleSearchQueryVariables>);
}
export function useTitleSearchLazyQuery(options?: useLazyQuery.Options<TitleSearchQuery, TitleSearchQueryVariables>) {
  return useLazyQuery(TitleSearchDocument, options);
}
export function useWizardStartQuery(options?: useQuery.Options<WizardStartQuery, WizardStartQueryVariables>) {
  return useQuery(WizardStartDocument, options as useQuery.Options<WizardStartQuery, WizardStartQueryVariables>);
}
export function useWizardStartLazyQuery(options?: useLazyQuery.Options<WizardStartQuery, WizardStartQueryVariables>) {
  return useLazyQuery(WizardStartDocument, options);
}