import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '../../../../domain/forms/content/index.ts';
import type { AnswerValue, FormDefinition } from '../../../../domain/forms/definition.ts';
import { allQuestions, indexQuestions, isEmptyAnswer } from '../../../../domain/forms/questions.ts';
import { isQuestionVisible } from '../../../../domain/forms/visibility.ts';
import { answerTarget } from '../../../../domain/pdtf/answer-value.ts';
import type { Json } from '../../../../domain/pdtf/json.ts';
import { exportPdtfTransaction, type PdtfExport, type PdtfInput } from '../../../../domain/pdtf/transaction.ts';
import { exportSchemas } from '../../../../server/use-cases/pdtf/standard-schema.ts';
import { acceptedAnswers, partialAnswerSetArbitrary, storedPerFact } from '../../../fixtures/generated-answers.ts';
import { exportInput } from '../../../fixtures/pdtf-export-input.ts';
import { compilePdtfValidator, errorLines } from '../../../fixtures/pdtf-validator.ts';

/**
 * Whatever the forms hold while they are being filled, the PDTF export is valid against the base
 * schema (an overlay states what a complete form holds, so a form in progress is held to the base):
 * any part of an answer set the server's save validation accepts, follow-ups without the answer
 * they follow, answers another form contradicts (leasehold answers under an ownership answered
 * "Freehold"), any sellers or none. Documents are validated by one fresh Ajv compiled from the
 * vendored base schema, not by the product. And nothing is lost quietly: every answer shown in a
 * form is in the document or named in the report beside it. `PDTF_RUNS` raises the number of cases.
 */
const RUNS = Number(process.env.PDTF_RUNS ?? 15);
const TIMEOUT = 30_000 + RUNS * 400;
const SCHEMAS = exportSchemas();
const validate = compilePdtfValidator([]);

const people = fc.record({
  sellers: fc.array(
    fc.record({
      name: fc.oneof(fc.constantFrom('Jordan Quayle', 'Kit', '  ', 'Mary Anne de la Cour'), fc.string()),
      email: fc.oneof(fc.constantFrom('jordan@example.com', 'José@example.com', ''), fc.emailAddress(), fc.string()),
    }),
    { maxLength: 3 },
  ),
  agency: fc.option(fc.constantFrom('Quayside Lettings', '  ', 'Harbour & Co'), { nil: null }),
});

/** Whether the document holds a value at `path`, a list's positions matching any item (lists close up). */
function holds(node: Json | undefined, segments: readonly string[]): boolean {
  if (segments.length === 0) return node !== undefined;
  if (node === null || typeof node !== 'object' || node === undefined) return false;
  const [head, ...rest] = segments;
  if (Array.isArray(node)) return /^\d+$/.test(head!) && node.some((item) => holds(item, rest));
  return holds(node[head!], rest);
}

/** The report's claims hold: each answer shown is in the document or in the report; what it leaves out is out. */
function expectAccounted(exported: PdtfExport, forms: PdtfInput['forms']): void {
  const named = new Set(
    exported.report.flatMap((entry) => entry.questions.map((q) => `${q.questionnaireId}:${q.questionId}`)),
  );
  for (const { definition, answers } of forms) {
    const index = indexQuestions(definition);
    for (const question of allQuestions(definition)) {
      if (!question.pdtfPath || question.type === 'upload') continue;
      if (isEmptyAnswer(answers[question.id]) || !isQuestionVisible(question, index, answers)) continue;
      const path = answerTarget(SCHEMAS.base, question.pdtfPath).path;
      expect(
        holds(exported.document, path.split('/').filter(Boolean)) || named.has(`${definition.id}:${question.id}`),
        `${definition.path} ${question.id} = ${JSON.stringify(answers[question.id])}: in the document at ${path}, or in the report`,
      ).toBe(true);
    }
  }
  for (const entry of exported.report) {
    if (entry.reason === 'no-seller' || /\/\d+(\/|$)/.test(entry.path)) continue;
    expect(holds(exported.document, entry.path.split('/').filter(Boolean)), `${entry.path} is left out`).toBe(false);
  }
}

function exportAndCheck(forms: PdtfInput['forms'], who: Pick<PdtfInput, 'sellers' | 'agency'>): void {
  const exported = exportPdtfTransaction(SCHEMAS, exportInput(forms, { ...who, signed: false }));
  expect(errorLines(validate(exported.document))).toEqual([]);
  expectAccounted(exported, forms);
}

describe('the PDTF export of forms in progress', () => {
  it.each(FORM_DEFINITIONS.map((definition) => [definition.name, definition] as const))(
    '%s: any part of its accepted answers validates against the base schema, and each answer is in the document or the report',
    (_name, definition) => {
      fc.assert(
        fc.property(partialAnswerSetArbitrary(definition), people, (answers, who) =>
          exportAndCheck([{ definition, answers: acceptedAnswers(definition, answers) }], who),
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'all forms together, in any order and any part, one stored answer per fact, validate against the base schema',
    () => {
      // Forms by position, so a failing case prints which forms in which order, not their content.
      const order = fc.shuffledSubarray([...FORM_DEFINITIONS.keys()], { minLength: 1 });
      const sets = fc.tuple(...FORM_DEFINITIONS.map(partialAnswerSetArbitrary));
      fc.assert(
        fc.property(order, sets, people, (forms, answerSets, who) => {
          const byForm = new Map<FormDefinition, Record<string, AnswerValue>>(
            FORM_DEFINITIONS.map((definition, index) => [definition, answerSets[index]!]),
          );
          exportAndCheck(
            storedPerFact(
              forms.map((index) => FORM_DEFINITIONS[index]!),
              byForm,
            ),
            who,
          );
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT * 2,
  );
});
