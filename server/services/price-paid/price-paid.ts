import { Type } from 'typebox';
import { EXTENSION_PREFIX } from '../../../domain/public-record-facts.ts';
import { ISO_DATE_PATTERN, type SourceReading } from '../public-records/public-record-lookup.ts';

/** HM Land Registry's price paid entries for one address. */
export const PricePaidAnswer = Type.Object({
  transactions: Type.Array(
    Type.Object({
      /** The entry's own identifier in the price paid data. */
      transactionId: Type.String({ minLength: 1 }),
      price: Type.Integer({ minimum: 0 }),
      date: Type.String({ pattern: ISO_DATE_PATTERN }),
    }),
  ),
});

export const PRICE_PAID: SourceReading<typeof PricePaidAnswer> = {
  source: 'price-paid',
  shape: PricePaidAnswer,
  read(answer) {
    const last = [...answer.transactions].sort((a, b) => b.date.localeCompare(a.date))[0];
    if (!last) return null;
    return {
      reference: last.transactionId,
      recordDate: last.date,
      facts: {
        [`${EXTENSION_PREFIX}/pricePaid/lastSalePrice`]: last.price,
        [`${EXTENSION_PREFIX}/pricePaid/lastSaleDate`]: last.date,
      },
    };
  },
};
