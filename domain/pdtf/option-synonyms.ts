/**
 * Option labels of our forms that are not word for word the standard's enum value, and the value
 * each stands for (first one the field allows). Reviewed option by option: a label not listed here
 * and not equal to one of the field's values has no place in the standard, so it is not offered.
 * Matching is by label, never by position.
 */
export const OPTION_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Document choices (upload_follow, leasehold documents).
  'upload now': ['Attached'],
  upload: ['Attached'],
  'upload it now': ['Attached'],
  'i will upload it here': ['Attached'],
  'already supplied': ['Already supplied', 'Attached'],
  'send it later': ['To follow'],
  'obtain a copy': ['To follow'],
  'obtain a copy for me': ['To follow'],
  "the landlord's solicitor will provide them": ['To follow'],
  'please supply a draft': ['To follow'],
  'my agent has it': ['With agent'],
  // Services and construction.
  'lateral living (all on one level)': ['Lateral living'],
  'adsl (copper telephone line)': ['ADSL copper wire'],
  'fibre to the cabinet (fttc)': ['FTTC (Fibre to the Cabinet)'],
  'fibre to the premises (fttp)': ['FTTP (Fibre to the Premises)'],
  'structural insulated panels (sips)': ['Structural insulated panel (SIP)'],
  groundwater: ['Ground water'],
  coastal: ['Coastal flooding'],
  river: ['River flooding'],
  'sewage treatment plant': ['Sewerage treatment plant'],
  'cesspit or cesspool': ['Cesspit'],
  'night storage heaters': ['Night storage'],
  'solar water heating': ['Solar water'],
  'aga or rayburn': ['Aga/Rayburn'],
  'communal heating': ['Communal heating system'],
  'lpg (bottled or tank gas)': ['LPG'],
  // Parking.
  'garage in a block of garages': ['Garage En Bloc'],
  'communal car park with allocated space': ['Allocated'],
  'communal car park without allocated space': ['Communal'],
  'residents permit': ['On Street'],
  'metered parking': ['On Street'],
  // The standard spells the metre the American way in room units.
  metres: ['meters'],
  // Tenure and management.
  'managed freehold': ['Managed Freehold'],
  'share of freehold': ['Managed Freehold'],
  'head leaseholder': ['Headleaseholder'],
  'a management company named in the lease': ['Management company named in lease of the property'],
  'a right to manage company set up by the leaseholders': [
    'A Right to Manage company set up by the tenants under statutory rights',
  ],
  'managing agent': ['Management Company'],
  'the leaseholders': ['the Lessees'],
  // Confirmations and plain answers.
  'i confirm': ['true'],
  yes: ['Yes', 'true'],
  no: ['No', 'false'],
  unknown: ['Not known'],
};
