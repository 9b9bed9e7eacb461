import { samplePublicRecordLookup } from '../public-records/http-source.ts';
import { isFlatAddress, type PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { between, outsideEnglandAndWales, pick, sampleSeed } from '../public-records/sample-data.ts';
import { PRICE_PAID } from './price-paid.ts';

/** The sample price paid data: most addresses sold once or twice since 1995; one in eight never. */
export function samplePricePaid(): PublicRecordLookup {
  return samplePublicRecordLookup(PRICE_PAID, (query) => {
    if (outsideEnglandAndWales(query.postcode) || pick(query, 'never-sold', [true, ...Array<boolean>(7).fill(false)]))
      return { transactions: [] };
    const base = isFlatAddress(query.address) ? between(query, 'price', 120, 320) : between(query, 'price', 220, 780);
    const year = between(query, 'sold-year', 2004, 2023);
    const id = (salt: string) =>
      `{${sampleSeed(query, salt).toString(16).toUpperCase().padStart(8, '0')}-0000-4000-8000-${sampleSeed(query, `${salt}-b`).toString(16).toUpperCase().padStart(12, '0')}}`;
    return {
      transactions: [
        {
          transactionId: id('earlier'),
          price: Math.round(base * 0.6) * 1000,
          date: `${year - between(query, 'gap', 5, 9)}-03-15`,
        },
        {
          transactionId: id('last'),
          price: base * 1000 - between(query, 'odd', 0, 9) * 500,
          date: `${year}-${String(between(query, 'sold-month', 1, 12)).padStart(2, '0')}-${String(between(query, 'sold-day', 1, 28)).padStart(2, '0')}`,
        },
      ],
    };
  });
}
