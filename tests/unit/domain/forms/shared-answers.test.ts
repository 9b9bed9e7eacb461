import { describe, expect, it } from 'vitest';
import { PRELIMINARY_INFORMATION } from '../../../../domain/forms/content/preliminary/index.ts';
import {
  sharedAnswersFor,
  sharedAnswersFromAll,
  sharedQuestions,
  translateAnswer,
} from '../../../../domain/forms/shared-answers.ts';
import { form, q, section } from './fixtures.ts';

const OWNERSHIP = '/propertyPack/ownership/ownershipsToBeTransferred/ownershipType';
const GROUND_RENT =
  '/propertyPack/ownership/ownershipsToBeTransferred/leaseholdInformation/groundRent/annualGroundRent';

const leaseholdForm = form(
  [
    section('1', [
      q('L1', {
        type: 'select',
        answers: { F: 'Freehold', L: 'Leasehold' },
        pdtfPath: `/propertyPack/ownership/ownershipsToBeTransferred/0/ownershipType`,
      }),
      q('L2', { type: 'currency', pdtfPath: GROUND_RENT }),
      q('L3', {
        type: 'select',
        answers: { y: 'Yes', n: 'No' },
        pdtfPath: '/propertyPack/parking/electricVehicleChargingPoint',
      }),
      q('L4', { type: 'text' }),
    ]),
  ],
  'leasehold',
);

describe('answers asked once', () => {
  it('maps the questions of different forms that share a PDTF path', () => {
    const shared = sharedQuestions([PRELIMINARY_INFORMATION, leaseholdForm]);
    expect(shared.get(OWNERSHIP)).toEqual([
      { form: 'preliminary', questionId: '3_1' },
      { form: 'leasehold', questionId: 'L1' },
    ]);
    expect(shared.get(GROUND_RENT)).toEqual([
      { form: 'preliminary', questionId: '3_2_2_1' },
      { form: 'leasehold', questionId: 'L2' },
    ]);
    // A path only one form asks is not shared.
    expect(shared.has('/propertyPack/address/postcode')).toBe(false);
  });

  it("pre-fills another form's empty questions from preliminary answers, saying where each came from", () => {
    const prefilled = sharedAnswersFor(leaseholdForm, {}, PRELIMINARY_INFORMATION, {
      '3_1': '4',
      '3_2_2_1': '250',
      '16_2': '2',
    });
    expect(prefilled).toEqual({
      L1: { value: 'L', source: { kind: 'form', form: 'preliminary', questionId: '3_1' } },
      L2: { value: '250', source: { kind: 'form', form: 'preliminary', questionId: '3_2_2_1' } },
      L3: { value: 'n', source: { kind: 'form', form: 'preliminary', questionId: '16_2' } },
    });
  });

  it('leaves answered questions alone', () => {
    expect(sharedAnswersFor(leaseholdForm, { L2: '300' }, PRELIMINARY_INFORMATION, { '3_2_2_1': '250' })).toEqual({});
  });

  it('carries nothing the target cannot hold', () => {
    const from = q('a', { type: 'select', answers: { '3': 'Share of freehold' } });
    const to = q('b', { type: 'select', answers: { F: 'Freehold', L: 'Leasehold' } });
    expect(translateAnswer(from, to, '3')).toBeNull();
    expect(translateAnswer(q('t', { type: 'text' }), q('n', { type: 'upload' }), 'x')).toBeNull();
    expect(translateAnswer(q('n', { type: 'number' }), q('c', { type: 'currency' }), '12')).toBe('12');
  });

  it('carries a choice between a select and a checkbox when the labels match', () => {
    const select = q('s', { type: 'select', answers: { '2': 'Garage', '7': 'Driveway' } });
    const checkbox = q('c', {
      type: 'checkbox',
      answers: { garage: 'Garage', drive: 'Driveway', street: 'On street' },
    });
    expect(translateAnswer(select, checkbox, '7')).toEqual(['drive']);
    expect(translateAnswer(checkbox, select, ['garage'])).toBe('2');
    expect(translateAnswer(checkbox, select, ['garage', 'drive'])).toBeNull();
  });

  it('takes each shared answer from the first form that gives it', () => {
    const about = form([section('1', [q('A1', { type: 'number', pdtfPath: GROUND_RENT })])], 'about');
    const found = sharedAnswersFromAll(leaseholdForm, {}, [
      { definition: PRELIMINARY_INFORMATION, answers: { '3_2_2_1': '250' } },
      { definition: about, answers: { A1: '999' } },
    ]);
    expect(found.L2).toEqual({ value: '250', source: { kind: 'form', form: 'preliminary', questionId: '3_2_2_1' } });
  });
});
