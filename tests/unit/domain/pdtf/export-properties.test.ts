import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerKeys } from '../../../../domain/forms/answer-keys.ts';
import { FORM_DEFINITIONS } from '../../../../domain/forms/content/index.ts';
import type { AnswerValue } from '../../../../domain/forms/definition.ts';
import { validateSave } from '../../../../domain/forms/save-validation.ts';
import { ALL_OVERLAYS, FORM_OVERLAY } from '../../../../domain/pdtf/overlay.ts';
import { exportPdtfTransaction } from '../../../../domain/pdtf/transaction.ts';
import { exportSchemas } from '../../../../server/use-cases/pdtf/standard-schema.ts';
import { acceptedAnswers, answerSetArbitrary } from '../../../fixtures/generated-answers.ts';
import { exportInput } from '../../../fixtures/pdtf-export-input.ts';
import { compilePdtfValidator } from '../../../fixtures/pdtf-validator.ts';

/**
 * Whatever a seller can save, the PDTF export of it is valid: answer sets generated from the form
 * definitions (any option offered, typed text, numbers and dates in and out of range) and kept only
 * as far as the server's own save validation accepts them are exported, and the document is
 * validated against the base schema with the answered forms' overlays. Each combination of
 * overlays is compiled once per file by its own fresh Ajv. A failure shrinks to the smallest
 * answer set. `npm run test:pdtf-deep` runs many more cases (PDTF_RUNS).
 */
const RUNS = Number(process.env.PDTF_RUNS ?? 30);
/** Generous: the 2-core CI machine compiles a full schema per combination, and deep runs take minutes. */
const TIMEOUT = 60_000 + RUNS * 1_000;
const SCHEMAS = exportSchemas();

/** What the server would store of a generated set: each answer it accepts, the rest left out. */
const saved = acceptedAnswers;

function errorsOf(validate: ReturnType<typeof compilePdtfValidator>, document: unknown): string[] {
  return validate(document).map((error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);
}

describe('the PDTF export of any answers the server accepts', () => {
  it.each(FORM_DEFINITIONS.map((definition) => [definition.name, definition] as const))(
    '%s alone validates against the base schema and its overlay',
    (_name, definition) => {
      const overlay = FORM_OVERLAY[definition.path as keyof typeof FORM_OVERLAY];
      const validate = compilePdtfValidator(overlay ? [overlay] : []);
      fc.assert(
        fc.property(answerSetArbitrary(definition), (answers) => {
          const { document } = exportPdtfTransaction(
            SCHEMAS,
            exportInput([{ definition, answers: saved(definition, answers) }]),
          );
          expect(errorsOf(validate, document)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'all forms together, one stored answer per fact whichever form gave it first, validate against every overlay',
    () => {
      const validate = compilePdtfValidator(ALL_OVERLAYS);
      const order = fc.shuffledSubarray([...FORM_DEFINITIONS], {
        minLength: FORM_DEFINITIONS.length,
        maxLength: FORM_DEFINITIONS.length,
      });
      fc.assert(
        fc.property(order, fc.tuple(...FORM_DEFINITIONS.map(answerSetArbitrary)), (forms, sets) => {
          // As the store keeps them: one answer per PDTF field, from the first form to give one.
          const stored = new Map<string, AnswerValue>();
          for (const definition of forms) {
            const keys = answerKeys(definition);
            const own = saved(definition, sets[FORM_DEFINITIONS.indexOf(definition)]);
            for (const [id, value] of Object.entries(own))
              if (!stored.has(keys.get(id)!)) stored.set(keys.get(id)!, value);
          }
          const answered = FORM_DEFINITIONS.map((definition) => {
            const answers: Record<string, AnswerValue> = {};
            for (const [id, key] of answerKeys(definition)) if (stored.has(key)) answers[id] = stored.get(key)!;
            // Every form accepts the answer another form stored for the fact they share.
            expect(validateSave(definition, answers)).toMatchObject({ ok: true });
            return { definition, answers };
          });
          expect(errorsOf(validate, exportPdtfTransaction(SCHEMAS, exportInput(answered)).document)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT * 2,
  );
});
