/**
 * How many extra 'other' item slots the form carries per fittings category: the engine's caps
 * (domain/forms/fittings-other.ts), one slot per allowed item; the screen fills the first free one.
 */
import { FITTINGS_ROOMS, otherItemsCap, type FittingsRoom } from '../../fittings-other.ts';

export const FITTINGS_CATEGORIES = FITTINGS_ROOMS;
export type FittingsCategory = FittingsRoom;

export function otherItemCap(category: FittingsCategory): number {
  return otherItemsCap(category);
}

/** Id prefix of a slot: `kitchen_other_1`, and `other_1` in the 'other' category itself. */
export function otherSlotId(category: FittingsCategory, n: number): string {
  return category === 'other' ? `other_${n}` : `${category}_other_${n}`;
}
