import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '../../../../domain/forms/content/index.ts';
import type { Question } from '../../../../domain/forms/definition.ts';
import { allQuestions } from '../../../../domain/forms/questions.ts';
import { answerTarget, pdtfValue } from '../../../../domain/pdtf/answer-value.ts';
import { exportSchemas } from '../../../../server/use-cases/pdtf/standard-schema.ts';

const { base } = exportSchemas();
const question = (id: string): Question =>
  FORM_DEFINITIONS.flatMap((definition) => allQuestions(definition)).find((q) => q.id === id)!;
const value = (id: string, answer: Parameters<typeof pdtfValue>[1]) =>
  pdtfValue(question(id), answer, answerTarget(base, question(id).pdtfPath!).node);

describe('an answer in the standard’s terms', () => {
  it('gives an email address only where the standard’s email format holds it', () => {
    expect(value('ta7_4_1c_8', ' agent@example.co.uk ')).toBe('agent@example.co.uk');
    expect(value('ta7_4_1c_8', 'José@example.com')).toBeUndefined();
  });

  it('gives a list its rows as items, a row with nothing the standard holds giving none', () => {
    expect(value('rooms', [['Kitchen', '', '4', '3', '1', '']])).toEqual([
      { roomName: 'Kitchen', length: 4, width: 3, units: 'meters' },
    ]);
    // An option key an earlier edition stored, which no longer stands for a value of the standard.
    expect(value('rooms', [['', '', '', '', '9', '']])).toEqual([]);
  });

  it('goes to the yes/no of an object asked about as a whole', () => {
    expect(answerTarget(base, '/propertyPack/alterationsAndChanges/hasStructuralAlterations').path).toBe(
      '/propertyPack/alterationsAndChanges/hasStructuralAlterations/yesNo',
    );
  });
});
