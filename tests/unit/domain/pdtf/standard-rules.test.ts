import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../../domain/forms/check-answer.ts';
import { FORM_DEFINITIONS } from '../../../../domain/forms/content/index.ts';
import type { Question } from '../../../../domain/forms/definition.ts';
import { resolvePdtfPath } from '../../../../domain/forms/pdtf/resolve.ts';
import { allQuestions } from '../../../../domain/forms/questions.ts';
import { STANDARD_RULES } from '../../../../domain/forms/standard-rules.generated.ts';
import type { RichNode } from '../../../../domain/pdtf/derive-rules.ts';
import { pdtfValue } from '../../../../domain/pdtf/answer-value.ts';
import { schemaVariants } from '../../../../server/use-cases/pdtf/standard-schema.ts';
import { standardRulesSource } from '../../../../server/tools/generate-standard-rules.ts';
import { answerSetArbitrary } from '../../../fixtures/generated-answers.ts';
import { readFileSync } from 'node:fs';

/**
 * The rules each question's answers keep are the PDTF schema's: the committed table is what the
 * derivation gives today, every option offered stands for a value the standard holds, and no value
 * the answer check accepts is one the schema (base or any overlay) would refuse at that field.
 */
const VARIANTS = schemaVariants();
const RUNS = Number(process.env.PDTF_RUNS ?? 30);

type Json = ReturnType<typeof pdtfValue>;

/** Why the field's schema refuses the value, or null: the keywords the PDTF uses on leaf fields. */
function refusal(node: RichNode, value: Json): string | null {
  const types = node.type === undefined ? [] : typeof node.type === 'string' ? [node.type] : [...node.type];
  if (types.includes('array')) {
    if (!Array.isArray(value)) return 'not a list';
    for (const item of value) {
      const problem = node.items ? refusal(node.items, item) : null;
      if (problem) return problem;
    }
    return null;
  }
  const typeOk =
    types.length === 0 ||
    types.some((type) =>
      type === 'integer'
        ? Number.isInteger(value)
        : type === 'number'
          ? typeof value === 'number'
          : typeof value === type,
    );
  if (!typeOk) return `not ${types.join('/')}: ${JSON.stringify(value)}`;
  if (node.enum && !node.enum.includes(value))
    return `not one of ${JSON.stringify(node.enum)}: ${JSON.stringify(value)}`;
  if (typeof value === 'number') {
    if (node.minimum !== undefined && value < node.minimum) return `below ${node.minimum}`;
    if (node.maximum !== undefined && value > node.maximum) return `above ${node.maximum}`;
    if (node.exclusiveMaximum !== undefined && value >= node.exclusiveMaximum)
      return `not below ${node.exclusiveMaximum}`;
  }
  const isDate = (text: Json) =>
    typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
  if (node.format === 'date' && !isDate(value)) return `not a date: ${JSON.stringify(value)}`;
  if (node.oneOf && node.oneOf.every((branch) => branch.format === 'date' || branch.enum)) {
    const fits = node.oneOf.filter((branch) =>
      branch.format === 'date' ? isDate(value) : branch.enum!.includes(value),
    );
    if (fits.length !== 1)
      return `not a date or ${JSON.stringify(node.oneOf.flatMap((b) => b.enum ?? []))}: ${JSON.stringify(value)}`;
  }
  return null;
}

const pdtfQuestions = FORM_DEFINITIONS.flatMap((definition) =>
  allQuestions(definition)
    .filter((question) => question.pdtfPath && question.type !== 'upload')
    .map((question) => ({ form: definition.path, definition, question })),
);

describe('answer rules derived from the PDTF schema', () => {
  it('are the committed table: regenerate with npm run generate:standard-rules after changing content or schema', () => {
    const committed = readFileSync(
      new URL('../../../../domain/forms/standard-rules.generated.ts', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(standardRulesSource());
  });

  it('give every question with a PDTF path a rule, and every choice offered a value of the standard', () => {
    for (const { form, question } of pdtfQuestions) {
      expect(STANDARD_RULES[form]?.[question.id], `${form} ${question.id}`).toBeDefined();
      if ((question.type === 'select' || question.type === 'checkbox') && question.answers) {
        const offered = Object.keys(question.answers);
        expect(offered.length, `${form} ${question.id} offers a choice`).toBeGreaterThan(0);
        expect(Object.keys(question.rule?.values ?? {}).sort(), `${form} ${question.id}`).toEqual(offered.sort());
      }
    }
  });

  it.each(FORM_DEFINITIONS.map((definition) => [definition.name, definition] as const))(
    '%s: no answer the check accepts is one its field refuses, in the base schema or any overlay',
    (_name, definition) => {
      const questions = allQuestions(definition).filter((question) => question.pdtfPath && question.type !== 'upload');
      fc.assert(
        fc.property(answerSetArbitrary(definition), (answers) => {
          for (const question of questions as Question[]) {
            const value = answers[question.id];
            if (value === undefined || checkAnswer(question, value) !== null) continue;
            for (const schema of VARIANTS) {
              const node = resolvePdtfPath(schema, question.pdtfPath!) as RichNode | undefined;
              const exported = pdtfValue(question, value, node);
              if (exported === undefined || exported === '' || !node || question.type === 'list') continue;
              expect(
                refusal(node, exported),
                `${definition.path} ${question.id} = ${JSON.stringify(value)}`,
              ).toBeNull();
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
    60_000,
  );
});

describe('one answer per fact', () => {
  const byPath = new Map<string, typeof pdtfQuestions>();
  for (const entry of pdtfQuestions)
    byPath.set(entry.question.pdtfPath!, [...(byPath.get(entry.question.pdtfPath!) ?? []), entry]);
  const shared = [...byPath].filter(([, entries]) => new Set(entries.map((entry) => entry.form)).size > 1);

  it('walks every shared path: each form accepts whatever another form asking the same field accepts', () => {
    expect(shared.length).toBeGreaterThan(20);
    for (const [path, entries] of shared) {
      for (const from of entries) {
        const offered = from.question.answers ? Object.keys(from.question.answers) : [];
        const typed = from.question.rule?.number?.year
          ? Array.from({ length: 80 }, (_, i) => String(1950 + i))
          : ['As described', '2015', '0', '12', 'Not known', '06/2015'];
        const values =
          from.question.type === 'select'
            ? offered
            : from.question.type === 'checkbox'
              ? offered.map((key) => [key])
              : typed;
        for (const value of values) {
          if (checkAnswer(from.question, value) !== null) continue;
          for (const to of entries) {
            expect(
              checkAnswer(to.question, value),
              `${path}: ${from.form} ${from.question.id} stores ${JSON.stringify(value)}, ${to.form} ${to.question.id} must take it`,
            ).toBeNull();
            if (from.question.rule?.values && to.question.rule?.values && typeof value === 'string') {
              expect(
                to.question.rule.values[value],
                `${path}: key ${value} means the same in ${from.form} and ${to.form}`,
              ).toEqual(from.question.rule.values[value]);
            }
          }
        }
      }
    }
  });
});
