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