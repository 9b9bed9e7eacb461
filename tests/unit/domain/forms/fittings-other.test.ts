import { describe, expect, it } from 'vitest';
import { nextOtherSlot, otherItemsCap } from '../../../../domain/forms/fittings-other.ts';

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
