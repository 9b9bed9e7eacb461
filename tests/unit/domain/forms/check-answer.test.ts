import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../../domain/forms/check-answer.ts';
import { formDefinition } from '../../../../domain/forms/content/index.ts';
import type { FormPath, Question } from '../../../../domain/forms/definition.ts';
import { indexQuestions } from '../../../../domain/forms/questions.ts';
import { refusalMessage } from '../../../../domain/forms/refusal-message.ts';

/** The answer check the server and the web inputs share: impossible values refused in a seller's words. */
const TODAY = new Date('2026-11-25T12:00:00Z');

function question(form: FormPath, id: string): Question {
  return indexQuestions(formDefinition(form)!).get(id)!;
}

const check = (form: FormPath, id: string, value: unknown) => checkAnswer(question(form, id), value, TODAY);

describe('checkAnswer', () => {
  it('refuses a year in the future or out of range for when the electrics were last tested, naming the question', () => {
    for (const year of ['2999', '-5', '1850', '2027', '2015.5']) {
      expect(check('info', 'ta6_12_1_2', year)).toEqual({
        code: 'OUT_OF_RANGE',
        questionId: 'ta6_12_1_2',
        message: 'Enter a year between 1970 and 2026',
      });
    }
    expect(check('info', 'ta6_12_1_2', '2019')).toBeNull();
    expect(check('info', 'ta6_12_1_2', '')).toBeNull();
  });

  it('takes a year of replaced windows only from 2002, as the question asks about windows replaced since 1 April 2002', () => {
    const reason = 'Enter a year between 2002 and 2026: the question is about windows replaced since 1 April 2002';
    for (const year of ['2999', '-5', '1970', '2001', '2027', '2002.5'])
      expect(check('info', 'ta6_4_1c2', year), year).toEqual({
        code: 'OUT_OF_RANGE',
        questionId: 'ta6_4_1c2',
        message: reason,
      });
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 5000 }), (year) => {
        expect(check('info', 'ta6_4_1c2', String(year)) === null).toBe(year >= 2002 && year <= 2026);
      }),
    );
    // Named by its number and wording, as the server refuses it.
    expect(refusalMessage(formDefinition('info')!, check('info', 'ta6_4_1c2', '2999')!)).toBe(
      `4.1c2 In which year were they replaced? ${reason}.`,
    );
  });

  it('keeps amounts, counts and shares the standard sets no bounds for within their own: never negative, pence at most', () => {
    expect(check('preliminary', '3_2_1', '-5')?.message).toBe('Enter a number of 0 or more');
    expect(check('preliminary', '3_2_1', '85')).toBeNull();
    expect(check('preliminary', '3_2_2_2_iii', '-5')?.message).toBe('Enter an amount of £0 or more');
    expect(check('preliminary', '3_2_2_2_iii', '250.125')?.message).toBe(
      'Enter an amount in pounds and pence, such as 1250.50',
    );
    expect(check('preliminary', '3_2_2_2_iii', '250.50')).toBeNull();
    expect(check('about', 'price', '437500.999')?.code).toBe('OUT_OF_RANGE');
  });

  it('takes a month to come (the next rent increase) from 1970 to 50 years ahead, and only a month', () => {
    expect(check('preliminary', '3_2_2_2_i', '2030-04')).toBeNull();
    expect(check('preliminary', '3_2_2_2_i', '2077-01')?.message).toBe('Enter a date between 1970 and 2076');
    expect(check('preliminary', '3_2_2_2_i', '1969-12')?.message).toBe('Enter a date between 1970 and 2076');
    expect(check('preliminary', '3_2_2_2_i', 'April')?.code).toBe('INVALID_DATE');
  });

  it("refuses a list cell that is not its column's kind: a cost, a length", () => {
    expect(check('preliminary', '12_1_i', [['Service charge', '-5']])?.message).toBe(
      'Enter the cost a year as an amount of £0 or more',
    );
    expect(check('preliminary', '12_1_i', [['Service charge', '12.345']])?.message).toBe(
      'Enter the cost a year in pounds and pence, such as 250.50',
    );
    expect(check('preliminary', '12_1_i', [['Service charge', 'lots']])?.message).toBe(
      'Enter the cost a year in pounds, using digits only, such as 250 or 250.50',
    );
    expect(check('preliminary', '12_1_i', [['Service charge', '1200.50']])).toBeNull();
    const rooms = question('about', 'rooms');
    const row = (rooms.listQuestions ?? []).map((column) => (column.id === 'length' ? '-4' : ''));
    expect(checkAnswer(rooms, [row], TODAY)?.message).toBe('Enter the length as a number of 0 or more');
  });

  it('accepts any year from 1970 to this year, and no other whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 5000 }), (year) => {
        const accepted = check('info', 'ta6_12_1_2', String(year)) === null;
        expect(accepted).toBe(year >= 1970 && year <= 2026);
      }),
    );
  });

  it('refuses a month in the future for when the septic tank was last replaced, and anything that is not a month', () => {
    expect(check('info', 'ta6_12_5_1', '2999-06')).toEqual({
      code: 'INVALID_DATE',
      questionId: 'ta6_12_5_1',
      message: 'Enter a date between 1970 and this month',
    });
    expect(check('info', 'ta6_12_5_1', '2026-12')?.code).toBe('INVALID_DATE');
    expect(check('info', 'ta6_12_5_1', 'last spring')?.message).toBe('Enter a month and year, such as 06/2015');
    // The standard holds no "Not known" for this date.
    expect(check('info', 'ta6_12_5_1', 'Not known')?.code).toBe('INVALID_DATE');
    expect(check('info', 'ta6_12_5_1', '2026-11')).toBeNull();
    expect(check('info', 'ta6_12_5_1', '2015-06')).toBeNull();
  });

  it('reads a typed date as sellers write it where the question is text (when the heating was last serviced)', () => {
    for (const typed of ['06/2015', 'June 2015', 'Jun 2015', '2015', '14/06/2015'])
      expect(check('info', 'ta6_12_3d1', typed), typed).toBeNull();
    expect(check('info', 'ta6_12_3d1', 'June 2999')?.message).toBe('Enter a date between 1970 and this month');
  });

  it('takes "Not known" where the standard holds it (when the central heating was installed)', () => {
    expect(check('info', 'ta6_12_3b1', 'Not known')).toBeNull();
    expect(check('info', 'ta6_12_3b1', '31/02/2015')?.message).toBe(
      'Enter a month and year, such as 06/2015, or Not known',
    );
  });

  it("keeps numbers within the schema's bounds: a price of at least £1, a share below 100, whole counts", () => {
    expect(check('about', 'price', '0')).toEqual({
      code: 'OUT_OF_RANGE',
      questionId: 'price',
      message: 'Enter an amount of £1 or more',
    });
    expect(check('about', 'price', '250000')).toBeNull();
    expect(check('about', 'shared_ownership_percentage', '100')?.message).toBe('Enter a number from 5 to below 100');
    expect(check('about', 'shared_ownership_percentage', '4')?.code).toBe('OUT_OF_RANGE');
    expect(check('about', 'shared_ownership_percentage', '50')).toBeNull();
    expect(check('about', 'bedrooms', '2.5')).toEqual({
      code: 'OUT_OF_RANGE',
      questionId: 'bedrooms',
      message: 'Enter a whole number',
    });
    expect(check('about', 'bedrooms', '-1')?.message).toBe('Enter a number of 0 or more');
    expect(check('about', 'bedrooms', 'three')?.message).toBe('Enter a number, using digits only');
  });

  it('offers only the choices the standard can hold: "To be connected" is no answer for mains electricity', () => {
    const electricity = question('info', 'ta6_13_1_1');
    expect(Object.values(electricity.answers ?? {})).toEqual(['Yes', 'No']);
    expect(check('info', 'ta6_13_1_1', '2')?.code).toBe('UNKNOWN_OPTION');
  });

  it('says what to do with an option the form does not offer, naming only the options that are not offered', () => {
    expect(check('info', 'ta6_2_1_1', '7')).toEqual({
      code: 'UNKNOWN_OPTION',
      questionId: 'ta6_2_1_1',
      message: 'Choose from the options shown: “7” is not one of them',
    });
    expect(check('preliminary', '14_1', ['1', '99'])?.message).toBe(
      'Choose from the options shown: “99” is not one of them',
    );
    expect(check('preliminary', '14_1', ['98', '1', '99'])?.message).toBe(
      'Choose from the options shown: “98”, “99” are not among them',
    );
    expect(check('preliminary', '14_1', ['1', '6'])).toBeNull();
    expect(check('info', 'ta6_2_1_1', 'y'.repeat(5000))?.message).toBe(
      `Choose from the options shown: “${'y'.repeat(40)}…” is not one of them`,
    );
    // Read with the question's number and wording, as the REST refusal and the form show it.
    expect(refusalMessage(formDefinition('info')!, check('info', 'ta6_2_1_1', '7')!)).toBe(
      '2.1.1 Have there been any disputes or complaints about this property or a property nearby? Choose from the options shown: “7” is not one of them.',
    );
  });

  it("refuses text past the question's limit by saying the limit", () => {
    expect(check('preliminary', '14_1_details', 'x'.repeat(5001))).toEqual({
      code: 'TOO_LONG',
      questionId: '14_1_details',
      message: 'Enter at most 5,000 characters: this has 5,001',
    });
    expect(check('preliminary', '14_1_details', 'x'.repeat(5000))).toBeNull();
  });

  it('refuses an email address the standard could not hold where the question answers a PDTF field', () => {
    expect(check('about', 'managing_agent_email', 'agent@')?.message).toBe(
      'Enter an email address like name@example.com',
    );
    expect(check('about', 'managing_agent_email', 'agent@example.com')).toBeNull();
    // A mail client takes these; the standard's email format does not.
    for (const address of ['agënt@example.com', '.agent@example.com'])
      expect(check('about', 'managing_agent_email', address)?.message).toBe(
        'Enter an email address like name@example.com',
      );
  });

  it('requires each filled row of a list to give the columns the standard requires', () => {
    const rooms = question('about', 'rooms');
    const columns = rooms.listQuestions ?? [];
    expect(rooms.rule?.requiredColumns).toEqual(['roomName', 'length', 'width', 'units']);
    expect(checkAnswer(rooms, [columns.map(() => '')], TODAY)).toBeNull();
    const kitchenOnly = columns.map((column) => (column.id === 'roomName' ? 'Kitchen' : ''));
    expect(checkAnswer(rooms, [kitchenOnly], TODAY)?.code).toBe('INCOMPLETE_ROW');
    const metres = Object.entries(columns.find((column) => column.id === 'units')!.answers!).find(
      ([, label]) => label === 'Metres',
    )![0];
    const whole = columns.map(
      (column) => ({ roomName: 'Kitchen', length: '4', width: '3', units: metres })[column.id] ?? '',
    );
    expect(checkAnswer(rooms, [whole], TODAY)).toBeNull();
  });
});
