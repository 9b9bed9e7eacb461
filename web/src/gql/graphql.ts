/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time in UTC. */
  DateTime: { input: string; output: string; }
  /** An email address. */
  EmailAddress: { input: string; output: string; }
};

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

/** Gateway and API status. */
export type Health = {
  __typename: 'Health';
  /** pglite or postgres. */
  database: Scalars['String']['output'];
  /** ok when the REST API and its database answer. */
  status: Scalars['String']['output'];
};

/** Root mutations. */
export type Mutation = {
  __typename: 'Mutation';
  /** Accepts the Terms and Conditions for the viewer. */
  acceptTerms: Viewer;
  /** Copies the name and email from the identity provider onto the viewer's user record after sign-in. */
  syncViewerProfile: Viewer;
};


/** Root mutations. */
export type MutationSyncViewerProfileArgs = {
  input: SyncViewerProfileInput;
};

/** An organisation: a brand, an estate agency or a solicitors' firm. */
export type Organisation = {
  __typename: 'Organisation';
  /** Credits left for adding properties; -1 means unlimited or not applicable, 0 blocks adding. */
  credits: Scalars['Int']['output'];
  /** Phase new properties start in. */
  defaultPhase: Maybe<Phase>;
  /** Organisation id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Agencies under a brand. */
  numAgencies: Maybe<Scalars['Int']['output']>;
  /** Agents in the organisation. */
  numAgents: Maybe<Scalars['Int']['output']>;
  /** Live properties belonging or made available to it. */
  numProperties: Maybe<Scalars['Int']['output']>;
  /** Name of the brand it belongs to, if any. */
  parentName: Maybe<Scalars['String']['output']>;
  /** 1 brand, 2 agency, 3 solicitors' firm. */
  type: Maybe<Scalars['Int']['output']>;
  /** Brand, Agency or Solicitors' firm. */
  typeName: Maybe<Scalars['String']['output']>;
};

/** Position within a paged list. */
export type PageInfo = {
  __typename: 'PageInfo';
  /** Whether a later page exists. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Current 1-based page. */
  page: Scalars['Int']['output'];
  /** Items per page. */
  pageSize: Scalars['Int']['output'];
  /** Items across all pages. */
  total: Scalars['Int']['output'];
  /** Number of pages (at least 1). */
  totalPages: Scalars['Int']['output'];
};

/** A sale-preparation phase. */
export type Phase = {
  __typename: 'Phase';
  /** 1 Move Ready, 2 Contract Ready, 3 Exchange Ready. */
  id: Scalars['ID']['output'];
  /** Display label. */
  label: Scalars['String']['output'];
  /** The phase after this one, if any. */
  nextPhaseId: Maybe<Scalars['ID']['output']>;
};

/** A property being prepared for sale, as the viewer may see it. */
export type Property = {
  __typename: 'Property';
  /** Full address. */
  address: Scalars['String']['output'];
  /** Agencies that can see this property (the Who can see this list); null for sellers and simple users. */
  agenciesNames: Maybe<Array<Scalars['String']['output']>>;
  /** Town or city. */
  city: Scalars['String']['output'];
  /** Completion percent; null when the viewer may not see completion. */
  complete: Maybe<Scalars['Int']['output']>;
  /** Phases already completed; null for roles that do not see completion. */
  completedPhases: Maybe<Array<Phase>>;
  /** When the property was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Document retrieval code. */
  friendlyId: Scalars['String']['output'];
  /** Property id. */
  id: Scalars['ID']['output'];
  /** Whether the viewer is a seller of this property. */
  isSeller: Scalars['Boolean']['output'];
  /** Latest sign-in of any seller; null if none has signed in or the viewer may not see it. */
  lastSignIn: Maybe<Scalars['DateTime']['output']>;
  /** Property name (usually the first address line). */
  name: Scalars['String']['output'];
  /** Number of sellers. */
  numSellers: Scalars['Int']['output'];
  /** Name of the owning user. */
  ownerName: Maybe<Scalars['String']['output']>;
  /** Current phase; null for roles that do not see completion. */
  phase: Maybe<Phase>;
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** Whether searches have been ordered. */
  searchesRequested: Scalars['Boolean']['output'];
  /** Solicitors' firms that can see this property; null for sellers and simple users. */
  solicitorsNames: Maybe<Array<Scalars['String']['output']>>;
  /** Sellers' emails; null without the property-meta permission. */
  userEmails: Maybe<Array<Scalars['String']['output']>>;
  /** What the viewer may do with this property, decided on the server. */
  viewerCan: PropertyCapabilities;
};

/** Per-property capabilities for the viewer; the web app shows buttons and links from these alone. */
export type PropertyCapabilities = {
  __typename: 'PropertyCapabilities';
  /** Invite an agent. */
  inviteAgent: Scalars['Boolean']['output'];
  /** Invite a seller. */
  inviteSeller: Scalars['Boolean']['output'];
  /** Invite a solicitor. */
  inviteSolicitor: Scalars['Boolean']['output'];
  /** See completion percentages. */
  viewCompletion: Scalars['Boolean']['output'];
  /** See phase, sellers' emails, agencies and last sign-in. */
  viewMeta: Scalars['Boolean']['output'];
};

/** A page of properties. */
export type PropertyConnection = {
  __typename: 'PropertyConnection';
  /** The properties on this page. */
  nodes: Array<Property>;
  /** Where this page sits. */
  pageInfo: PageInfo;
};

/** Root queries. */
export type Query = {
  __typename: 'Query';
  /** Whether the gateway and the API behind it are up. */
  health: Health;
  /** An organisation the viewer can see: their own, and for a brand admin those under the brand. */
  organisation: Organisation;
  /** The sale-preparation phases. */
  phases: Array<Phase>;
  /** Properties the viewer can see, newest first, a page at a time. */
  properties: PropertyConnection;
  /** One property the viewer can see; NOT_FOUND otherwise. */
  property: Property;
  /** A user the viewer can see: themselves; colleagues and sellers of their properties for staff; anyone for an administrator. */
  user: User;
  /** The signed-in user, with role, permissions and organisation. */
  viewer: Viewer;
};


/** Root queries. */
export type QueryOrganisationArgs = {
  id: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryPropertiesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Root queries. */
export type QueryPropertyArgs = {
  id: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

/** Input for syncViewerProfile. */
export type SyncViewerProfileInput = {
  /** Display name from the identity provider. */
  displayName: Scalars['String']['input'];
  /** Email from the identity provider. */
  email: Scalars['EmailAddress']['input'];
};

/** A user of the product. */
export type User = {
  __typename: 'User';
  /** Whether the Terms and Conditions are accepted. */
  acceptedTerms: Scalars['Boolean']['output'];
  /** When the user registered. */
  dateRegistered: Maybe<Scalars['DateTime']['output']>;
  /** Display name. */
  displayName: Scalars['String']['output'];
  /** Email address. */
  email: Scalars['String']['output'];
  /** The identity provider's subject id. */
  id: Scalars['ID']['output'];
  /** Last activity. */
  lastActivity: Maybe<Scalars['DateTime']['output']>;
  /** The user's organisation, if any. */
  organisation: Maybe<Organisation>;
  /** Role code: 100 administrator, 20 simple user, 4 solicitor, 3 brand admin, 2 agent, 1 home mover. */
  role: Scalars['Int']['output'];
};

/** The signed-in user and what they may do. */
export type Viewer = {
  __typename: 'Viewer';
  /** Whether the Terms and Conditions are accepted. */
  acceptedTerms: Scalars['Boolean']['output'];
  /** Same id as the user record. */
  id: Scalars['ID']['output'];
  /** Every action of the matrix the viewer may take. */
  permissions: Array<Action>;
  /** Role code. */
  role: Scalars['Int']['output'];
  /** Human label for the role. */
  roleLabel: Scalars['String']['output'];
  /** The user record. */
  user: User;
};

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


export type DashboardQuery = { __typename: 'Query', property: { __typename: 'Property', id: string, name: string, address: string, city: string, postcode: string, friendlyId: string, complete: number | null, isSeller: boolean, agenciesNames: Array<string> | null, solicitorsNames: Array<string> | null, phase: { __typename: 'Phase', id: string, label: string, nextPhaseId: string | null } | null, completedPhases: Array<{ __typename: 'Phase', id: string, label: string }> | null, viewerCan: { __typename: 'PropertyCapabilities', inviteSeller: boolean, inviteSolicitor: boolean, inviteAgent: boolean, viewCompletion: boolean, viewMeta: boolean } } };

export type PropertiesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
}>;


export type PropertiesQuery = { __typename: 'Query', properties: { __typename: 'PropertyConnection', nodes: Array<{ __typename: 'Property', id: string, name: string, city: string, complete: number | null, userEmails: Array<string> | null, agenciesNames: Array<string> | null, createdAt: string, lastSignIn: string | null, phase: { __typename: 'Phase', id: string, label: string } | null, viewerCan: { __typename: 'PropertyCapabilities', viewCompletion: boolean, viewMeta: boolean } }>, pageInfo: { __typename: 'PageInfo', page: number, pageSize: number, total: number, totalPages: number, hasNextPage: boolean } } };

export type PropertyCard_PropertyFragment = { __typename: 'Property', id: string, name: string, city: string, complete: number | null, userEmails: Array<string> | null, agenciesNames: Array<string> | null, createdAt: string, lastSignIn: string | null, phase: { __typename: 'Phase', id: string, label: string } | null, viewerCan: { __typename: 'PropertyCapabilities', viewCompletion: boolean, viewMeta: boolean } };

export type AcceptTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptTermsMutation = { __typename: 'Mutation', acceptTerms: { __typename: 'Viewer', id: string, acceptedTerms: boolean } };

export type SyncViewerProfileMutationVariables = Exact<{
  input: SyncViewerProfileInput;
}>;


export type SyncViewerProfileMutation = { __typename: 'Mutation', syncViewerProfile: { __typename: 'Viewer', id: string, user: { __typename: 'User', id: string, displayName: string, email: string } } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, role: number, roleLabel: string, permissions: Array<Action>, acceptedTerms: boolean, user: { __typename: 'User', id: string, displayName: string, email: string, organisation: { __typename: 'Organisation', id: string, name: string, credits: number } | null } } };

export const PropertyCard_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"viewMeta"}}]}}]}}]} as unknown as DocumentNode<PropertyCard_PropertyFragment, unknown>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyId"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"nextPhaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedPhases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"solicitorsNames"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSeller"}},{"kind":"Field","name":{"kind":"Name","value":"inviteSolicitor"}},{"kind":"Field","name":{"kind":"Name","value":"inviteAgent"}},{"kind":"Field","name":{"kind":"Name","value":"viewCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"viewMeta"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const PropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Properties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard_property"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agenciesNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"viewMeta"}}]}}]}}]} as unknown as DocumentNode<PropertiesQuery, PropertiesQueryVariables>;
export const AcceptTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]}}]} as unknown as DocumentNode<AcceptTermsMutation, AcceptTermsMutationVariables>;
export const SyncViewerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncViewerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncViewerProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncViewerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SyncViewerProfileMutation, SyncViewerProfileMutationVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
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