import { describe, expect, it } from 'vitest';
import { answerKey } from '../../../../domain/forms/answer-keys.ts';

describe('answers asked once', () => {
  it('keys a question by its PDTF field when it has one, so forms share it, and by form and id otherwise', () => {
    expect(answerKey({ id: 1 }, { id: 'ta7_0_1_5', pdtfPath: '/propertyPack/address/postcode' })).toBe(
      answerKey({ id: 2 }, { id: 'ta6_0_1_5', pdtfPath: '/propertyPack/address/postcode' }),
    );
    expect(answerKey({ id: 5 }, { id: '21_5' })).toBe('q5:21_5');
    expect(
      answerKey({ id: 3 }, { id: 'other_1', pdtfPath: '/propertyPack/fixturesAndFittings/otherItems/0/name' }),
    ).not.toBe(
      answerKey({ id: 3 }, { id: 'other_2', pdtfPath: '/propertyPack/fixturesAndFittings/otherItems/1/name' }),
    );
  });
});
