/**
 * Extra 'other' items in a fixtures-and-fittings room (spec 02 §5.2): at most 4 by default, 5 in
 * the outdoor area, none in the bathroom, television and telephone, and fuel rooms. A new item
 * takes the first unused other_N slot, so deleting one frees its number for the next.
 */

/** Room keys as spec 02 §3.2 names the categories. */
export const FITTINGS_ROOMS = [
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

export type FittingsRoom = (typeof FITTINGS_ROOMS)[number];

const CAPS: Partial<Record<FittingsRoom, number>> = { outdoor_area: 5, bathroom: 0, television_telephone: 0, fuel: 0 };
export const DEFAULT_OTHER_ITEMS = 4;

export function otherItemsCap(room: string): number {
  return CAPS[room as FittingsRoom] ?? DEFAULT_OTHER_ITEMS;
}

const OTHER_SLOT = /^other_(\d+)$/;

/** The item keys of a room's extra items already in use, e.g. ['other_1', 'other_3']. */
export function usedOtherSlots(itemKeys: readonly string[]): number[] {
  return itemKeys.flatMap((key) => {
    const match = OTHER_SLOT.exec(key);
    return match ? [Number(match[1])] : [];
  });
}

/** The key for one more 'other' item, or null when the room is at its cap. */
export function nextOtherSlot(room: string, itemKeys: readonly string[]): string | null {
  const used = new Set(usedOtherSlots(itemKeys));
  const cap = otherItemsCap(room);
  if (used.size >= cap) return null;
  for (let n = 1; n <= cap; n += 1) if (!used.has(n)) return `other_${n}`;
  return null;
}

type SlotGroup = { questions: readonly { id: string }[] };
const SLOT_OF_QUESTION = /(?:^|_)(other_\d+)_name$/;

/** The 'other_N' slot a fittings row stands for (`kitchen_other_2_name` → 'other_2'); null for a listed item. */
export function otherSlotOf(group: SlotGroup): string | null {
  for (const question of group.questions) {
    const match = SLOT_OF_QUESTION.exec(question.id);
    if (match) return match[1]!;
  }
  return null;
}

const hasAnswer = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : true);

/**
 * The extra items a room shows: every slot holding an answer, and those the seller has just added
 * (still empty). An empty slot not added stays out of sight, so a room starts with its listed
 * items only and "Add another item" takes the first free slot.
 */
export function shownOtherSlots(
  groups: readonly SlotGroup[],
  answers: Readonly<Record<string, unknown>>,
  added: readonly string[],
): string[] {
  return groups.flatMap((group) => {
    const slot = otherSlotOf(group);
    if (!slot) return [];
    return added.includes(slot) || group.questions.some((question) => hasAnswer(answers[question.id])) ? [slot] : [];
  });
}
