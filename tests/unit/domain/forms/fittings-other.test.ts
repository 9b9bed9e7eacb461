import { describe, expect, it } from 'vitest';
import { nextOtherSlot, otherItemsCap, otherSlotOf, shownOtherSlots } from '../../../../domain/forms/fittings-other.ts';

describe("fittings 'other' items", () => {
  it('caps extra items at 4 by default, 5 outdoors, none in bathroom, television telephone and fuel', () => {
    expect(otherItemsCap('kitchen')).toBe(4);
    expect(otherItemsCap('outdoor_area')).toBe(5);
    for (const room of ['bathroom', 'television_telephone', 'fuel']) expect(otherItemsCap(room)).toBe(0);
  });

  it('uses the first free other_N slot', () => {
    expect(nextOtherSlot('kitchen', ['oven', 'fridge'])).toBe('other_1');
    expect(nextOtherSlot('kitchen', ['other_1', 'other_3'])).toBe('other_2');
    expect(nextOtherSlot('kitchen', ['other_2'])).toBe('other_1');
  });

  it('offers no slot once the room is at its cap', () => {
    expect(nextOtherSlot('kitchen', ['other_1', 'other_2', 'other_3', 'other_4'])).toBeNull();
    expect(nextOtherSlot('outdoor_area', ['other_1', 'other_2', 'other_3', 'other_4'])).toBe('other_5');
    expect(nextOtherSlot('bathroom', [])).toBeNull();
  });
});

describe('extra items shown in a room', () => {
  const slot = (prefix: string) => ({ questions: [{ id: `${prefix}_name` }, { id: `${prefix}_included` }] });
  const groups = [
    { questions: [{ id: 'kitchen_hob_included' }] },
    slot('kitchen_other_1'),
    slot('kitchen_other_2'),
    slot('kitchen_other_3'),
  ];

  it('names the slot of a row, and none for a listed item', () => {
    expect(otherSlotOf(groups[1]!)).toBe('other_1');
    expect(otherSlotOf(slot('other_4'))).toBe('other_4');
    expect(otherSlotOf(groups[0]!)).toBeNull();
  });

  it('shows the slots holding an answer and the ones just added, and the next one added is the first free', () => {
    const answers = { kitchen_other_2_name: 'Wine fridge' };
    expect(shownOtherSlots(groups, answers, [])).toEqual(['other_2']);
    const shown = shownOtherSlots(groups, answers, ['other_3']);
    expect(shown).toEqual(['other_2', 'other_3']);
    expect(nextOtherSlot('kitchen', shown)).toBe('other_1');
    expect(nextOtherSlot('bathroom', [])).toBeNull();
  });
});
