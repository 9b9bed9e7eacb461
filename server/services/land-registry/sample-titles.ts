import { PASSPORT_TENURE, SEARCH_FREEHOLD_CODE, SEARCH_LEASEHOLD_CODE } from '../../../domain/title-number.ts';
import type { TitleSearchResult } from '../../../contracts/wizard.ts';
import { parsePremises } from '../address-lookup/premises.ts';
import { SAMPLE_STREETS, type SampleStreet } from '../address-lookup/sample-addresses.ts';
import type { TitleRegister } from './title-register.ts';

/**
 * Sample titles for every sample address: a freehold for each building and a leasehold for each
 * flat in it. The register details are invented, but drawn from what registers really say, and
 * fixed for a given title number so a demo looks the same every time.
 */
export type SampleTitle = { result: TitleSearchResult; register: TitleRegister };

const DISTRICT_PREFIX: Record<string, string> = {
  Gloucestershire: 'GR',
  Somerset: 'ST',
  'City of Bristol': 'BL',
  Oxfordshire: 'ON',
  Wiltshire: 'WT',
  Worcestershire: 'WR',
  Berkshire: 'BK',
  'Greater London': 'LN',
  'Greater Manchester': 'MAN',
  'West Yorkshire': 'WYK',
  'North Yorkshire': 'NYK',
  Devon: 'DN',
  Cambridgeshire: 'CB',
  Norfolk: 'NK',
};
const GIVEN = [
  'Sarah',
  'James',
  'Priya',
  'Thomas',
  'Aisha',
  'David',
  'Emma',
  'Oliver',
  'Chloe',
  'Daniel',
  'Hannah',
  'Mohammed',
  'Lucy',
  'George',
];
const FAMILY = [
  'Thompson',
  'Patel',
  'Williams',
  'Hughes',
  'Okafor',
  'Clarke',
  'Evans',
  'Kowalski',
  'Bennett',
  'Ahmed',
  'Fletcher',
  'Morgan',
];
const LENDERS = [
  'NATIONWIDE BUILDING SOCIETY',
  'BARCLAYS BANK UK PLC',
  'HSBC UK BANK PLC',
  'SANTANDER UK PLC',
  'LLOYDS BANK PLC',
  'COVENTRY BUILDING SOCIETY',
];
const JOINT_RESTRICTION =
  'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.';
const LENDER_RESTRICTION = (lender: string) =>
  `RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge in favour of ${lender} referred to in the Charges Register.`;
const COVENANTS = [
  'A Conveyance of the land in this title dated 14 March 1936 contains restrictive covenants: not to use the premises for any trade or business, and not to erect any building other than a private dwellinghouse.',
  'The land is subject to the restrictive covenants contained in a Transfer dated 2 June 1988: no fences, walls or hedges forward of the building line without consent.',
  'The lease contains a covenant not to keep any animal, bird or reptile at the premises without the landlord’s written consent.',
];

/** A small deterministic generator, so each title's invented details are stable. */
function seeded(text: string) {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

function isoDate(year: number, month: number, day: number) {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The invented register of a sample title; also what the demo properties carry as their title data. */
export function sampleRegister(
  title: string,
  leasehold: boolean,
  addressLines: string[],
  postcode: string,
  now: Date,
): TitleRegister {
  const random = seeded(title);
  const owners = random() < 0.6 ? 2 : 1;
  const family = pick(random, FAMILY);
  const proprietors = Array.from(
    { length: owners },
    () => `${pick(random, GIVEN).toUpperCase()} ${family.toUpperCase()}`,
  );
  const year = 1996 + Math.floor(random() * 28);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const price = Math.round((leasehold ? 140_000 + random() * 260_000 : 220_000 + random() * 680_000) / 500) * 500;
  const mortgaged = random() < 0.7;
  const lender = pick(random, LENDERS);
  const leaseStart = 1965 + Math.floor(random() * 50);
  const term = pick(random, [99, 125, 999]);
  const base = `https://example.org/land-registry/sample/${title}`;
  return {
    title_number: title,
    tenure_title_code: leasehold ? PASSPORT_TENURE.leasehold : PASSPORT_TENURE.freehold,
    address_lines: addressLines,
    postcode,
    proprietors,
    current_proprietorship_date: isoDate(year, month, day),
    last_sale: random() < 0.9 ? { price, date: isoDate(year, month, day) } : null,
    restrictions: [
      ...(owners > 1 ? [JOINT_RESTRICTION] : []),
      ...(mortgaged && random() < 0.5 ? [LENDER_RESTRICTION(lender)] : []),
    ],
    charges: mortgaged
      ? [
          `REGISTERED CHARGE dated ${day} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][month - 1]} ${year}. Proprietor: ${lender}.`,
        ]
      : [],
    restrictive_covenants: random() < 0.5 ? [pick(random, COVENANTS)] : [],
    lease: leasehold
      ? {
          term_years: term,
          start_date: isoDate(leaseStart, 1, 1),
          remaining_years: Math.max(0, leaseStart + term - now.getUTCFullYear()),
        }
      : null,
    documents: {
      register: `${base}/register.pdf`,
      plan: `${base}/plan.pdf`,
      lease: leasehold ? `${base}/lease.pdf` : null,
    },
  };
}

export function buildSampleTitles(streets: SampleStreet[] = SAMPLE_STREETS, now = new Date()): SampleTitle[] {
  const titles: SampleTitle[] = [];
  const used = new Set<string>();
  const numberFor = (prefix: string, key: string) => {
    let n = 100000 + Math.floor(seeded(key)() * 800000);
    while (used.has(`${prefix}${n}`)) n += 1;
    used.add(`${prefix}${n}`);
    return `${prefix}${n}`;
  };
  for (const street of streets) {
    const prefix = DISTRICT_PREFIX[street.county] ?? 'SY';
    const buildings = new Map<string, string[]>();
    for (const premises of street.premises) {
      const parts = parsePremises(premises);
      const building = parts.building_number || parts.building_name;
      buildings.set(building, [
        ...(buildings.get(building) ?? []),
        ...(parts.sub_building_name ? [parts.sub_building_name] : []),
      ]);
    }
    for (const [building, flats] of buildings) {
      const numbered = /^\d/.test(building);
      const address = {
        ...(numbered ? { BuildingNumber: building } : { BuildingName: building }),
        StreetName: street.street,
        CityName: street.town,
        PostcodeZone: { Postcode: street.postcode },
      };
      const buildingLine = numbered ? `${building} ${street.street}` : `${building}, ${street.street}`;
      const freehold = numberFor(prefix, `${street.postcode}|${building}`);
      titles.push({
        result: {
          TitleNumber: freehold,
          Address: address,
          TenureInformation: { TenureTypeCode: SEARCH_FREEHOLD_CODE },
        },
        register: sampleRegister(freehold, false, [buildingLine, street.town], street.postcode, now),
      });
      for (const flat of flats) {
        const leasehold = numberFor(prefix, `${street.postcode}|${building}|${flat}`);
        titles.push({
          result: {
            TitleNumber: leasehold,
            Address: { SubBuildingName: flat, ...address },
            TenureInformation: { TenureTypeCode: SEARCH_LEASEHOLD_CODE },
          },
          register: sampleRegister(leasehold, true, [flat, buildingLine, street.town], street.postcode, now),
        });
      }
    }
  }
  return titles;
}
