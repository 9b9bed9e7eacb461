/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
  /** Pre-filled from a public record (council tax, energy certificate, flood risk and the like). */
  | 'RECORD'
  /** Pre-filled from the title register. */
  | 'TITLE';

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

/** Input for confirmSection. */
export type ConfirmSectionInput = {
  /** Property id. */
  propertyId: string | number;
  /** Questionnaire id. */
  questionnaireId: number;
  /** The section whose answers from records are right. */
  sectionKey: string;
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

/** Input for saveAnswers. */
export type SaveAnswersInput = {
  /** Only the answers that changed. */
  answers: Array<AnswerInput>;
  /** Property id. */
  propertyId: string | number;
  /** Questionnaire id. */
  questionnaireId: number;
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

export type ConfirmSectionMutationVariables = Exact<{
  input: ConfirmSectionInput;
}>;


export type ConfirmSectionMutation = { __typename: 'Mutation', confirmSection: { __typename: 'SectionConfirmed', confirmedQuestionKeys: Array<string>, questionnaire: { __typename: 'Questionnaire', id: string, confirmableSections: Array<string>, answers: Array<{ __typename: 'Answer', questionKey: string, value: unknown, source: { __typename: 'AnswerSource', kind: AnswerSourceKind, questionnaireName: string | null, updatedAt: string, recordSource: string | null, recordDate: string | null, reference: string | null, sample: boolean | null, line: string | null, confirmed: boolean | null, counted: boolean | null } | null }>, completion: { __typename: 'QuestionnaireCompletion', id: string, percent: number | null, sections: Array<{ __typename: 'SectionCompletion', sectionKey: string, percent: number | null }> } } } };

export type QuestionnaireQueryVariables = Exact<{
  propertyId: string | number;
  questionnaireId: number;
}>;


export type QuestionnaireQuery = { __typename: 'Query', questionnaire: { __typename: 'Questionnaire', id: string, questionnaireId: number, path: string, name: string, version: number, accepted: boolean, canAnswerAll: boolean, writableSections: Array<string>, disabledQuestions: Array<string>, confirmableSections: Array<string>, definition: import('../../../domain/forms/definition.ts').FormDefinition, ta6Part1Active: boolean, preliminaryAccepted: boolean, sellerTypes: Array<{ __typename: 'Option', key: string, label: string }> | null, attachments: Array<{ __typename: 'FormAttachment', id: string, name: string, contentType: string, downloadPath: string }>, signing: { __typename: 'FormSigning', id: string, sellers: number, signed: number, signedByMe: boolean, allSigned: boolean, locked: boolean, isSeller: boolean, accepted: boolean, displayedPercent: number | null, signatures: Array<{ __typename: 'FormSignature', id: string, signerName: string, signedAt: string, mine: boolean }> }, answers: Array<{ __typename: 'Answer', questionKey: string, value: unknown, source: { __typename: 'AnswerSource', kind: AnswerSourceKind, questionnaireName: string | null, updatedAt: string, recordSource: string | null, recordDate: string | null, reference: string | null, sample: boolean | null, line: string | null, confirmed: boolean | null, counted: boolean | null } | null }>, completion: { __typename: 'QuestionnaireCompletion', id: string, percent: number | null, sections: Array<{ __typename: 'SectionCompletion', sectionKey: string, percent: number | null }> } } };

export type QuestionnaireAnswersFieldsFragment = { __typename: 'Questionnaire', answers: Array<{ __typename: 'Answer', questionKey: string, value: unknown, source: { __typename: 'AnswerSource', kind: AnswerSourceKind, questionnaireName: string | null, updatedAt: string, recordSource: string | null, recordDate: string | null, reference: string | null, sample: boolean | null, line: string | null, confirmed: boolean | null, counted: boolean | null } | null }>, completion: { __typename: 'QuestionnaireCompletion', id: string, percent: number | null, sections: Array<{ __typename: 'SectionCompletion', sectionKey: string, percent: number | null }> } };

export type SaveAnswersMutationVariables = Exact<{
  input: SaveAnswersInput;
}>;


export type SaveAnswersMutation = { __typename: 'Mutation', saveAnswers: { __typename: 'AnswersSaved', savedAt: string, completion: { __typename: 'QuestionnaireCompletion', id: string, percent: number | null, sections: Array<{ __typename: 'SectionCompletion', sectionKey: string, percent: number | null }> } } };

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

export const QuestionnaireAnswersFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionnaireAnswersFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Questionnaire"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordSource"}},{"kind":"Field","name":{"kind":"Name","value":"recordDate"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]} as unknown as DocumentNode<QuestionnaireAnswersFieldsFragment, unknown>;
export const FormSigningFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormSigningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"signedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"displayedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<FormSigningFieldsFragment, unknown>;
export const SignatureRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"signerRole"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedByName"}}]}}]} as unknown as DocumentNode<SignatureRecordFieldsFragment, unknown>;
export const ConfirmSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmedQuestionKeys"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableSections"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionnaireAnswersFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionnaireAnswersFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Questionnaire"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordSource"}},{"kind":"Field","name":{"kind":"Name","value":"recordDate"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmSectionMutation, ConfirmSectionMutationVariables>;
export const QuestionnaireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Questionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionnaireId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionnaireId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionnaireId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"sellerTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAnswerAll"}},{"kind":"Field","name":{"kind":"Name","value":"writableSections"}},{"kind":"Field","name":{"kind":"Name","value":"disabledQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableSections"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionnaireAnswersFields"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ta6Part1Active"}},{"kind":"Field","name":{"kind":"Name","value":"preliminaryAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"signing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormSigningFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionnaireAnswersFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Questionnaire"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordSource"}},{"kind":"Field","name":{"kind":"Name","value":"recordDate"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormSigningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"signedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"displayedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<QuestionnaireQuery, QuestionnaireQueryVariables>;
export const SaveAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SaveAnswersMutation, SaveAnswersMutationVariables>;
export const CompleteFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signatureId"}},{"kind":"Field","name":{"kind":"Name","value":"answersSha256"}},{"kind":"Field","name":{"kind":"Name","value":"signing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormSigningFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormSigningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"signedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"displayedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<CompleteFormMutation, CompleteFormMutationVariables>;
export const DeleteSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"signerRole"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedByName"}}]}}]} as unknown as DocumentNode<DeleteSignatureMutation, DeleteSignatureMutationVariables>;
export const PropertySignaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertySignatures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertySignatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireName"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"signerRole"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedByName"}}]}}]} as unknown as DocumentNode<PropertySignaturesQuery, PropertySignaturesQueryVariables>;
export const SignFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signatureId"}},{"kind":"Field","name":{"kind":"Name","value":"answersSha256"}},{"kind":"Field","name":{"kind":"Name","value":"signing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormSigningFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormSigningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellers"}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"signedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"allSigned"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"isSeller"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"displayedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<SignFormMutation, SignFormMutationVariables>;
export function useConfirmSectionMutation(options?: useMutation.Options<ConfirmSectionMutation, ConfirmSectionMutationVariables>) {
  return useMutation(ConfirmSectionDocument, options);
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