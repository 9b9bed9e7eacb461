import type { OptionMap, UploadRule } from '../../definition.ts';

/**
 * Option lists and upload rules of the property information form (TA6). Keys are the strings the
 * answers store; labels follow the standard form's choices in its order.
 *
 * yes_no, yes_no_not_known, upload_follow and leasehold_supply are the shared lists of spec 02 §3;
 * they are defined here until the forms share one module, with exactly the shared keys.
 */

export const yes_no: OptionMap = { '1': 'Yes', '2': 'No' };
export const yes_no_not_known: OptionMap = { '1': 'Yes', '2': 'No', '3': 'Not known' };
/** "Can you provide a copy?": 3 means upload now, and reveals the uploader (spec 02 §3). */
export const upload_follow: OptionMap = { '3': 'Upload now', '4': 'To follow', '5': 'Not applicable' };
/** The lease (spec 02 §3): 7 asks us to obtain a copy from HM Land Registry. */
export const leasehold_supply: OptionMap = {
  '3': 'Upload',
  '4': 'To follow',
  '6': 'Already supplied',
  '7': 'Obtain a copy',
};

/**
 * Other "can you provide a copy?" choices of the standard forms. They extend upload_follow's keys
 * (3 upload now, 4 to follow, 5 not applicable, 6 already supplied) so 3 reveals the uploader in
 * every form, and a new choice takes a new key.
 */
export const supply_already_supplied: OptionMap = { '3': 'Upload now', '4': 'To follow', '6': 'Already supplied' };
export const supply_not_available: OptionMap = { '3': 'Upload now', '4': 'To follow', '8': 'Not available' };

/** A statement the seller confirms by ticking it. */
export const confirm: OptionMap = { '1': 'I confirm' };

export const yes_no_not_applicable: OptionMap = { '1': 'Yes', '2': 'No', '3': 'Not applicable' };
export const yes_no_not_required: OptionMap = { '1': 'Yes', '2': 'No', '3': 'Not required' };
export const yes_no_no_mortgage: OptionMap = { '1': 'Yes', '2': 'No', '3': 'No mortgage' };
/** Mains services and connections. */
export const connected: OptionMap = { '1': 'Yes', '2': 'To be connected', '3': 'No' };
export const connected_not_known: OptionMap = { '1': 'Yes', '2': 'To be connected', '3': 'No', '4': 'Not known' };

export const boundary_responsibility: OptionMap = { '1': 'Seller', '2': 'Shared', '3': 'Neighbour', '4': 'Not known' };
export const parking_arrangements: OptionMap = {
  '1': 'None',
  '2': 'Allocated',
  '3': 'Communal',
  '4': 'Covered',
  '5': 'Garage',
  '6': 'Driveway',
  '7': 'Gated',
  '8': 'Off street',
  '9': 'On street',
  '10': 'Rear',
  '11': 'Private',
  '12': 'Garage in a block of garages',
};
export const private_drainage: OptionMap = {
  '1': 'Sustainable drainage system',
  '2': 'Septic tank',
  '3': 'Cesspit or cesspool',
  '4': 'Sewage treatment plant',
  '5': 'Other',
  '6': 'Not known',
};
export const heating_types: OptionMap = {
  '1': 'Central heating',
  '2': 'Communal heating',
  '3': 'Room heaters only',
  '4': 'None',
};
export const heating_fuels: OptionMap = {
  '1': 'Mains gas',
  '2': 'Electricity',
  '3': 'Oil',
  '4': 'LPG (bottled or tank gas)',
  '5': 'Biomass',
  '6': 'Other',
};
export const flooding_types: OptionMap = {
  '1': 'Groundwater',
  '2': 'Sewer',
  '3': 'Surface water',
  '4': 'Coastal',
  '5': 'River',
  '6': 'Other',
};
export const electrical_certificates: OptionMap = {
  '1': 'Electrical Safety Certificate (BS7671)',
  '2': 'Building Regulations Compliance Certificate',
  '3': 'Building Control Completion Certificate',
};

/** Documents inside the forms: the uploader's defaults (spec 01 §5). */
export const documentUpload: UploadRule = { accept: ['pdf', 'png', 'jpg'], multiple: true };
