import { samplePublicRecordLookup } from '../public-records/http-source.ts';
import { isFlatAddress, type PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { between, outsideEnglandAndWales, pick, sampleSeed } from '../public-records/sample-data.ts';
import { ENERGY_CERTIFICATE } from './energy-certificate.ts';

const AGE_BANDS = [
  'England and Wales: before 1900',
  'England and Wales: 1900-1929',
  'England and Wales: 1930-1949',
  'England and Wales: 1967-1975',
  'England and Wales: 1983-1990',
  'England and Wales: 2003-2006',
];
const HEATING = [
  { description: 'Boiler and radiators, mains gas', fuel: 'mains gas (not community)' },
  { description: 'Boiler and radiators, mains gas', fuel: 'mains gas (not community)' },
  { description: 'Boiler and radiators, mains gas', fuel: 'mains gas (not community)' },
  { description: 'Electric storage heaters', fuel: 'electricity (not community)' },
  { description: 'Boiler and radiators, oil', fuel: 'oil (not community)' },
  { description: 'Air source heat pump, radiators, electric', fuel: 'electricity (not community)' },
];

/** The sample EPC register: one certificate per address, a flat's or a house's. */
export function sampleEnergyCertificate(): PublicRecordLookup {
  return samplePublicRecordLookup(ENERGY_CERTIFICATE, (query) => {
    if (outsideEnglandAndWales(query.postcode)) return { certificates: [] };
    const flat = isFlatAddress(query.address);
    const heating = flat ? pick(query, 'heating', HEATING.slice(0, 4)) : pick(query, 'heating', HEATING);
    const current = pick(query, 'rating', ['B', 'C', 'C', 'D', 'D', 'D', 'E', 'F'] as const);
    const potential =
      current === 'B' ? ('A' as const) : current === 'C' || current === 'D' ? ('B' as const) : ('C' as const);
    const year = between(query, 'lodged-year', 2015, 2025);
    const month = between(query, 'lodged-month', 1, 12);
    const day = between(query, 'lodged-day', 1, 28);
    const seed = sampleSeed(query, 'certificate').toString().padStart(10, '0');
    return {
      certificates: [
        {
          certificateNumber: `${seed.slice(0, 4)}-${seed.slice(4, 8)}-${seed.slice(8, 10)}${between(query, 'cert-a', 10, 99)}-${between(query, 'cert-b', 1000, 9999)}-${between(query, 'cert-c', 1000, 9999)}`,
          lodgementDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          currentEnergyRating: current,
          potentialEnergyRating: potential,
          propertyType: flat
            ? pick(query, 'type', ['Flat', 'Flat', 'Flat', 'Maisonette'])
            : pick(query, 'type', ['House', 'House', 'House', 'Bungalow']),
          builtForm: flat
            ? pick(query, 'form', ['Mid-Terrace', 'End-Terrace', 'Detached'])
            : pick(query, 'form', ['Detached', 'Semi-Detached', 'Mid-Terrace', 'End-Terrace']),
          totalFloorArea: flat ? between(query, 'area', 38, 95) : between(query, 'area', 70, 210),
          constructionAgeBand: pick(query, 'age', AGE_BANDS),
          mainheatDescription: heating.description,
          mainFuel: heating.fuel,
          glazedType: pick(query, 'glazing', [
            'double glazing installed during or after 2002',
            'double glazing installed before 2002',
            'secondary glazing',
            'single glazing',
          ]),
          photoSupply: flat ? 0 : pick(query, 'pv', [0, 0, 0, 0, 25, 40]),
        },
      ],
    };
  });
}
