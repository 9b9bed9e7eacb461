/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Input for sendEnquiry. */
export type SendEnquiryInput = {
  /** The message, at most 5000 characters. */
  message: string;
  /** What the message is about: the property's name or the request's. */
  name: string;
  /** Property id. */
  propertyId: string | number;
};

export type OrderSearchesMutationVariables = Exact<{
  propertyId: string | number;
}>;


export type OrderSearchesMutation = { __typename: 'Mutation', orderSearches: { __typename: 'Property', id: string, searchesRequested: boolean } };

export type RemoveDocumentMutationVariables = Exact<{
  propertyId: string | number;
  documentId: string | number;
}>;


export type RemoveDocumentMutation = { __typename: 'Mutation', removeDocument: { __typename: 'RemovedDocument', id: string } };

export type SendEnquiryMutationVariables = Exact<{
  input: SendEnquiryInput;
}>;


export type SendEnquiryMutation = { __typename: 'Mutation', sendEnquiry: { __typename: 'EnquirySent', sent: boolean, recipients: number } };


export const OrderSearchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderSearches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderSearches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"searchesRequested"}}]}}]}}]} as unknown as DocumentNode<OrderSearchesMutation, OrderSearchesMutationVariables>;
export const RemoveDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveDocumentMutation, RemoveDocumentMutationVariables>;
export const SendEnquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<SendEnquiryMutation, SendEnquiryMutationVariables>;
export function useOrderSearchesMutation(options?: useMutation.Options<OrderSearchesMutation, OrderSearchesMutationVariables>) {
  return useMutation(OrderSearchesDocument, options);
}
export function useRemoveDocumentMutation(options?: useMutation.Options<RemoveDocumentMutation, RemoveDocumentMutationVariables>) {
  return useMutation(RemoveDocumentDocument, options);
}
export function useSendEnquiryMutation(options?: useMutation.Options<SendEnquiryMutation, SendEnquiryMutationVariables>) {
  return useMutation(SendEnquiryDocument, options);
}