/** Option lists used only by preliminary information. Keys are stored in answers: never renumber. */
import type { OptionMap } from '../../definition.ts';

/**
 * The PDTF's ownership types, keyed as every form asking the tenure keys them (one stored answer).
 * An owner of a share of the freehold holds a lease, so answers Leasehold.
 */
export const OWNERSHIP_TYPE: OptionMap = {
  '1': 'Freehold',
  '3': 'Commonhold',
  '4': 'Leasehold',
  '5': 'Other',
};
export const FREEHOLD = '1';
export const LEASEHOLD = '4';
export const OTHER_OWNERSHIP = '5';

export const BUILDING_MANAGER: OptionMap = {
  '1': 'The landlord (freeholder)',
  '2': 'A management company',
  '3': 'A right to manage company run by the leaseholders',
};

export const TIMING: OptionMap = {
  '1': 'As soon as possible',
  '2': 'Once I have found somewhere to buy',
  '3': 'Not before a particular date',
  '4': 'By a particular date',
  '5': 'Something else',
};

export const SALE_DEPENDS_ON: OptionMap = {
  '1': 'Buying another property',
  '2': 'A mortgage offer on my next home',
  '3': 'A grant of probate',
  '4': 'A divorce or separation settlement',
  '5': 'A new build being finished',
  '6': 'Finding somewhere to rent',
  '7': 'A job move',
  '8': 'Something else',
};

export const BUILDING_WORK: OptionMap = {
  '1': 'An extension',
  '2': 'A loft conversion',
  '3': 'A garage conversion',
  '4': 'Removing or moving internal walls',
  '5': 'New windows, roof windows or glazed doors (since 1 April 2002)',
  '6': 'Electrical work (since 1 January 2005)',
  '7': 'A new boiler or heating system (since 1 April 2005)',
  '8': 'A conservatory',
  '9': 'Changing the use of the building or part of it',
  '10': 'Other work',
};

export const LIABILITIES: OptionMap = {
  '1': 'A mortgage or secured loan',
  '2': 'A Green Deal loan or other energy loan repaid through the bills',
  '3': 'A help-to-buy equity loan',
  '4': 'None of these',
};

export const HEATING: OptionMap = {
  '1': 'Gas central heating',
  '2': 'Oil central heating',
  '3': 'Electric central heating or storage heaters',
  '4': 'Air or ground source heat pump',
  '5': 'Communal heating',
  '6': 'Solid fuel or wood burner',
  '7': 'Room heaters only',
  '8': 'No heating',
};

export const COUNCIL_TAX_BAND: OptionMap = {
  A: 'A',
  B: 'B',
  C: 'C',
  D: 'D',
  E: 'E',
  F: 'F',
  G: 'G',
  H: 'H',
  I: 'I',
  'not-banded': 'Not banded',
};

export const SERVICES: OptionMap = {
  '1': 'Mains electricity',
  '2': 'Mains gas',
  '3': 'Mains water',
  '4': 'Mains drainage',
  '5': 'Septic tank, cesspool or treatment plant',
  '6': 'Telephone line',
  '7': 'Broadband',
  '8': 'Cable or satellite TV',
  '9': 'Something else',
};

export const SHARED_FACILITIES: OptionMap = {
  '1': 'A driveway or access road',
  '2': 'A garden or grounds',
  '3': 'A bin store',
  '4': 'Entrance hall, stairs or lift',
  '5': 'Something else',
};

export const FLOOD_TYPE: OptionMap = {
  '1': 'Ground water',
  '2': 'Sewer',
  '3': 'Surface water',
  '4': 'Coastal flooding',
  '5': 'River flooding',
  '6': 'Other',
};

/** Building regulations and planning consent, as property information asks them (one stored answer, same keys). */
export const CONSENT_OBTAINED: OptionMap = { '1': 'Yes', '2': 'No', '3': 'Not required' };

/** Solar panels, keyed as the forms sharing the fact key it ('2' is "To be connected", not offered for panels). */
export const SOLAR_PANELS: OptionMap = { '1': 'Yes', '3': 'No' };
