import type { AttributeInputs, TitleFacts } from '../../../../domain/attributes/inputs.ts';

export const NOW = new Date('2026-06-01T12:00:00Z');

/** A clean freehold held since 2010 with one charge, sold by its proprietor. */
export function title(overrides: Partial<TitleFacts> = {}): TitleFacts {
  return {
    tenureCode: 10,
    leasehold: false,
    leaseYearsRemaining: null,
    proprietors: ['SARAH THOMPSON'],
    proprietorshipDate: '2010-04-01',
    restrictions: [],
    charges: ['REGISTERED CHARGE dated 1 April 2010 in favour of NATIONWIDE BUILDING SOCIETY.'],
    restrictiveCovenants: [],
    lastSale: { price: 300_000, date: '2010-04-01' },
    ...overrides,
  };
}

export function leasehold(years: number, overrides: Partial<TitleFacts> = {}): TitleFacts {
  return title({ tenureCode: 60, leasehold: true, leaseYearsRemaining: years, ...overrides });
}

export function inputs(
  overrides: Partial<Omit<AttributeInputs, 'answers'>> & { answers?: Record<string, unknown> } = {},
): AttributeInputs {
  const { answers, ...rest } = overrides;
  return {
    now: NOW,
    phaseId: 1,
    title: title(),
    answers: new Map(Object.entries(answers ?? {})),
    uploadCategories: [],
    sellerNames: ['Sarah Thompson'],
    propertyInformationCompletion: 100,
    ...rest,
  };
}
