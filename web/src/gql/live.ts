/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useMutation, useSubscription } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where the viewer is, for announcePresence. */
export type PresenceInput = {
  /** The property open. */
  propertyId: string | number;
  /** The form open (1 to 6), if any. */
  questionnaireId?: number | null | undefined;
  /** The section of that form, if any. */
  section?: string | null | undefined;
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

/** Where a property's searches stand. */
export type SearchesStatus =
  | 'ARRIVED'
  | 'ORDERED';

export type AnnouncePresenceMutationVariables = Exact<{
  input: PresenceInput;
}>;


export type AnnouncePresenceMutation = { __typename: 'Mutation', announcePresence: { __typename: 'Presence', id: string, people: Array<{ __typename: 'PresentPerson', id: string, name: string, role: Role, questionnaireId: number | null, section: string | null, since: string }> } };

export type LeavePresenceMutationVariables = Exact<{
  propertyId: string | number;
}>;


export type LeavePresenceMutation = { __typename: 'Mutation', leavePresence: { __typename: 'Presence', id: string, people: Array<{ __typename: 'PresentPerson', id: string, name: string, role: Role, questionnaireId: number | null, section: string | null, since: string }> } };

export type PresenceChangesSubscriptionVariables = Exact<{
  propertyId: string | number;
}>;


export type PresenceChangesSubscription = { __typename: 'Subscription', presence: { __typename: 'Presence', id: string, people: Array<{ __typename: 'PresentPerson', id: string, name: string, role: Role, questionnaireId: number | null, section: string | null, since: string }> } };

export type PropertyEventsSubscriptionVariables = Exact<{
  propertyId: string | number;
  after?: string | null | undefined;
}>;


export type PropertyEventsSubscription = { __typename: 'Subscription', propertyEvents:
    | { __typename: 'AnswersChanged', questionnaireKey: string, questionnaireId: number, answersRevision: string, formPercent: number, propertyComplete: number | null, cursor: string, propertyId: string, at: string, answers: Array<{ __typename: 'ChangedAnswer', questionKey: string, reference: string, value: unknown }>, actor: { __typename: 'EventActor', id: string, name: string, role: Role } | null }
    | { __typename: 'PeopleChanged', name: string, role: Role, added: boolean, cursor: string, propertyId: string, at: string, actor: { __typename: 'EventActor', id: string, name: string, role: Role } | null }
    | { __typename: 'PhaseChanged', cursor: string, propertyId: string, at: string, phase: { __typename: 'Phase', id: string, label: string, nextPhaseId: string | null } | null, actor: { __typename: 'EventActor', id: string, name: string, role: Role } | null }
    | { __typename: 'ResyncRequired', cursor: string, propertyId: string, at: string, actor: { __typename: 'EventActor', id: string, name: string, role: Role } | null }
    | { __typename: 'SearchesChanged', status: SearchesStatus, cursor: string, propertyId: string, at: string, actor: { __typename: 'EventActor', id: string, name: string, role: Role } | null }
    | { __typename: 'SignaturesChanged', questionnaireKey: string, questionnaireId: number, signed: boolean, allSigned: boolean, cursor: string, propertyId: string, at: string, actor: { __typename: 'EventActor', id: string, name: string, role: Role } | null }
    | { __typename: 'VaultChanged', documentId: string, name: string, added: boolean, cursor: string, propertyId: string, at: string, actor: { __typename: 'EventActor', id: string, name: string, role: Role } | null }
   };

export type PresenceFieldsFragment = { __typename: 'Presence', id: string, people: Array<{ __typename: 'PresentPerson', id: string, name: string, role: Role, questionnaireId: number | null, section: string | null, since: string }> };

export const PresenceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Presence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<PresenceFieldsFragment, unknown>;
export const AnnouncePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnnouncePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PresenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Presence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<AnnouncePresenceMutation, AnnouncePresenceMutationVariables>;
export const LeavePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeavePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leavePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Presence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<LeavePresenceMutation, LeavePresenceMutationVariables>;
export const PresenceChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PresenceChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Presence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<PresenceChangesSubscription, PresenceChangesSubscriptionVariables>;
export const PropertyEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PropertyEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnswersChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaireKey"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answersRevision"}},{"kind":"Field","name":{"kind":"Name","value":"formPercent"}},{"kind":"Field","name":{"kind":"Name","value":"propertyComplete"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignaturesChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaireKey"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VaultChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"added"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchesChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhaseChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"nextPhaseId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeopleChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"added"}}]}}]}}]}}]} as unknown as DocumentNode<PropertyEventsSubscription, PropertyEventsSubscriptionVariables>;
export function useAnnouncePresenceMutation(options?: useMutation.Options<AnnouncePresenceMutation, AnnouncePresenceMutationVariables>) {
  return useMutation(AnnouncePresenceDocument, options);
}
export function useLeavePresenceMutation(options?: useMutation.Options<LeavePresenceMutation, LeavePresenceMutationVariables>) {
  return useMutation(LeavePresenceDocument, options);
}
export function usePresenceChangesSubscription(options?: useSubscription.Options<PresenceChangesSubscription, PresenceChangesSubscriptionVariables>) {
  return useSubscription(PresenceChangesDocument, options as useSubscription.Options<PresenceChangesSubscription, PresenceChangesSubscriptionVariables>);
}
export function usePropertyEventsSubscription(options?: useSubscription.Options<PropertyEventsSubscription, PropertyEventsSubscriptionVariables>) {
  return useSubscription(PropertyEventsDocument, options as useSubscription.Options<PropertyEventsSubscription, PropertyEventsSubscriptionVariables>);
}