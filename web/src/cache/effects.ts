/**
 * What mutations do to the Apollo cache, as small pure functions of the cache: evictions, the
 * optimistic answers the screens show at once, and list changes. One place, so two screens that
 * change the same data change it the same way, and each effect is tested against a real cache.
 * The properties list's page merge sits beside it (mergePropertyPages.ts), apart because the first
 * screen's bundle carries it.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import {
  type FormSigningFieldsFragment,
  QuestionnaireAnswersFieldsFragmentDoc,
  type SaveAnswersMutation,
  type SignFormMutation,
} from '../gql/forms.ts';
import type { PropertyEventsSubscription } from '../gql/live.ts';
import { allSigned, displayedCompletion } from '../../../domain/signing/rules.ts';

/**
 * A property was added: the properties list and the viewer's credits changed, so the properties
 * screen fetches both afresh when it opens.
 */
export function forgetPropertyListAndViewer(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'properties' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
}

/**
 * A property changed beyond what the mutation returned (signed, deleted): every screen reading it
 * fetches it afresh, and what only it referred to goes too.
 */
export function forgetProperty(cache: ApolloCache, propertyId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Property', id: propertyId }) });
  cache.gc();
}

/** A failed job queued again or discarded: it is no longer a dead letter in any cached list. */
export function forgetDeadLetterJob(cache: ApolloCache, jobId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'DeadLetterJob', id: jobId }) });
  cache.gc();
}

/**
 * The vault without one document: the cache update of an (optimistic) removal. Apollo undoes it by
 * itself when the optimistic removal fails.
 */
export function removeVaultDocument(cache: ApolloCache, vaultId: string, documentId: string): void {
  cache.modify<{ documents: readonly Reference[] }>({
    id: cache.identify({ __typename: 'Vault', id: vaultId }),
    fields: {
      documents: (documents, { readField }) =>
        (documents as readonly Reference[]).filter((document) => readField<string>('id', document) !== documentId),
    },
  });
}

/** The completion a save is expected to bring back: overall and per section. */
export type ExpectedCompletion = { percent: number; sections: Readonly<Record<string, number | null>> };

/**
 * A save's answer as it is expected, shown at once: the completion the screen computed, on the
 * completion object the form was read with (its id as the cache holds it, not rebuilt here).
 * Undefined when the form is not in the cache: the server's answer is then shown as it arrives.
 */
export function optimisticAnswersSaved(
  cache: ApolloCache,
  questionnaireId: string,
  expected: ExpectedCompletion,
  savedAt: string,
): SaveAnswersMutation | undefined {
  const form = cache.readFragment({
    id: cache.identify({ __typename: 'Questionnaire', id: questionnaireId }),
    fragment: QuestionnaireAnswersFieldsFragmentDoc,
  });
  if (!form) return undefined;
  return {
    __typename: 'Mutation',
    saveAnswers: {
      __typename: 'AnswersSaved',
      savedAt,
      completion: {
        __typename: 'QuestionnaireCompletion',
        id: form.completion.id,
        percent: expected.percent,
        sections: Object.entries(expected.sections).map(([sectionKey, percent]) => ({
          __typename: 'SectionCompletion' as const,
          sectionKey,
          percent,
        })),
      },
    },
  };
}

/** What signing (or signing and completing) answers: the same shape for both mutations. */
type FormSigned = SignFormMutation['signForm'];

/**
 * The form's signing state as it will be once the viewer's signature is stored: shown at once in
 * the cache, replaced by the server's answer, rolled back if signing fails.
 */
export function optimisticSignature(
  state: FormSigningFieldsFragment,
  signature: { name: string; completion: number; accept: boolean; at: Date },
): FormSigned {
  const tally = { sellers: state.sellers, signed: state.signed + 1 };
  return {
    __typename: 'FormSigned',
    signatureId: 'pending',
    answersSha256: '',
    signing: {
      ...state,
      signed: tally.signed,
      signedByMe: true,
      locked: true,
      allSigned: allSigned(tally),
      accepted: signature.accept || state.accepted,
      displayedPercent: displayedCompletion(signature.completion, tally),
      signatures: [
        ...state.signatures,
        {
          __typename: 'FormSignature',
          id: `pending-${signature.at.getTime()}`,
          signerName: signature.name.trim(),
          signedAt: signature.at.toISOString(),
          mine: true,
        },
      ],
    },
  };
}

/** One event of a property's live stream, as the web app subscribes to it. */
export type PropertyEvent = PropertyEventsSubscription['propertyEvents'];
export type AnswersChangedEvent = Extract<PropertyEvent, { __typename: 'AnswersChanged' }>;

/**
 * Someone saved answers (a live event): the form, where it is in the cache, holds them as they now
 * stand, with the revision and the completion they make; a cleared answer goes. The property's
 * completion changes with it. A changed answer was typed by a person, so it no longer says it came
 * from a record or the title.
 */
export function applyAnswersChanged(cache: ApolloCache, event: AnswersChangedEvent): void {
  const id = cache.identify({ __typename: 'Questionnaire', id: event.questionnaireKey });
  const form = cache.readFragment({ id, fragment: QuestionnaireAnswersFieldsFragmentDoc });
  if (form) {
    const changed = new Map(event.answers.map((answer) => [answer.questionKey, answer.value]));
    const answers = form.answers.flatMap((answer) => {
      if (!changed.has(answer.questionKey)) return [answer];
      const value = changed.get(answer.questionKey);
      if (value === null || value === undefined) return [];
      // Confirming a section announces its answers from records with their values unchanged: each
      // keeps where it came from, now confirmed and counted, as the form reads once reloaded.
      if (answer.source?.kind === 'RECORD' && JSON.stringify(answer.value) === JSON.stringify(value))
        return [{ ...answer, source: { ...answer.source, confirmed: true, counted: true } }];
      return [{ ...answer, value, source: null }];
    });
    const known = new Set(form.answers.map((answer) => answer.questionKey));
    for (const { questionKey, value } of event.answers) {
      if (!known.has(questionKey) && value !== null && value !== undefined)
        answers.push({ __typename: 'Answer', questionKey, value, source: null });
    }
    cache.writeFragment({
      id,
      fragment: QuestionnaireAnswersFieldsFragmentDoc,
      data: {
        ...form,
        answersRevision: event.answersRevision,
        answers,
        completion: { ...form.completion, percent: event.formPercent },
      },
    });
  }
  if (event.propertyComplete !== null) setPropertyComplete(cache, event.propertyId, event.propertyComplete);
}

/** The property's completion as an event gave it, wherever the property is cached with one. */
export function setPropertyComplete(cache: ApolloCache, propertyId: string, complete: number): void {
  cache.modify<{ complete: number | null }>({
    id: cache.identify({ __typename: 'Property', id: propertyId }),
    fields: { complete: () => complete },
  });
}

/** The property moved phase (a live event): every screen showing it shows the new phase at once. */
export function applyPhaseChanged(
  cache: ApolloCache,
  propertyId: string,
  phase: { __typename: 'Phase'; id: string; label: string; nextPhaseId: string | null },
): void {
  cache.modify<{ phase: Reference | null }>({
    id: cache.identify({ __typename: 'Property', id: propertyId }),
    fields: {
      phase: (_current, { toReference }) =>
        toReference({ __typename: 'Phase', id: phase.id, label: phase.label, nextPhaseId: phase.nextPhaseId }, true) ??
        null,
    },
  });
}

/** A document left the vault (a live event): gone from every cached vault of the property. */
export function applyDocumentRemoved(cache: ApolloCache, documentId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'VaultDocument', id: documentId }) });
  cache.gc();
}
