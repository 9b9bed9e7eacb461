import { describe, expect, it } from 'vitest';
import { createCache } from '../../../web/src/apollo/cache.ts';
import {
  type AnswersChangedEvent,
  applyAnswersChanged,
  applyDocumentRemoved,
  applyPhaseChanged,
} from '../../../web/src/cache/effects.ts';
import { QuestionnaireDocument } from '../../../web/src/gql/forms.ts';
import { DashboardDocument } from '../../../web/src/gql/graphql.ts';
import { makeDashboardProperty, makeVault, makeVaultDocument } from '../../fixtures/web/property.ts';
import { makeQuestionnaire, SMALL_FORM } from '../../fixtures/web/questionnaire.ts';

const FORM = { query: QuestionnaireDocument, variables: { propertyId: '7', questionnaireId: SMALL_FORM.id } } as const;
const DASHBOARD = { query: DashboardDocument, variables: { id: '7' } } as const;

function answersChanged(answers: { questionKey: string; reference: string; value: unknown }[]): AnswersChangedEvent {
  return {
    __typename: 'AnswersChanged',
    cursor: '12',
    propertyId: '7',
    at: '2026-11-28T14:02:00.000Z',
    actor: { __typename: 'EventActor', id: 'seller-2', name: 'Sam Seller', role: 'HOME_MOVER' },
    questionnaireKey: `7:${SMALL_FORM.id}`,
    questionnaireId: SMALL_FORM.id,
    answers: answers.map((answer) => ({ __typename: 'ChangedAnswer', ...answer })),
    answersRevision: '41',
    formPercent: 50,
    propertyComplete: 33,
  };
}

/** An answer from a record, not yet confirmed. */
const source = {
  __typename: 'AnswerSource' as const,
  kind: 'RECORD' as const,
  questionnaireName: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  recordSource: 'Land Registry',
  recordDate: null,
  reference: null,
  sample: true,
  line: 'From the Land Registry',
  confirmed: false,
  counted: false,
};

/** The open form in the cache, its q3 answered "Garage" from a record. */
function writeRecordAnswer(cache: ReturnType<typeof createCache>): void {
  const questionnaire = makeQuestionnaire('7', SMALL_FORM, { q3: 'Garage' });
  cache.writeQuery({
    ...FORM,
    data: {
      __typename: 'Query',
      questionnaire: { ...questionnaire, answers: [{ ...questionnaire.answers[0]!, source }] },
    },
  });
}

describe('live events in the cache', () => {
  it("a co-seller's saved answers replace, add and clear the open form's answers, with its revision and completion", () => {
    const cache = createCache();
    cache.writeQuery({
      ...FORM,
      data: { __typename: 'Query', questionnaire: makeQuestionnaire('7', SMALL_FORM, { q1: '1', q3: 'Garage' }) },
    });
    applyAnswersChanged(
      cache,
      answersChanged([
        { questionKey: 'q3', reference: '9.1', value: 'Driveway' },
        { questionKey: 'q1', reference: '2.1', value: null },
        { questionKey: 'q4', reference: '9.2', value: 'Yes' },
      ]),
    );
    const form = cache.readQuery(FORM)!.questionnaire;
    expect(Object.fromEntries(form.answers.map((answer) => [answer.questionKey, answer.value]))).toEqual({
      q3: 'Driveway',
      q4: 'Yes',
    });
    expect(form.answersRevision).toBe('41');
    expect(form.completion.percent).toBe(50);
  });

  it('an answer from a record that a person changed no longer says it came from the record', () => {
    const cache = createCache();
    writeRecordAnswer(cache);
    applyAnswersChanged(cache, answersChanged([{ questionKey: 'q3', reference: '9.1', value: 'Driveway' }]));
    expect(cache.readQuery(FORM)!.questionnaire.answers).toEqual([
      { __typename: 'Answer', questionKey: 'q3', value: 'Driveway', source: null },
    ]);
  });

  it('an answer from a record announced with its value unchanged (a section confirmed) keeps its origin, confirmed', () => {
    const cache = createCache();
    writeRecordAnswer(cache);
    applyAnswersChanged(cache, answersChanged([{ questionKey: 'q3', reference: '9.1', value: 'Garage' }]));
    expect(cache.readQuery(FORM)!.questionnaire.answers).toEqual([
      {
        __typename: 'Answer',
        questionKey: 'q3',
        value: 'Garage',
        source: { ...source, confirmed: true, counted: true },
      },
    ]);
  });

  it("the property's completion on its dashboard follows the event; a form not in the cache is left to load", () => {
    const cache = createCache();
    cache.writeQuery({
      ...DASHBOARD,
      data: { __typename: 'Query', property: makeDashboardProperty(7, { complete: 10 }) },
    });
    applyAnswersChanged(cache, answersChanged([{ questionKey: 'q3', reference: '9.1', value: 'Driveway' }]));
    expect(cache.readQuery(DASHBOARD)!.property.complete).toBe(33);
    expect(cache.readQuery(FORM)).toBeNull();
  });

  it('a role that does not see completion (null) leaves the property as it was', () => {
    const cache = createCache();
    cache.writeQuery({
      ...DASHBOARD,
      data: { __typename: 'Query', property: makeDashboardProperty(7, { complete: 10 }) },
    });
    applyAnswersChanged(cache, {
      ...answersChanged([{ questionKey: 'q3', reference: '9.1', value: 'x' }]),
      propertyComplete: null,
    });
    expect(cache.readQuery(DASHBOARD)!.property.complete).toBe(10);
  });

  it('a phase move shows the new phase on the dashboard', () => {
    const cache = createCache();
    cache.writeQuery({ ...DASHBOARD, data: { __typename: 'Query', property: makeDashboardProperty(7) } });
    applyPhaseChanged(cache, '7', { __typename: 'Phase', id: '2', label: 'Contract Ready', nextPhaseId: '3' });
    expect(cache.readQuery(DASHBOARD)!.property.phase).toEqual({
      __typename: 'Phase',
      id: '2',
      label: 'Contract Ready',
      nextPhaseId: '3',
    });
  });

  it('a document removed elsewhere leaves the vault; the others stay', () => {
    const cache = createCache();
    const vault = makeVault(7, {
      documents: [makeVaultDocument(7, 1, 'epc.pdf'), makeVaultDocument(7, 2, 'plan.pdf')],
    });
    cache.writeQuery({ ...DASHBOARD, data: { __typename: 'Query', property: makeDashboardProperty(7, { vault }) } });
    applyDocumentRemoved(cache, '1');
    expect(cache.readQuery(DASHBOARD)!.property.vault?.documents.map((document) => document.fileName)).toEqual([
      'plan.pdf',
    ]);
  });
});
