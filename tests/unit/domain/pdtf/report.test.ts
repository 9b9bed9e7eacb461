import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '../../../../domain/forms/content/index.ts';
import type { AnswerValue, FormPath } from '../../../../domain/forms/definition.ts';
import { omissionEntries, type ReportQuestion } from '../../../../domain/pdtf/report.ts';
import { exportPdtfTransaction } from '../../../../domain/pdtf/transaction.ts';
import { exportSchemas } from '../../../../server/use-cases/pdtf/standard-schema.ts';
import { exportInput } from '../../../fixtures/pdtf-export-input.ts';

const SCHEMAS = exportSchemas();
const form = (path: FormPath) => FORM_DEFINITIONS.find((definition) => definition.path === path)!;

function exported(forms: Partial<Record<FormPath, Record<string, AnswerValue>>>, people = {}) {
  return exportPdtfTransaction(
    SCHEMAS,
    exportInput(
      Object.entries(forms).map(([path, answers]) => ({ definition: form(path as FormPath), answers })),
      { ...people, signed: false },
    ),
  );
}

const ids = (questions: readonly ReportQuestion[]) => questions.map((question) => question.questionId);

describe('the report beside a PDTF export', () => {
  it('names the confirmations given and those the standard needs with them', () => {
    const { document, report } = exported({ info: { ta6_14_4a: ['1'], ta6_14_4d: ['1'] } });
    expect(document.propertyPack).not.toHaveProperty('completionAndMoving');
    expect(report).toHaveLength(1);
    const [entry] = report;
    expect(entry).toMatchObject({ path: '/propertyPack/completionAndMoving/sellerWillEnsure', reason: 'incomplete' });
    expect(ids(entry!.questions)).toEqual(['ta6_14_4a', 'ta6_14_4d']);
    expect(ids(entry!.needs)).toEqual(['ta6_14_4b', 'ta6_14_4c']);
    expect(entry!.questions[0]).toEqual({
      questionnaireId: 2,
      form: 'Property information',
      questionId: 'ta6_14_4a',
      reference: form('info')
        .sections.flatMap((s) => s.groups.flatMap((g) => g.questions))
        .find((q) => q.id === 'ta6_14_4a')!.formReference!,
      question: entry!.questions[0]!.question,
    });
    expect(entry!.explanation).toMatch(
      /^Left out until Property information \S+ “.+” and Property information \S+ “.+” are answered too: the standard holds these answers only together with them\.$/,
    );
  });

  it('says leasehold answers are left out of an ownership answered Freehold, and which answer decides', () => {
    const { report } = exported({ about: { ownership_type: '1' }, leasehold: { ta7_1_2_1: '2' } });
    expect(report).toEqual([
      expect.objectContaining({
        path: '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation',
        reason: 'other-branch',
      }),
    ]);
    expect(ids(report[0]!.questions)).toEqual(['ta7_1_2_1']);
    // Leasehold information asks the ownership type too (TA7 1.1): one stored answer serves both.
    expect(ids(report[0]!.needs)).toEqual(['ownership_type', 'ta7_1_1_ownership_type']);
    expect(report[0]!.explanation).toMatch(
      /^Left out: About my home \S+ “How do you own the property\?” \(also asked as Leasehold information .+\) is answered “Freehold”, and the standard holds these answers only when it is “Leasehold”\.$/,
    );
  });

  it('says an extra fitting waits for its name', () => {
    const { report } = exported({ fittings: { kitchen_other_1_included: '1' } });
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject({
      path: '/propertyPack/fixturesAndFittings/kitchen/otherItems/0',
      reason: 'incomplete',
    });
    expect(ids(report[0]!.questions)).toEqual(['kitchen_other_1_included']);
    expect(ids(report[0]!.needs)).toEqual(['kitchen_other_1_name']);
  });

  it('says a comment waits for "Included, excluded or none?"', () => {
    const { report } = exported({ fittings: { kitchen_cooker_comments: 'Gas hob' } });
    expect(report).toEqual([
      expect.objectContaining({ path: '/propertyPack/fixturesAndFittings/kitchen/cooker', reason: 'no-branch' }),
    ]);
    expect(ids(report[0]!.needs)).toEqual(['kitchen_cooker_included']);
    expect(report[0]!.explanation).toContain('is answered: the standard places these answers by it.');
  });

  it('names an answer the standard has no value for', () => {
    const { report } = exported({ leasehold: { ta7_4_1c_8: 'José@example.com' } });
    expect(report).toEqual([
      expect.objectContaining({
        reason: 'no-value',
        path: '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation/contactDetails/contacts/managingAgent/contact/emailAddress',
        explanation: 'Left out: the answer given is not one the standard holds at this field.',
      }),
    ]);
    expect(ids(report[0]!.questions)).toEqual(['ta7_4_1c_8']);
  });

  it('says when no seller has joined the property yet', () => {
    expect(exported({}, { sellers: [] }).report).toEqual([
      {
        path: '/participants',
        reason: 'no-seller',
        explanation: 'No seller has joined the property yet: the participants name its estate agency only.',
        questions: [],
        needs: [],
      },
    ]);
    const alone = exported({}, { sellers: [], agency: null });
    expect(alone.document).not.toHaveProperty('participants');
    expect(alone.report[0]!.explanation).toBe(
      'No seller has joined the property yet and it belongs to no estate agency, so the document names no participants.',
    );
  });

  it('is empty when the document holds every answer', () => {
    expect(exported({ info: { ta6_6_1: '2' } }).report).toEqual([]);
  });

  it('names each question once, beside the closest reason', () => {
    const question = (questionId: string): ReportQuestion => ({
      questionnaireId: 1,
      form: 'F',
      questionId,
      reference: null,
      question: questionId,
    });
    const entries = omissionEntries(
      [
        { reason: 'incomplete', path: '/a/b', missing: ['c'] },
        { reason: 'no-branch', path: '/a', discriminator: 'kind' },
      ],
      {
        written: new Map([
          ['/a/b/x', [question('inner')]],
          ['/a/y', [question('outer')]],
        ]),
        asked: new Map([['/a/kind', [question('kind')]]]),
        columns: new Map(),
        title: (path) => (path === '/a/b/c' ? 'Cee' : undefined),
      },
    );
    expect(entries.map((entry) => [entry.path, ids(entry.questions), ids(entry.needs)])).toEqual([
      ['/a/b', ['inner'], []],
      ['/a', ['outer'], ['kind']],
    ]);
    expect(entries[0]!.explanation).toBe(
      "Left out until the standard's “Cee” is answered too: the standard holds these answers only together with it.",
    );
  });
});
