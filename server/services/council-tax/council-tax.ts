import { Type } from 'typebox';
import { OneOf } from '../../../contracts/common.ts';
import { ISO_DATE_PATTERN, type SourceReading } from '../public-records/public-record-lookup.ts';

const BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'Not banded'] as const;

/** The Valuation Office Agency's council tax list entry for one address. */
export const CouncilTaxAnswer = Type.Object({
  /** The band on the list; Band I exists only in Wales. */
  band: OneOf(BANDS),
  /** The list entry's own reference (the VOA's property reference). */
  reference: Type.String({ minLength: 1 }),
  billingAuthority: Type.String(),
  /** When the band took effect, yyyy-mm-dd, where the list gives it. */
  effectiveDate: Type.Optional(Type.Union([Type.String({ pattern: ISO_DATE_PATTERN }), Type.Null()])),
});

export const COUNCIL_TAX: SourceReading<typeof CouncilTaxAnswer> = {
  source: 'council-tax',
  shape: CouncilTaxAnswer,
  read: (answer) => ({
    reference: answer.reference,
    recordDate: answer.effectiveDate ?? null,
    facts: { '/propertyPack/councilTax/councilTaxBand': answer.band },
  }),
};
