/**
 * How many extra 'other' items a seller may add to each fittings category (spec 02 §5.2): 4 by
 * default, 5 for the outdoor area, none for the bathroom, television and telephone, and fuel
 * (the TA10 itself has no "other" rows there). The form carries exactly this many slots per
 * category; the screen fills the first free one.
 */
export const FITTINGS_CATEGORIES = [
  'basic',
  'kitchen',
  'bathroom',
  'carpets',
  'curtain_rails',
  'curtains_blinds',
  'light_fittings',
  'fitted_units',
  'outdoor_area',
  'television_telephone',
  'fuel',
  'other',
] as const;

export type FittingsCategory = (typeof FITTINGS_CATEGORIES)[number];

const DEFAULT_CAP = 4;
const SPECIAL_CAPS: Partial<Record<FittingsCategory, number>> = {
  outdoor_area: 5,
  bathroom: 0,
  television_telephone: 0,
  fuel: 0,
};

export function otherItemCap(category: FittingsCategory): number {
  return SPECIAL_CAPS[category] ?? DEFAULT_CAP;
}

/** Id prefix of a slot: `kitchen_other_1`, and `other_1` in the 'other' category itself. */
export function otherSlotId(category: FittingsCategory, n: number): string {
  return category === 'other' ? `other_${n}` : `${category}_other_${n}`;
}
