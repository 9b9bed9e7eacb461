import type { OptionMap } from '../../definition.ts';

/**
 * Option lists of the fittings form. Keys follow the order of the TA10 enums in the PDTF schema
 * ("Included", "Excluded", "None"), so a stored key maps straight back to the standard's value.
 * '0' is never offered: it is the "not chosen yet" value that completion counts as unanswered
 * (spec 02 §3 "included (0 to 3)", §5.1).
 */
export const included_excluded_none: OptionMap = { '1': 'Included', '2': 'Excluded', '3': 'None' };

/** Extra items the seller names are either staying or going: TA10 has no "None" for them. */
export const included_excluded: OptionMap = { '1': 'Included', '2': 'Excluded' };

/** Kitchen appliances (TA10 2.xd). */
export const fitted_freestanding: OptionMap = { '1': 'Fitted', '2': 'Freestanding' };
