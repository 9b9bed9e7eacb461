import type { OptionMap } from '../../definition.ts';

/**
 * Option lists of "About my home". Keys are the positions of the values in the PDTF base schema's
 * enum ('1' for the first), so every form that maps a question to the same PDTF path stores the
 * same key for the same value. Where the NTS overlay narrows an enum we still offer the base
 * schema's full list: every value is valid PDTF and "Not known" is an honest answer.
 */
export const yes_no: OptionMap = { '1': 'Yes', '2': 'No' };
export const yes_no_not_known: OptionMap = { '1': 'Yes', '2': 'No', '3': 'Not known' };
export const yes_no_not_applicable: OptionMap = { '1': 'Yes', '2': 'No', '3': 'Not applicable' };
/** Services: Yes, To be connected, No (electricity, water, solar, heat pump, other sources). */
export const yes_connect_no: OptionMap = { '1': 'Yes', '2': 'To be connected', '3': 'No' };
/** Drainage adds Not known. */
export const yes_connect_no_not_known: OptionMap = { '1': 'Yes', '2': 'To be connected', '3': 'No', '4': 'Not known' };
/** PDTF "attachments": the document is attached now or follows. */
export const attached_to_follow: OptionMap = { '1': 'Upload it now', '2': 'Send it later' };

/** Builds an option map from enum labels, keyed by position from '1'. */
export function enumOptions(...labels: readonly string[]): OptionMap {
  return Object.fromEntries(labels.map((label, i) => [String(i + 1), label]));
}
