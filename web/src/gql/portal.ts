/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LinkPortalListingMutationVariables = Exact<{
  propertyId: string | number;
  listingId?: string | number | null | undefined;
}>;


export type LinkPortalListingMutation = { __typename: 'Mutation', linkPortalListing: { __typename: 'PropertyPortal', id: string, usesPortal: boolean, viewerCanChange: boolean, linked: { __typename: 'PortalLink', listingId: string, line: string, sameAddress: boolean, linkedAt: string, linkedByName: string | null } | null } };

export type PortalChoicesQueryVariables = Exact<{
  propertyId: string | number;
}>;


export type PortalChoicesQuery = { __typename: 'Query', portalChoices: { __typename: 'PortalChoices', addressLine: string, sample: boolean, listings: Array<{ __typename: 'PortalChoice', id: string, line: string, sameAddress: boolean }> } };


export const LinkPortalListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkPortalListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkPortalListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usesPortal"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanChange"}},{"kind":"Field","name":{"kind":"Name","value":"linked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"sameAddress"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkedByName"}}]}}]}}]}}]} as unknown as DocumentNode<LinkPortalListingMutation, LinkPortalListingMutationVariables>;
export const PortalChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portalChoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"sameAddress"}}]}}]}}]}}]} as unknown as DocumentNode<PortalChoicesQuery, PortalChoicesQueryVariables>;
export function useLinkPortalListingMutation(options?: useMutation.Options<LinkPortalListingMutation, LinkPortalListingMutationVariables>) {
  return useMutation(LinkPortalListingDocument, options);
}
export function usePortalChoicesQuery(options?: useQuery.Options<PortalChoicesQuery, PortalChoicesQueryVariables>) {
  return useQuery(PortalChoicesDocument, options as useQuery.Options<PortalChoicesQuery, PortalChoicesQueryVariables>);
}
export function usePortalChoicesLazyQuery(options?: useLazyQuery.Options<PortalChoicesQuery, PortalChoicesQueryVariables>) {
  return useLazyQuery(PortalChoicesDocument, options);
}