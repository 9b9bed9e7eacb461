import { describe, expect, it } from 'vitest';
import { PRELIMINARY_INFORMATION } from '../../../../domain/forms/content/preliminary/index.ts';
import { mayPrefillPreliminary, prefillFromTitle } from '../../../../domain/forms/prefill.ts';
import type { TitleData } from '../../../../domain/forms/title-data.ts';
import { form, q, section } from './fixtures.ts';

const leasehold: TitleData = {
  address: ['SW1A 1AA', 'Flat 2', '10 Downing Street', 'London'],
  currentProprietorshipDate: '2014-06-30',
  tenureTitleCode: 60,
  leaseTerm: 92,
};

const values = (prefilled: Record<string, { value: unknown }>) =>
  Object.fromEntries(Object.entries(prefilled).map(([id, p]) => [id, p.value]));

describe('prefill of preliminary information from the title', () => {
  it('fills address, postcode, date owned, tenure and lease term', () => {
    const prefilled = prefillFromTitle(PRELIMINARY_INFORMATION, leasehold, {});
    expect(values(prefilled)).toEqual({
      '1_1': 'Flat 2\n10 Downing Street\nLondon\nSW1A 1AA',
      '1_1_i': 'SW1A 1AA',
      '2_1_i': '6',
      '2_1_ii': '2014',
      '3_1': '4',
      '3_2_1': '92',
    });
    expect(prefilled['3_1']!.source).toEqual({ kind: 'title', field: 'tenure_title_code' });
  });

  it("answers '1' for tenure code 10 and folds old dates into Before 1970", () => {
    const prefilled = prefillFromTitle(
      PRELIMINARY_INFORMATION,
      { tenureTitleCode: '10', currentProprietorshipDate: '1965-01-02' },
      {},
    );
    expect(values(prefilled)).toEqual({ '2_1_i': '1', '2_1_ii': 'before-1970', '3_1': '1' });
  });

  it('fills nothing once any of sections 1 to 20 has progress', () => {
    expect(mayPrefillPreliminary({ '21': 100 })).toBe(true);
    expect(mayPrefillPreliminary({ '7': 50 })).toBe(false);
    expect(prefillFromTitle(PRELIMINARY_INFORMATION, leasehold, {}, { '5': 100 })).toEqual({});
  });

  it('never overwrites an answer already given', () => {
    const prefilled = prefillFromTitle(PRELIMINARY_INFORMATION, leasehold, { '1_1_i': 'SW1A 2AA' });
    expect(prefilled['1_1_i']).toBeUndefined();
    expect(prefilled['1_1']).toBeDefined();
  });
});

describe('prefill of any form by PDTF path', () => {
  const info = form(
    [
      section('1', [
        q('postcode', { pdtfPath: '/propertyPack/address/postcode' }),
        q('line1', { pdtfPath: '/propertyPack/address/line1' }),
        q('tenure', {
          type: 'select',
          answers: { a: 'Leasehold', b: 'Freehold' },
          pdtfPath: '/propertyPack/ownership/ownershipsToBeTransferred/0/ownershipType',
        }),
        q('locked', { readOnly: true, pdtfPath: '/propertyPack/address/town' }),
      ]),
    ],
    'info',
  );

  it('fills questions whose path the title states, matching select options by label, with the source', () => {
    const prefilled = prefillFromTitle(info, leasehold, {});
    expect(values(prefilled)).toEqual({ postcode: 'SW1A 1AA', line1: 'Flat 2', tenure: 'a' });
    expect(prefilled.tenure!.source).toEqual({
      kind: 'title',
      field: '/propertyPack/ownership/ownershipsToBeTransferred/ownershipType',
    });
  });

  it('leaves a select alone when none of its options says what the title says', () => {
    const other = form(
      [
        section('1', [
          q('tenure', { type: 'select', answers: { x: 'Commonhold' }, pdtfPath: '/propertyPack/marketingTenure' }),
        ]),
      ],
      'about',
    );
    expect(prefillFromTitle(other, leasehold, {})).toEqual({});
  });
});
