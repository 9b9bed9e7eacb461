/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type InvitedSellerFieldsFragment = { __typename: 'InvitedSeller', id: string, name: string | null, email: string, lastActivity: string | null, accepted: boolean, invitedAt: string | null };

export const InvitedSellerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<InvitedSellerFieldsFragment, unknown>;
export const InviteAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<InviteAgentMutation, InviteAgentMutationVariables>;
export const InvitePersonPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitePersonPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inviteOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisationId"}}]}}]}}]}}]} as unknown as DocumentNode<InvitePersonPageQuery, InvitePersonPageQueryVariables>;
export const InviteSellerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteSeller"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitedSellerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<InviteSellerMutation, InviteSellerMutationVariables>;
export const InviteSellerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteSellerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedSellers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxSellers"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitedSellerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<InviteSellerPageQuery, InviteSellerPageQueryVariables>;
export const InviteSolicitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteSolicitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSolicitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<InviteSolicitorMutation, InviteSolicitorMutationVariables>;
export const RemoveSellerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSeller"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sellerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sellerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sellerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numSellers"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveSellerMutation, RemoveSellerMutationVariables>;
export const ResendSellerInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendSellerInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sellerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendSellerInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sellerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sellerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitedSellerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitedSellerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedSeller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<ResendSellerInviteMutation, ResendSellerInviteMutationVariables>;
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