import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../domain/attributes/inputs.ts';
import {
  namesMatch,
  noChargeLongHeld,
  proprietorNotSeller,
  recentOwnershipChange,
  titleUnverified,
} from '../../../../domain/attributes/rules/fraud-risk.ts';
import {
  checkDueDiligence,
  checkPreviousMortgage,
  checkTitle,
  combinedMortgage,
} from '../../../../domain/attributes/rules/mortgage.ts';
import { inputs, leasehold, title } from './fixtures.ts';

describe('mortgage checks', () => {
  it('Check 1 Title: red without a title or under 70 years, amber for a short lease or other restrictions', () => {
    expect(checkTitle(inputs())).toBe('GREEN');
    expect(checkTitle(inputs({ title: null }))).toBe('RED');
    expect(checkTitle(inputs({ title: leasehold(65) }))).toBe('RED');
    expect(checkTitle(inputs({ title: leasehold(75) }))).toBe('AMBER');
    expect(
      checkTitle(inputs({ title: title({ restrictions: ['RESTRICTION: No disposition by a sole proprietor'] }) })),
    ).toBe('AMBER');
    // A lender's consent restriction goes with the charge.
    expect(
      checkTitle(
        inputs({
          title: title({
            restrictions: ['…signed by the proprietor for the time being of the Charge in favour of HSBC'],
          }),
        }),
      ),
    ).toBe('GREEN');
  });

  it('Check 2 Previous Mortgage: red when the sale will not repay, amber with several charges or no register', () => {
    expect(checkPreviousMortgage(inputs())).toBe('GREEN');
    expect(checkPreviousMortgage(inputs({ answers: { [PATHS.sufficientToRepay]: '2' } }))).toBe('RED');
    expect(checkPreviousMortgage(inputs({ title: title({ charges: ['A', 'B'] }) }))).toBe('AMBER');
    expect(checkPreviousMortgage(inputs({ title: null }))).toBe('AMBER');
  });

  it('Check 3 Due Diligence: red for disputes or breaches, amber until the TA6 is complete', () => {
    expect(checkDueDiligence(inputs())).toBe('GREEN');
    expect(checkDueDiligence(inputs({ propertyInformationCompletion: 80 }))).toBe('AMBER');
    expect(checkDueDiligence(inputs({ answers: { [PATHS.disputes]: '1' } }))).toBe('RED');
    expect(checkDueDiligence(inputs({ answers: { [PATHS.planningBreaches]: '1' } }))).toBe('RED');
  });

  it('Combined is the worst check', () => {
    expect(combinedMortgage(['GREEN', 'GREEN', 'GREEN'])).toBe('GREEN');
    expect(combinedMortgage(['GREEN', 'AMBER', 'GREEN'])).toBe('AMBER');
    expect(combinedMortgage(['AMBER', 'GREEN', 'RED'])).toBe('RED');
  });
});

describe('fraud risks', () => {
  it('names match on surname with the same first name or initial, titles and case aside', () => {
    expect(namesMatch('Mrs Sarah Thompson', 'SARAH THOMPSON')).toBe(true);
    expect(namesMatch('S. Thompson', 'SARAH THOMPSON')).toBe(true);
    expect(namesMatch('James Thompson', 'SARAH THOMPSON')).toBe(false);
    expect(namesMatch('Sarah Patel', 'SARAH THOMPSON')).toBe(false);
  });

  it('proprietor mismatch when no seller matches any proprietor; unset with no sellers', () => {
    expect(proprietorNotSeller(inputs())).toBe('false');
    expect(proprietorNotSeller(inputs({ sellerNames: ['Daniel Okafor'] }))).toBe('true');
    expect(proprietorNotSeller(inputs({ sellerNames: [] }))).toBe('');
    expect(proprietorNotSeller(inputs({ title: null }))).toBe('');
  });

  it('recent change of ownership within 12 months', () => {
    expect(recentOwnershipChange(inputs({ title: title({ proprietorshipDate: '2025-09-01' }) }))).toBe('true');
    expect(recentOwnershipChange(inputs({ title: title({ proprietorshipDate: '2025-05-01' }) }))).toBe('false');
    expect(recentOwnershipChange(inputs({ title: null }))).toBe('');
  });

  it('no charge on a title held ten years or more', () => {
    expect(noChargeLongHeld(inputs({ title: title({ charges: [] }) }))).toBe('true');
    expect(noChargeLongHeld(inputs())).toBe('false');
    expect(noChargeLongHeld(inputs({ title: title({ charges: [], proprietorshipDate: '2020-01-01' }) }))).toBe('false');
  });

  it('a property without title data is unverified', () => {
    expect(titleUnverified(inputs({ title: null }))).toBe('true');
    expect(titleUnverified(inputs())).toBe('false');
  });
});
