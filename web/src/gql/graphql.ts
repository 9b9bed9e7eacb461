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

/** Input for completeSignIn. */
export type CompleteSignInInput = {
  /** Display name from the identity provider; with email, copied onto the viewer's record. */
  displayName?: string | null | undefined;
  /** Email from the identity provider; without it the record is left as it is. */
  email?: string | null | undefined;
  /** The token of an invitation link opened before signing in. */
  invitationToken?: string | null | undefined;
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

/** Where a searches order stands. */
export type SearchesOrderStatus =
  /** The pack is in the vault. */
  | 'DELIVERED'
  /** The provider could not return the pack. */
  | 'FAILED'
  /** Ordered; the pack is not back yet. */
  | 'ORDERED';

/** Input for syncViewerProfile. */
export type SyncViewerProfileInput = {
  /** Display name from the identity provider. */
  displayName: string;
  /** Email from the identity provider. */
  email: string;
};

export type DashboardQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardQuery = { __typename: 'Query', property: { __typename: 'Property', id: string, name: string, city: string, postcode: string, friendlyId: string, complete: number | null, isSeller: boolean, searchesRequested: boolean, agenciesNames: Array<string> | null, solicitorsNames: Array<string> | null, phase: { __typename: 'Phase', id: string, label: string, nextPhaseId: string | null } | null, completedPhases: Array<{ __typename: 'Phase', id: string, label: string }> | null, viewerCan: { __typename: 'PropertyCapabilities', inviteSeller: boolean, inviteSolicitor: boolean, inviteAgent: boolean, viewCompletion: boolean }, attributes: Array<{ __typename: 'PropertyAttribute', key: string, dimension: string, value: number | null, source: { __typename: 'AttributeSource', name: string, title: string } }> | null, actionPlan: { __typename: 'ActionPlan', id: string, phaseId: string, displayedComplete: number, agentsNotification: AgentsNotification, reachedPhases: Array<{ __typename: 'Phase', id: string, label: string }>, searches: { __typename: 'SearchesOrder', status: SearchesOrderStatus } | null, items: Array<{ __typename: 'ChecklistItem', id: string, label: string, route: string, worth: number, earned: number, estimatedMinutes: number, progress: number, status: string, signedByViewer: boolean, allSigned: boolean, viewerCan: { __typename: 'ChecklistItemCapabilities', complete: boolean, view: boolean, sign: boolean, share: boolean } }> } | null, vault: { __typename: 'Vault', id: string, viewerMayUpload: boolean, maxBytes: number, acceptedTypes: Array<string>, documents: Array<{ __typename: 'VaultDocument', id: string, name: string, fileName: string, contentType: string, size: number, uploadedAt: string, downloadPath: string }> }, portal: { __typename: 'PropertyPortal', id: string, usesPortal: boolean, viewerCanChange: boolean, linked: { __typename: 'PortalLink', listingId: string, line: string, sameAddress: boolean, linkedAt: string, linkedByName: string | null } | null } | null } };

export type PropertiesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
}>;


export type PropertiesQuery = { __typename: 'Query', properties: { __typename: 'PropertyConnection', nodes: Array<{ __typename: 'Property', id: string, name: string, city: string, complete: number | null, userEmails: Array<string> | null, agenciesNames: Array<string> | null, createdAt: string, lastSignIn: string | null, phase: { __typename: 'Phase', id: string, label: string } | null, viewerCan: { __typename: 'PropertyCapabilities', viewCompletion: boolean, viewMeta: boolean } }>, pageInfo: { __typename: 'PageInfo', page: number, pageSize: number, total: number, totalPages: number, hasNextPage: boolean } } };

export type RequestCreditsMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestCreditsMutation = { __typename: 'Mutation', requestCredits: { __typename: 'CreditRequest', id: string, createdAt: string } };

export type AcceptInvitationsMutationVariables = Exact<{
  token?: string | null | undefined;
}>;


export type AcceptInvitationsMutation = { __typename: 'Mutation', acceptInvitations: { __typename: 'AcceptedInvitations', propertyId: string | null, properties: Array<{ __typename: 'PropertyRef', id: string, name: string }> } };

export type CompleteSignInMutationVariables = Exact<{
  input: CompleteSignInInput;
}>;


export type CompleteSignInMutation = { __typename: 'Mutation', completeSignIn: { __typename: 'SignInResult', invitationError: string | null, viewer: { __typename: 'Viewer', id: string, role: Role, roleLabel: string, permissions: Array<Action>, acceptedTerms: boolean, brandTheme: string | null, user: { __typename: 'User', id: string, displayName: string, email: string, organisation: { __typename: 'Organisation', id: string, name: string, credits: number } | null } }, invitations: { __typename: 'AcceptedInvitations', propertyId: string | null, properties: Array<{ __typename: 'PropertyRef', id: string, name: string }> } } };

export type SyncViewerProfileMutationVariables = Exact<{
  input: SyncViewerProfileInput;
}>;


export type SyncViewerProfileMutation = { __typename: 'Mutation', syncViewerProfile: { __typename: 'Viewer', id: string, user: { __typename: 'User', id: string, displayName: string, email: string } } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, role: Role, roleLabel: string, permissions: Array<Action>, acceptedTerms: boolean, brandTheme: string | null, user: { __typename: 'User', id: string, displayName: string, email: string, organisation: { __typename: 'Organisation', id: string, name: string, credits: number } | null } } };

export type ViewerFieldsFragment = { __typename: 'Viewer', id: string, role: Role, roleLabel: string, permissions: Array<Action>, acceptedTerms: boolean, brandTheme: string | null, user: { __typename: 'User', id: string, displayName: string, email: string, organisation: { __typename: 'Organisation', id: string, name: string, credits: number } | null } };

export type DashboardActionPlanFragment = { __typename: 'ActionPlan', id: string, phaseId: string, displayedComplete: number, agentsNotification: AgentsNotification, reachedPhases: Array<{ __typename: 'Phase', id: string, label: string }>, searches: { __typename: 'SearchesOrder', status: SearchesOrderStatus } | null, items: Array<{ __typename: 'ChecklistItem', id: string, label: string, route: string, worth: number, earned: number, estimatedMinutes: number, progress: number, status: string, signedByViewer: boolean, allSigned: boolean, viewerCan: { __typename: 'ChecklistItemCapabilities', complete: boolean, view: boolean, sign: boolean, share: boolean } }> };

export type VaultSection_PropertyFragment = { __typename: 'Property', id: string, vault: { __typename: 'Vault', id: string, viewerMayUpload: boolean, maxBytes: number, acceptedTypes: Array<string>, documents: Array<{ __typename: 'VaultDocument', id: string, name: string, fileName: string, contentType: string, size: number, uploadedAt: string, downloadPath: string }> } };

export type PortalLinkCard_PropertyFragment = { __typename: 'Property', id: string, portal: { __typename: 'PropertyPortal', id: string, usesPortal: boolean, viewerCanChange: boolean, linked: { __typename: 'PortalLink', listingId: string, line: string, sameAddress: boolean, linkedAt: string, linkedByName: string | null } | null } | null };

export type PropertyCard_PropertyFragment = { __typename: 'Property', id: string, name: string, city: string, complete: number | null, userEmails: Array<string> | null, agenciesNames: Array<string> | null, createdAt: string, lastSignIn: string | null, phase: { __typename: 'Phase', id: string, label: string } | null, viewerCan: { __typename: 'PropertyCapabilities', viewCompletion: boolean, viewMeta: boolean } };

export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"brandTheme"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const DashboardActionPlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardActionPlan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"displayedComplete"}},{"kind":"Field","name":{"kind":"Name","value":"reachedPhases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentsNotification"}},{"kind":"Field","name":{"kind":"Name","value":"searches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"worth"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardActionPlanFragment, unknown>;
export const VaultSection_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaultSection_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayUpload"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}}]} as unknown as DocumentNode<VaultSection_PropertyFragment, unknown>;
export const PortalLinkCard_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalLinkCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"portal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usesPortal"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanChange"}},{"kind":"Field","name":{"kind":"Name","value":"linked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"sameAddress"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkedByName"}}]}}]}}]}}]} as unknown as DocumentNode<PortalLinkCard_PropertyFragment, unknown>;
export const PropertyCard_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"viewMeta"}}]}}]}}]} as unknown as DocumentNode<PropertyCard_PropertyFragment, unknown>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyId"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"searchesRequested"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"nextPhaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedPhases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"solicitorsNames"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSeller"}},{"kind":"Field","name":{"kind":"Name","value":"inviteSolicitor"}},{"kind":"Field","name":{"kind":"Name","value":"inviteAgent"}},{"kind":"Field","name":{"kind":"Name","value":"viewCompletion"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VaultSection_property"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalLinkCard_property"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardActionPlan"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaultSection_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayUpload"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalLinkCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"portal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usesPortal"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanChange"}},{"kind":"Field","name":{"kind":"Name","value":"linked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"sameAddress"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkedByName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardActionPlan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"displayedComplete"}},{"kind":"Field","name":{"kind":"Name","value":"reachedPhases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentsNotification"}},{"kind":"Field","name":{"kind":"Name","value":"searches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"worth"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const PropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Properties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard_property"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"viewMeta"}}]}}]}}]} as unknown as DocumentNode<PropertiesQuery, PropertiesQueryVariables>;
export const RequestCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RequestCreditsMutation, RequestCreditsMutationVariables>;
export const AcceptInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationsMutation, AcceptInvitationsMutationVariables>;
export const CompleteSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"brandTheme"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteSignInMutation, CompleteSignInMutationVariables>;
export const SyncViewerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncViewerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncViewerProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncViewerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SyncViewerProfileMutation, SyncViewerProfileMutationVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"brandTheme"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export function useDashboardQuery(options?: useQuery.Options<DashboardQuery, DashboardQueryVariables>) {
  return useQuery(DashboardDocument, options as useQuery.Options<DashboardQuery, DashboardQueryVariables>);
}
export function useDashboardLazyQuery(options?: useLazyQuery.Options<DashboardQuery, DashboardQueryVariables>) {
  return useLazyQuery(DashboardDocument, options);
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
export function useAcceptInvitationsMutation(options?: useMutation.Options<AcceptInvitationsMutation, AcceptInvitationsMutationVariables>) {
  return useMutation(AcceptInvitationsDocument, options);
}
export function useCompleteSignInMutation(options?: useMutation.Options<CompleteSignInMutation, CompleteSignInMutationVariables>) {
  return useMutation(CompleteSignInDocument, options);
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