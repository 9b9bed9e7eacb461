import type { DocumentNode, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../web/src/apollo/cache.ts';
import {
  forgetDeadLetterJob,
  forgetProperty,
  forgetPropertyListAndViewer,
  optimisticAnswersSaved,
  optimisticSignature,
  removeVaultDocument,
} from '../../../web/src/cache/effects.ts';
import { DeadLetterJobsDocument, type DeadLetterJobsQuery } from '../../../web/src/gql/admin.ts';
import {
  QuestionnaireDocument,
  SaveAnswersDocument,
  SignFormDocument,
  type SignFormMutation,
} from '../../../web/src/gql/forms.ts';
import { PropertiesDocument, VaultSection_PropertyFragmentDoc, ViewerDocument } from '../../../web/src/gql/graphql.ts';
import { makeProperties, makePropertyPage, makeVault, makeVaultDocument } from '../../fixtures/web/property.ts';
import { makeQuestionnaire, SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';

const LIST = { query: PropertiesDocument, variables: { page: 1, pageSize: 30 } } as const;

function withPropertyList(cache: InMemoryCache, count = 2) {
  cache.writeQuery({
    ...LIST,
    data: { __typename: 'Query', properties: makePropertyPage(1, makeProperties(1, count), count) },
  });
}

/** The questionnaire query as the form screen reads it, for property 7. */
const FORM = { query: QuestionnaireDocument, variables: { propertyId: '7', questionnaireId: SMALL_FORM.id } } as const;

function withForm(cache: InMemoryCache, questionnaire = makeQuestionnaire('7')) {
  cache.writeQuery({ ...FORM, data: { __typename: 'Query', questionnaire } });
  return questionnaire;
}

/** What a mutation's answer does to the cache: written as Apollo writes it (optimistic or not). */
function answerMutation(cache: InMemoryCache, query: DocumentNode, result: unknown) {
  cache.write<unknown, Record<string, unknown>>({ dataId: 'ROOT_MUTATION', query, result, variables: {} });
}

describe('cache effects', () => {
  it('a further page of properties is added to the list the cache holds, without repeating one listed already', () => {
    const cache = createCache();
    const pageOf = (page: number, first: number) => ({
      query: PropertiesDocument,
      variables: { page, pageSize: 2 },
      data: { __typename: 'Query' as const, properties: makePropertyPage(page, makeProperties(first, 2), 5, 2) },
    });
    cache.writeQuery(pageOf(1, 1));
    // Property 2 shifted onto page 2 after a property was added meanwhile.
    cache.writeQuery(pageOf(2, 2));

    const list = cache.readQuery({ query: PropertiesDocument, variables: { page: 1, pageSize: 2 } });
    expect(list?.properties.nodes.map((node) => node.id)).toEqual(['1', '2', '3']);
  });

  it('adding a property forgets the properties list and the viewer, so both are fetched afresh', () => {
    const cache = createCache();
    withPropertyList(cache);
    cache.writeQuery({ query: ViewerDocument, data: { __typename: 'Query', viewer: makeViewer() } });

    forgetPropertyListAndViewer(cache);

    expect(cache.readQuery(LIST)).toBeNull();
    expect(cache.readQuery({ query: ViewerDocument })).toBeNull();
  });

  it('forgetting a property takes it out of every cached list and leaves the others', () => {
    const cache = createCache();
    withPropertyList(cache, 3);

    forgetProperty(cache, '2');

    expect(cache.readQuery(LIST)?.properties.nodes.map((node) => node.id)).toEqual(['1', '3']);
    expect(cache.extract()).not.toHaveProperty('Property:2');
  });

  it('a failed job queued again or discarded leaves the failed jobs list', () => {
    const cache = createCache();
    const job = (id: string): DeadLetterJobsQuery['deadLetterJobs'][number] => ({
      __typename: 'DeadLetterJob',
      id,
      queue: 'emails',
      attempts: 5,
      lastError: 'mailbox unavailable',
      createdAt: '2024-03-05T10:00:00.000Z',
      failedAt: '2024-03-05T10:05:00.000Z',
    });
    cache.writeQuery({
      query: DeadLetterJobsDocument,
      data: { __typename: 'Query', deadLetterJobs: [job('a'), job('b')] },
    });

    forgetDeadLetterJob(cache, 'a');

    expect(cache.readQuery({ query: DeadLetterJobsDocument })?.deadLetterJobs.map((row) => row.id)).toEqual(['b']);
  });

  it('removing a document takes it out of its vault only', () => {
    const cache = createCache();
    const fragment = { fragment: VaultSection_PropertyFragmentDoc, id: 'Property:7' } as const;
    const documents = [makeVaultDocument(7, 1, 'epc.pdf'), makeVaultDocument(7, 2, 'plan.png')];
    cache.writeFragment({ ...fragment, data: { __typename: 'Property', id: '7', vault: makeVault(7, { documents }) } });

    removeVaultDocument(cache, '7', '1');

    expect(cache.readFragment(fragment)?.vault.documents.map((document) => document.name)).toEqual(['plan']);
  });

  it('a save shows the completion it is expected to bring at once, on the completion the form was read with', () => {
    const cache = createCache();
    const questionnaire = makeQuestionnaire('7');
    // The server names the completion as it likes: the client never rebuilds the name.
    withForm(cache, { ...questionnaire, completion: { ...questionnaire.completion, id: 'completion-of-7' } });

    const optimistic = optimisticAnswersSaved(
      cache,
      questionnaire.id,
      { percent: 55, sections: { s1: 100, s2: 10 } },
      '2024-03-05T10:00:00.000Z',
    );
    expect(optimistic?.saveAnswers.completion.id).toBe('completion-of-7');
    answerMutation(cache, SaveAnswersDocument, optimistic);

    const completion = cache.readQuery(FORM)?.questionnaire.completion;
    expect(completion?.percent).toBe(55);
    expect(completion?.sections.map(({ sectionKey, percent }) => [sectionKey, percent])).toEqual([
      ['s1', 100],
      ['s2', 10],
    ]);
  });

  it('a save on a form the cache does not hold shows nothing before the server answers', () => {
    expect(optimisticAnswersSaved(createCache(), '7:2', { percent: 10, sections: {} }, 'now')).toBeUndefined();
  });

  it('signing shows the form signed and locked at once, with the signature listed', () => {
    const cache = createCache();
    const { signing } = withForm(cache, makeQuestionnaire('7', SMALL_FORM, {}, { signing: { sellers: 2, signed: 1 } }));
    const at = new Date('2024-03-05T10:00:00.000Z');

    const result: SignFormMutation = {
      __typename: 'Mutation',
      signForm: optimisticSignature(signing, { name: '  Sam Seller ', completion: 100, accept: false, at }),
    };
    answerMutation(cache, SignFormDocument, result);

    const shown = cache.readQuery(FORM)?.questionnaire.signing;
    expect(shown).toMatchObject({ signed: 2, signedByMe: true, locked: true, allSigned: true, accepted: false });
    expect(shown?.signatures.map(({ signerName, signedAt, mine }) => ({ signerName, signedAt, mine }))).toEqual([
      { signerName: 'Sam Seller', signedAt: at.toISOString(), mine: true },
    ]);
  });

  it('the first of two sellers to sign leaves the form waiting for the other; completing accepts it', () => {
    const cache = createCache();
    const { signing } = withForm(cache, makeQuestionnaire('7', SMALL_FORM, {}, { signing: { sellers: 2, signed: 0 } }));

    const signed = optimisticSignature(signing, { name: 'Sam', completion: 100, accept: true, at: new Date() });
    answerMutation(cache, SignFormDocument, { __typename: 'Mutation', signForm: signed });

    expect(cache.readQuery(FORM)?.questionnaire.signing).toMatchObject({ signed: 1, allSigned: false, accepted: true });
  });
});
