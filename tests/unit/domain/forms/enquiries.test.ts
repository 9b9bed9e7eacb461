import { describe, expect, it } from 'vitest';
import { conveyancingEnquiries } from '../../../../domain/forms/content/enquiries/index.ts';
import { formProgress } from '../../../../domain/forms/completion.ts';
import {
  enquiriesDefinition,
  enquiryAnswerId,
  enquiryFilesId,
  readSellersQuestions,
} from '../../../../domain/forms/enquiries.ts';
import { sellersQuestionsFrom } from '../../../../domain/forms/title-enquiries.ts';

describe('conveyancing enquiries', () => {
  it('asks one question per finding of the title, with stable ids', () => {
    const questions = sellersQuestionsFrom({
      charges: ['REGISTERED CHARGE dated 1 May 2015. Proprietor: HSBC UK BANK PLC.'],
      restrictions: ['RESTRICTION: No disposition by a sole proprietor…'],
      restrictive_covenants: [],
      lease: { remaining_years: 72 },
    });
    expect(questions.map((q) => q.id)).toEqual(['charge-1', 'restriction-1', 'lease-extension']);
    expect(questions[2]!.question).toContain('72 years left');
    expect(
      sellersQuestionsFrom({
        charges: [],
        restrictions: [],
        restrictive_covenants: [],
        lease: { remaining_years: 900 },
      }),
    ).toEqual([]);
  });

  it('reads only well-formed questions from stored data, each id once', () => {
    expect(
      readSellersQuestions([
        { id: 'a', question: ' Why? ' },
        { id: 'a', question: 'Again' },
        { id: 'b c', question: 'Bad id' },
        { id: 7, question: 'Numbered' },
        { id: 'd', question: '' },
        'x',
        null,
      ]),
    ).toEqual([
      { id: 'a', question: 'Why?' },
      { id: '7', question: 'Numbered' },
    ]);
    expect(readSellersQuestions(undefined)).toEqual([]);
  });

  it('is complete when every answer is given, files optional, and at once when there are no questions', () => {
    const definition = enquiriesDefinition(conveyancingEnquiries, [
      { id: 'a', question: 'One?' },
      { id: 'b', question: 'Two?' },
    ]);
    expect(definition.sections[0]!.groups.map((g) => g.questions.map((q) => q.id))).toEqual([
      [enquiryAnswerId('a'), enquiryFilesId('a')],
      [enquiryAnswerId('b'), enquiryFilesId('b')],
    ]);
    expect(formProgress(definition, { [enquiryAnswerId('a')]: 'Yes' })).toMatchObject({
      complete: false,
      completion: 50,
    });
    expect(formProgress(definition, { [enquiryAnswerId('a')]: 'Yes', [enquiryAnswerId('b')]: '  ' })).toMatchObject({
      complete: false,
    });
    expect(formProgress(definition, { [enquiryAnswerId('a')]: 'Yes', [enquiryAnswerId('b')]: 'No' })).toMatchObject({
      complete: true,
      completion: 100,
    });
    expect(formProgress(enquiriesDefinition(conveyancingEnquiries, []), {})).toMatchObject({
      complete: true,
      completion: 100,
    });
  });
});
