/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type AcceptTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptTermsMutation = { __typename: 'Mutation', acceptTerms: { __typename: 'Viewer', id: string, acceptedTerms: boolean } };

export type MovePropertyToNextPhaseMutationVariables = Exact<{
  propertyId: string | number;
  phaseId: string | number;
}>;


export type MovePropertyToNextPhaseMutation = { __typename: 'Mutation', movePropertyToNextPhase: { __typename: 'Property', id: string, complete: number | null, phase: { __typename: 'Phase', id: string, label: string, nextPhaseId: string | null } | null, completedPhases: Array<{ __typename: 'Phase', id: string, label: string }> | null, actionPlan: { __typename: 'ActionPlan', id: string, phaseId: string, displayedComplete: number, agentsNotification: AgentsNotification, reachedPhases: Array<{ __typename: 'Phase', id: string, label: string }>, searches: { __typename: 'SearchesOrder', status: SearchesOrderStatus } | null, items: Array<{ __typename: 'ChecklistItem', id: string, label: string, route: string, worth: number, earned: number, estimatedMinutes: number, progress: number, status: string, signedByViewer: boolean, allSigned: boolean, viewerCan: { __typename: 'ChecklistItemCapabilities', complete: boolean, view: boolean, sign: boolean, share: boolean } }> } | null } };

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

export type DashboardActionPlanFragment = { __typename: 'ActionPlan', id: string, phaseId: string, displayedComplete: number, agentsNotification: AgentsNotification, reachedPhases: Array<{ __typename: 'Phase', id: string, label: string }>, searches: { __typename: 'SearchesOrder', status: SearchesOrderStatus } | null, items: Array<{ __typename: 'ChecklistItem', id: string, label: string, route: string, worth: number, earned: number, estimatedMinutes: number, progress: number, status: string, signedByViewer: boolean, allSigned: boolean, viewerCan: { __typename: 'ChecklistItemCapabilities', complete: boolean, view: boolean, sign: boolean, share: boolean } }> };

export const DashboardActionPlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardActionPlan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"displayedComplete"}},{"kind":"Field","name":{"kind":"Name","value":"reachedPhases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentsNotification"}},{"kind":"Field","name":{"kind":"Name","value":"searches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"worth"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardActionPlanFragment, unknown>;
export const AcceptTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]}}]} as unknown as DocumentNode<AcceptTermsMutation, AcceptTermsMutationVariables>;
export const MovePropertyToNextPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MovePropertyToNextPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movePropertyToNextPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"phaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"nextPhaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedPhases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardActionPlan"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardActionPlan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"displayedComplete"}},{"kind":"Field","name":{"kind":"Name","value":"reachedPhases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentsNotification"}},{"kind":"Field","name":{"kind":"Name","value":"searches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"worth"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]}}]} as unknown as DocumentNode<MovePropertyToNextPhaseMutation, MovePropertyToNextPhaseMutationVariables>;
export const OrderSearchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderSearches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderSearches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"searchesRequested"}}]}}]}}]} as unknown as DocumentNode<OrderSearchesMutation, OrderSearchesMutationVariables>;
export const RemoveDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveDocumentMutation, RemoveDocumentMutationVariables>;
export const SendEnquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<SendEnquiryMutation, SendEnquiryMutationVariables>;
export function useAcceptTermsMutation(options?: useMutation.Options<AcceptTermsMutation, AcceptTermsMutationVariables>) {
  return useMutation(AcceptTermsDocument, options);
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