import { describe, expect, it } from 'vitest';
import { groupAttributes, OTHER_SHOWN } from '../../../web/src/screens/dashboard/attributes/groupAttributes.ts';
import { phaseBanner } from '../../../web/src/screens/dashboard/score/phaseBanner.ts';
import { MESSAGES } from '../../../domain/messages.ts';

describe('attributes widget grouping', () => {
  it('puts the named scores first in their order, set flags under Flags and the rest under Other', () => {
    const grouped = groupAttributes([
      { name: 'fraud_risk', value: 'low', dimension: null, source: { name: 'model', title: 'Risk model' } },
      { name: 'complexity', value: 3, dimension: null, source: null },
      { name: 'japanese_knotweed', value: true, dimension: 'flag', source: null },
      { name: 'cladding', value: false, dimension: 'flag', source: null },
      { name: 'council_tax_band', value: 'D', dimension: 'text', source: { name: 'voa', title: 'Valuation Office' } },
    ]);
    expect(grouped.scores.map((s) => s.label)).toEqual(['Complexity', 'Fraud risk']);
    expect(grouped.flags.map((f) => f.label)).toEqual(['Japanese knotweed']);
    expect(grouped.other).toEqual([
      { name: 'council_tax_band', label: 'Council tax band', value: 'D', source: 'Valuation Office' },
    ]);
    expect(OTHER_SHOWN).toBe(5);
  });
});

describe('phase-complete banner', () => {
  it('says phase 1 and phase 2 texts at 100 only', () => {
    expect(phaseBanner('1', 100)).toBe(MESSAGES.phaseOneBanner);
    expect(phaseBanner('2', 100)).toBe(MESSAGES.phaseTwoBanner);
    expect(phaseBanner('1', 99)).toBeNull();
    expect(phaseBanner('3', 100)).toBeNull();
  });
});
