import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../domain/attributes/inputs.ts';
import {
  annualGroundRent,
  buildingWorks,
  freeholdUnavoidableCosts,
  onerousGroundRent,
  restrictions,
  restrictiveCovenants,
  shortLease,
} from '../../../../domain/attributes/rules/title-alerts.ts';
import { inputs, leasehold, title } from './fixtures.ts';

describe('legal alerts from the title', () => {
  it('restrictive covenants and restrictions follow the register, unset without one', () => {
    expect(restrictiveCovenants(inputs({ title: title({ restrictiveCovenants: ['not to trade'] }) }))).toBe('true');
    expect(restrictiveCovenants(inputs())).toBe('false');
    expect(restrictiveCovenants(inputs({ title: null }))).toBe('');
    expect(restrictions(inputs({ title: title({ restrictions: ['RESTRICTION: no disposition'] }) }))).toBe('true');
    expect(restrictions(inputs())).toBe('false');
    expect(restrictions(inputs({ title: null }))).toBe('');
  });

  it('a lease is short under 80 years, not at 80; freeholds never; an unknown length is unset', () => {
    expect(shortLease(inputs({ title: leasehold(79) }))).toBe('true');
    expect(shortLease(inputs({ title: leasehold(80) }))).toBe('false');
    expect(shortLease(inputs())).toBe('false');
    expect(shortLease(inputs({ title: leasehold(0, { leaseYearsRemaining: null }) }))).toBe('');
    expect(shortLease(inputs({ title: null }))).toBe('');
  });

  it('falls back to the sellers’ ownership type without a title', () => {
    expect(shortLease(inputs({ title: null, answers: { [PATHS.ownershipType]: '1' } }))).toBe('false');
  });

  it('ground rent is onerous above 0.1 % of the last sale price a year', () => {
    const lease = leasehold(120, { lastSale: { price: 200_000, date: '2015-01-01' } });
    expect(onerousGroundRent(inputs({ title: lease, answers: { [PATHS.annualGroundRent]: '201' } }))).toBe('true');
    expect(onerousGroundRent(inputs({ title: lease, answers: { [PATHS.annualGroundRent]: '200' } }))).toBe('false');
    expect(onerousGroundRent(inputs({ title: lease, answers: { [PATHS.groundRentPayable]: '2' } }))).toBe('false');
    expect(onerousGroundRent(inputs({ title: lease }))).toBe('');
    expect(
      onerousGroundRent(
        inputs({ title: leasehold(120, { lastSale: null }), answers: { [PATHS.annualGroundRent]: '500' } }),
      ),
    ).toBe('');
    expect(onerousGroundRent(inputs())).toBe('false');
  });

  it('reads ground rent written with pounds and commas', () => {
    expect(annualGroundRent(inputs({ answers: { [PATHS.annualGroundRent]: '£1,250' } }))).toBe(1250);
    expect(annualGroundRent(inputs({ answers: { [PATHS.annualGroundRent]: 'peppercorn' } }))).toBeNull();
  });

  it('building works: any reported work, unset until one is answered', () => {
    expect(buildingWorks(inputs())).toBe('');
    expect(buildingWorks(inputs({ answers: { [PATHS.structuralAlterations]: '2', [PATHS.conservatory]: '2' } }))).toBe(
      'false',
    );
    expect(buildingWorks(inputs({ answers: { [PATHS.structuralAlterations]: '2', [PATHS.windows]: '1' } }))).toBe(
      'true',
    );
  });

  it('freehold unavoidable costs: freeholds whose sellers pay other charges', () => {
    expect(freeholdUnavoidableCosts(inputs({ answers: { [PATHS.otherCharges]: '1' } }))).toBe('true');
    expect(freeholdUnavoidableCosts(inputs({ answers: { [PATHS.otherCharges]: '2' } }))).toBe('false');
    expect(freeholdUnavoidableCosts(inputs())).toBe('');
    expect(freeholdUnavoidableCosts(inputs({ title: leasehold(100), answers: { [PATHS.otherCharges]: '1' } }))).toBe(
      'false',
    );
  });
});
