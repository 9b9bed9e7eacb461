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
  | 'LINK_PORTAL_LISTING'
  | 'LIST_PROPERTIES'
  | 'PROPERTY_ATTRIBUTES_REPORT'
  | 'READ_ONLY_FORM_ACCESS'
  | 'REFRESH_PUBLIC_RECORDS'
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

/** Whether an API client may still obtain and use tokens. */
export type ApiClientStatus =
  | 'ACTIVE'
  | 'REVOKED';

/** A new API client. */
export type CreateApiClientInput = {
  /** To register a client of an external OpenID issuer instead of generating a secret: its client id there. */
  externalClientId?: string | null | undefined;
  /** 1 to 100 characters. */
  name: string;
  /** The organisation whose agent it acts as. */
  organisationId: string | number;
};

/** A new webhook subscription. */
export type CreateWebhookSubscriptionInput = {
  /** The API client whose receiver it is. */
  clientId: string | number;
  /** One or more events to send. */
  events: Array<WebhookEvent>;
  /** The receiver: an https address (plain http only for a loopback receiver where private targets are allowed). */
  url: string;
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

/** Input for updateUser: only the role and the organisation change here. */
export type UpdateUserInput = {
  /** New organisation; null takes them out of one. */
  organisationId?: string | number | null | undefined;
  /** New role. */
  role?: Role | null | undefined;
};

/** How a webhook delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** Every attempt failed (a dead letter of the background queue). */
  | 'FAILED'
  /** Not delivered yet: the first attempt or a retry is waiting. */
  | 'PENDING';

/** An event an API client may be sent. */
export type WebhookEvent =
  /** A document was uploaded to a property's vault. */
  | 'DOCUMENT_UPLOADED'
  /** A form reached 100% completion. */
  | 'FORM_COMPLETED'
  /** A seller signed (or completed) a form. */
  | 'FORM_SIGNED'
  /** A property was added. */
  | 'PROPERTY_CREATED'
  /** A property's search pack arrived. */
  | 'SEARCHES_RETURNED';

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

export type ApiClientWebhooksQueryVariables = Exact<{
  clientId: string | number;
}>;


export type ApiClientWebhooksQuery = { __typename: 'Query', webhookSubscriptions: Array<{ __typename: 'WebhookSubscription', id: string, clientId: string, url: string, events: Array<WebhookEvent>, createdAt: string, secretRotatedAt: string | null }>, webhookDeliveries: Array<{ __typename: 'WebhookDelivery', id: string, url: string, eventType: WebhookEvent, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null }> };

export type ApiClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiClientsQuery = { __typename: 'Query', apiClients: Array<{ __typename: 'ApiClient', clientId: string, name: string, organisationId: string, organisationName: string, status: ApiClientStatus, hasSecret: boolean, createdAt: string, revokedAt: string | null, lastUsedAt: string | null }>, agencies: Array<{ __typename: 'AgencyOption', id: string, name: string, parentName: string | null }> };

export type BrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandsQuery = { __typename: 'Query', brands: Array<{ __typename: 'Organisation', id: string, name: string, parentName: string | null, credits: number, ta6Trial: boolean, type: OrganisationType, numAgents: number, numAgencies: number, numProperties: number, defaultPhase: { __typename: 'Phase', id: string, label: string } | null }> };

export type ChangeAgentOrganisationMutationVariables = Exact<{
  agentId: string | number;
  organisationId: string | number;
  takeOverAgentId?: string | number | null | undefined;
}>;


export type ChangeAgentOrganisationMutation = { __typename: 'Mutation', changeAgentOrganisation: { __typename: 'AgentChange', propertiesTransferred: number, agent: { __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean } } };

export type CreateApiClientMutationVariables = Exact<{
  input: CreateApiClientInput;
}>;


export type CreateApiClientMutation = { __typename: 'Mutation', createApiClient: { __typename: 'CreatedApiClient', clientSecret: string | null, client: { __typename: 'ApiClient', clientId: string, name: string, organisationId: string, organisationName: string, status: ApiClientStatus, hasSecret: boolean, createdAt: string, revokedAt: string | null, lastUsedAt: string | null } } };

export type CreateWebhookSubscriptionMutationVariables = Exact<{
  input: CreateWebhookSubscriptionInput;
}>;


export type CreateWebhookSubscriptionMutation = { __typename: 'Mutation', createWebhookSubscription: { __typename: 'CreatedWebhookSubscription', secret: string, subscription: { __typename: 'WebhookSubscription', id: string, clientId: string, url: string, events: Array<WebhookEvent>, createdAt: string, secretRotatedAt: string | null } } };

export type DeadLetterJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeadLetterJobsQuery = { __typename: 'Query', deadLetterJobs: Array<{ __typename: 'DeadLetterJob', id: string, queue: string, attempts: number, lastError: string | null, createdAt: string, failedAt: string | null }> };

export type DeletePropertyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePropertyMutation = { __typename: 'Mutation', deleteProperty: { __typename: 'DeletedProperty', id: string, deletedAt: string } };

export type DeleteWebhookSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookSubscriptionMutation = { __typename: 'Mutation', deleteWebhookSubscription: { __typename: 'WebhookSubscription', id: string } };

export type DisableUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DisableUserMutation = { __typename: 'Mutation', disableUser: { __typename: 'User', id: string, disabled: boolean | null } };

export type DiscardDeadLetterJobMutationVariables = Exact<{
  id: string | number;
}>;


export type DiscardDeadLetterJobMutation = { __typename: 'Mutation', discardDeadLetterJob: string };

export type EnableUserMutationVariables = Exact<{
  id: string | number;
}>;


export type EnableUserMutation = { __typename: 'Mutation', enableUser: { __typename: 'User', id: string, disabled: boolean | null } };

export type MoversQueryVariables = Exact<{ [key: string]: never; }>;


export type MoversQuery = { __typename: 'Query', movers: Array<{ __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean }> };

export type OrganisationViewQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganisationViewQuery = { __typename: 'Query', organisation: { __typename: 'Organisation', id: string, name: string, parentName: string | null, typeName: string, defaultPhase: { __typename: 'Phase', id: string, label: string } | null, phaseConfig: { __typename: 'PhaseConfig', phases: Array<{ __typename: 'PhaseColumn', id: string, label: string }>, questionnaires: Array<{ __typename: 'PhaseConfigQuestionnaire', id: string, name: string, sections: Array<{ __typename: 'PhaseConfigSection', id: string, name: string, groups: Array<{ __typename: 'PhaseConfigGroup', id: string, name: string, questions: Array<{ __typename: 'PhaseConfigQuestion', id: string, question: string, type: string, enabledPhaseIds: Array<string> }> }> }> }> } | null } };

export type PropertyManageQueryVariables = Exact<{
  id: string | number;
}>;


export type PropertyManageQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, permissions: Array<Action> }, property: { __typename: 'Property', id: string, name: string, numSellers: number, portal: { __typename: 'PropertyPortal', id: string, usesPortal: boolean, viewerCanChange: boolean, linked: { __typename: 'PortalLink', listingId: string, line: string, sameAddress: boolean, linkedAt: string, linkedByName: string | null } | null } | null }, invitedSellers: { __typename: 'InvitedSellers', maxSellers: number, sellers: Array<{ __typename: 'InvitedSeller', id: string, name: string | null, email: string, lastActivity: string | null, accepted: boolean, invitedAt: string | null }> }, propertyOwners: { __typename: 'PropertyOwners', id: string, ownerId: string | null, creatorId: string | null, people: Array<{ __typename: 'AgentOption', id: string, name: string, email: string }> } };

export type RemoveAgentMutationVariables = Exact<{
  agentId: string | number;
  newAgentId?: string | number | null | undefined;
}>;


export type RemoveAgentMutation = { __typename: 'Mutation', removeAgent: { __typename: 'AgentChange', propertiesTransferred: number, agent: { __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean } } };

export type RetryDeadLetterJobMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryDeadLetterJobMutation = { __typename: 'Mutation', retryDeadLetterJob: string };

export type RevokeApiClientMutationVariables = Exact<{
  clientId: string | number;
}>;


export type RevokeApiClientMutation = { __typename: 'Mutation', revokeApiClient: { __typename: 'ApiClient', clientId: string, name: string, organisationId: string, organisationName: string, status: ApiClientStatus, hasSecret: boolean, createdAt: string, revokedAt: string | null, lastUsedAt: string | null } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { __typename: 'Mutation', rotateWebhookSecret: { __typename: 'CreatedWebhookSubscription', secret: string, subscription: { __typename: 'WebhookSubscription', id: string, clientId: string, url: string, events: Array<WebhookEvent>, createdAt: string, secretRotatedAt: string | null } } };

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


export type UserDetailsQuery = { __typename: 'Query', user: { __typename: 'User', id: string, displayName: string, email: string, role: Role, acceptedTerms: boolean, dateRegistered: string | null, lastActivity: string | null, disabled: boolean | null, organisation: { __typename: 'Organisation', id: string, name: string, parentName: string | null } | null, properties: Array<{ __typename: 'PropertyRef', id: string, name: string }> }, adminAgencies?: Array<{ __typename: 'Organisation', id: string, name: string }>, solicitorsFirms?: Array<{ __typename: 'Organisation', id: string, name: string }>, brands?: Array<{ __typename: 'Organisation', id: string, name: string }> };

export type UserSearchQueryVariables = Exact<{
  email: string;
}>;


export type UserSearchQuery = { __typename: 'Query', userSearch: Array<{ __typename: 'UserSearchResult', id: string, name: string, email: string, role: Role }> };

export type ApiClientRowFragment = { __typename: 'ApiClient', clientId: string, name: string, organisationId: string, organisationName: string, status: ApiClientStatus, hasSecret: boolean, createdAt: string, revokedAt: string | null, lastUsedAt: string | null };

export type DeadLetterJobRowFragment = { __typename: 'DeadLetterJob', id: string, queue: string, attempts: number, lastError: string | null, createdAt: string, failedAt: string | null };

export type WebhookSubscriptionRowFragment = { __typename: 'WebhookSubscription', id: string, clientId: string, url: string, events: Array<WebhookEvent>, createdAt: string, secretRotatedAt: string | null };

export type OrganisationRowFragment = { __typename: 'Organisation', id: string, name: string, parentName: string | null, credits: number, ta6Trial: boolean, type: OrganisationType, numAgents: number, numAgencies: number, numProperties: number, defaultPhase: { __typename: 'Phase', id: string, label: string } | null };

export type PersonRowFragment = { __typename: 'Person', id: string, name: string, email: string, role: Role, roleLabel: string, organisationId: string | null, organisationName: string | null, dateRegistered: string | null, lastActivity: string | null, numProperties: number, acceptedTerms: boolean };

export type InvitedSellerFieldsFragment = { __typename: 'InvitedSeller', id: string, name: string | null, email: string, lastActivity: string | null, accepted: boolean, invitedAt: string | null };

export const ApiClientRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecret"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiClientRowFragment, unknown>;
export const DeadLetterJobRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeadLetterJobRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeadLetterJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}}]}}]} as unknown as DocumentNode<DeadLetterJobRowFragment, unknown>;
export const WebhookSubscriptionRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookSubscriptionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretRotatedAt"}}]}}]} as unknown as DocumentNode<WebhookSubscriptionRowFragment, unknown>;
export const OrganisationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<OrganisationRowFragment, unknown>;
export const PersonRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<PersonRowFragment, unknown>;
export const InvitedSellerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<InvitedSellerFieldsFragment, unknown>;
export const AddAgencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAgency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAgencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAgency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AddAgencyMutation, AddAgencyMutationVariables>;
export const AddAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAgentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<AddAgentMutation, AddAgentMutationVariables>;
export const AddSolicitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSolicitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSolicitorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSolicitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<AddSolicitorMutation, AddSolicitorMutationVariables>;
export const AddSolicitorsFirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSolicitorsFirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSolicitorsFirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSolicitorsFirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AddSolicitorsFirmMutation, AddSolicitorsFirmMutationVariables>;
export const AdminAgenciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAgencies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAgencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AdminAgenciesQuery, AdminAgenciesQueryVariables>;
export const AdminAgentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAgents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAgencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<AdminAgentsQuery, AdminAgentsQueryVariables>;
export const AdminPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"globalOptions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyLimit"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"globalOptions"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"usedThisMonth"}}]}}]}}]} as unknown as DocumentNode<AdminPanelQuery, AdminPanelQueryVariables>;
export const AdminPropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdBefore"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyFilterInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProperties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdAfter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdAfter"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdBefore"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdBefore"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"solicitorsNames"}},{"kind":"Field","name":{"kind":"Name","value":"userEmails"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminPropertiesQuery, AdminPropertiesQueryVariables>;
export const ApiClientWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiClientWebhooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookSubscriptionRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookSubscriptionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretRotatedAt"}}]}}]} as unknown as DocumentNode<ApiClientWebhooksQuery, ApiClientWebhooksQueryVariables>;
export const ApiClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiClientRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecret"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiClientsQuery, ApiClientsQueryVariables>;
export const BrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<BrandsQuery, BrandsQueryVariables>;
export const ChangeAgentOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAgentOrganisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"takeOverAgentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAgentOrganisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"organisationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"takeOverAgentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"takeOverAgentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertiesTransferred"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<ChangeAgentOrganisationMutation, ChangeAgentOrganisationMutationVariables>;
export const CreateApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiClientRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecret"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<CreateApiClientMutation, CreateApiClientMutationVariables>;
export const CreateWebhookSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookSubscriptionRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookSubscriptionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretRotatedAt"}}]}}]} as unknown as DocumentNode<CreateWebhookSubscriptionMutation, CreateWebhookSubscriptionMutationVariables>;
export const DeadLetterJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeadLetterJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadLetterJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeadLetterJobRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeadLetterJobRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeadLetterJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}}]}}]} as unknown as DocumentNode<DeadLetterJobsQuery, DeadLetterJobsQueryVariables>;
export const DeletePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeletePropertyMutation, DeletePropertyMutationVariables>;
export const DeleteWebhookSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookSubscriptionMutation, DeleteWebhookSubscriptionMutationVariables>;
export const DisableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<DisableUserMutation, DisableUserMutationVariables>;
export const DiscardDeadLetterJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscardDeadLetterJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardDeadLetterJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DiscardDeadLetterJobMutation, DiscardDeadLetterJobMutationVariables>;
export const EnableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<EnableUserMutation, EnableUserMutationVariables>;
export const MoversDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Movers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<MoversQuery, MoversQueryVariables>;
export const OrganisationViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganisationView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phaseConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionnaires"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabledPhaseIds"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrganisationViewQuery, OrganisationViewQueryVariables>;
export const PropertyManageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyManage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}},{"kind":"Field","name":{"kind":"Name","value":"portal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usesPortal"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanChange"}},{"kind":"Field","name":{"kind":"Name","value":"linked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"sameAddress"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkedByName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedSellers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxSellers"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitedSellerFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyOwners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorId"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<PropertyManageQuery, PropertyManageQueryVariables>;
export const RemoveAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newAgentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"newAgentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newAgentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertiesTransferred"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<RemoveAgentMutation, RemoveAgentMutationVariables>;
export const RetryDeadLetterJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryDeadLetterJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryDeadLetterJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RetryDeadLetterJobMutation, RetryDeadLetterJobMutationVariables>;
export const RevokeApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiClientRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecret"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<RevokeApiClientMutation, RevokeApiClientMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookSubscriptionRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookSubscriptionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretRotatedAt"}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const SetAgencyTa6TrialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAgencyTa6Trial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgencyTa6Trial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organisationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organisationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"on"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}}]}}]}}]} as unknown as DocumentNode<SetAgencyTa6TrialMutation, SetAgencyTa6TrialMutationVariables>;
export const SetPropertyCreatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPropertyCreator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPropertyCreator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorId"}}]}}]}}]} as unknown as DocumentNode<SetPropertyCreatorMutation, SetPropertyCreatorMutationVariables>;
export const SetPropertyOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPropertyOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPropertyOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorId"}}]}}]}}]} as unknown as DocumentNode<SetPropertyOwnerMutation, SetPropertyOwnerMutationVariables>;
export const SolicitorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Solicitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"solicitorsFirms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]} as unknown as DocumentNode<SolicitorsQuery, SolicitorsQueryVariables>;
export const SolicitorsFirmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitorsFirms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitorsFirms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBrands"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"ta6Trial"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numAgents"}},{"kind":"Field","name":{"kind":"Name","value":"numAgencies"}},{"kind":"Field","name":{"kind":"Name","value":"numProperties"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<SolicitorsFirmsQuery, SolicitorsFirmsQueryVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const UserDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withOrganisations"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAgencies"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withOrganisations"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"solicitorsFirms"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withOrganisations"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withOrganisations"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserDetailsQuery, UserDetailsQueryVariables>;
export const UserSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UserSearchQuery, UserSearchQueryVariables>;
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
export function useApiClientWebhooksQuery(options?: useQuery.Options<ApiClientWebhooksQuery, ApiClientWebhooksQueryVariables>) {
  return useQuery(ApiClientWebhooksDocument, options as useQuery.Options<ApiClientWebhooksQuery, ApiClientWebhooksQueryVariables>);
}
export function useApiClientWebhooksLazyQuery(options?: useLazyQuery.Options<ApiClientWebhooksQuery, ApiClientWebhooksQueryVariables>) {
  return useLazyQuery(ApiClientWebhooksDocument, options);
}
export function useApiClientsQuery(options?: useQuery.Options<ApiClientsQuery, ApiClientsQueryVariables>) {
  return useQuery(ApiClientsDocument, options as useQuery.Options<ApiClientsQuery, ApiClientsQueryVariables>);
}
export function useApiClientsLazyQuery(options?: useLazyQuery.Options<ApiClientsQuery, ApiClientsQueryVariables>) {
  return useLazyQuery(ApiClientsDocument, options);
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
export function useCreateApiClientMutation(options?: useMutation.Options<CreateApiClientMutation, CreateApiClientMutationVariables>) {
  return useMutation(CreateApiClientDocument, options);
}
export function useCreateWebhookSubscriptionMutation(options?: useMutation.Options<CreateWebhookSubscriptionMutation, CreateWebhookSubscriptionMutationVariables>) {
  return useMutation(CreateWebhookSubscriptionDocument, options);
}
export function useDeadLetterJobsQuery(options?: useQuery.Options<DeadLetterJobsQuery, DeadLetterJobsQueryVariables>) {
  return useQuery(DeadLetterJobsDocument, options as useQuery.Options<DeadLetterJobsQuery, DeadLetterJobsQueryVariables>);
}
export function useDeadLetterJobsLazyQuery(options?: useLazyQuery.Options<DeadLetterJobsQuery, DeadLetterJobsQueryVariables>) {
  return useLazyQuery(DeadLetterJobsDocument, options);
}
export function useDeletePropertyMutation(options?: useMutation.Options<DeletePropertyMutation, DeletePropertyMutationVariables>) {
  return useMutation(DeletePropertyDocument, options);
}
export function useDeleteWebhookSubscriptionMutation(options?: useMutation.Options<DeleteWebhookSubscriptionMutation, DeleteWebhookSubscriptionMutationVariables>) {
  return useMutation(DeleteWebhookSubscriptionDocument, options);
}
export function useDisableUserMutation(options?: useMutation.Options<DisableUserMutation, DisableUserMutationVariables>) {
  return useMutation(DisableUserDocument, options);
}
export function useDiscardDeadLetterJobMutation(options?: useMutation.Options<DiscardDeadLetterJobMutation, DiscardDeadLetterJobMutationVariables>) {
  return useMutation(DiscardDeadLetterJobDocument, options);
}
export function useEnableUserMutation(options?: useMutation.Options<EnableUserMutation, EnableUserMutationVariables>) {
  return useMutation(EnableUserDocument, options);
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
export function useRetryDeadLetterJobMutation(options?: useMutation.Options<RetryDeadLetterJobMutation, RetryDeadLetterJobMutationVariables>) {
  return useMutation(RetryDeadLetterJobDocument, options);
}
export function useRevokeApiClientMutation(options?: useMutation.Options<RevokeApiClientMutation, RevokeApiClientMutationVariables>) {
  return useMutation(RevokeApiClientDocument, options);
}
export function useRotateWebhookSecretMutation(options?: useMutation.Options<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>) {
  return useMutation(RotateWebhookSecretDocument, options);
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